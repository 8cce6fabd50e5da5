// The depth limit in foreign content: 600 nested <svg><g> and <math><mrow> in the page, a
// self-closing element at the limit, and <math><mi> (an integration point) by innerHTML.
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
    // In the page: <section id=S><svg id=svg> with 600 nested <g id=gN> then text;
    // <section id=M><math id=math> with 600 nested <mrow id=mN> then text;
    // <section id=H><svg id=svg2> with 600 nested <g id=hN>, then <rect id=self />, </g>,
    // <circle id=after />.
    function $(id) { return document.getElementById(id); }
    t("maxDepth", function () { return maxDepth(document); });
    t("svg", function () { return at(document, "svg"); });
    t("histogramS", function () { return histogram($("S")); });
    ["g1", "g507", "g508", "g509", "g510", "g600"].forEach(function (id) { t(id, function () { return at(document, id); }); });
    t("namespaceG600", function () { return $("g600").namespaceURI; });
    t("textsS", function () { return texts($("S")); });
    t("math", function () { return at(document, "math"); });
    ["m508", "m509", "m510", "m600"].forEach(function (id) { t(id, function () { return at(document, id); }); });
    t("namespaceM600", function () { return $("m600").namespaceURI; });
    t("textsM", function () { return texts($("M")); });
    ["h508", "h509", "h600", "self", "after"].forEach(function (id) { t(id, function () { return at(document, id); }); });
    t("sections", function () { return Array.prototype.map.call(document.body.children, label).join(","); });
    var c = document.createElement("div");
    var s = "<svg id=fs>";
    for (var i = 1; i <= 600; i++) s += "<g id=k" + i + ">";
    c.innerHTML = s + "w<rect id=r2 /></g><circle id=c2 />";
    t("fragmentSvg", function () { return ["k509", "k510", "k511", "k600", "r2", "c2"].map(function (id) { return at(c, id); }).join(" ") + " max=" + maxDepth(c); });
    t("fragmentSvgTexts", function () { return texts(c); });
    var d = document.createElement("div");
    d.innerHTML = "<math>" + "<mi>".repeat(600) + "v";
    t("fragmentMathMi", function () { return histogram(d) + " " + texts(d) + " " + d.querySelectorAll("mi").length; });
    t("fragmentMathMiNamespaces", function () { var l = d.querySelectorAll("mi"); return l[0].namespaceURI + " " + l[1].namespaceURI + " " + l[l.length - 1].namespaceURI; });
    args.completionFunction(r);
  }
};
