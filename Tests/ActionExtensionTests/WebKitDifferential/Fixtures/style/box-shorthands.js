// Box shorthands (margin, padding, inset, border-width/style/color, logical pairs): collapsing and order.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "margin1": probe(function (e, s) { s.margin="1px";return s.cssText }),
    "margin2": probe(function (e, s) { s.margin="1px 2px";return s.cssText }),
    "margin3": probe(function (e, s) { s.margin="1px 2px 3px";return s.cssText }),
    "margin4": probe(function (e, s) { s.margin="1px 2px 3px 4px";return s.cssText }),
    "marginAuto": probe(function (e, s) { s.margin="0 auto";return s.cssText }),
    "marginNegative": probe(function (e, s) { s.margin="-1px 2EM";return s.cssText }),
    "marginPercent": probe(function (e, s) { s.margin="10%";return s.cssText }),
    "marginInvalid": probe(function (e, s) { s.margin="1px 2px 3px 4px 5px";return "["+s.cssText+"]" }),
    "marginBadUnit": probe(function (e, s) { s.margin="1px red";return "["+s.cssText+"]" }),
    "marginLonghandsAll": probe(function (e, s) { s.marginTop="1px";s.marginRight="1px";s.marginBottom="1px";s.marginLeft="1px";return s.cssText }),
    "marginLonghandsThree": probe(function (e, s) { s.marginTop="1px";s.marginRight="1px";s.marginBottom="1px";return s.cssText+"|"+s.getPropertyValue("margin") }),
    "marginThenLonghand": probe(function (e, s) { s.margin="1px";s.marginLeft="3px";return s.cssText }),
    "paddingLeftOverride": probe(function (e, s) { s.padding="1px";s.paddingLeft="3px";return s.cssText }),
    "paddingPV": probe(function (e, s) { s.padding="1px 2px";return s.getPropertyValue("padding")+"|"+s.getPropertyValue("padding-left") }),
    "paddingNegative": probe(function (e, s) { s.padding="-1px";return "["+s.cssText+"]" }),
    "paddingRemoveLonghand": probe(function (e, s) { s.padding="1px";s.removeProperty("padding-top");return s.cssText+"|"+s.getPropertyValue("padding") }),
    "marginRemoveShorthand": probe(function (e, s) { s.margin="1px";s.color="red";s.removeProperty("margin");return s.cssText }),
    "marginRemoveReturns": probe(function (e, s) { s.margin="1px 2px";return s.removeProperty("margin")+"|"+s.cssText }),
    "marginOrderWithOthers": probe(function (e, s) { s.color="red";s.margin="1px";s.width="2px";return s.cssText }),
    "marginInterleaved": probe(function (e, s) { s.marginTop="1px";s.color="red";s.marginRight="1px";s.marginBottom="1px";s.marginLeft="1px";return s.cssText }),
    "inset1": probe(function (e, s) { s.inset="1px";return s.cssText }),
    "inset4": probe(function (e, s) { s.inset="1px auto 2px 3%";return s.cssText }),
    "insetLonghands": probe(function (e, s) { s.top="1px";s.right="1px";s.bottom="1px";s.left="1px";return s.cssText }),
    "insetPV": probe(function (e, s) { s.top="1px";s.right="2px";s.bottom="1px";s.left="2px";return s.getPropertyValue("inset") }),
    "borderWidth2": probe(function (e, s) { s.borderWidth="1px thick";return s.cssText }),
    "borderStyle3": probe(function (e, s) { s.borderStyle="solid dashed none";return s.cssText }),
    "borderColor4": probe(function (e, s) { s.borderColor="red #0f0 blue rgba(0,0,0,.5)";return s.cssText }),
    "borderWidthAndStyle": probe(function (e, s) { s.borderWidth="1px";s.borderStyle="solid";return s.cssText }),
    "marginBlock": probe(function (e, s) { s.marginBlock="1px 2px";return s.cssText }),
    "marginInline": probe(function (e, s) { s.marginInline="auto";return s.cssText }),
    "paddingBlockLonghands": probe(function (e, s) { s.paddingBlockStart="1px";s.paddingBlockEnd="1px";return s.cssText }),
    "marginQuirkUnitless": probe(function (e, s) { s.margin="5";return "["+s.cssText+"]" }),
    "marginCalc": probe(function (e, s) { s.margin="calc(1px + 2px) 0";return s.cssText }),
    "marginLength": probe(function (e, s) { s.margin="1px";return s.length+" "+s[0]+" "+s[3] })
  });
} };
