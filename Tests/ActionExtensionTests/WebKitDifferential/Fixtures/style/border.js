// border, its sides and border-radius, as WebKit serializes them.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "border": probe(function (e, s) { s.border="1px solid red";return s.cssText }),
    "borderOrderSwapped": probe(function (e, s) { s.border="red 1px solid";return s.cssText }),
    "borderStyleOnly": probe(function (e, s) { s.border="solid";return s.cssText }),
    "borderWidthOnly": probe(function (e, s) { s.border="2px";return s.cssText }),
    "borderColorOnly": probe(function (e, s) { s.border="blue";return s.cssText }),
    "borderNone": probe(function (e, s) { s.border="none";return s.cssText }),
    "borderHex": probe(function (e, s) { s.border="1px dashed #00f";return s.cssText }),
    "borderPV": probe(function (e, s) { s.border="1px solid red";return s.getPropertyValue("border")+"|"+s.getPropertyValue("border-top")+"|"+s.getPropertyValue("border-width")+"|"+s.getPropertyValue("border-image") }),
    "borderLength": probe(function (e, s) { s.border="1px solid red";return s.length+" "+s[12]+" "+s[16] }),
    "borderThenSideColor": probe(function (e, s) { s.border="1px solid red";s.borderLeftColor="blue";return s.cssText }),
    "borderThenSideWidth": probe(function (e, s) { s.border="1px solid red";s.borderTopWidth="3px";return s.cssText }),
    "borderThenImage": probe(function (e, s) { s.border="1px solid red";s.borderImage="url(a.png) 30";return s.cssText }),
    "borderLeft": probe(function (e, s) { s.setProperty("border-left","2px dashed #00f");return s.cssText }),
    "borderLeftPV": probe(function (e, s) { s.borderLeft="2px dashed #00f";return s.getPropertyValue("border-left") }),
    "borderTopStyleOnly": probe(function (e, s) { s.borderTop="dotted";return s.cssText }),
    "borderAllSides": probe(function (e, s) { s.borderTop="1px solid red";s.borderRight="1px solid red";s.borderBottom="1px solid red";s.borderLeft="1px solid red";return s.cssText }),
    "borderAllSidesPV": probe(function (e, s) { s.borderTop="1px solid red";s.borderRight="1px solid red";s.borderBottom="1px solid red";s.borderLeft="1px solid red";return s.getPropertyValue("border") }),
    "borderSidesDiffer": probe(function (e, s) { s.borderTop="1px solid red";s.borderRight="2px solid red";s.borderBottom="1px solid red";s.borderLeft="1px solid red";return s.cssText }),
    "borderWSC": probe(function (e, s) { s.borderWidth="1px";s.borderStyle="solid";s.borderColor="red";return s.cssText+"|"+s.getPropertyValue("border") }),
    "borderInvalid": probe(function (e, s) { s.border="1px solid red blue";return "["+s.cssText+"]" }),
    "borderTwoWidths": probe(function (e, s) { s.border="1px 2px";return "["+s.cssText+"]" }),
    "borderRemoveSide": probe(function (e, s) { s.border="1px solid red";s.removeProperty("border-left");return s.cssText }),
    "borderRemoveAll": probe(function (e, s) { s.border="1px solid red";s.removeProperty("border");return "["+s.cssText+"]" }),
    "borderImportant": probe(function (e, s) { s.setProperty("border","1px solid red","important");return s.cssText }),
    "borderRightThenBorder": probe(function (e, s) { s.borderRight="1px solid red";s.border="2px dotted";return s.cssText }),
    "borderCurrentcolor": probe(function (e, s) { s.border="1px solid currentColor";return s.cssText }),
    "borderThin": probe(function (e, s) { s.border="thin double";return s.cssText }),
    "borderRadius1": probe(function (e, s) { s.borderRadius="5px";return s.cssText }),
    "borderRadius4": probe(function (e, s) { s.borderRadius="1px 2px 3px 4px";return s.cssText }),
    "borderRadiusSlash": probe(function (e, s) { s.borderRadius="5px 10px / 2px";return s.cssText }),
    "borderRadiusLonghands": probe(function (e, s) { s.borderTopLeftRadius="1px";s.borderTopRightRadius="1px";s.borderBottomRightRadius="1px";s.borderBottomLeftRadius="1px";return s.cssText }),
    "borderRadiusElliptic": probe(function (e, s) { s.borderTopLeftRadius="1px 2px";return s.cssText }),
    "borderRadiusPV": probe(function (e, s) { s.borderRadius="1px 2px";return s.getPropertyValue("border-radius")+"|"+s.getPropertyValue("border-top-right-radius") }),
    "webkitBorderRadius": probe(function (e, s) { s.webkitBorderRadius="3px";return s.cssText }),
    "borderCollapseSpacing": probe(function (e, s) { s.borderSpacing="1px";s.borderCollapse="collapse";return s.cssText })
  });
} };
