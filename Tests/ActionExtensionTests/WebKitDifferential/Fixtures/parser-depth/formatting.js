// Formatting elements past the depth limit: 600 nested <b> (all different, so the list of
// active formatting elements keeps them all) then <p>x</p>y: reconstructing the formatting
// elements popped by the limit re-creates them nested past it. Also the adoption agency and
// identical <b> (Noah's Ark keeps three).
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
    // In the page: <b title=N> × 600 (N = 1…600), then <p id=p>x</p>y. Also by innerHTML: the
    // same, the adoption agency (…<p>x</b>y), and identical <b> (Noah's Ark keeps three).
    function bt(n) { var s = ""; for (var k = 1; k <= n; k++) s += "<b title=" + k + ">"; return s; }
    function summary(root, prefix) {
      var bs = root.getElementsByTagName("b"), clones = 0, seen = {};
      for (var k = 0; k < bs.length; k++) { var ti = bs[k].getAttribute("title"); if (ti && seen[ti]) clones++; seen[ti] = 1; }
      t(prefix + "Elements", function () { return root.getElementsByTagName("*").length; });
      t(prefix + "Bs", function () { return bs.length; });
      t(prefix + "SecondCopies", function () { return clones; });
      t(prefix + "MaxDepth", function () { return maxDepth(root); });
      t(prefix + "Histogram", function () { return histogram(root === document ? document.body : root); });
      t(prefix + "Ps", function () { return Array.prototype.map.call(root.getElementsByTagName("p"), function (p) { return label(p.parentNode) + "@" + depth(p, root) + ":" + p.textContent; }).join(" "); });
      t(prefix + "Texts", function () { return texts(root === document ? document.body : root); });
    }
    summary(document, "page");
    function parse(markup) { var c = document.createElement("div"); c.innerHTML = markup; return c; }
    summary(parse(bt(600) + "<p id=p>x</p>y"), "fragment");
    summary(parse(bt(600) + "<p id=p>x</b>y"), "adoption");
    summary(parse(bt(600) + "x"), "textOnly");
    summary(parse(bt(600) + "<div>x</div>y"), "div");
    summary(parse("<b>".repeat(600) + "<p id=p>x</p>y"), "identical");
    summary(parse("<div>".repeat(508) + "<b><p>x</b>y"), "adoptionBelowLimit");
    args.completionFunction(r);
  }
};
