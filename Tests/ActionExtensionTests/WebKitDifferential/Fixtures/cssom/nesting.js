// CSS nesting in the CSSOM: nested style rules (relative selectors written with `&`), nested
// grouping rules, CSSNestedDeclarations, cssText, and CSSStyleRule's insertRule/deleteRule.
function probe(f) { try { var r = f(); return r === undefined || r === null ? String(r) : r; } catch (x) { return "threw " + x.name + ": " + x.message; } }
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {}, sheet = document.getElementById("s1").sheet;
  out.count = sheet.cssRules.length;
  for (var i = 0; i < sheet.cssRules.length; i++) {
    var r = sheet.cssRules[i];
    out["r" + i + " text"] = probe(() => r.cssText);
    out["r" + i + " nested"] = probe(() => r.cssRules ? r.cssRules.length : "none");
    if (r.cssRules) for (var j = 0; j < r.cssRules.length; j++) {
      var n = r.cssRules[j];
      out["r" + i + "." + j + " type"] = probe(() => n.constructor.name + " " + n.type);
      out["r" + i + "." + j + " sel"] = probe(() => n.selectorText === undefined ? "undef" : n.selectorText);
      out["r" + i + "." + j + " text"] = probe(() => n.cssText);
      out["r" + i + "." + j + " parent"] = probe(() => n.parentRule === r);
    }
  }
  var a = sheet.cssRules[0];
  out.insert = probe(() => a.insertRule("&:hover { color: red }") + "|" + a.cssRules.length + "|" + a.cssText);
  out.insert2 = probe(() => a.insertRule(".z { color: red }", 1) + "|" + a.cssRules[1].selectorText + "|" + a.cssRules[1].cssText);
  out.insertDecl = probe(() => a.insertRule("color: red", 0) + "|" + a.cssRules[0].constructor.name + "|" + a.cssRules[0].cssText);
  out.insertMedia = probe(() => a.insertRule("@media print { color: red }", 0) + "|" + a.cssRules[0].cssText);
  out.insertImport = probe(() => a.insertRule("@import url(x.css);", 0));
  out.insertBad = probe(() => a.insertRule("{ }", 0));
  out.insertFar = probe(() => a.insertRule(".y { }", 99));
  out.deleted = probe(() => { a.deleteRule(0); return a.cssRules.length + "|" + a.cssText; });
  out.deleteBad = probe(() => a.deleteRule(99));
  out.sheetInsert = probe(() => sheet.insertRule(".w { color: red; & .x { color: blue } }", 0) + "|" + sheet.cssRules[0].cssText);
  out.selText = probe(() => { var n = sheet.cssRules[2].cssRules[0]; n.selectorText = ".q2"; return n.selectorText + "|" + n.cssText; });
  out.topRelative = probe(() => sheet.insertRule("& .y { color: red }", 0) + "|" + sheet.cssRules[0].cssText);
  out.nestedDeclInterface = probe(() => typeof CSSNestedDeclarations + "|" + Object.getOwnPropertyNames(CSSNestedDeclarations.prototype).sort().join(","));
  out.qs = probe(() => document.querySelectorAll("& .b").length);
  out.matchesAmp = probe(() => document.querySelector(".b").matches("& .b"));
  out.list = probe(() => { var r = sheet.cssRules[0]; return (r.cssRules === r.cssRules) + "|" + (r.cssRules instanceof CSSRuleList); });
  args.completionFunction(out);
} };
