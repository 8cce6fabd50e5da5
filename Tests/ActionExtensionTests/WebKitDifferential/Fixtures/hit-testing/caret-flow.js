// caretRangeFromPoint through in-flow blocks: in a block's padding the child nearest, in the
// body's margin the first block, below everything the end of the last text, in a paragraph the
// text's boundaries (20px monospace text, points good for characters 10 to 12 pixels wide).
function id(e) { return e === null ? "null" : e.nodeType === 3 ? "#text(" + e.data.trim() + ")" : e.nodeName.toLowerCase() + (e.id ? "#" + e.id : ""); }
function caret(x, y) {
  var r = document.caretRangeFromPoint(x, y);
  return r === null ? "null" : id(r.startContainer) + "|" + r.startOffset;
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    margin: caret(3, 3), header: caret(100, 20), logo: caret(30, 30),
    paragraphStart: caret(10, 116), paragraphThird: caret(8 + 22, 116), paragraphEnd: caret(300, 116),
    paragraphBelowText: caret(30, 140),
    gap: caret(100, 160), empty: caret(100, 185), lastText: caret(30, 225), below: caret(100, 500),
    leftOfBody: caret(2, 225), hidden: caret(100, 260)
  });
} };
