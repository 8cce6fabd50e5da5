// The longhand values a shorthand sets, as getPropertyValue and the camel-cased attributes read them.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "backgroundPositionXY": probe(function (e, s) { s.background="url(a.png) 10px";return s.backgroundPositionX+"|"+s.backgroundPositionY+"|"+s.backgroundPosition }),
    "backgroundPositionKeywords": probe(function (e, s) { s.background="url(a.png) right bottom";return s.backgroundPositionX+"|"+s.backgroundPositionY }),
    "backgroundPositionOffsets": probe(function (e, s) { s.backgroundPosition="right 10px top 5px";return s.backgroundPositionX+"|"+s.backgroundPositionY+"|"+s.cssText }),
    "backgroundLayersLonghands": probe(function (e, s) { s.background="url(a.png) 1px 2px, url(b.png) center";return s.backgroundPositionX+"|"+s.backgroundImage+"|"+s.backgroundRepeat }),
    "backgroundOriginClip": probe(function (e, s) { s.background="content-box padding-box";return s.backgroundOrigin+"|"+s.backgroundClip }),
    "borderLonghands": probe(function (e, s) { s.border="thick dotted green";return s.borderTopWidth+"|"+s.borderLeftStyle+"|"+s.borderBottomColor+"|"+s.borderImageSlice+"|"+s.borderImageWidth+"|"+s.borderImageOutset+"|"+s.borderImageRepeat }),
    "fontLonghands": probe(function (e, s) { s.font="italic small-caps 300 expanded 2em/3 cursive";return [s.fontStyle,s.fontVariantCaps,s.fontWeight,s.fontWidth,s.fontSize,s.lineHeight,s.fontFamily,s.fontKerning,s.fontSizeAdjust].join("|") }),
    "fontStretchAlias": probe(function (e, s) { s.fontStretch="condensed";return s.cssText }),
    "flexLonghandValues": probe(function (e, s) { s.flex="2";return s.flexGrow+"|"+s.flexShrink+"|"+s.flexBasis }),
    "listStyleLonghandValues": probe(function (e, s) { s.listStyle="inside";return s.listStylePosition+"|"+s.listStyleImage+"|"+s.listStyleType }),
    "outlineLonghandValues": probe(function (e, s) { s.outline="dashed";return s.outlineColor+"|"+s.outlineStyle+"|"+s.outlineWidth }),
    "textDecorationLonghands": probe(function (e, s) { s.textDecoration="overline";return s.textDecorationLine+"|"+s.textDecorationStyle+"|"+s.textDecorationColor }),
    "radiusLonghands": probe(function (e, s) { s.borderRadius="1px 2px 3px / 4px";return s.borderTopLeftRadius+"|"+s.borderTopRightRadius+"|"+s.borderBottomRightRadius+"|"+s.borderBottomLeftRadius }),
    "gapLonghandValues": probe(function (e, s) { s.gap="1px 2px";return s.rowGap+"|"+s.columnGap }),
    "placeLonghands": probe(function (e, s) { s.placeContent="start end";return s.alignContent+"|"+s.justifyContent }),
    "insetLonghandValues": probe(function (e, s) { s.inset="1px 2px";return s.top+"|"+s.right+"|"+s.bottom+"|"+s.left }),
    "overflowLonghandValues": probe(function (e, s) { s.overflow="scroll hidden";return s.overflowX+"|"+s.overflowY }),
    "columnsLonghands": probe(function (e, s) { s.columns="3 auto";return s.columnCount+"|"+s.columnWidth }),
    "transitionTwoLonghands": probe(function (e, s) { s.transition="opacity 1s, color 2s linear";return s.transitionProperty+"|"+s.transitionDuration+"|"+s.transitionTimingFunction }),
    "animationTwoLonghands": probe(function (e, s) { s.animation="a 1s, b 2s ease-in";return s.animationName+"|"+s.animationDuration+"|"+s.animationTimingFunction }),
    "gridAreaLonghands": probe(function (e, s) { s.gridArea="2 / span 3";return s.gridRowStart+"|"+s.gridColumnStart+"|"+s.gridRowEnd+"|"+s.gridColumnEnd }),
    "itemsAfterShorthand": probe(function (e, s) { s.outline="red";return [s.item(0),s.item(1),s.item(2)].join(",") })
  });
} };
