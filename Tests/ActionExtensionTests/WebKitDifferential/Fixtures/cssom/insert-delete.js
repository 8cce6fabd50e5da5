// insertRule/deleteRule/addRule/removeRule and their exceptions; replace on a sheet from a
// <style>; sheet identity and null sheets.
function probe(f) {
  try { var r = f(); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name + ": " + x.message; }
}
function rulesOf(list) {
  var all = [];
  for (var i = 0; i < list.length; i++) all.push(list[i].type + " " + Object.prototype.toString.call(list[i]) + " " + JSON.stringify(list[i].cssText));
  return all.join("\n");
}
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {}, st = document.getElementById("s1"), sh = st.sheet;
  out.sameSheet = probe(() => String(st.sheet === sh));
  out.linkMissing = probe(() => String(document.getElementById("l1").sheet));
  out.insert = probe(() => sh.insertRule(".x{display:none}"));
  out.inserted = probe(() => sh.cssRules[0].cssText + "|" + sh.cssRules.length + "|" + (sh.cssRules[0].parentStyleSheet === sh));
  out.insertGarbage = probe(() => sh.insertRule("garbage"));
  out.insertTwo = probe(() => sh.insertRule(".p{} .q{}"));
  out.insertPastEnd = probe(() => sh.insertRule(".y{}", 99));
  out.insertImportLate = probe(() => sh.insertRule("@import url(a.css);", 1));
  out.insertImportFirst = probe(() => sh.insertRule("@import url(a.css);", 0));
  out.insertBeforeImport = probe(() => sh.insertRule(".w{}", 0));
  out.insertNamespace = probe(() => sh.insertRule("@namespace url(x);", 1));
  out.insertNegative = probe(() => sh.insertRule(".y{}", -1));
  out.insertNoArgument = probe(() => sh.insertRule());
  out.insertEmpty = probe(() => sh.insertRule(""));
  out.deleteFirst = probe(() => { sh.deleteRule(0); return sh.cssRules.length; });
  out.deletePastEnd = probe(() => sh.deleteRule(99));
  out.deleteNoArgument = probe(() => sh.deleteRule());
  out.addRule = probe(() => sh.addRule(".z", "color:blue") + "|" + sh.cssRules[sh.cssRules.length - 1].cssText);
  out.addRuleAt = probe(() => sh.addRule(".z2", "color:blue", 0) + "|" + sh.cssRules[0].cssText);
  out.addRuleNoArguments = probe(() => sh.addRule() + "|" + sh.cssRules[sh.cssRules.length - 1].cssText);
  out.removeRule = probe(() => { sh.removeRule(); return sh.cssRules[0].cssText; });
  out.replaceSyncOwned = probe(() => sh.replaceSync(".q{}"));
  out.replaceOwned = probe(() => String(sh.replace(".q{}")));
  out.removedRuleParent = probe(() => { var r = sh.cssRules[0]; sh.deleteRule(0); return String(r.parentStyleSheet) + "|" + r.cssText; });
  out.groupInsert = probe(() => { var m = sh.cssRules[2]; return m.insertRule(".in{color:red}", 1) + "|" + m.cssText + "|" + (m.cssRules[1].parentRule === m); });
  out.groupInsertImport = probe(() => sh.cssRules[2].insertRule("@import url(a.css);"));
  out.groupInsertPastEnd = probe(() => sh.cssRules[2].insertRule(".y{}", 9));
  out.groupInsertBad = probe(() => sh.cssRules[2].insertRule("nope"));
  out.groupDelete = probe(() => { var m = sh.cssRules[2]; m.deleteRule(0); return m.cssText; });
  out.groupDeletePastEnd = probe(() => sh.cssRules[2].deleteRule(5));
  out.textChange = probe(() => { st.textContent = ".a{}"; var n = st.sheet; return String(n === sh) + "|" + n.cssRules.length + "|" + String(sh.ownerNode); });
  out.disconnected = probe(() => { var s = document.createElement("style"); s.textContent = ".a{}"; var a = String(s.sheet); document.head.appendChild(s); var b = s.sheet.cssRules.length; var k = s.sheet; s.remove(); return a + "|" + b + "|" + String(s.sheet) + "|" + String(k.ownerNode) + "|" + document.styleSheets.length; });
  out.wrongType = probe(() => { var s = document.createElement("style"); s.type = "text/plain"; s.textContent = ".a{}"; document.head.appendChild(s); return String(s.sheet); });
  out.liveList = probe(() => { var l = document.styleSheets, n = l.length; var s = document.createElement("style"); document.head.appendChild(s); return n + "|" + l.length; });
  args.completionFunction(out);
} };
