// The properties getComputedStyle lists (length, item(i), indexed access), in WebKit's order.
var ExtensionPreprocessingJS = { run: function (args) {
  var style = getComputedStyle(document.getElementById("plain")), out = { length: style.length };
  for (var i = 0; i < style.length; i++) {
    out["item" + ("00" + i).slice(-3)] = style.item(i);
    if (style[i] !== style.item(i)) { out["indexed" + i] = style[i]; }
  }
  out.pastEnd = style.item(style.length) + "|" + String(style[style.length]);
  out.iterated = Array.from(style).length;
  out.keys = Object.keys(style).length;
  args.completionFunction(out);
} };
