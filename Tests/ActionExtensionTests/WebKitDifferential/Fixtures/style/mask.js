// The mask shorthand (its 14 longhands, mask-border reset) and the mask longhands and aliases as WebKit writes them.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "mask": probe(function (e, s) { s.mask="url(m.png) no-repeat";return s.cssText }),
    "maskNone": probe(function (e, s) { s.mask="none";return s.cssText }),
    "maskPV": probe(function (e, s) { s.mask="url(m.png) no-repeat";return s.mask+"|"+s.maskImage+"|"+s.maskRepeat+"|"+s.maskPosition+"|"+s.length }),
    "maskList": probe(function (e, s) { s.mask="url(m.png) no-repeat";return Array.from(s).join(",") }),
    "maskImage": probe(function (e, s) { s.maskImage="url(a.png)";return s.cssText }),
    "webkitMaskImage": probe(function (e, s) { s.setProperty("-webkit-mask-image","url(a.png)");return s.cssText }),
    "maskPosition": probe(function (e, s) { s.mask="url(m.png) center / contain";return s.cssText }),
    "maskLayers": probe(function (e, s) { s.mask="url(a.png), url(b.png) repeat-x";return s.cssText }),
    "maskComposite": probe(function (e, s) { s.mask="url(a.png) exclude";return s.cssText }),
    "maskMode": probe(function (e, s) { s.mask="url(a.png) alpha";return s.cssText }),
    "maskBox": probe(function (e, s) { s.mask="url(a.png) content-box";return s.cssText }),
    "maskLonghands": probe(function (e, s) { s.maskImage="url(a.png)";s.maskRepeat="no-repeat";return s.cssText }),
    "maskPosPV": probe(function (e, s) { s.mask="url(a.png) 10px 20px";return s.cssText+"|"+s.maskPosition }),
    "maskAttr": probe(function (e, s) { e.setAttribute("style","mask: url(m.png)");return s.cssText+"|"+s.getPropertyValue("mask") }),
    "maskRemove": probe(function (e, s) { s.mask="url(m.png)";s.removeProperty("mask");return "["+s.cssText+"]" }),
    "maskLonghandsAll": probe(function (e, s) { s.maskImage="url(a.png)";s.maskSize="auto";s.maskComposite="add";s.maskMode="match-source";return s.cssText+"|["+s.mask+"]" }),
    "maskRepeatL": probe(function (e, s) { s.maskRepeat="repeat-x";return s.cssText }),
    "maskClip": probe(function (e, s) { s.maskClip="no-clip";return s.cssText }),
    "maskOriginClip": probe(function (e, s) { s.mask="url(a.png) padding-box content-box";return s.cssText }),
    "maskBorder": probe(function (e, s) { s.mask="url(a.png)";return s.maskBorderSource+"|"+s.maskBorderSlice+"|"+s.maskBorderRepeat+"|"+s.maskClip+"|"+s.maskOrigin }),
    "webkitMaskImageL": probe(function (e, s) { s.webkitMaskImage="url(a.png)";return s.cssText+"|"+s.webkitMaskImage }),
    "webkitMaskPos": probe(function (e, s) { s.setProperty("-webkit-mask-position","10px 20px");return s.cssText }),
    "webkitMaskSize": probe(function (e, s) { s.setProperty("-webkit-mask-size","contain");return s.cssText }),
    "maskSizeL": probe(function (e, s) { s.maskSize="5px";return s.cssText }),
    "maskBorderContent": probe(function (e, s) { s.mask="url(a.png) border-box content-box";return s.cssText }),
    "maskContentNoClip": probe(function (e, s) { s.mask="url(a.png) content-box no-clip";return s.cssText }),
    "maskNoClip": probe(function (e, s) { s.mask="url(a.png) no-clip";return s.cssText }),
    "maskAll": probe(function (e, s) { s.mask="url(a.png) 10px 20px / 5px repeat-y luminance subtract";return s.cssText })
  });
} };
