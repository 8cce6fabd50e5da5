// Where the depth limit pops an element that the parser's insertion mode relies on (innerHTML):
// a <template>, a <colgroup>, a table cell, a <select>. WebKit keeps the mode without its
// element; what follows lands in unusual places (a cell popped this way followed by </table>
// hangs WebKit's parser, so no case here ends that way).
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
    // innerHTML where the limit pops an element the insertion mode relies on (a template, a
    // column group, a cell, a select): the mode stays, its element is gone. Each case starts
    // with unlabelled nested divs, so "div" is the nearest of them.
    function parse(markup) { var c = document.createElement("div"); c.innerHTML = markup; return c; }
    function report(name, c, ids) {
      t(name, function () { return ids.map(function (id) { return id + "=" + at(c, id); }).join(" ") + " max=" + maxDepth(c); });
      t(name + "Texts", function () { return texts(c); });
      t(name + "TopLevel", function () { return Array.prototype.map.call(c.children, label).join(","); });
    }
    var tp = parse("<div>".repeat(600) + "<template id=tp><div id=in>q</div></template><p id=tail>z</p>");
    report("templateAtLimit", tp, ["tp", "in", "tail"]);
    t("templateAtLimitContent", function () { return tp.querySelector("#tp").content.childNodes.length; });
    report("colgroupAtLimit", parse("<div>".repeat(509) + "<table id=t><colgroup id=cg><col id=col></colgroup><tr id=tr><td id=td>y</td></tr></table><p id=after>z</p>"), ["t", "cg", "col", "tr", "td", "after"]);
    report("colAtLimit", parse("<div>".repeat(509) + "<table id=t><col id=col><tr id=tr><td id=td>y</td></tr></table><p id=after>z</p>"), ["t", "col", "tr", "td", "after"]);
    report("cellPoppedAtEnd", parse("<div>".repeat(508) + "<table id=t><tr id=tr><td id=td><div id=q>x"), ["t", "tr", "td", "q"]);
    report("cellPoppedThenCellEnd", parse("<div>".repeat(508) + "<table id=t><tr id=tr><td id=td><div id=q>x</div></td>y"), ["t", "tr", "td", "q"]);
    report("selectAtLimit", parse("<div>".repeat(510) + "<select id=s><option id=o1>a<option id=o2>b</select><p id=after>z"), ["s", "o1", "o2", "after"]);
    args.completionFunction(r);
  }
};
