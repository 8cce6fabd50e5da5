// caretRangeFromPoint over text: a collapsed Range in the text node at the character boundary
// nearest to the point (collapsed white space counts once; above the first line the start,
// below the last line the end, past a line's end its last boundary), in an empty box (box, 0),
// in a box's padding the child nearest. Points are chosen so that a monospace character 10 to
// 12 pixels wide gives the same boundary.
function id(e) { return e === null ? "null" : e.nodeType === 3 ? "#text(" + e.data.trim() + ")" : e.nodeName.toLowerCase() + (e.id ? "#" + e.id : ""); }
function caret(x, y) {
  var r = document.caretRangeFromPoint(x, y);
  if (r === null) return "null";
  return id(r.startContainer) + "|" + r.startOffset + (r.collapsed ? "" : "|not collapsed");
}
var ExtensionPreprocessingJS = { run: function (args) {
  var r = {};
  // "  hello " starts at x = 10 with the h (the leading spaces collapse away).
  [2, 10, 22, 33, 44].forEach(function (dx) { r["hello" + dx] = caret(10 + dx, 18); });
  r.leftOfLine = caret(5, 18);
  r.pastLineEnd = caret(300, 18);
  r.belowLastLine = caret(32, 60);
  r.lineTop = caret(32, 10);
  // second box: "abcdef" then "ghijkl" on the next line
  r.firstLine = caret(32, 108); r.secondLine = caret(32, 133); r.secondLineStart = caret(12, 133);
  r.secondLineEnd = caret(250, 133); r.belowBoth = caret(32, 190);
  r.empty = caret(50, 270);
  r.padding = caret(160, 260);
  r.innerChild = caret(200, 275);
  r.belowChild = caret(200, 320);
  r.preFirst = caret(32, 358); r.preSecond = caret(12, 383); r.preSecondMid = caret(32, 383);
  r.nothing = caret(350, 600);
  var range = document.caretRangeFromPoint(32, 18);
  r.container = range.startContainer === document.getElementById("line").firstChild;
  r.commonAncestor = id(range.commonAncestorContainer);
  r.text = range.toString() === "";
  args.completionFunction(r);
} };
