// Inline style that hides boxes from hit testing: visibility hidden/collapse (a visible child
// still hits), pointer-events none (a child with auto still hits), display none (no box), and a
// display: contents element (no box, its children have).
function id(e) { return e === null ? "null" : e.nodeName.toLowerCase() + (e.id ? "#" + e.id : ""); }
function all(x, y) { return document.elementsFromPoint(x, y).map(id).join(","); }
var ExtensionPreprocessingJS = { run: function (args) {
  var r = {
    hidden: all(100, 45), shown: all(10, 5), stillHidden: all(10, 25), collapse: all(10, 60),
    noPointer: all(100, 125), pointer: all(10, 85), noPointerChild: all(10, 105),
    afterGone: all(10, 140), absHidden: all(210, 10), ghost: all(210, 110),
    contents: all(10, 190)
  };
  document.getElementById("gone").style.display = "block";
  r.shownAgain = all(10, 140);
  document.getElementById("hidden").style.visibility = "visible";
  r.visibleAgain = all(100, 45);
  args.completionFunction(r);
} };
