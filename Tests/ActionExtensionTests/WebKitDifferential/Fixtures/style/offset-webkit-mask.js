// The offset shorthand (its 5 longhands) and the -webkit-mask shorthand as WebKit writes them.
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
    "webkitMask": probe(function (e, s) { s.setProperty("-webkit-mask","url(m.png) no-repeat");return s.cssText }),
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
    "offsetPathCircle": probe(function (e, s) { s.setProperty("offset-path","circle(50px at 0 0)");return s.cssText })
  });
} };
