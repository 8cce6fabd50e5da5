// CSSOM changes are live: getComputedStyle and innerText see them.
function probe(f) {
  try { var r = f(); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name + ": " + x.message; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {}, st = document.getElementById("s1"), sh = st.sheet;
  var d = document.getElementById("d"), p = document.getElementById("p");
  function display() { return getComputedStyle(d).display + "/" + getComputedStyle(p).display + "|" + JSON.stringify(document.body.innerText); }
  out.before = probe(display);
  out.insertRule = probe(() => { sh.insertRule(".x{display:none}", 0); return display(); });
  out.ruleStyle = probe(() => { sh.cssRules[0].style.display = "inline"; return display() + "|" + sh.cssRules[0].cssText; });
  out.ruleStyleSetProperty = probe(() => { sh.cssRules[0].style.setProperty("display", "none", "important"); return display() + "|" + sh.cssRules[0].cssText; });
  out.ruleStyleCssText = probe(() => { sh.cssRules[0].style.cssText = "color: green"; return display() + "|" + getComputedStyle(d).color; });
  out.selectorText = probe(() => { sh.cssRules[0].selectorText = "#p"; sh.cssRules[0].style.display = "none"; return display(); });
  out.disabled = probe(() => { sh.disabled = true; return display() + "|" + sh.disabled; });
  out.enabled = probe(() => { sh.disabled = false; return display(); });
  out.deleteRule = probe(() => { sh.deleteRule(0); return display(); });
  out.mediaRule = probe(() => { sh.insertRule("@media print { #d { display: none } }", 0); var a = display(); sh.cssRules[0].media.mediaText = "screen"; return a + "|" + display(); });
  out.sheetMedia = probe(() => { sh.media.mediaText = "print"; var a = display(); sh.media.mediaText = ""; return a + "|" + display(); });
  out.textContent = probe(() => { st.textContent = "#d { display: none }"; return display(); });
  out.adopted = probe(() => { var c = new CSSStyleSheet(); c.replaceSync("#p { display: none }"); document.adoptedStyleSheets = [c]; var a = display(); c.replaceSync("#p { color: red }"); var b = display(); document.adoptedStyleSheets = []; return a + "|" + b + "|" + display(); });
  out.grouping = probe(() => { st.textContent = "@media screen { }"; st.sheet.cssRules[0].insertRule("#p { display: none }"); return display(); });
  out.keyframesUnaffected = probe(() => { st.textContent = "@keyframes k { from { opacity: 0 } }"; st.sheet.cssRules[0].appendRule("to { opacity: 1 }"); return display() + "|" + st.sheet.cssRules[0].cssText; });
  args.completionFunction(out);
} };
