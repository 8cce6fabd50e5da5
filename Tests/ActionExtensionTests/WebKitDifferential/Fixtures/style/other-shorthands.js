// outline, overflow, list-style, text-decoration, gap, place-*, columns, flex, flex-flow.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "outline": probe(function (e, s) { s.outline="2px dotted blue";return s.cssText }),
    "outlineColor": probe(function (e, s) { s.outline="red";return s.cssText }),
    "outlineNone": probe(function (e, s) { s.outline="none";return s.cssText }),
    "outlineAuto": probe(function (e, s) { s.outline="auto";return s.cssText }),
    "outlineLonghands": probe(function (e, s) { s.outlineWidth="1px";s.outlineStyle="solid";s.outlineColor="red";return s.cssText }),
    "outlinePV": probe(function (e, s) { s.outline="thick solid";return s.getPropertyValue("outline") }),
    "outlineLength": probe(function (e, s) { s.outline="2px dotted blue";return s.length+" "+Array.from(s).join(",") }),
    "outlineOffset": probe(function (e, s) { s.outline="1px solid";s.outlineOffset="2px";return s.cssText }),
    "overflow": probe(function (e, s) { s.overflow="hidden";return s.cssText }),
    "overflow2": probe(function (e, s) { s.overflow="hidden auto";return s.cssText }),
    "overflowLonghands": probe(function (e, s) { s.overflowX="scroll";s.overflowY="scroll";return s.cssText }),
    "overflowXOnly": probe(function (e, s) { s.overflowX="hidden";return s.cssText }),
    "overflowInvalid": probe(function (e, s) { s.overflow="hidden auto scroll";return "["+s.cssText+"]" }),
    "listStyle": probe(function (e, s) { s.listStyle="square inside";return s.cssText }),
    "listStyleNone": probe(function (e, s) { s.listStyle="none";return s.cssText }),
    "listStyleImage": probe(function (e, s) { s.listStyle="url(a.png) disc";return s.cssText }),
    "listStyleType": probe(function (e, s) { s.listStyleType="circle";return s.cssText }),
    "textDecoration": probe(function (e, s) { s.textDecoration="underline";return s.cssText }),
    "textDecorationColor": probe(function (e, s) { s.textDecoration="underline red";return "["+s.cssText+"]" }),
    "textDecorationTwo": probe(function (e, s) { s.textDecoration="underline overline";return s.cssText }),
    "textDecorationLine": probe(function (e, s) { s.textDecorationLine="line-through";return s.cssText }),
    "textDecorationNone": probe(function (e, s) { s.textDecoration="none";return s.cssText }),
    "gap": probe(function (e, s) { s.gap="1px 2px";return s.cssText }),
    "gap1": probe(function (e, s) { s.gap="1px";return s.cssText }),
    "gapLonghands": probe(function (e, s) { s.rowGap="1px";s.columnGap="1px";return s.cssText }),
    "gridGap": probe(function (e, s) { s.gridGap="3px";return s.cssText }),
    "placeItems": probe(function (e, s) { s.placeItems="center";return s.cssText }),
    "placeItems2": probe(function (e, s) { s.placeItems="start end";return s.cssText }),
    "placeContent": probe(function (e, s) { s.placeContent="space-between center";return s.cssText }),
    "placeSelf": probe(function (e, s) { s.placeSelf="auto";return s.cssText }),
    "alignJustify": probe(function (e, s) { s.alignItems="center";s.justifyItems="center";return s.cssText }),
    "columns": probe(function (e, s) { s.columns="2 100px";return s.cssText }),
    "columnsPV": probe(function (e, s) { s.columns="2";return s.getPropertyValue("columns") }),
    "flex1": probe(function (e, s) { s.flex="1";return s.cssText }),
    "flex3": probe(function (e, s) { s.flex="1 1 auto";return s.cssText }),
    "flexNone": probe(function (e, s) { s.flex="none";return s.cssText }),
    "flexAuto": probe(function (e, s) { s.flex="auto";return s.cssText }),
    "flexBasis": probe(function (e, s) { s.flex="10px";return s.cssText }),
    "flexTwo": probe(function (e, s) { s.flex="2 3";return s.cssText }),
    "flexLonghands": probe(function (e, s) { s.flexGrow="1";s.flexShrink="0";s.flexBasis="auto";return s.cssText }),
    "flexFlow": probe(function (e, s) { s.flexFlow="row wrap";return s.cssText }),
    "flexFlowColumn": probe(function (e, s) { s.flexFlow="column";return s.cssText }),
    "flexDirection": probe(function (e, s) { s.flexDirection="row-reverse";return s.cssText })
  });
} };
