// Selection.toString() across blocks, paragraphs, table cells, lists, hidden parts and partial text; Range.toString() stays text content; getSelection after selectNodeContents.
var ExtensionPreprocessingJS = { run: function (args) {
  var r = {}; var sel = getSelection(); var $ = function (id) { return document.getElementById(id); };
  function select(a, ao, b, bo) { sel.removeAllRanges(); var rg = document.createRange(); rg.setStart(a, ao); rg.setEnd(b, bo); sel.addRange(rg); return rg; }
  function contents(id, name) { var rg = select($(id), 0, $(id), $(id).childNodes.length); r[name] = sel.toString(); r[name + "Range"] = rg.toString(); }
  function text(id) { var e = $(id); while (e.firstChild) e = e.firstChild; return e; }
  contents("blocks", "blocks");
  contents("paras", "paragraphs");
  contents("table", "table");
  contents("list", "list");
  contents("hidden", "hiddenParts");
  contents("pre", "pre");
  contents("inlineBlock", "inlineBlock");
  contents("mixed", "mixed");
  contents("transform", "transform");
  contents("br", "br");
  contents("spaces", "spaces");
  var a = text("p1"), b = text("p3");
  select(a, 2, b, 3); r.partialParagraphs = sel.toString();
  select(a, 0, a, a.length); r.wholeFirstText = sel.toString();
  select(a, a.length, b, 0); r.betweenParagraphs = sel.toString();
  var c1 = text("c1"), c4 = text("c4");
  select(c1, 1, c4, 1); r.partialCells = sel.toString();
  select($("row1"), 0, $("row1"), $("row1").childNodes.length); r.oneRow = sel.toString();
  select($("c2"), 0, $("c3"), 0); r.cellToCell = sel.toString();
  sel.selectAllChildren($("paras")); r.selectAllChildren = sel.toString();
  sel.selectAllChildren(document.body); r.bodyLength = sel.toString().length; r.bodyStart = sel.toString().slice(0, 40);
  var sp = text("spaces");
  select(sp, 0, sp, 3); r.spacesPrefix = sel.toString();
  sel.removeAllRanges(); r.empty = sel.toString();
  args.completionFunction(r);
} };
