// adoptedStyleSheets is an observable array: the same object, array methods change the
// adopted sheets, each value is checked.
function probe(f) {
  try { var r = f(); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name + ": " + x.message; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {}, c = new CSSStyleSheet(), c2 = new CSSStyleSheet();
  c.replaceSync("p { color: red }");
  c2.replaceSync("p { text-decoration: underline }");
  function color() { return getComputedStyle(document.querySelector("p")).color; }
  out.same = probe(() => String(document.adoptedStyleSheets === document.adoptedStyleSheets));
  out.isArray = probe(() => Array.isArray(document.adoptedStyleSheets) + "|" + (Object.getPrototypeOf(document.adoptedStyleSheets) === Array.prototype));
  out.push = probe(() => { document.adoptedStyleSheets.push(c); return document.adoptedStyleSheets.length + "|" + color(); });
  out.pushBad = probe(() => { document.adoptedStyleSheets.push({}); return document.adoptedStyleSheets.length; });
  out.pushOwned = probe(() => { document.adoptedStyleSheets.push(document.styleSheets[0]); return document.adoptedStyleSheets.length; });
  out.index = probe(() => { document.adoptedStyleSheets[1] = c2; return document.adoptedStyleSheets.length + "|" + document.styleSheets.length; });
  out.pop = probe(() => { var a = document.adoptedStyleSheets; var x = a.pop(); return (x === c2) + "|" + a.length + "|" + color(); });
  out.keep = probe(() => { var a = document.adoptedStyleSheets; document.adoptedStyleSheets = [c2]; return (a === document.adoptedStyleSheets) + "|" + a.length + "|" + (a[0] === c2) + "|" + color(); });
  out.splice = probe(() => { document.adoptedStyleSheets.splice(0, 1, c, c2); return document.adoptedStyleSheets.length + "|" + color(); });
  out.hole = probe(() => { document.adoptedStyleSheets[5] = c; return document.adoptedStyleSheets.length; });
  out.shift = probe(() => { document.adoptedStyleSheets.shift(); return document.adoptedStyleSheets.length + "|" + (document.adoptedStyleSheets[0] === c2) + "|" + color(); });
  out.descriptor = probe(() => { var d = Object.getOwnPropertyDescriptor(Document.prototype, "adoptedStyleSheets"); return typeof d.get + typeof d.set; });
  out.shadowSame = probe(() => { var h = document.createElement("div"); var s = h.attachShadow({ mode: "open" }); s.adoptedStyleSheets.push(c); return String(s.adoptedStyleSheets === s.adoptedStyleSheets) + "|" + s.adoptedStyleSheets.length + "|" + document.adoptedStyleSheets.length; });
  args.completionFunction(out);
} };
