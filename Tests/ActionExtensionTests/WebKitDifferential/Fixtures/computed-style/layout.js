// The properties whose computed style values come from the layout, for an empty div in a
// 300px-wide container, a span, and an element in a display: none subtree (no box: the
// computed values).
var NAMES = ["width", "height", "block-size", "inline-size", "perspective-origin", "transform-origin",
  "-webkit-logical-width", "-webkit-logical-height", "-webkit-perspective-origin", "-webkit-transform-origin",
  "min-width", "max-width", "min-inline-size"];
var ExtensionPreprocessingJS = { run: function (args) {
  var hidden = document.body.appendChild(document.createElement("div"));
  hidden.style.display = "none";
  var elements = { div: document.getElementById("plain"), span: document.getElementById("inner"),
    inHidden: hidden.appendChild(document.createElement("div")) };
  var out = {};
  Object.keys(elements).forEach(function (key) {
    var style = getComputedStyle(elements[key]);
    NAMES.forEach(function (name) { out[key + " " + name] = style.getPropertyValue(name); });
  });
  args.completionFunction(out);
} };
