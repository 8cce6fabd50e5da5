// Values with var() and custom properties: WebKit writes them from their tokens as written (whitespace runs, case, unquoted url() escaped).
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "lhVar": probe(function (e, s) { s.backgroundImage="var(--x), url(a.png)";return s.cssText }),
    "lhVarQuoted": probe(function (e, s) { s.backgroundImage="var(--x), url('a.png')";return s.cssText }),
    "shVarSpaces": probe(function (e, s) { s.margin="var(--x)    1px";return s.cssText }),
    "lhVarSpaces": probe(function (e, s) { s.color="var(--x,   red)";return s.cssText }),
    "customUrl": probe(function (e, s) { s.setProperty("--u","url(a.png)");return s.cssText }),
    "customSpaces2": probe(function (e, s) { s.cssText="--y:  a   b  ;";return s.cssText }),
    "shVarUrlChars": probe(function (e, s) { s.background="var(--c) url(a-b_c/d.png?x=1)";return s.cssText }),
    "shVarIdent": probe(function (e, s) { s.margin="var(--x) 1PX";return s.cssText }),
    "customCaseIdent": probe(function (e, s) { s.setProperty("--z","RED  Blue");return s.cssText })
  });
} };
