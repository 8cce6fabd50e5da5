// cssText of each rule kind and their own attributes, as WebKit serializes them.
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
  var s = document.styleSheets, sh = s[0], sh2 = s[1], out = {};
  out.rules1 = rulesOf(sh.cssRules);
  out.rules2 = rulesOf(sh2.cssRules);
  out.import1 = probe(() => { var r = sh2.cssRules[0]; return r.href + "|" + r.media.mediaText + "|" + r.styleSheet + "|" + r.layerName + "|" + r.supportsText; });
  out.import2 = probe(() => { var r = sh2.cssRules[1]; return r.href + "|" + r.media.mediaText + "|" + r.styleSheet + "|" + r.layerName + "|" + r.supportsText; });
  out.namespace = probe(() => { var r = sh2.cssRules[2]; return r.namespaceURI + "|" + r.prefix; });
  out.selectorText = probe(() => sh.cssRules[0].selectorText);
  out.mediaRule = probe(() => { var r = sh.cssRules[1]; return r.media.mediaText + "|" + r.conditionText + "|" + r.cssRules.length + "|" + (r.cssRules[1].parentRule === r) + "|" + (r.cssRules[1].parentStyleSheet === sh); });
  out.nestedMedia = probe(() => sh.cssRules[1].cssRules[1].cssText);
  out.keyframes = probe(() => { var r = sh.cssRules[3]; return r.name + "|" + r.length + "|" + r.findRule("50%").keyText + "|" + r[0].keyText + "|" + r.cssRules.length + "|" + Object.prototype.toString.call(r.cssRules) + "|" + (r[0].parentRule === r); });
  out.layers = probe(() => sh.cssRules[4].nameList.join(",") + "|" + sh.cssRules[5].name);
  out.supports = probe(() => sh.cssRules[6].conditionText);
  out.page = probe(() => sh.cssRules[7].selectorText + "|" + sh.cssRules[7].style.cssText);
  out.container = probe(() => { var r = sh.cssRules[8]; return r.containerName + "|" + r.containerQuery + "|" + r.conditionText; });
  out.cssTextSetIgnored = probe(() => { var r = sh.cssRules[0]; r.cssText = "p { color: blue }"; return r.cssText; });
  args.completionFunction(out);
} };
