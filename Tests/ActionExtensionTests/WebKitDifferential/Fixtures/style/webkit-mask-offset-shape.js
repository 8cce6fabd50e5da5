// The -webkit-mask shorthand and a basic shape in offset-path as WebKit writes them.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "webkitMask": probe(function (e, s) { s.setProperty("-webkit-mask","url(m.png) no-repeat");return s.cssText }),
    "offsetPathCircle": probe(function (e, s) { s.setProperty("offset-path","circle(50px at 0 0)");return s.cssText })
  });
} };
