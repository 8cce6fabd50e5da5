// The depth limit through setHTMLUnsafe, Document.parseHTMLUnsafe, a shadow root's innerHTML
// and setHTMLUnsafe, and a declarative shadow root.
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
    // The newer entry points: setHTMLUnsafe, Document.parseHTMLUnsafe, a shadow root's
    // innerHTML and setHTMLUnsafe, and a declarative shadow root parsed by setHTMLUnsafe.
    var m = "";
    for (var i = 1; i <= 600; i++) m += "<div id=d" + i + ">";
    function context(n) {
      var top = document.createElement("div"), c = top;
      for (var k = 2; k <= n; k++) { var s = document.createElement("section"); c.appendChild(s); c = s; }
      document.body.appendChild(top);
      return c;
    }
    function summary(root) { return ["d1", "d510", "d511", "d512", "d600"].map(function (id) { return at(root, id); }).join(" ") + " max=" + maxDepth(root); }
    t("setHTMLUnsafe", function () { var c = context(10); c.setHTMLUnsafe(m); return summary(c); });
    t("parseHTMLUnsafe", function () { var d = Document.parseHTMLUnsafe(m); return ["d509", "d510", "d511"].map(function (id) { return at(d, id); }).join(" ") + " max=" + maxDepth(d); });
    t("shadowInnerHTML", function () { var c = context(10), s = c.attachShadow({ mode: "open" }); s.innerHTML = m; return summary(s); });
    t("shadowSetHTMLUnsafe", function () { var c = context(10), s = c.attachShadow({ mode: "open" }); s.setHTMLUnsafe(m); return summary(s); });
    t("declarativeShadowRoot", function () {
      var c = context(10);
      c.setHTMLUnsafe("<div id=host><template shadowrootmode=open>" + m + "</template></div>");
      var s = c.querySelector("#host").shadowRoot;
      return s ? summary(s) : "no shadow root";
    });
    args.completionFunction(r);
  }
};
