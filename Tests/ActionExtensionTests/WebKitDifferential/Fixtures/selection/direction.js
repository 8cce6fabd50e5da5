// Selection.direction after each method that sets the range: 'forward' even after a collapse (WebKit), in the document's tree and in a shadow tree.
var ExtensionPreprocessingJS = { run: function (args) {
  var r = {}; var sel = getSelection(); r.initial = sel.direction; var t = document.getElementById("before").firstChild;
  sel.collapse(t, 2); r.lightCollapse = sel.direction;
  sel.extend(t, 4); r.lightExtend = sel.direction;
  sel.collapseToEnd(); r.lightToEnd = sel.direction;
  sel.setBaseAndExtent(t, 1, t, 1); r.lightSbeCollapsed = sel.direction;
  var root = document.getElementById("host").attachShadow({mode: "open"}); root.innerHTML = "<p>abc def</p>";
  var s = root.firstChild.firstChild;
  sel.setBaseAndExtent(s, 1, s, 1); r.shadowSbeCollapsed = sel.direction;
  sel.collapse(s, 1); r.shadowCollapse = sel.direction;
  sel.collapse(t, 1); r.lightAgain = sel.direction;
  sel.selectAllChildren(root.firstChild); r.shadowSac = sel.direction;
  sel.collapseToStart(); r.shadowToStart = sel.direction;
  sel.removeAllRanges(); r.removed = sel.direction;
  var rg = document.createRange(); rg.setStart(t, 0); rg.setEnd(t, 3); sel.addRange(rg); r.added = sel.direction;
  sel.setBaseAndExtent(t, 4, t, 1); r.backward = sel.direction; sel.collapseToStart(); r.backwardToStart = sel.direction;
  args.completionFunction(r);
} };
