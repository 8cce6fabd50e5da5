// Slots: named and manual assignment, assignedNodes/assignedElements (flattened), assignedSlot
// (null in closed trees), fallback content, and when `slotchange` fires.
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
    function nm(n) {
      return n === null ? "null" : n === undefined ? "undefined" : n instanceof ShadowRoot ? "shadow(" + nm(n.host) + ")" : n.nodeType === 3 ? "#" + n.data : (n.id || n.nodeName);
    }
    function list(nodes) { return nodes.map(nm).join(); }
    var host = document.createElement("div");
    document.body.appendChild(host);
    host.innerHTML = "<span id=a slot=s1>A</span><b id=b>B</b>text<i id=c slot=nope>C</i><!--x-->";
    var sr = host.attachShadow({ mode: "open" });
    sr.innerHTML = "<div id=inner><slot id=s1 name=s1></slot><slot id=def></slot><slot id=def2></slot><slot id=dup name=s1></slot></div>";
    var s1 = sr.getElementById("s1"), def = sr.getElementById("def");
    t("interface", function () { return String(s1) + "," + (s1 instanceof HTMLSlotElement); });
    t("s1", function () { return list(s1.assignedNodes()); });
    t("default", function () { return list(def.assignedNodes()); });
    t("secondDefault", function () { return list(sr.getElementById("def2").assignedNodes()); });
    t("duplicateName", function () { return list(sr.getElementById("dup").assignedNodes()); });
    t("defaultElements", function () { return list(def.assignedElements()); });
    t("assignedSlot", function () { return [host.children[0], host.children[1], host.childNodes[2], host.children[2], host.childNodes[4]].map(function (n) { return nm(n.assignedSlot); }).join(); });
    t("name", function () { return s1.name + "," + def.name + "," + (s1.name = "s2") + "," + s1.getAttribute("name"); });
    t("afterRename", function () { return list(s1.assignedNodes()) + "|" + list(sr.getElementById("dup").assignedNodes()) + "|" + nm(host.children[0].assignedSlot); });
    s1.name = "s1";
    t("slotAttributeChange", function () { host.children[1].slot = "s1"; return list(s1.assignedNodes()) + "|" + list(def.assignedNodes()); });
    host.children[1].removeAttribute("slot");
    t("removeSlot", function () { var s = sr.getElementById("def"); s.remove(); var x = list(sr.getElementById("def2").assignedNodes()); sr.getElementById("inner").insertBefore(s, sr.getElementById("def2")); return x + "|" + list(s.assignedNodes()); });
    t("moveSlotFirst", function () { var dup = sr.getElementById("dup"); sr.getElementById("inner").prepend(dup); var x = list(dup.assignedNodes()) + "|" + list(s1.assignedNodes()); sr.getElementById("inner").append(dup); return x; });
    t("slotOutsideShadow", function () { var s = document.createElement("slot"); s.innerHTML = "<b>x</b>"; document.body.appendChild(s); var x = s.assignedNodes().length + "," + s.assignedNodes({ flatten: true }).length; s.remove(); return x; });
    // closed tree: assignedSlot hidden
    var ch = document.createElement("div"); document.body.appendChild(ch);
    ch.innerHTML = "<em>x</em>";
    var cs = ch.attachShadow({ mode: "closed" }); cs.innerHTML = "<slot></slot>";
    t("closedAssignedSlot", function () { return nm(ch.firstChild.assignedSlot) + "," + list(cs.firstChild.assignedNodes()); });
    // flatten
    var outer = document.createElement("div"); document.body.appendChild(outer);
    outer.innerHTML = "<em id=f1>f</em>";
    var os = outer.attachShadow({ mode: "open" }); os.innerHTML = "<div id=ih><slot id=os></slot>tail</div>";
    var ih = os.getElementById("ih"); var is = ih.attachShadow({ mode: "open" });
    is.innerHTML = "<slot id=is>fallback</slot><slot id=empty name=zz><b>fb</b>t</slot>";
    var isl = is.getElementById("is");
    t("flatNo", function () { return list(isl.assignedNodes()); });
    t("flatYes", function () { return list(isl.assignedNodes({ flatten: true })); });
    t("flatElements", function () { return list(isl.assignedElements({ flatten: true })); });
    t("fallback", function () { return list(is.getElementById("empty").assignedNodes()) + "|" + list(is.getElementById("empty").assignedNodes({ flatten: true })) + "|" + list(is.getElementById("empty").assignedElements({ flatten: true })); });
    t("flattenNull", function () { return list(isl.assignedNodes(null)) + "|" + list(isl.assignedNodes({ flatten: 1 })); });
    // manual
    var mh = document.createElement("div"); document.body.appendChild(mh);
    var ms = mh.attachShadow({ mode: "open", slotAssignment: "manual" });
    ms.innerHTML = "<slot id=m1></slot><slot id=m2 name=n></slot>";
    var k1 = document.createElement("a"); k1.id = "k1"; k1.slot = "n"; mh.appendChild(k1);
    var k2 = document.createTextNode("k2"); mh.appendChild(k2);
    var m1 = ms.getElementById("m1"), m2 = ms.getElementById("m2");
    t("manualNone", function () { return list(m1.assignedNodes()) + "|" + list(m2.assignedNodes()) + "|" + nm(k1.assignedSlot); });
    t("manualAssign", function () { m1.assign(k1, k2); return list(m1.assignedNodes()) + "|" + nm(k1.assignedSlot) + "|" + nm(k2.assignedSlot); });
    t("manualMove", function () { m2.assign(k1); return list(m1.assignedNodes()) + "|" + list(m2.assignedNodes()); });
    t("manualDuplicates", function () { m2.assign(k1, k1); return list(m2.assignedNodes()); });
    var stranger = document.createElement("q"); stranger.id = "q";
    t("manualStranger", function () { m1.assign(stranger); return list(m1.assignedNodes()) + "|" + nm(stranger.assignedSlot); });
    t("manualStrangerArrives", function () { mh.appendChild(stranger); return list(m1.assignedNodes()) + "|" + nm(stranger.assignedSlot); });
    t("manualStrangerLeaves", function () { stranger.remove(); return list(m1.assignedNodes()); });
    t("manualEmpty", function () { m1.assign(); return list(m1.assignedNodes()); });
    t("assignBadArg", function () { return m1.assign(document.createComment("c")); });
    t("assignInNamed", function () { s1.assign(host.children[1]); return list(s1.assignedNodes()); });
    t("manualSlotMovedToOtherTree", function () {
      var h2 = document.createElement("div"); document.body.appendChild(h2);
      var s2 = h2.attachShadow({ mode: "open", slotAssignment: "manual" });
      var child = document.createElement("u"); h2.appendChild(child);
      var slot = document.createElement("slot"); slot.assign(child);
      var before = list(slot.assignedNodes());
      s2.appendChild(slot);
      return before + "|" + list(slot.assignedNodes());
    });
    // slotchange
    var log = [];
    s1.addEventListener("slotchange", function (e) { log.push("s1:" + nm(e.target) + ":" + e.bubbles + ":" + e.composed + ":" + e.isTrusted + ":" + e.eventPhase); });
    def.addEventListener("slotchange", function (e) { log.push("def:" + nm(e.target)); });
    sr.addEventListener("slotchange", function (e) { log.push("sr:" + nm(e.target)); });
    host.addEventListener("slotchange", function (e) { log.push("host:" + nm(e.target)); });
    sr.onslotchange = function (e) { log.push("onslotchange"); };
    var u = document.createElement("u"); u.slot = "s1"; host.appendChild(u);
    log.push("sync");
    Promise.resolve().then(function () { log.push("microtask"); });
    setTimeout(function () {
      r.slotchangeInitial = log.join(" ");
      log = [];
      host.children[1].slot = "s1";
      Promise.resolve().then(function () { log.push("microtask"); });
      setTimeout(function () {
        r.slotchangeRename = log.join(" ");
        log = [];
        var mo = new MutationObserver(function () { log.push("mutation"); });
        mo.observe(host, { childList: true });
        host.appendChild(document.createTextNode("more"));
        Promise.resolve().then(function () { log.push("microtask"); });
        setTimeout(function () {
          r.slotchangeWithObserver = log.join(" ");
          log = [];
          host.textContent = "";
          setTimeout(function () {
            r.slotchangeClear = log.join(" ");
            log = [];
            var fb = document.createElement("slot"); fb.id = "fb"; fb.name = "zzz";
            fb.addEventListener("slotchange", function () { log.push("fb"); });
            sr.appendChild(fb);
            setTimeout(function () {
              r.slotchangeEmptySlotInserted = log.join(" ");
              log = [];
              fb.appendChild(document.createTextNode("fallback"));
              host.appendChild(document.createTextNode("x"));
              setTimeout(function () {
                r.slotchangeFallbackChange = log.join(" ");
                args.completionFunction(r);
              }, 0);
            }, 0);
          }, 0);
        }, 0);
      }, 0);
    }, 0);
  }
};
