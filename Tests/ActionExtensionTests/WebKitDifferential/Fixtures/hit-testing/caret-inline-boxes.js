// caretRangeFromPoint around atomic inline boxes: an image is one wide character (its left half
// gives the position before it, its right half after it; past the line or below it, after the
// last); in an inline block the text inside it; in a text input (input, 0); text in a
// display: contents element.
function id(e) { return e === null ? "null" : e.nodeType === 3 ? "#text(" + e.data + ")" : e.nodeName.toLowerCase() + (e.id ? "#" + e.id : ""); }
function caret(x, y) {
  var r = document.caretRangeFromPoint(x, y);
  return r === null ? "null" : id(r.startContainer) + "|" + r.startOffset;
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    firstImageLeft: caret(5, 20), firstImageRight: caret(35, 20), secondImageLeft: caret(45, 20),
    secondImageRight: caret(75, 20), pastImages: caret(200, 20), belowImages: caret(20, 55),
    beforeInlineBlock: caret(5, 110), inInlineBlock: caret(44, 110), afterInlineBlock: caret(160, 110),
    input: caret(10, 210), inputElement: id(document.elementFromPoint(10, 210)),
    contents: caret(22, 310)
  });
} };
