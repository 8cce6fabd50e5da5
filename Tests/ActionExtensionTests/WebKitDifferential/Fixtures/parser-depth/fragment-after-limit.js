// innerHTML past the depth limit: text, comments and void elements (which pop the current node
// at the limit), end tags, balanced markup, lists.
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
    // innerHTML of "<div id=dN>" × 600 followed by text, a comment, void elements, end tags;
    // and balanced markup (which the fragment fast path may take).
    var m = "";
    for (var i = 1; i <= 600; i++) m += "<div id=d" + i + ">";
    function parse(markup) { var c = document.createElement("div"); c.innerHTML = markup; return c; }
    function nested(tag, n) { var s = ""; for (var k = 1; k <= n; k++) s += "<" + tag + " id=" + tag[0] + k + ">"; return s; }
    function close(tag, n) { var s = ""; for (var k = 0; k < n; k++) s += "</" + tag + ">"; return s; }
    t("text", function () { return texts(parse(m + "x")); });
    t("textThenP", function () { var c = parse(m + "x<p id=r>y"); return texts(c) + " r=" + at(c, "r"); });
    t("comment", function () { var c = parse(m + "<!--c-->"), w = document.createTreeWalker(c, NodeFilter.SHOW_COMMENT), n = w.nextNode(); return label(n.parentNode) + "@" + depth(n.parentNode, c); });
    t("endTagAfterComment", function () { return at(parse(m + "<!--c--></div><p id=r>"), "r"); });
    t("endTagAfterText", function () { return at(parse(m + "x</div><p id=r>"), "r"); });
    t("endTagAlone", function () { return at(parse(m + "</div><p id=r>"), "r"); });
    t("endTagAfterBr", function () { var c = parse(m + "<br id=br></div><p id=r>"); return at(c, "br") + " r=" + at(c, "r"); });
    t("endTagAfterImg", function () { var c = parse(m + "<img id=im></div><p id=r>"); return at(c, "im") + " r=" + at(c, "r"); });
    t("endTagAfterInput", function () { var c = parse(m + "<input id=in></div><p id=r>"); return at(c, "in") + " r=" + at(c, "r"); });
    t("endTags50", function () { return at(parse(m + close("div", 50) + "<p id=r>"), "r"); });
    t("endTags100", function () { return at(parse(m + close("div", 100) + "<p id=r>"), "r"); });
    t("endTags600", function () { return at(parse(m + close("div", 600) + "<p id=r>"), "r"); });
    t("spanEndTag", function () { var c = parse(m + "<span id=s><i id=i></span><p id=r>"); return at(c, "s") + " " + at(c, "i") + " r=" + at(c, "r"); });
    t("balanced511", function () { var c = parse(nested("div", 511) + close("div", 511)); return at(c, "d511") + " max=" + maxDepth(c); });
    t("balanced512", function () { var c = parse(nested("div", 512) + close("div", 512)); return at(c, "d511") + " " + at(c, "d512") + " max=" + maxDepth(c); });
    t("balanced600", function () { var c = parse(nested("div", 600) + "x" + close("div", 600) + "<p id=r>"); return histogram(c) + " " + texts(c) + " r=" + at(c, "r"); });
    t("balancedSpans", function () { var c = parse(nested("span", 600) + close("span", 600)); return at(c, "s511") + " " + at(c, "s512") + " " + at(c, "s600") + " max=" + maxDepth(c); });
    t("flatWithinLimit", function () { var c = parse(nested("div", 509) + "<p id=p1>a</p><p id=p2>b</p>"); return at(c, "p1") + " " + at(c, "p2"); });
    t("listItems", function () { var c = parse("<ul><li>".repeat(400) + "x"); return histogram(c) + " " + texts(c); });
    args.completionFunction(r);
  }
};
