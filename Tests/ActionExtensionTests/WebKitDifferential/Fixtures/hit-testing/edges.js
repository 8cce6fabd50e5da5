// Box edges: WebKit tests the one-pixel square at the point against each box, so a box from
// x = 100 (100 wide) is hit from x = 99.02 (cut to 1/64 px) to below 200; empty boxes never.
function id(e) { return e === null ? "null" : e.nodeName.toLowerCase() + (e.id ? "#" + e.id : ""); }
function at(x, y) { return id(document.elementFromPoint(x, y)); }
var ExtensionPreprocessingJS = { run: function (args) {
  var r = {};
  [99, 99.01, 99.02, 99.4, 99.5, 99.99, 100, 150, 199, 199.5, 199.99, 200, 200.5].forEach(function (x) {
    r["x" + String(x).replace(".", "_")] = at(x, 70);
  });
  [49, 49.4, 49.6, 50, 99, 99.6, 100, 100.4].forEach(function (y) {
    r["y" + String(y).replace(".", "_")] = at(150, y);
  });
  r.emptyWidth = at(100, 140); r.emptyWidthLeft = at(99.5, 140);
  r.flatHeight = at(170, 120); r.flatHeightAbove = at(170, 119.5);
  r.tiny = at(250, 120); r.tinyLeft = at(249.5, 120.5); r.tinyRight = at(251, 120);
  r.tinyFraction = at(250.9, 120.9);
  r.corner = at(99.5, 49.5); r.farCorner = at(199.9, 99.9); r.outsideCorner = at(200, 100);
  args.completionFunction(r);
} };
