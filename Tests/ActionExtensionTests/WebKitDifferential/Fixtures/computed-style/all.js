// The `all` shorthand in the cascade: initial, inherit, unset, revert, later declarations over
// it, direction and custom properties left alone.
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {};
  ["r", "s", "t", "u", "w", "x", "y", "li"].forEach(function (id) {
    var s = getComputedStyle(document.getElementById(id));
    ["display", "color", "direction", "margin-top", "font-size", "list-style-type", "unicode-bidi"].forEach(function (p) {
      out[id + " " + p] = s.getPropertyValue(p);
    });
    out[id + " --v"] = s.getPropertyValue("--v");
  });
  out.text = document.body.innerText;
  args.completionFunction(out);
} };
