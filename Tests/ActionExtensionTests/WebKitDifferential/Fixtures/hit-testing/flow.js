// In-flow blocks with the default body margin: the deepest block under the point, the body,
// the root for the margins; text answers its parent element (an inline <b> too); replaced and
// inline-block boxes; the blocks' geometry as getBoundingClientRect gives it.
function id(e) { return e === null ? "null" : e.nodeName.toLowerCase() + (e.id ? "#" + e.id : ""); }
function all(x, y) { return document.elementsFromPoint(x, y).map(id).join(","); }
// x, y, the distance from the right edge to the viewport's (the viewports differ), height
function rect(name) {
  var r = document.getElementById(name).getBoundingClientRect();
  return [r.x, r.y, innerWidth - r.right, r.height].join(",");
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    rectHeader: rect("header"), rectLogo: rect("logo").split(",").slice(0, 2).join(","), rectPara: rect("para"), rectRow: rect("row"),
    rectImage: [document.getElementById("image").getBoundingClientRect().width,
      document.getElementById("image").getBoundingClientRect().height].join(","),
    rectList: rect("list"), rectItem: rect("item"), rectAfter: rect("after"),
    margin: all(3, 3), bodyLeftMargin: all(4, 50), header: all(100, 15), border: all(9, 9),
    logo: all(30, 30), paragraph: all(200, 120), paragraphText: all(12, 118), bold: all(60, 118),
    row: all(300, 190), image: all(20, 185), inlineBlock: all(70, 187), list: all(100, 250),
    item: all(100, 225), after: all(100, 300), belowAll: all(100, 400),
    elementForText: id(document.elementFromPoint(12, 118))
  });
} };
