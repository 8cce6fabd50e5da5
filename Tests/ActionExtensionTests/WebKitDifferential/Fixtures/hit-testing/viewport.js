// Points outside the viewport: elementFromPoint null, elementsFromPoint [],
// caretRangeFromPoint null; its left and top edges are inside, its right and bottom ones not.
// Coordinates are cut to 1/64 pixel toward zero first: -0.4 is outside, -0 inside.
function id(e) { return e === null ? "null" : e.nodeName.toLowerCase() + (e.id ? "#" + e.id : ""); }
function at(x, y) { return id(document.elementFromPoint(x, y)); }
function count(x, y) { return document.elementsFromPoint(x, y).length; }
function caret(x, y) { var r = document.caretRangeFromPoint(x, y); return r === null ? "null" : "range"; }
var ExtensionPreprocessingJS = { run: function (args) {
  var w = innerWidth, h = innerHeight;
  args.completionFunction({
    negativeX: at(-1, 5), negativeY: at(5, -1), negativeBoth: at(-10, -10),
    rightEdge: at(w, 5), beyondRight: at(w + 10, 5), bottomEdge: at(5, h), beyondBottom: at(5, h + 10),
    lastColumn: at(w - 1, 5), lastRow: at(5, h - 1), halfPixelIn: at(w - 0.5, 5),
    minusPoint4: at(-0.4, 5), minusZero: at(-0, 5), origin: at(0, 0), huge: at(1e10, 5),
    countNegative: count(-1, 5), countBeyond: count(w + 10, 5), countRightEdge: count(w, 5),
    countBottomEdge: count(5, h), countInside: count(5, 5),
    caretNegative: caret(-5, 5), caretBeyond: caret(w + 10, 5), caretBottom: caret(5, h),
    caretInside: caret(5, 5)
  });
} };
