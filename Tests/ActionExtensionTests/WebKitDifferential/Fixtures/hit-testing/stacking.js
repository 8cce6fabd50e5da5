// Painting order: positioned boxes over the flow, z-index stacking contexts (a negative one is
// under the body but over the root; a child's z-index counts only inside its context; one
// without a z-index lets its positioned children join the outer context), relative offsets move
// a box and its content, fixed boxes against the viewport.
function id(e) { return e === null ? "null" : e.nodeName.toLowerCase() + (e.id ? "#" + e.id : ""); }
function all(x, y) { return document.elementsFromPoint(x, y).map(id).join(","); }
function rect(name) {
  var r = document.getElementById(name).getBoundingClientRect();
  return [r.x, r.y, r.width, r.height].join(",");
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    rectPos: rect("pos"), rectFlow2: rect("flow2"), rectRel: rect("rel"), rectRelChild: rect("relchild"),
    rectFixed: rect("fixed"),
    relativeOverFlow: all(20, 60), flowOverNegative: all(20, 20), overlapFlows: all(150, 90),
    contexts: all(260, 110), contextEdge: all(320, 180),
    zIndexOverLater: all(260, 260),
    autoChildJoinsOuter: all(260, 360), autoUnderCover: all(300, 400),
    fixed: all(210, 510),
    relative: all(50, 210), relativeChild: all(25, 185), relativeMovedAway: all(5, 175)
  });
} };
