// Boxes that ancestors with overflow other than visible clip: outside the clip they are not
// hit; an absolutely positioned box is clipped by the ancestors of its containing block only;
// the body's overflow goes to the viewport (it clips nothing below it).
function id(e) { return e === null ? "null" : e.nodeName.toLowerCase() + (e.id ? "#" + e.id : ""); }
function all(x, y) { return document.elementsFromPoint(x, y).map(id).join(","); }
var ExtensionPreprocessingJS = { run: function (args) {
  var r = {
    inside: all(50, 20), outsideX: all(150, 20), outsideY: all(50, 60),
    clipXIn: all(50, 60), clipXOut: all(150, 60),
    absClipped: all(160, 90), absEscapes: all(160, 145),
    heights: [document.getElementById("clipx").getBoundingClientRect().height,
      document.getElementById("clippos").getBoundingClientRect().top,
      document.getElementById("abs2").getBoundingClientRect().top].join()
  };
  document.body.style.overflow = "hidden";
  r.bodyOverflow = all(10, 310);
  args.completionFunction(r);
} };
