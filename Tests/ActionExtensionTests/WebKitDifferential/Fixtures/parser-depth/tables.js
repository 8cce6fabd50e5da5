// Tables at and past the depth limit (innerHTML): a table at the limit, implied rows and cells
// (inserted in the same step as their parent, so not limited), foster-parented content, and
// 200 nested tables.
var ExtensionPreprocessingJS = {
  run: function (args) {
    var r = {};
    function t(name, f) {
      try {
        var v = f();
        r[name] = v === null ? "null" : v === undefined ? "undefined" : typeof v === "object" ? String(v) : v;
      } catch (e) {
        r[name] = "throws " + e.name + ": " + e.message;
      }
    }
    // Depth counts elements: a child of `root` is at 1 (below the document, <html> is at 1).
    function depth(n, root) { var d = 0; for (; n && n !== root; n = n.parentNode) if (n.nodeType === 1) d++; return d; }
    function label(n) {
      return !n ? "none" : n.nodeType === 11 ? "#fragment" : n.nodeType === 9 ? "#document" : (n.id || n.getAttribute("title") || n.localName);
    }
    // The element with this id: "<parent>@<depth>/<element children>".
    function at(root, id) {
      var e = root.querySelector("#" + id);
      return e ? label(e.parentNode) + "@" + depth(e, root) + "/" + e.childElementCount : "missing";
    }
    function maxDepth(root) {
      var best = 0, stack = [[root, 0]];
      while (stack.length) {
        var it = stack.pop();
        if (it[1] > best) best = it[1];
        for (var c = it[0].firstElementChild; c; c = c.nextElementSibling) stack.push([c, it[1] + 1]);
      }
      return best;
    }
    // Elements per depth below root, equal runs merged: "1-509:1,510:91".
    function histogram(root) {
      var h = [], stack = [[root, 0]];
      while (stack.length) {
        var it = stack.pop();
        if (it[1]) h[it[1]] = (h[it[1]] || 0) + 1;
        for (var c = it[0].firstElementChild; c; c = c.nextElementSibling) stack.push([c, it[1] + 1]);
      }
      var out = [], start = 1;
      for (var d = 1; d < h.length; d++) {
        if (d + 1 < h.length && h[d + 1] === h[d]) continue;
        out.push((start === d ? d : start + "-" + d) + ":" + h[d]);
        start = d + 1;
      }
      return out.join(",");
    }
    // Where the text nodes under root are: "<data>:<parent>@<parent depth>", in tree order.
    function texts(root) {
      var w = document.createTreeWalker(root, NodeFilter.SHOW_TEXT), n, out = [];
      while ((n = w.nextNode())) if (n.data.trim()) out.push(n.data.trim() + ":" + label(n.parentNode) + "@" + depth(n.parentNode, root));
      return out.join(" ");
    }
    // Tables at and past the depth limit, parsed with innerHTML. (A cell popped by the limit
    // followed by </table> hangs WebKit's parser: not here. Columns: popped-mode-elements.)
    var m = "";
    for (var i = 1; i <= 600; i++) m += "<div id=d" + i + ">";
    function parse(markup) { var c = document.createElement("div"); c.innerHTML = markup; return c; }
    function divs(n, p) { var s = ""; for (var k = 1; k <= n; k++) s += "<div id=" + p + k + ">"; return s; }
    function tbody(c) { var b = c.querySelector("tbody"); return b ? label(b.parentNode) + "@" + depth(b, c) + "/" + b.childElementCount : "none"; }
    var a = parse(m + "<table id=t><tr id=tr><td id=td>y</td></tr></table><p id=after>z</p>");
    t("tableAtLimit", function () { return ["t", "tr", "td", "after"].map(function (id) { return id + "=" + at(a, id); }).join(" ") + " tbody=" + tbody(a); });
    t("tableAtLimitTexts", function () { return texts(a); });
    t("tableAtLimitTopLevel", function () { return Array.prototype.map.call(a.children, label).join(","); });
    var b = parse(m + "<table id=t><td id=td>y</table><p id=after>z</p>");
    t("impliedRowAndCell", function () { return ["t", "td", "after"].map(function (id) { return id + "=" + at(b, id); }).join(" ") + " tbody=" + tbody(b) + " max=" + maxDepth(b); });
    t("impliedRowAndCellTexts", function () { return texts(b); });
    var f = parse(m + "<table id=t>" + divs(5, "f") + "x</table><p id=after>z</p>");
    t("fosterAtLimit", function () { return ["t", "f1", "f2", "f5", "after"].map(function (id) { return id + "=" + at(f, id); }).join(" ") + " max=" + maxDepth(f); });
    t("fosterAtLimitTexts", function () { return texts(f); });
    var g = parse(divs(500, "d") + "<table id=t>" + divs(30, "f") + "x");
    t("fosterBelowLimit", function () { return ["t", "f1", "f10", "f11", "f30"].map(function (id) { return id + "=" + at(g, id); }).join(" ") + " max=" + maxDepth(g); });
    var n = parse("<table><tr><td>".repeat(200) + "<span id=x>x</span>");
    t("nestedTablesElements", function () { return n.getElementsByTagName("*").length; });
    t("nestedTablesMaxDepth", function () { return maxDepth(n); });
    t("nestedTablesHistogram", function () { return histogram(n); });
    t("nestedTablesSpan", function () { return at(n, "x"); });
    var o = parse("<table><tr><td>".repeat(120) + "<span id=x>x</span>");
    t("nestedTables120", function () { return at(o, "x") + " max=" + maxDepth(o); });
    var p = parse("<table><td>".repeat(200) + "<span id=x>x</span>");
    t("nestedTablesImpliedRows", function () { return at(p, "x") + " max=" + maxDepth(p) + " " + p.getElementsByTagName("*").length; });
    args.completionFunction(r);
  }
};
