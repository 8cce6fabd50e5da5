// The offset shorthand (its 5 longhands: path, distance, position, anchor, rotate) as WebKit writes it.
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
    "offsetAuto": probe(function (e, s) { s.setProperty("offset","auto");return s.cssText+"|"+s.getPropertyValue("offset") }),
    "offsetRotateOrder": probe(function (e, s) { s.setProperty("offset-rotate","30deg auto");return s.cssText }),
    "offsetPathImplicit": probe(function (e, s) { s.setProperty("offset-path","path(\"M 0 0 10 10\")");return s.cssText }),
    "offsetRotateDistance": probe(function (e, s) { s.setProperty("offset","path(\"M0 0\") 30deg 10px");return s.cssText }),
    "offsetPathRelative": probe(function (e, s) { s.setProperty("offset-path","path(\"m1.5.5l-2e1,3\")");return s.cssText }),
    "offsetRayAll": probe(function (e, s) { s.setProperty("offset-path","ray(at center 10deg contain sides)");return s.cssText }),
    "offsetPathNoMove": probe(function (e, s) { s.setProperty("offset-path","path(\"L 1 1\")");return "["+s.cssText+"]" }),
    "offsetDistanceUnitless": probe(function (e, s) { s.setProperty("offset-distance","10");return "["+s.cssText+"]" })
  });
} };
