// document.styleSheets as a live StyleSheetList; StyleSheet members of <style> sheets.
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
  var s = document.styleSheets, sh = s[0], out = {};
  out.length = probe(() => s.length);
  out.proto = probe(() => Object.prototype.toString.call(s) + " " + Object.getOwnPropertyNames(StyleSheetList.prototype).sort().join(","));
  out.iterator = probe(() => typeof s[Symbol.iterator] + " " + (s[Symbol.iterator] === Array.prototype.values));
  out.forOf = probe(() => { var n = []; for (var x of s) n.push(x.ownerNode.id); return n.join(","); });
  out.same = probe(() => String(document.styleSheets === document.styleSheets));
  out.itemSame = probe(() => String(s.item(0) === s[0]) + " " + String(s.item(5)) + " " + String(s[5]));
  out.sheetProps = probe(() => Object.getOwnPropertyNames(CSSStyleSheet.prototype).sort().join(","));
  out.styleSheetProps = probe(() => Object.getOwnPropertyNames(StyleSheet.prototype).sort().join(","));
  out.media = probe(() => sh.media.mediaText + "|" + sh.media.length + "|" + sh.media.item(1) + "|" + sh.media[0] + "|" + Object.prototype.toString.call(sh.media));
  out.mediaSame = probe(() => String(sh.media === sh.media));
  out.members = probe(() => sh.title + "|" + sh.href + "|" + sh.type + "|" + sh.ownerNode.id + "|" + sh.ownerRule + "|" + sh.parentStyleSheet + "|" + sh.disabled);
  out.secondTitle = probe(() => String(s[1].title) + "|" + s[1].media.mediaText + "|" + s[1].media.length);
  out.rulesSame = probe(() => String(sh.cssRules === sh.cssRules) + " " + String(sh.rules === sh.cssRules) + " " + Object.prototype.toString.call(sh.cssRules));
  out.ruleListItem = probe(() => String(sh.cssRules.item(0) === sh.cssRules[0]) + " " + String(sh.cssRules.item(99)) + " " + String(sh.cssRules[99]));
  out.sheetSame = probe(() => String(document.getElementById("s1").sheet === sh));
  out.shadow = probe(() => {
    var h = document.createElement("div"); document.body.appendChild(h);
    var sr = h.attachShadow({ mode: "open" });
    sr.innerHTML = "<style>.x{}</style><style>.y{}</style>";
    return sr.styleSheets.length + "|" + Object.prototype.toString.call(sr.styleSheets) + "|" + (sr.styleSheets === sr.styleSheets) + "|" + sr.styleSheets[1].cssRules[0].cssText + "|" + document.styleSheets.length;
  });
  out.adoptedArrays = probe(() => Object.prototype.toString.call(document.adoptedStyleSheets) + "|" + Array.isArray(document.adoptedStyleSheets) + "|" + document.adoptedStyleSheets.length);
  args.completionFunction(out);
} };
