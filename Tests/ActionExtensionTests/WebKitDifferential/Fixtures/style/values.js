// Value normalisation: colours, lengths, numbers, keywords, shadows.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "hexShort": probe(function (e, s) { s.color="#00f";return s.cssText }),
    "hexLong": probe(function (e, s) { s.color="#FF0000";return s.cssText }),
    "hexAlpha": probe(function (e, s) { s.color="#0000ff80";return s.cssText }),
    "hexAlphaShort": probe(function (e, s) { s.color="#f008";return s.cssText }),
    "rgbSpaces": probe(function (e, s) { s.color="rgb( 1 , 2 , 3 )";return s.cssText }),
    "rgbModern": probe(function (e, s) { s.color="rgb(1 2 3 / 50%)";return s.cssText }),
    "rgbaOpaque": probe(function (e, s) { s.color="rgba(1,2,3,1)";return s.cssText }),
    "rgbPercent": probe(function (e, s) { s.color="rgb(100%, 0%, 50%)";return s.cssText }),
    "hsl": probe(function (e, s) { s.color="hsl(120, 100%, 50%)";return s.cssText }),
    "namedCase": probe(function (e, s) { s.color="ReD";return s.cssText }),
    "currentColor": probe(function (e, s) { s.color="currentColor";return s.cssText }),
    "transparent": probe(function (e, s) { s.backgroundColor="transparent";return s.cssText }),
    "invalidColor": probe(function (e, s) { s.color="nonsense";return "["+s.cssText+"]" }),
    "zeroWidth": probe(function (e, s) { s.width="0";return s.cssText }),
    "zeroPoint": probe(function (e, s) { s.width="0.0";return s.cssText }),
    "unitless": probe(function (e, s) { s.width="10";return "["+s.cssText+"]" }),
    "units": probe(function (e, s) { s.width="1.50EM";return s.cssText }),
    "decimals": probe(function (e, s) { s.width="1.234567px";return s.cssText }),
    "leadingDot": probe(function (e, s) { s.width=".5px";return s.cssText }),
    "negativeWidth": probe(function (e, s) { s.width="-1px";return "["+s.cssText+"]" }),
    "percent": probe(function (e, s) { s.height="50%";return s.cssText }),
    "calc": probe(function (e, s) { s.width="calc( 100% - 10px )";return s.cssText }),
    "calcUpper": probe(function (e, s) { s.width="CALC(1px + 2px)";return s.cssText }),
    "opacity": probe(function (e, s) { s.opacity=".5";return s.cssText }),
    "opacityPercent": probe(function (e, s) { s.opacity="50%";return s.cssText }),
    "zIndex": probe(function (e, s) { s.zIndex="10";return s.cssText }),
    "zIndexFloat": probe(function (e, s) { s.zIndex="1.5";return "["+s.cssText+"]" }),
    "displayCase": probe(function (e, s) { s.display="BLOCK";return s.cssText }),
    "lineHeight": probe(function (e, s) { s.lineHeight="1.50";return s.cssText }),
    "fontFamilyQuotes": probe(function (e, s) { s.fontFamily="'Arial'";return s.cssText }),
    "urlUnquoted": probe(function (e, s) { s.backgroundImage="url(a.png)";return s.cssText }),
    "boxShadow": probe(function (e, s) { s.boxShadow="1px 1px 2px #000";return s.cssText }),
    "transform": probe(function (e, s) { s.transform="translate(10px, 20px) rotate(45deg)";return s.cssText }),
    "webkitTransform": probe(function (e, s) { s.webkitTransform="scale(2)";return s.cssText }),
    "cssFloat": probe(function (e, s) { s.cssFloat="left";return s.cssText }),
    "textShadowColor": probe(function (e, s) { s.textShadow="#f00 1px 1px";return s.cssText }),
    "shadowInset": probe(function (e, s) { s.boxShadow="inset 1px 1px red";return s.cssText }),
    "shadowTwo": probe(function (e, s) { s.boxShadow="1px 1px red, 2px 2px 3px 4px blue inset";return s.cssText }),
    "shadowNoColor": probe(function (e, s) { s.boxShadow="1px 1px";return s.cssText }),
    "shadowNone": probe(function (e, s) { s.boxShadow="none";return s.cssText }),
    "opacityNegative": probe(function (e, s) { s.opacity="-1";return s.cssText }),
    "opacityOver": probe(function (e, s) { s.opacity="150%";return s.cssText }),
    "calcSameUnit": probe(function (e, s) { s.width="calc(10px - 2px)";return s.cssText }),
    "calcMixed": probe(function (e, s) { s.width="calc(1px + 2em)";return s.cssText })
  });
} };
