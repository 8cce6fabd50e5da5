// Events across shadow boundaries: retargeting, composed, composedPath() (closed trees
// hidden), the path through slots, target after dispatch, relatedTarget, focus.
var ExtensionPreprocessingJS = {
  run: function (args) {
    var r = {};
    var log = [];
    function nm(n) {
      return n === null ? "null" : n === undefined ? "undefined" : n === window ? "window" : n === document ? "document" : n instanceof ShadowRoot ? "shadow(" + nm(n.host) + ")" : n.nodeType === 3 ? "#text" : (n.id || n.nodeName);
    }
    function rec(e) { log.push(nm(e.currentTarget) + ":" + nm(e.target) + ":" + e.eventPhase); }
    function take() { var s = log.join(" "); log = []; return s; }
    var host = document.createElement("div"); host.id = "host"; document.body.appendChild(host);
    var a = document.createElement("span"); a.id = "a"; a.slot = "s1"; host.appendChild(a);
    var sr = host.attachShadow({ mode: "open" });
    sr.innerHTML = "<div id=inner><slot id=s1 name=s1></slot><slot id=def></slot></div>";
    var inner = sr.getElementById("inner"), s1 = sr.getElementById("s1");
    [window, document, document.body, host, sr, inner, s1, a].forEach(function (n) {
      n.addEventListener("foo", rec); n.addEventListener("foo", rec, true);
    });
    inner.dispatchEvent(new Event("foo", { bubbles: true }));
    r.notComposed = take();
    inner.dispatchEvent(new Event("foo", { bubbles: true, composed: true }));
    r.composed = take();
    inner.dispatchEvent(new Event("foo", { composed: true }));
    r.composedNoBubble = take();
    a.dispatchEvent(new Event("foo", { bubbles: true }));
    r.throughSlot = take();
    sr.dispatchEvent(new Event("foo", { bubbles: true }));
    r.atShadowRoot = take();
    sr.dispatchEvent(new Event("foo", { bubbles: true, composed: true }));
    r.atShadowRootComposed = take();
    var cp = "";
    function path(e) { cp = e.composedPath().map(nm).join(); }
    a.addEventListener("p1", path);
    a.dispatchEvent(new Event("p1", { bubbles: true }));
    r.pathFromSlotted = cp;
    inner.addEventListener("p2", path);
    inner.dispatchEvent(new Event("p2"));
    r.pathNotComposed = cp;
    document.addEventListener("p3", function (e) { path(e); cp += "|" + nm(e.target); });
    inner.dispatchEvent(new Event("p3", { bubbles: true, composed: true }));
    r.pathFromDocument = cp;
    var ev = new Event("q", { bubbles: true, composed: true });
    inner.dispatchEvent(ev);
    r.afterDispatchInShadow = nm(ev.target) + "," + ev.composedPath().length + "," + nm(ev.currentTarget) + "," + ev.eventPhase;
    var ev2 = new Event("q", { bubbles: true });
    a.dispatchEvent(ev2);
    r.afterDispatchLight = nm(ev2.target);
    r.composedPathOutside = new Event("x").composedPath().length;
    // closed
    var ch = document.createElement("p"); ch.id = "ch"; document.body.appendChild(ch);
    var light = document.createElement("em"); light.id = "light"; ch.appendChild(light);
    var cs = ch.attachShadow({ mode: "closed" }); cs.innerHTML = "<div id=cdiv><slot id=cslot></slot></div>";
    var cdiv = cs.getElementById("cdiv");
    var seen = [];
    document.addEventListener("z", function (e) { seen.push("document:" + e.composedPath().map(nm).join() + "|" + nm(e.target)); });
    cdiv.addEventListener("z", function (e) { seen.push("cdiv:" + e.composedPath().map(nm).join() + "|" + nm(e.target)); });
    cs.addEventListener("z", function (e) { seen.push("cs:" + e.composedPath().map(nm).join() + "|" + nm(e.target)); });
    ch.addEventListener("z", function (e) { seen.push("ch:" + e.composedPath().map(nm).join() + "|" + nm(e.target)); });
    cdiv.dispatchEvent(new Event("z", { bubbles: true, composed: true }));
    r.closedFromInside = seen.join(" ; "); seen = [];
    light.addEventListener("z", function (e) { seen.push("light:" + e.composedPath().map(nm).join() + "|" + nm(e.target)); });
    cs.getElementById("cslot").addEventListener("z", function (e) { seen.push("cslot:" + e.composedPath().map(nm).join() + "|" + nm(e.target)); });
    light.dispatchEvent(new Event("z", { bubbles: true }));
    r.closedThroughSlot = seen.join(" ; "); seen = [];
    // nested shadow trees
    var outer = document.createElement("div"); outer.id = "outer"; document.body.appendChild(outer);
    var os = outer.attachShadow({ mode: "open" }); os.innerHTML = "<section id=mid></section>";
    var mid = os.getElementById("mid"); var ms = mid.attachShadow({ mode: "open" }); ms.innerHTML = "<b id=deepest>x</b>";
    var deepest = ms.getElementById("deepest");
    var targets = [];
    [document, outer, os, mid, ms, deepest].forEach(function (n) { n.addEventListener("n", function (e) { targets.push(nm(e.currentTarget) + ">" + nm(e.target)); }); });
    deepest.dispatchEvent(new Event("n", { bubbles: true, composed: true }));
    r.nested = targets.join(" ");
    // relatedTarget retargeting with a MouseEvent
    var rel = [];
    document.body.addEventListener("mouseover", function (e) { rel.push("body:" + nm(e.target) + "/" + nm(e.relatedTarget)); });
    inner.addEventListener("mouseover", function (e) { rel.push("inner:" + nm(e.target) + "/" + nm(e.relatedTarget)); });
    host.addEventListener("mouseover", function (e) { rel.push("host:" + nm(e.target) + "/" + nm(e.relatedTarget)); });
    inner.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, composed: true, relatedTarget: s1 }));
    r.relatedSameTree = rel.join(" "); rel = [];
    inner.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, composed: true, relatedTarget: document.body }));
    r.relatedOutside = rel.join(" "); rel = [];
    var me = new MouseEvent("mouseover", { bubbles: true, composed: true, relatedTarget: s1 });
    inner.dispatchEvent(me);
    r.relatedAfter = nm(me.target) + "," + nm(me.relatedTarget);
    // focus
    var fh = document.createElement("div"); fh.id = "fh"; document.body.appendChild(fh);
    var fs = fh.attachShadow({ mode: "open" }); fs.innerHTML = "<input id=inp><button id=btn>b</button>";
    var focusLog = [];
    ["focus", "focusin", "blur", "focusout"].forEach(function (type) {
      document.addEventListener(type, function (e) { focusLog.push("doc:" + type + ":" + nm(e.target) + "/" + nm(e.relatedTarget)); }, true);
      fs.getElementById("inp").addEventListener(type, function (e) { focusLog.push("inp:" + type + ":" + nm(e.target)); });
    });
    fs.getElementById("inp").focus();
    r.activeAfterFocus = nm(document.activeElement) + "," + nm(fs.activeElement) + "," + nm(sr.activeElement);
    fs.getElementById("btn").focus();
    r.activeAfterMove = nm(document.activeElement) + "," + nm(fs.activeElement);
    r.focusEvents = focusLog.join(" ");
    fh.remove();
    r.activeAfterRemove = nm(document.activeElement) + "," + nm(fs.activeElement);
    // click through a shadow tree activates
    var lh = document.createElement("a"); lh.href = "#x"; document.body.appendChild(lh);
    var bh = document.createElement("div"); document.body.appendChild(bh);
    var bs = bh.attachShadow({ mode: "open" }); bs.innerHTML = "<label><input type=checkbox id=cb></label>";
    bs.getElementById("cb").click();
    r.clickCheckbox = bs.getElementById("cb").checked;
    var clicks = [];
    document.addEventListener("click", function (e) { clicks.push(nm(e.target) + ":" + e.composed); });
    bs.getElementById("cb").click();
    r.clickSeenByDocument = clicks.join();
    args.completionFunction(r);
  }
};
