// cssText round trips, property order, removeProperty, the style attribute's text.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "cssTextRoundTrip": probe(function (e, s) { s.cssText="margin:1px;padding:2px 3px;color:red";var t=s.cssText;s.cssText=t;return t+"|"+s.cssText }),
    "cssTextWhitespace": probe(function (e, s) { s.cssText="  color :  red ;; width:1px  ";return s.cssText }),
    "cssTextDuplicate": probe(function (e, s) { s.cssText="color:red;color:blue";return s.cssText }),
    "cssTextInvalidSkipped": probe(function (e, s) { s.cssText="color:red;foo:bar;width:bad;height:1px";return s.cssText }),
    "cssTextLonghandsToShorthand": probe(function (e, s) { s.cssText="margin-top:1px;margin-right:1px;margin-bottom:1px;margin-left:1px";return s.cssText }),
    "cssTextShorthandThenLonghand": probe(function (e, s) { s.cssText="margin:1px;margin-top:2px";return s.cssText }),
    "cssTextLonghandThenShorthand": probe(function (e, s) { s.cssText="margin-top:2px;margin:1px";return s.cssText }),
    "cssTextBorderSides": probe(function (e, s) { s.cssText="border-top:1px solid red;border-bottom:1px solid red";return s.cssText }),
    "cssTextBorderAllSides": probe(function (e, s) { s.cssText="border-top:1px solid;border-right:1px solid;border-bottom:1px solid;border-left:1px solid";return s.cssText }),
    "cssTextOrder": probe(function (e, s) { s.cssText="width:1px;margin:0;color:red;padding:0";return s.cssText }),
    "setPropertyKeepsPlace": probe(function (e, s) { s.cssText="color:red;width:1px";s.color="blue";return s.cssText }),
    "shorthandUpdateKeepsPlace": probe(function (e, s) { s.cssText="margin:1px;color:red";s.margin="2px";return s.cssText }),
    "shorthandPartialUpdate": probe(function (e, s) { s.cssText="margin-top:1px;color:red";s.margin="2px";return s.cssText }),
    "removeLonghandOfShorthand": probe(function (e, s) { s.margin="1px 2px";s.removeProperty("margin-right");return s.cssText+"|"+s.getPropertyValue("margin") }),
    "removeShorthandReturns": probe(function (e, s) { s.margin="1px";return s.removeProperty("margin") }),
    "removeUnknown": probe(function (e, s) { s.color="red";return "["+s.removeProperty("nonsense")+"]"+s.cssText }),
    "lengthAndItem": probe(function (e, s) { s.cssText="margin:1px;color:red";return s.length+" "+s.item(0)+" "+s.item(4)+" ["+s.item(5)+"]" }),
    "getPropertyValueShorthandPartial": probe(function (e, s) { s.marginTop="1px";return "["+s.getPropertyValue("margin")+"]" }),
    "getPropertyValueCase": probe(function (e, s) { s.color="red";return s.getPropertyValue("COLOR") }),
    "setPropertyCase": probe(function (e, s) { s.setProperty("COLOR","red");return "["+s.cssText+"]" }),
    "camelCase": probe(function (e, s) { s.backgroundColor="red";s["background-color"]="blue";return s.cssText }),
    "emptyRemoves": probe(function (e, s) { s.color="red";s.color="";return "["+s.cssText+"]" }),
    "nullValue": probe(function (e, s) { s.color="red";s.color=null;return "["+s.cssText+"]" }),
    "styleAttributeParsed": probe(function (e, s) { e.setAttribute("style","MARGIN: 1PX; Color: RED");return s.cssText }),
    "styleAttributeInvalid": probe(function (e, s) { e.setAttribute("style","color: red; margin: bogus");return s.cssText+"|"+e.getAttribute("style") }),
    "outerHTMLShorthand": probe(function (e, s) { s.padding="1px";s.paddingLeft="3px";return e.outerHTML }),
    "outerHTMLBorderLeft": probe(function (e, s) { s.borderLeft="2px dashed #00f";return e.outerHTML }),
    "outerHTMLFont": probe(function (e, s) { s.font="bold 10px serif";return e.outerHTML }),
    "xmlSerializerBackground": probe(function (e, s) { s.background="red url(x.png) no-repeat";return new XMLSerializer().serializeToString(e) }),
    "getAttributeOutline": probe(function (e, s) { s.outline="2px dotted blue";return e.getAttribute("style") }),
    "importantMovesLast": probe(function (e, s) { s.cssText="display: none !important; visibility: hidden; color: red";return s.cssText }),
    "importantAttributeThenSet": probe(function (e, s) { e.setAttribute("style","color: red !important; width: 1px");s.setProperty("width","2px","IMPORTANT");return s.cssText }),
    "duplicateKeepsLastPlace": probe(function (e, s) { s.cssText="color: red; width: 1px; color: blue";return s.cssText }),
    "importantBeatsLaterNormal": probe(function (e, s) { s.cssText="color: red !important; color: blue; width: 1px";return s.cssText }),
    "importantShorthandOrder": probe(function (e, s) { s.cssText="margin: 1px !important; padding: 2px; color: red";return s.cssText })
  });
} };
