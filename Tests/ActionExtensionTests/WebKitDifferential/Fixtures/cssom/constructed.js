// Constructed sheets: new CSSStyleSheet(options), replace/replaceSync, adoptedStyleSheets.
function probe(f) {
  try { var r = f(); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name + ": " + x.message; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {};
  out.plain = probe(() => { var c = new CSSStyleSheet(); return c.cssRules.length + "|" + c.media.mediaText + "|" + c.disabled + "|" + String(c.href) + "|" + String(c.ownerNode) + "|" + String(c.title) + "|" + c.type + "|" + String(c.ownerRule); });
  out.options = probe(() => { var c = new CSSStyleSheet({ media: "screen,print", disabled: true }); return c.media.mediaText + "|" + c.disabled; });
  out.mediaList = probe(() => { var c = new CSSStyleSheet({ media: document.styleSheets[0].media }); return c.media.mediaText; });
  out.replaceSync = probe(() => { var c = new CSSStyleSheet(); c.replaceSync(".a{color:red} @import url(x.css); .b{}"); return c.cssRules.length + "|" + Array.from(c.cssRules).map(r => r.cssText).join(" / "); });
  out.replaceSyncImportFirst = probe(() => { var c = new CSSStyleSheet(); c.replaceSync("@import url(x.css); .b{}"); return c.cssRules.length + "|" + c.cssRules[0].cssText; });
  out.insertImport = probe(() => { var c = new CSSStyleSheet(); return c.insertRule("@import url(x.css);"); });
  out.insertRule = probe(() => { var c = new CSSStyleSheet(); c.insertRule(".a{}"); c.insertRule(".b{}", 1); return Array.from(c.cssRules).map(r => r.selectorText).join(","); });
  out.adoptNonConstructed = probe(() => { document.adoptedStyleSheets = [document.styleSheets[0]]; return "ok"; });
  out.adoptNonSheet = probe(() => { document.adoptedStyleSheets = [{}]; return "ok"; });
  out.adoptNotArray = probe(() => { document.adoptedStyleSheets = 5; return "ok"; });
  out.adopt = probe(() => { var c = new CSSStyleSheet(); document.adoptedStyleSheets = [c, c]; return document.adoptedStyleSheets.length + "|" + (document.adoptedStyleSheets[0] === c) + "|" + document.styleSheets.length; });
  out.shadowAdopt = probe(() => { var h = document.createElement("div"); document.body.appendChild(h); var sr = h.attachShadow({ mode: "open" }); var c = new CSSStyleSheet(); c.replaceSync("p { color: red }"); sr.adoptedStyleSheets = [c]; sr.innerHTML = "<p>in</p>"; return sr.adoptedStyleSheets.length + "|" + getComputedStyle(sr.firstChild).color; });
  out.shadowAdoptNonConstructed = probe(() => { var h = document.createElement("div"); var sr = h.attachShadow({ mode: "open" }); sr.adoptedStyleSheets = [document.styleSheets[0]]; return "ok"; });
  var c = new CSSStyleSheet();
  var promise = c.replace(".r { color: red } @import url(y.css);");
  out.replaceSyncAfter = probe(() => c.cssRules.length);
  out.replaceReturns = probe(() => Object.prototype.toString.call(promise));
  var owned = document.styleSheets[0].replace(".q{}");
  Promise.all([promise.then(v => (v === c) + "|" + c.cssRules.length + "|" + c.cssRules[0].cssText, e => "rejected " + e.name), owned.then(() => "resolved", e => "rejected " + e.name + ": " + e.message)]).then(function (values) {
    out.replaceResolved = values[0];
    out.replaceOwned = values[1];
    args.completionFunction(out);
  });
} };
