// The CSSOM interfaces: prototype chains, own members, CSSRule constants, keyframes editing.
function probe(f) {
  try { var r = f(); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name + ": " + x.message; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {}, sh = document.getElementById("s1").sheet;
  function chain(o) { var p = Object.getPrototypeOf(o), n = []; while (p) { n.push(p.constructor.name); p = Object.getPrototypeOf(p); } return n.join(">"); }
  for (var i = 0; i < sh.cssRules.length; i++) out["chain" + i] = probe(() => chain(sh.cssRules[i]));
  out.constants = probe(() => Object.getOwnPropertyNames(CSSRule).filter(n => /^[A-Z_]+$/.test(n)).map(n => n + "=" + CSSRule[n]).join(","));
  out.ruleProto = probe(() => Object.getOwnPropertyNames(CSSRule.prototype).sort().join(","));
  out.groupingProto = probe(() => Object.getOwnPropertyNames(CSSGroupingRule.prototype).sort().join(","));
  out.mediaProto = probe(() => Object.getOwnPropertyNames(CSSMediaRule.prototype).sort().join(","));
  out.importProto = probe(() => Object.getOwnPropertyNames(CSSImportRule.prototype).sort().join(","));
  out.keyframesProto = probe(() => Object.getOwnPropertyNames(CSSKeyframesRule.prototype).sort().join(","));
  out.mediaListProto = probe(() => Object.getOwnPropertyNames(MediaList.prototype).sort().join(","));
  out.ruleListProto = probe(() => Object.getOwnPropertyNames(CSSRuleList.prototype).sort().join(","));
  out.illegal = probe(() => String(new CSSRule()));
  out.styleParent = probe(() => { var r = sh.cssRules[0]; return String(r.style.parentRule === r) + "|" + String(r.style === r.style) + "|" + String(document.body.style.parentRule); });
  out.keyframes = probe(() => {
    var k = sh.cssRules[1];
    k.appendRule("50% { opacity: 0.5 }");
    k.appendRule("bogus { opacity: 1 }");
    var a = k.cssText + "|" + k.length;
    k.deleteRule("from");
    var f = k.findRule("to");
    k[0].keyText = "25%";
    var bad = k[0].keyText;
    k[0].keyText = "nope";
    return a + "|" + k.cssText + "|" + f.keyText + "|" + bad + "|" + k[0].keyText + "|" + String(k.findRule("12%"));
  });
  out.keyframeStyle = probe(() => { var k = sh.cssRules[1][0]; k.style.opacity = "0.3"; return k.cssText + "|" + (k.style.parentRule === k); });
  out.keyframesNames = probe(() => { sh.insertRule("@keyframes \"quoted name\" { from { opacity: 0 } to { opacity: 1 } }", 0); return sh.cssRules[0].name + "|" + sh.cssRules[0].cssText; });
  out.webkitKeyframes = probe(() => { sh.insertRule("@-webkit-keyframes w { 0%, 50% { color: red } }", 0); return sh.cssRules[0].cssText; });
  out.layerBlockAnonymous = probe(() => { sh.insertRule("@layer { .a { color: red } }", 0); return JSON.stringify(sh.cssRules[0].name) + "|" + sh.cssRules[0].cssText; });
  out.supportsNot = probe(() => { sh.insertRule("@supports not (display:foo) { .a { color: red } }", 0); return sh.cssRules[0].cssText; });
  out.pageNoSelector = probe(() => { sh.insertRule("@page { margin: 1cm }", 0); return sh.cssRules[0].cssText + "|" + JSON.stringify(sh.cssRules[0].selectorText); });
  out.namespaceDefault = probe(() => { var s = document.createElement("style"); s.textContent = "@namespace \"http://x\"; a {}"; document.head.appendChild(s); return s.sheet.cssRules[0].cssText + "|" + JSON.stringify(s.sheet.cssRules[0].prefix); });
  out.importLayer = probe(() => { var s = document.createElement("style"); s.textContent = "@import 'a.css' layer; @import url(b.css) supports(not (display: grid));"; document.head.appendChild(s); return s.sheet.cssRules[0].cssText + "|" + JSON.stringify(s.sheet.cssRules[0].layerName) + "|" + s.sheet.cssRules[1].cssText; });
  args.completionFunction(out);
} };
