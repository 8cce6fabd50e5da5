// Computed overflow on the two axes: visible and clip compute to auto and hidden when the other axis hides or scrolls; a sheet rule and the style attribute both count.
var ExtensionPreprocessingJS = { run: function (args) {
  var style = document.head.appendChild(document.createElement("style"));
  style.textContent = ".y-hidden { overflow-y: hidden }";
  var cases = {
    yHidden: "overflow-y: hidden",
    xHidden: "overflow-x: hidden",
    yScrollXClip: "overflow-x: clip; overflow-y: scroll",
    yClipXVisible: "overflow-x: visible; overflow-y: clip",
    bothVisible: "overflow: visible",
    shorthandAutoVisible: "overflow: visible auto",
    none: ""
  };
  var out = {};
  for (var k in cases) {
    var e = document.body.appendChild(document.createElement("div"));
    e.setAttribute("style", cases[k]);
    var s = getComputedStyle(e);
    out[k] = [s.overflowX, s.overflowY, s.overflow].join(" | ");
  }
  var bySheet = document.body.appendChild(document.createElement("p"));
  bySheet.className = "y-hidden";
  var t = getComputedStyle(bySheet);
  out.bySheet = [t.overflowX, t.overflowY, t.overflow].join(" | ");
  args.completionFunction(out);
} };
