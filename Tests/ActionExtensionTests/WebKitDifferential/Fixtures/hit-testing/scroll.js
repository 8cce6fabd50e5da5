// Hit testing takes viewport coordinates: after window.scrollTo the same point finds the box
// that scrolled there; fixed boxes stay put.
function id(e) { return e === null ? "null" : e.nodeName.toLowerCase() + (e.id ? "#" + e.id : ""); }
function all(x, y) { return document.elementsFromPoint(x, y).map(id).join(","); }
function caret(x, y) {
  var r = document.caretRangeFromPoint(x, y);
  return r === null ? "null" : id(r.startContainer) + "|" + r.startOffset;
}
var ExtensionPreprocessingJS = { run: function (args) {
  var r = { before: all(10, 50), beforeAbs: all(210, 160), beforeFixed: all(310, 30) };
  window.scrollTo(0, 120);
  r.scrollY = window.scrollY;
  r.after = all(10, 50);
  r.afterAbs = all(210, 40);
  r.afterFixed = all(310, 30);
  r.fixedRect = document.getElementById("fixed").getBoundingClientRect().top;
  r.absRect = document.getElementById("abs").getBoundingClientRect().top;
  r.caretText = caret(32, 88);
  r.caretFirst = caret(10, 0);
  window.scrollTo(0, 0);
  r.back = all(10, 50);
  args.completionFunction(r);
} };
