// A selection made inside a shadow tree, as WebKit keeps it: getRangeAt(0), anchor and focus
// show each end moved to just before the host, while toString(), type and
// getComposedRanges({shadowRoots}) still see the shadow-tree points.
function nm(n) { return n === null ? "null" : n === undefined ? "undefined" : n === document ? "document" : n instanceof ShadowRoot ? "shadow" : n.nodeType === 3 ? "#text(" + n.data + ")" : (n.id || n.nodeName); }
function pt(c, o) { return nm(c) + ":" + o; }
var ExtensionPreprocessingJS = { run: function (args) {
  var r = {};
  var host = document.getElementById("host");
  var root = host.attachShadow({ mode: "open" });
  root.innerHTML = "<p id=sp>shadow text here</p><p id=sq>more</p>";
  var t = root.getElementById("sp").firstChild;
  var u = root.getElementById("sq").firstChild;
  var sel = getSelection();
  function composed(options) {
    try {
      var c = options === undefined ? sel.getComposedRanges() : sel.getComposedRanges(options);
      return c.length ? pt(c[0].startContainer, c[0].startOffset) + "-" + pt(c[0].endContainer, c[0].endOffset) : "none";
    } catch (e) { return "threw " + e.name; }
  }
  function state(k) {
    r[k + "Anchor"] = pt(sel.anchorNode, sel.anchorOffset);
    r[k + "Focus"] = pt(sel.focusNode, sel.focusOffset);
    r[k + "Str"] = sel.toString();
    r[k + "Count"] = sel.rangeCount;
    r[k + "Type"] = sel.type;
    r[k + "Collapsed"] = sel.isCollapsed;
    r[k + "Direction"] = String(sel.direction);
    if (sel.rangeCount) { var g = sel.getRangeAt(0); r[k + "Range"] = pt(g.startContainer, g.startOffset) + "-" + pt(g.endContainer, g.endOffset) + " '" + g.toString() + "'"; }
    r[k + "ComposedWith"] = composed({ shadowRoots: [root] });
    r[k + "ComposedWithout"] = composed();
  }
  sel.setBaseAndExtent(t, 0, t, 6);
  state("sbe");
  sel.setBaseAndExtent(t, 9, t, 2);
  state("back");
  sel.setBaseAndExtent(t, 7, u, 2);
  state("twoNodes");
  sel.removeAllRanges();
  sel.collapse(t, 2);
  state("col");
  sel.extend(t, 8);
  state("ext");
  sel.collapseToEnd();
  state("toEnd");
  sel.removeAllRanges();
  sel.selectAllChildren(root.getElementById("sp"));
  state("sac");
  r.containsHost = sel.containsNode(host, true);
  r.containsShadowP = sel.containsNode(root.getElementById("sp"), true);
  sel.removeAllRanges();
  var rg = document.createRange(); rg.setStart(t, 0); rg.setEnd(t, 6);
  sel.addRange(rg);
  state("add");
  sel.selectAllChildren(document.getElementById("before"));
  state("light");
  r.composedBadRoots = composed({ shadowRoots: [document.body] });
  args.completionFunction(r);
} };
