// Range and Selection at shadow boundaries; MutationObserver inside a shadow tree.
var ExtensionPreprocessingJS = {
  run: function (args) {
    var r = {};
    function tn(name, f) {
      try {
        var v = f();
        r[name] = v === null ? "null" : v === undefined ? "undefined" : typeof v === "object" ? String(v) : v;
      } catch (e) {
        r[name] = "throws " + e.name;
      }
    }
    function t(name, f) {
      try {
        var v = f();
        r[name] = v === null ? "null" : v === undefined ? "undefined" : typeof v === "object" ? String(v) : v;
      } catch (e) {
        r[name] = "throws " + e.name + ": " + e.message;
      }
    }
    function nm(n) {
      return n === null ? "null" : n === document ? "document" : n instanceof ShadowRoot ? "shadow(" + nm(n.host) + ")" : n.nodeType === 3 ? "#" + n.data : (n.id || n.nodeName);
    }
    var h = document.createElement("div"); h.id = "h"; document.body.appendChild(h);
    h.textContent = "light";
    var hs = h.attachShadow({ mode: "open" });
    hs.innerHTML = "<p id=p>shadow text<b id=b>bold</b></p>";
    var p = hs.getElementById("p"), text = p.firstChild;
    var hostIndex = Array.prototype.indexOf.call(document.body.childNodes, h);
    r.hostIndexKnown = hostIndex > 0;
    t("rangeInside", function () { var rg = document.createRange(); rg.setStart(text, 0); rg.setEnd(text, 6); return nm(rg.commonAncestorContainer) + "," + rg.toString() + "," + nm(rg.startContainer) + "," + rg.collapsed; });
    t("rangeAcross", function () { var rg = document.createRange(); rg.setStart(text, 0); rg.setEnd(hs.getElementById("b").firstChild, 2); return nm(rg.commonAncestorContainer) + "," + rg.toString(); });
    t("rangeShadowRootContainer", function () { var rg = document.createRange(); rg.selectNodeContents(hs); return nm(rg.startContainer) + "," + rg.endOffset + "," + rg.toString(); });
    t("rangeSelectNodeInShadow", function () { var rg = document.createRange(); rg.selectNode(p); return nm(rg.startContainer) + "," + rg.startOffset; });
    tn("rangeSelectShadowRoot", function () { var rg = document.createRange(); rg.selectNode(hs); return "selected"; });
    t("rangeBodyToShadow", function () { var rg = document.createRange(); rg.setStart(document.body, 0); rg.setEnd(text, 1); return nm(rg.startContainer) + "," + nm(rg.endContainer) + "," + rg.collapsed; });
    t("rangeShadowToBody", function () { var rg = document.createRange(); rg.setStart(text, 0); rg.setEnd(document.body, 1); return nm(rg.startContainer) + "," + nm(rg.endContainer) + "," + rg.collapsed; });
    tn("rangeComparePoint", function () { var rg = document.createRange(); rg.selectNodeContents(document.body); return rg.comparePoint(p, 0); });
    t("rangeIsPointInRange", function () { var rg = document.createRange(); rg.selectNodeContents(document.body); return rg.isPointInRange(p, 0); });
    t("rangeIntersectsNode", function () { var rg = document.createRange(); rg.selectNodeContents(document.body); return rg.intersectsNode(p) + "," + rg.intersectsNode(h); });
    t("rangeBodyContents", function () { var rg = document.createRange(); rg.selectNodeContents(h); return rg.toString(); });
    tn("rangeCompareBoundary", function () { var a = document.createRange(); a.setStart(text, 0); var b = document.createRange(); b.setStart(document.body, 0); return a.compareBoundaryPoints(Range.START_TO_START, b); });
    t("rangeExtract", function () { var rg = document.createRange(); rg.setStart(text, 0); rg.setEnd(text, 7); var f = rg.extractContents(); return f.textContent + "|" + hs.innerHTML; });
    t("rangeDeleteInShadow", function () { var rg = document.createRange(); rg.selectNode(hs.getElementById("b")); rg.deleteContents(); return hs.innerHTML; });
    t("liveRangeAfterMutation", function () { var rg = document.createRange(); rg.setStart(p.firstChild, 2); p.insertBefore(document.createTextNode("new "), p.firstChild); return nm(rg.startContainer) + "," + rg.startOffset; });
    t("staticRange", function () { var sr = new StaticRange({ startContainer: text, startOffset: 0, endContainer: document.body, endOffset: 0 }); return nm(sr.startContainer) + "," + nm(sr.endContainer) + "," + sr.collapsed; });
    var sel = getSelection();
    t("addRange", function () { sel.removeAllRanges(); var rg = document.createRange(); rg.setStart(p.firstChild, 0); rg.setEnd(p.firstChild, 1); sel.addRange(rg); return sel.rangeCount + "," + nm(sel.anchorNode) + "," + sel.toString(); });
    t("collapse", function () { sel.removeAllRanges(); sel.collapse(p.firstChild, 1); return sel.rangeCount + "," + nm(sel.anchorNode) + "," + (sel.anchorOffset === hostIndex) + "," + sel.isCollapsed; });
    t("setBaseAndExtent", function () { sel.removeAllRanges(); sel.setBaseAndExtent(p.firstChild, 0, p.firstChild, 2); return sel.rangeCount + "," + nm(sel.anchorNode) + "," + nm(sel.focusNode) + "," + (sel.anchorOffset === hostIndex) + "," + (sel.focusOffset === hostIndex) + "," + sel.isCollapsed; });
    t("selectAllChildren", function () { sel.removeAllRanges(); sel.selectAllChildren(p); return sel.rangeCount + "," + nm(sel.anchorNode) + "," + (sel.anchorOffset === hostIndex); });
    t("containsNode", function () { sel.removeAllRanges(); sel.selectAllChildren(document.body); return sel.containsNode(p) + "," + sel.containsNode(h) + "," + sel.containsNode(p, true); });
    t("documentGetSelection", function () { return document.getSelection() === sel; });
    sel.removeAllRanges();
    // MutationObserver
    var mo = new MutationObserver(function () {});
    mo.observe(hs, { childList: true, subtree: true, attributes: true, characterData: true });
    var moDoc = new MutationObserver(function () {});
    moDoc.observe(document, { childList: true, subtree: true, attributes: true });
    var moHost = new MutationObserver(function () {});
    moHost.observe(h, { childList: true, subtree: true });
    p.setAttribute("x", "1");
    hs.appendChild(document.createElement("hr"));
    p.firstChild.data = "changed";
    hs.innerHTML = "<i>replaced</i>";
    t("observerOnShadowRoot", function () { return mo.takeRecords().map(function (m) { return m.type + ":" + nm(m.target) + ":" + m.addedNodes.length + "/" + m.removedNodes.length; }).join(); });
    t("observerOnDocument", function () { return moDoc.takeRecords().length; });
    t("observerOnHost", function () { return moHost.takeRecords().length; });
    h.appendChild(document.createElement("u"));
    t("observerOnHostLight", function () { return moHost.takeRecords().length + "," + mo.takeRecords().length; });
    var asyncLog = [];
    var mo2 = new MutationObserver(function (records) { asyncLog.push(records.map(function (m) { return m.type + ":" + nm(m.target); }).join()); });
    mo2.observe(hs, { childList: true, subtree: true });
    hs.firstChild.appendChild(document.createTextNode("t"));
    setTimeout(function () { r.observerCallback = asyncLog.join(" "); args.completionFunction(r); }, 0);
  }
};
