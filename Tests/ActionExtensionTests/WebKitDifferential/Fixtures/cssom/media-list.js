// MediaList: mediaText (serialized), length, item, appendMedium, deleteMedium; @media rules.
function probe(f) {
  try { var r = f(); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name + ": " + x.message; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {}, sh = document.getElementById("s1").sheet, m = sh.media;
  out.initial = probe(() => m.mediaText + "|" + m.length);
  out.append = probe(() => { m.appendMedium("print"); return m.mediaText + "|" + m.length; });
  out.appendDuplicate = probe(() => { m.appendMedium("print"); return m.mediaText + "|" + m.length; });
  out.appendQuery = probe(() => { m.appendMedium("(min-width:100px)"); return m.mediaText; });
  out.deleteMedium = probe(() => { m.deleteMedium("print"); return m.mediaText; });
  out.deleteMissing = probe(() => { m.deleteMedium("tv"); return m.mediaText; });
  out.setText = probe(() => { m.mediaText = "SCREEN AND (COLOR), print and (max-width:10px)"; return m.mediaText + "|" + m.length + "|" + m.item(1) + "|" + m[0]; });
  out.setInvalid = probe(() => { m.mediaText = "screen, foo bar"; return m.mediaText + "|" + m.length; });
  out.setEmpty = probe(() => { m.mediaText = ""; return m.mediaText + "|" + m.length; });
  out.setNull = probe(() => { m.mediaText = null; return JSON.stringify(m.mediaText); });
  out.attributeReflects = probe(() => String(document.getElementById("s1").getAttribute("media")));
  out.mediaRule = probe(() => { sh.insertRule("@media screen and (min-width:100px),print{.a{}}", 0); var r = sh.cssRules[0]; return r.media.mediaText + "|" + r.conditionText + "|" + r.cssText; });
  out.mediaRuleSet = probe(() => { var r = sh.cssRules[0]; r.media = "tv"; return r.cssText + "|" + r.media.length; });
  out.mediaRuleAppend = probe(() => { var r = sh.cssRules[0]; r.media.appendMedium("all"); return r.conditionText; });
  out.mediaNot = probe(() => { sh.insertRule("@media not screen, only print {}", 0); return sh.cssRules[0].conditionText; });
  out.importMedia = probe(() => { sh.insertRule("@import url(x.css) screen and (color);", 0); var r = sh.cssRules[0]; r.media.appendMedium("print"); return r.media.mediaText + "|" + r.cssText; });
  args.completionFunction(out);
} };
