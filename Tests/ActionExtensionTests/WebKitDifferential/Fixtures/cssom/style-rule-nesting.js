// CSSStyleRule's nesting members (cssRules, insertRule, deleteRule) and styleMap.
function probe(f) {
  try { var r = f(); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name + ": " + x.message; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {}, r = document.getElementById("s1").sheet.cssRules[0];
  out.styleRuleProto = probe(() => Object.getOwnPropertyNames(CSSStyleRule.prototype).sort().join(","));
  out.nested = probe(() => r.cssRules.length + "|" + r.insertRule("& .b { color: red }") + "|" + r.cssText);
  args.completionFunction(out);
} };
