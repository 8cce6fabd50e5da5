// The depth limit in fragment parsing: innerHTML (detached, and on a context 10 or 300 deep),
// insertAdjacentHTML, outerHTML, createContextualFragment, <template>.innerHTML, and DOMParser
// (a document): counted per parser from the fragment's root, not from the document.
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
    // Every fragment entry point parses "<div id=dN>" × 600 (N = 1…600) into a context that is
    // itself 10 (or 300) elements deep in the document.
    var m = "";
    for (var i = 1; i <= 600; i++) m += "<div id=d" + i + ">";
    function context(n) {
      var top = document.createElement("div"), c = top;
      top.id = "ctx1";
      for (var k = 2; k <= n; k++) { var s = document.createElement("section"); s.id = "ctx" + k; c.appendChild(s); c = s; }
      document.body.appendChild(top);
      return c;
    }
    function summary(root) { return ["d1", "d510", "d511", "d512", "d600"].map(function (id) { return at(root, id); }).join(" ") + " max=" + maxDepth(root); }
    t("innerHTMLDetached", function () { var c = document.createElement("div"); c.innerHTML = m; return summary(c); });
    t("innerHTMLContextDepth", function () { return depth(context(10), document); });
    t("innerHTMLAtDepth10", function () { var c = context(10); c.innerHTML = m; return summary(c); });
    t("innerHTMLAtDepth10FromDocument", function () { var c = context(10); c.innerHTML = m; return maxDepth(document.documentElement) + 1; });
    t("innerHTMLAtDepth300", function () { var c = context(300); c.innerHTML = m; return summary(c); });
    t("innerHTMLHistogram", function () { var c = document.createElement("div"); c.innerHTML = m; return histogram(c); });
    t("insertAdjacentBeforeend", function () { var c = context(10); c.insertAdjacentHTML("beforeend", m); return summary(c); });
    t("insertAdjacentAfterend", function () { var c = context(10), p = c.parentNode; c.insertAdjacentHTML("afterend", m); return summary(p); });
    t("insertAdjacentAfterbegin", function () { var c = context(10); c.innerHTML = "<i id=old></i>"; c.insertAdjacentHTML("afterbegin", m); return summary(c) + " old=" + at(c, "old"); });
    t("outerHTML", function () { var c = context(10), x = document.createElement("p"); c.appendChild(x); x.outerHTML = m; return summary(c); });
    t("createContextualFragment", function () { var c = context(10), g = document.createRange(); g.selectNodeContents(c); return summary(g.createContextualFragment(m)); });
    t("createContextualFragmentDetachedRange", function () { var g = document.createRange(); g.selectNodeContents(document.body); return summary(g.createContextualFragment(m)); });
    t("templateInnerHTML", function () { var tp = document.createElement("template"); context(10).appendChild(tp); tp.innerHTML = m; return summary(tp.content); });
    t("templateContentChildren", function () { var tp = document.createElement("template"); tp.innerHTML = m; return tp.content.childElementCount + " " + label(tp.content.firstElementChild); });
    t("domParser", function () { var d = new DOMParser().parseFromString("<!DOCTYPE html><body>" + m, "text/html"); return ["d508", "d509", "d510", "d511", "d600"].map(function (id) { return at(d, id); }).join(" ") + " max=" + maxDepth(d); });
    t("domParserBelow300", function () {
      var s = ""; for (var k = 1; k <= 300; k++) s += "<section>";
      var d = new DOMParser().parseFromString("<!DOCTYPE html><body>" + s + m, "text/html");
      return ["d208", "d209", "d210", "d600"].map(function (id) { return at(d, id); }).join(" ") + " max=" + maxDepth(d);
    });
    t("domParserInHead", function () { var d = new DOMParser().parseFromString("<!DOCTYPE html><head><noscript>" + m, "text/html"); return at(d, "d1") + " " + at(d, "d510") + " max=" + maxDepth(d); });
    args.completionFunction(r);
  }
};
