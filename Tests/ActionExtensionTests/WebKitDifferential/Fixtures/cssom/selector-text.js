// CSSStyleRule.selectorText: serialized as WebKit writes selectors; invalid text is ignored.
function probe(f) {
  try { var r = f(); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name + ": " + x.message; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {}, sh = document.getElementById("s1").sheet, r = sh.cssRules[0];
  function set(text) { return probe(() => { r.selectorText = text; return r.selectorText; }); }
  out.initial = probe(() => r.selectorText);
  out.child = set("div>p");
  out.invalid = set("##bad");
  out.empty = set("");
  out.combinators = set("div+p ,  a~b>c  d");
  out.caseKept = set("DIV.Foo#Bar[TYPE=x]:HOVER::BEFORE");
  out.attributeFlags = set("a[href^='x' i]:not(.a,.b):nth-child(2n+1)");
  out.undeclaredNamespace = set("[data-x=\"y\"],*,svg|a");
  out.universalAndIs = set("*,:is(a, b) > c");
  out.attributeForms = set("[a][b=c][d~='e'][f|=g][h$=i][j*=k]");
  out.nthForms = set(":nth-child( 2n + 1 ):nth-of-type(odd):nth-last-child(-n+3)");
  out.pseudoElements = set("p::first-line, p:first-letter, ::selection");
  out.escapes = set(".a\\:b, #\\31 x");
  out.whitespace = set("  a   b  ");
  out.where = set(":where(.a ,.b):has(> img)");
  out.styleRuleCssText = probe(() => { r.selectorText = "a>b"; return r.cssText; });
  args.completionFunction(out);
} };
