// What comes after the depth limit in document parsing: text, a comment, a void element, a
// <p>, and end tags (the stack of open elements never grows past the limit: an element
// inserted at the limit replaces the current node on it, so later end tags close ancestors).
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
    // Each <section id=X> holds 600 nested <div id=xN> (X's letter in lower case), then:
    // A: text, a comment, <br>, <p>; B: 600 </div> then <p>; C: 1 </div> then <p>;
    // D: 50 </div>; E: 100 </div>; F: a comment, 1 </div>, <p>; G: <br>, 1 </div>, <p>.
    function $(id) { return document.getElementById(id); }
    t("maxDepth", function () { return maxDepth(document); });
    t("sectionA", function () { return at(document, "A"); });
    t("histogramA", function () { return histogram($("A")); });
    ["a507", "a508", "a509", "a510", "a600"].forEach(function (id) { t(id, function () { return at(document, id); }); });
    t("textsA", function () { return texts($("A")); });
    t("commentA", function () { var w = document.createTreeWalker($("A"), NodeFilter.SHOW_COMMENT), c = w.nextNode(); return c ? label(c.parentNode) + "@" + depth(c.parentNode, document) : "none"; });
    t("brA", function () { return at(document, "Abr"); });
    t("pA", function () { return at(document, "Ap"); });
    t("lastChildOfA508", function () { return label($("a508").lastElementChild); });
    ["Bp", "Cp", "Dp", "Ep", "Fp", "Gp"].forEach(function (id) { t(id, function () { return at(document, id); }); });
    t("brG", function () { return at(document, "Gbr"); });
    t("commentF", function () { var w = document.createTreeWalker($("F"), NodeFilter.SHOW_COMMENT), c = w.nextNode(); return c ? label(c.parentNode) + "@" + depth(c.parentNode, document) : "none"; });
    t("sectionsInBody", function () { return Array.prototype.map.call(document.body.children, label).join(","); });
    t("elements", function () { return document.body.getElementsByTagName("*").length; });
    args.completionFunction(r);
  }
};
