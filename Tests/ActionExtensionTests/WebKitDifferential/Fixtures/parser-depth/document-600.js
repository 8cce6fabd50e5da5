// The HTML parser's depth limit (maximumHTMLParserDOMTreeDepth, 512) in document parsing: a
// page whose <body> holds 600 nested <div>s. Where the chain stops, where the divs past the
// limit went, how many children the elements at the limit have.
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
    // The page's body is exactly the nested <div id=dN> chain, N = 1…last.
    var last = document.body.getElementsByTagName("div").length;
    t("divs", function () { return last; });
    t("bodyChildren", function () { return document.body.childElementCount; });
    t("maxDepth", function () { return maxDepth(document); });
    t("histogramUnderBody", function () { return histogram(document.body); });
    t("chainFromBody", function () { var n = 0; for (var e = document.body.firstElementChild; e; e = e.firstElementChild) n++; return n; });
    [1, 2, 508, 509, 510, 511, 512, last - 1, last].forEach(function (i) {
      t("d" + (i === last ? "Last" : i === last - 1 ? "BeforeLast" : i), function () { return at(document, "d" + i); });
    });
    t("lastChildOfD509", function () { return label(document.getElementById("d509").lastElementChild); });
    t("deepestHasChildren", function () { return document.getElementById("d" + last).hasChildNodes(); });
    args.completionFunction(r);
  }
};
