// The mask and offset shorthands (mask's 14 longhands, offset's 5) as WebKit writes them.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "offset": probe(function (e, s) { s.setProperty("offset","10px 30px");return s.cssText }),
    "offsetPath": probe(function (e, s) { s.setProperty("offset","path(\"M 0 0 L 10 10\") 20px");return s.cssText }),
    "offsetNone": probe(function (e, s) { s.setProperty("offset","none");return s.cssText }),
    "mask": probe(function (e, s) { s.mask="url(m.png) no-repeat";return s.cssText }),
    "maskNone": probe(function (e, s) { s.mask="none";return s.cssText }),
    "maskPV": probe(function (e, s) { s.mask="url(m.png) no-repeat";return s.mask+"|"+s.maskImage+"|"+s.maskRepeat+"|"+s.maskPosition+"|"+s.length }),
    "maskList": probe(function (e, s) { s.mask="url(m.png) no-repeat";return Array.from(s).join(",") }),
    "maskImage": probe(function (e, s) { s.maskImage="url(a.png)";return s.cssText }),
    "webkitMask": probe(function (e, s) { s.setProperty("-webkit-mask","url(m.png) no-repeat");return s.cssText }),
    "webkitMaskImage": probe(function (e, s) { s.setProperty("-webkit-mask-image","url(a.png)");return s.cssText }),
    "maskPosition": probe(function (e, s) { s.mask="url(m.png) center / contain";return s.cssText }),
    "maskLayers": probe(function (e, s) { s.mask="url(a.png), url(b.png) repeat-x";return s.cssText }),
    "maskComposite": probe(function (e, s) { s.mask="url(a.png) exclude";return s.cssText }),
    "maskMode": probe(function (e, s) { s.mask="url(a.png) alpha";return s.cssText }),
    "maskBox": probe(function (e, s) { s.mask="url(a.png) content-box";return s.cssText }),
    "maskLonghands": probe(function (e, s) { s.maskImage="url(a.png)";s.maskRepeat="no-repeat";return s.cssText }),
    "maskPosPV": probe(function (e, s) { s.mask="url(a.png) 10px 20px";return s.cssText+"|"+s.maskPosition }),
    "offsetPV": probe(function (e, s) { s.setProperty("offset","10px 30px");return s.getPropertyValue("offset")+"|"+s.length }),
    "offsetRotate": probe(function (e, s) { s.setProperty("offset","path(\"M0 0\") 10px auto 30deg");return s.cssText }),
    "offsetAnchor": probe(function (e, s) { s.setProperty("offset","none / center");return s.cssText }),
    "offsetDistance": probe(function (e, s) { s.setProperty("offset","path(\"M0 0\")");return s.cssText+"|"+s.getPropertyValue("offset") }),
    "offsetPVNone": probe(function (e, s) { s.setProperty("offset","none");return s.getPropertyValue("offset") }),
    "offsetPVPath": probe(function (e, s) { s.setProperty("offset","path(\"M 0 0 L 10 10\") 20px");return s.getPropertyValue("offset") }),
    "offsetRay": probe(function (e, s) { s.setProperty("offset","ray(45deg closest-side) 10%");return s.cssText+"|"+s.getPropertyValue("offset") }),
    "offsetPosAnchor": probe(function (e, s) { s.setProperty("offset","left top path(\"M0 0\") / right bottom");return s.cssText+"|"+s.getPropertyValue("offset") }),
    "offsetRotateOnly": probe(function (e, s) { s.setProperty("offset-rotate","reverse 10deg");return s.cssText }),
    "offsetLonghands": probe(function (e, s) { s.setProperty("offset-path","none");s.setProperty("offset-distance","0px");s.setProperty("offset-position","normal");s.setProperty("offset-anchor","auto");s.setProperty("offset-rotate","auto");return s.cssText+"|"+s.getPropertyValue("offset") }),
    "offsetUrl": probe(function (e, s) { s.setProperty("offset","url(#p)");return s.cssText }),
    "offsetBad": probe(function (e, s) { s.setProperty("offset","10px");return "["+s.cssText+"]" }),
    "offsetCenter": probe(function (e, s) { s.setProperty("offset","center");return "["+s.cssText+"]" }),
    "offsetPathOnly": probe(function (e, s) { s.setProperty("offset-path","path(\"M0,0 L5,5\")");return s.cssText }),
    "offsetPathCircle": probe(function (e, s) { s.setProperty("offset-path","circle(50px at 0 0)");return s.cssText }),
    "maskAttr": probe(function (e, s) { e.setAttribute("style","mask: url(m.png)");return s.cssText+"|"+s.getPropertyValue("mask") }),
    "maskRemove": probe(function (e, s) { s.mask="url(m.png)";s.removeProperty("mask");return "["+s.cssText+"]" }),
    "maskLonghandsAll": probe(function (e, s) { s.maskImage="url(a.png)";s.maskSize="auto";s.maskComposite="add";s.maskMode="match-source";return s.cssText+"|["+s.mask+"]" }),
    "maskRepeatL": probe(function (e, s) { s.maskRepeat="repeat-x";return s.cssText }),
    "maskClip": probe(function (e, s) { s.maskClip="no-clip";return s.cssText }),
    "maskOriginClip": probe(function (e, s) { s.mask="url(a.png) padding-box content-box";return s.cssText }),
    "maskBorder": probe(function (e, s) { s.mask="url(a.png)";return s.maskBorderSource+"|"+s.maskBorderSlice+"|"+s.maskBorderRepeat+"|"+s.maskClip+"|"+s.maskOrigin }),
    "webkitMaskImageL": probe(function (e, s) { s.webkitMaskImage="url(a.png)";return s.cssText+"|"+s.webkitMaskImage }),
    "webkitMaskPos": probe(function (e, s) { s.setProperty("-webkit-mask-position","10px 20px");return s.cssText }),
    "webkitMaskSize": probe(function (e, s) { s.setProperty("-webkit-mask-size","contain");return s.cssText })
  });
} };
