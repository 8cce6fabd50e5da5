// The depth limit inside a <template> of the page (counted from the document: the template and
// its ancestors are on the parser's stack) and a template opened at the limit.
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
    // A <template> 103 deep in the page holding 600 nested divs (t1…t600), then a template
    // opened past the limit (in <section id=S> after 600 divs s1…s600).
    function $(id) { return document.getElementById(id); }
    var c = $("tpl").content;
    t("templateDepth", function () { return depth($("tpl"), document); });
    t("templateChildren", function () { return $("tpl").childNodes.length; });
    t("contentMaxDepth", function () { return maxDepth(c); });
    t("contentHistogram", function () { return histogram(c); });
    ["t1", "t408", "t409", "t410", "t600"].forEach(function (id) { t(id, function () { return at(c, id); }); });
    t("lateTemplate", function () { return at(document, "tp2"); });
    t("lateTemplateContent", function () { return $("tp2").content.childNodes.length; });
    t("lateTemplateDiv", function () { return at(document, "in"); });
    t("tail", function () { return at(document, "tail"); });
    t("textsS", function () { return texts($("S")); });
    t("bodyChildren", function () { return Array.prototype.map.call(document.body.children, label).join(","); });
    t("htmlChildren", function () { return Array.prototype.map.call(document.documentElement.children, label).join(","); });
    args.completionFunction(r);
  }
};
