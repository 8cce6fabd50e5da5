// elementFromPoint / elementsFromPoint over absolutely positioned boxes: the topmost box is the
// later sibling, a child is over its parent, a child outside its parent's box does not list the
// parent, the root is always last, text answers its parent element.
function id(e) { return e === null ? "null" : e.nodeName.toLowerCase() + (e.id ? "#" + e.id : ""); }
function at(x, y) { return id(document.elementFromPoint(x, y)); }
function all(x, y) { return document.elementsFromPoint(x, y).map(id).join(","); }
function rect(name) {
  var r = document.getElementById(name).getBoundingClientRect();
  return [r.x, r.y, r.width, r.height].join(",");
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    rectA: rect("a"), rectB: rect("b"), rectParent: rect("parent"), rectNested: rect("nested"),
    rectOutside: rect("outside"), rectSized: rect("sized"),
    rectRight: [innerWidth - document.getElementById("right").getBoundingClientRect().right,
      innerHeight - document.getElementById("right").getBoundingClientRect().bottom].join(","),
    rectStretch: [document.getElementById("stretch").getBoundingClientRect().x,
      document.getElementById("stretch").getBoundingClientRect().y,
      innerWidth - document.getElementById("stretch").getBoundingClientRect().right,
      innerHeight - document.getElementById("stretch").getBoundingClientRect().bottom].join(","),
    onlyA: at(20, 20), overlap: at(60, 50), onlyB: at(140, 70), span: at(55, 35),
    allOverlap: all(60, 50), allSpan: all(55, 35), allOnlyA: all(20, 20),
    flowOnly: all(300, 90), belowFlow: all(300, 120), nothing: at(300, 120),
    nested: all(210, 20), parentOnly: all(250, 60), outside: all(275, 15),
    sizedPadding: all(24, 154), sizedBorder: all(21, 151),
    right: all(innerWidth - 25, innerHeight - 25),
    stretch: all(160, 310), stretchEnd: all(innerWidth - 151, innerHeight - 301),
    sameObject: document.elementFromPoint(20, 20) === document.getElementById("a"),
    isArray: Array.isArray(document.elementsFromPoint(20, 20)),
    fresh: document.elementsFromPoint(20, 20) !== document.elementsFromPoint(20, 20)
  });
} };
