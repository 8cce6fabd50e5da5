// !important mixes, CSS-wide keywords and var() in shorthands and longhands.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "allImportant": probe(function (e, s) { s.setProperty("margin","1px","important");return s.cssText }),
    "someImportant": probe(function (e, s) { s.margin="1px";s.setProperty("margin-top","2px","important");return s.cssText+"|"+s.getPropertyValue("margin") }),
    "importantPriority": probe(function (e, s) { s.setProperty("margin","1px","important");return s.getPropertyPriority("margin")+"|"+s.getPropertyPriority("margin-top") }),
    "mixedPriority": probe(function (e, s) { s.margin="1px";s.setProperty("margin-top","1px","important");return "["+s.getPropertyPriority("margin")+"]" }),
    "importantInCssText": probe(function (e, s) { s.cssText="margin: 1px !important; margin-top: 2px";return s.cssText }),
    "importantCase": probe(function (e, s) { s.setProperty("color","red","IMPORTANT");return s.cssText }),
    "importantBad": probe(function (e, s) { s.setProperty("color","red","imp");return "["+s.cssText+"]" }),
    "initial": probe(function (e, s) { s.margin="initial";return s.cssText }),
    "inherit": probe(function (e, s) { s.padding="inherit";return s.cssText+"|"+s.getPropertyValue("padding-top") }),
    "unset": probe(function (e, s) { s.border="unset";return s.cssText }),
    "revert": probe(function (e, s) { s.margin="revert";return s.cssText }),
    "keywordMix": probe(function (e, s) { s.margin="1px";s.marginTop="inherit";return s.cssText+"|"+s.getPropertyValue("margin") }),
    "keywordsDiffer": probe(function (e, s) { s.marginTop="inherit";s.marginRight="initial";s.marginBottom="inherit";s.marginLeft="inherit";return s.cssText }),
    "keywordsSame": probe(function (e, s) { s.marginTop="inherit";s.marginRight="inherit";s.marginBottom="inherit";s.marginLeft="inherit";return s.cssText }),
    "keywordInShorthand": probe(function (e, s) { s.margin="1px inherit";return "["+s.cssText+"]" }),
    "backgroundInherit": probe(function (e, s) { s.background="inherit";return s.cssText }),
    "fontInherit": probe(function (e, s) { s.font="inherit";return s.cssText }),
    "varShorthand": probe(function (e, s) { s.margin="var(--x)";return s.cssText+"|"+s.getPropertyValue("margin-top")+"|"+s.getPropertyValue("margin") }),
    "varShorthandLength": probe(function (e, s) { s.margin="var(--x)";return s.length+" "+Array.from(s).join(",") }),
    "varShorthandPart": probe(function (e, s) { s.margin="1px var(--x)";return s.cssText }),
    "varLonghand": probe(function (e, s) { s.marginTop="var(--x)";return s.cssText+"|"+s.getPropertyValue("margin-top") }),
    "varLonghandsAll": probe(function (e, s) { s.margin="1px";s.marginTop="var(--x)";return s.cssText+"|"+s.getPropertyValue("margin") }),
    "varBorder": probe(function (e, s) { s.border="var(--b)";return s.cssText }),
    "varBackground": probe(function (e, s) { s.background="var(--c) url(a.png)";return s.cssText }),
    "varThenLonghand": probe(function (e, s) { s.margin="var(--x)";s.marginLeft="3px";return s.cssText }),
    "varFallback": probe(function (e, s) { s.color="var(--x, red)";return s.cssText }),
    "varCustomProperty": probe(function (e, s) { s.setProperty("--x","  1px  2px ");return s.cssText+"|"+s.getPropertyValue("--x") }),
    "customCase": probe(function (e, s) { s.setProperty("--MyVar","a");return s.cssText+"|"+s.getPropertyValue("--myvar")+"|"+s.getPropertyValue("--MyVar") }),
    "varImportant": probe(function (e, s) { s.setProperty("padding","var(--p)","important");return s.cssText }),
    "varRemoveLonghand": probe(function (e, s) { s.margin="var(--x)";s.removeProperty("margin-top");return s.cssText })
  });
} };
