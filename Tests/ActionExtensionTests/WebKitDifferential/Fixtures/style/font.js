// The font shorthand: cssText writes longhands, getPropertyValue('font') the shorthand.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "issueExample": probe(function (e, s) { s.font="italic bold 12px/30px Georgia, serif";return s.cssText }),
    "issueExamplePV": probe(function (e, s) { s.font="italic bold 12px/30px Georgia, serif";return s.getPropertyValue("font") }),
    "simple": probe(function (e, s) { s.font="12px serif";return s.getPropertyValue("font") }),
    "sizeKeyword": probe(function (e, s) { s.font="small sans-serif";return s.getPropertyValue("font") }),
    "smallCaps": probe(function (e, s) { s.font="small-caps 10px monospace";return s.getPropertyValue("font")+"|"+s.fontVariantCaps }),
    "weightNumber": probe(function (e, s) { s.font="600 1em Arial";return s.getPropertyValue("font")+"|"+s.fontWeight }),
    "stretch": probe(function (e, s) { s.font="condensed 10px x";return s.getPropertyValue("font")+"|"+s.getPropertyValue("font-width") }),
    "quotedFamily": probe(function (e, s) { s.font="10px 'Times New Roman'";return s.getPropertyValue("font")+"|"+s.fontFamily }),
    "lineHeightNumber": probe(function (e, s) { s.font="10px/1.5 a";return s.lineHeight+"|"+s.getPropertyValue("font") }),
    "normalAll": probe(function (e, s) { s.font="normal normal 10px a";return s.getPropertyValue("font") }),
    "oblique": probe(function (e, s) { s.font="oblique 10px a";return s.fontStyle }),
    "missingFamily": probe(function (e, s) { s.font="12px";return "["+s.cssText+"]" }),
    "missingSize": probe(function (e, s) { s.font="serif";return "["+s.cssText+"]" }),
    "systemFont": probe(function (e, s) { s.font="caption";return s.cssText+"|"+s.getPropertyValue("font") }),
    "length": probe(function (e, s) { s.font="12px serif";return s.length+" "+s[0]+" "+s[17] }),
    "longhandsThenPV": probe(function (e, s) { s.fontStyle="italic";s.fontWeight="bold";s.fontSize="12px";s.fontFamily="serif";return s.getPropertyValue("font")+"|"+s.cssText }),
    "fontThenWeight": probe(function (e, s) { s.font="12px serif";s.fontWeight="bold";return s.getPropertyValue("font") }),
    "fontThenKerning": probe(function (e, s) { s.font="12px serif";s.fontKerning="none";return "["+s.getPropertyValue("font")+"]" }),
    "fontFamilyList": probe(function (e, s) { s.fontFamily="Arial, 'Helvetica Neue', sans-serif";return s.cssText }),
    "fontSizeZero": probe(function (e, s) { s.fontSize="0";return s.cssText }),
    "fontWeightBold": probe(function (e, s) { s.fontWeight="BOLD";return s.cssText }),
    "fontInitial": probe(function (e, s) { s.font="initial";return s.cssText }),
    "fontImportant": probe(function (e, s) { s.setProperty("font","12px serif","important");return s.getPropertyPriority("font")+"|"+s.getPropertyPriority("font-size") }),
    "fontVariant": probe(function (e, s) { s.fontVariant="small-caps";return s.cssText }),
    "fontRemove": probe(function (e, s) { s.font="12px serif";s.color="red";s.removeProperty("font");return s.cssText })
  });
} };
