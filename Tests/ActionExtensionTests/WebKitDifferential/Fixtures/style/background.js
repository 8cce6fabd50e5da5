// The background shorthand and its longhands.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "issueExample": probe(function (e, s) { s.background="red url(x.png) no-repeat";return s.cssText }),
    "color": probe(function (e, s) { s.background="red";return s.cssText }),
    "image": probe(function (e, s) { s.background="url(a.png)";return s.cssText }),
    "none": probe(function (e, s) { s.background="none";return s.cssText }),
    "position": probe(function (e, s) { s.background="url(a.png) center";return s.cssText }),
    "positionSize": probe(function (e, s) { s.background="url(a.png) top left / 10px";return s.cssText }),
    "positionSizeCover": probe(function (e, s) { s.background="url(a.png) 0 0 / cover";return s.cssText }),
    "repeatX": probe(function (e, s) { s.background="repeat-x";return s.cssText }),
    "attachmentFixed": probe(function (e, s) { s.background="fixed";return s.cssText }),
    "boxes": probe(function (e, s) { s.background="content-box";return s.cssText }),
    "twoBoxes": probe(function (e, s) { s.background="padding-box content-box";return s.cssText }),
    "layers": probe(function (e, s) { s.background="url(a.png) top left / 10px repeat-x, blue";return s.cssText }),
    "layersNoImage": probe(function (e, s) { s.background="url(a.png), url(b.png) red";return s.cssText }),
    "transparent": probe(function (e, s) { s.background="transparent";return s.cssText }),
    "gradient": probe(function (e, s) { s.background="linear-gradient(red, blue)";return s.cssText }),
    "hexColor": probe(function (e, s) { s.background="#ff0000";return s.cssText }),
    "pv": probe(function (e, s) { s.background="red url(x.png) no-repeat";return s.getPropertyValue("background") }),
    "pvLonghands": probe(function (e, s) { s.background="red url(x.png) no-repeat";return s.getPropertyValue("background-repeat")+"|"+s.getPropertyValue("background-position")+"|"+s.getPropertyValue("background-position-x")+"|"+s.getPropertyValue("background-image") }),
    "length": probe(function (e, s) { s.background="red";return s.length+" "+Array.from(s).join(",") }),
    "colorThenImage": probe(function (e, s) { s.background="red";s.backgroundImage="url(b.png)";return s.cssText }),
    "longhandsColorImage": probe(function (e, s) { s.backgroundColor="red";s.backgroundImage="none";return s.cssText }),
    "backgroundColorOnly": probe(function (e, s) { s.backgroundColor="#abc";return s.cssText }),
    "backgroundPosition": probe(function (e, s) { s.backgroundPosition="top left";return s.cssText }),
    "backgroundPositionOne": probe(function (e, s) { s.backgroundPosition="center";return s.cssText }),
    "backgroundPositionX": probe(function (e, s) { s.backgroundPositionX="10px";return s.cssText }),
    "backgroundSize": probe(function (e, s) { s.backgroundSize="50% auto";return s.cssText }),
    "backgroundRepeat": probe(function (e, s) { s.backgroundRepeat="repeat no-repeat";return s.cssText }),
    "removeColor": probe(function (e, s) { s.background="red url(x.png)";s.removeProperty("background-color");return s.cssText }),
    "invalid": probe(function (e, s) { s.background="red blue";return "["+s.cssText+"]" }),
    "colorNotLast": probe(function (e, s) { s.background="red, url(a.png)";return "["+s.cssText+"]" }),
    "important": probe(function (e, s) { s.setProperty("background","red","important");return s.cssText }),
    "initial": probe(function (e, s) { s.background="initial";return s.cssText }),
    "urlQuotes": probe(function (e, s) { s.background="url('a b.png')";return s.cssText })
  });
} };
