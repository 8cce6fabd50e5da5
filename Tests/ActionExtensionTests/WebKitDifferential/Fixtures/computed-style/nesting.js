// CSS nesting in the cascade: `&`, relative nested selectors, nested @media, declarations
// after nested rules, specificity through `&`, and a rule inserted by script.
// @page: ../cssom/nesting.html
function c(sel) { var e = document.querySelector(sel); return e ? getComputedStyle(e).color + "|" + getComputedStyle(e).backgroundColor : "none"; }
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {};
  out.b = c(".b"); out.d = c(".d"); out.e = c(".c > .e"); out.e2 = c(".c div .e");
  out.f = c(".g .f"); out.fh = c(".f.h"); out.i = c(".i"); out.j = c(".j"); out.k = c(".k");
  out.o1 = c("#o1"); out.o2 = c("#o2"); out.p1 = c("#p1"); out.p2 = c("#p2"); out.rr = c("#rr");
  out.s = c("#s"); out.v = c("#v");
  var sheet = document.getElementById("s1").sheet;
  sheet.cssRules[8].insertRule("& > * { color: rgb(31, 32, 33) }", 0);
  document.getElementById("s").innerHTML = "<span id=sp>x</span>";
  out.inserted = c("#sp");
  sheet.cssRules[0].deleteRule(0);
  out.deleted = c(".b");
  args.completionFunction(out);
} };
