// Every computed property of one element without author style, as WebKit computes it: A td (and the th beside it is in element-defaults).
// (Properties that depend on the layout, width and height among them, are in layout.js.)
var LAYOUT = ["width", "height", "block-size", "inline-size", "perspective-origin", "transform-origin"];
var ExtensionPreprocessingJS = { run: function (args) {
  var style = getComputedStyle(document.getElementById("cell")), out = {};
  for (var i = 0; i < style.length; i++) {
    if (LAYOUT.indexOf(style[i]) < 0) { out[style[i]] = style.getPropertyValue(style[i]); }
  }
  args.completionFunction(out);
} };
