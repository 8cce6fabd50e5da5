// Selectors with shadow trees: :host, :host(<compound>), ::slotted(), :host-context (not in
// WebKit), :defined, and the scope of querySelector/matches/closest.
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
    var h = document.createElement("div"); h.className = "hc"; h.id = "h"; document.body.appendChild(h);
    var hs = h.attachShadow({ mode: "open" });
    hs.innerHTML = "<p class=q id=p1>x<slot></slot><span id=sp>s</span></p><p id=p2></p>";
    h.innerHTML = "<em class=sl>e</em>";
    var p1 = hs.getElementById("p1");
    t("qsaHostDescendant", function () { return hs.querySelectorAll(":host p").length + "," + hs.querySelectorAll(":host *").length; });
    t("qsaHostChild", function () { return hs.querySelectorAll(":host > p").length + "," + hs.querySelectorAll(":host > span").length; });
    t("qsaHostArg", function () { return hs.querySelectorAll(":host(.hc) p").length + "," + hs.querySelectorAll(":host(#h) > p").length + "," + hs.querySelectorAll(":host(.zz) p").length + "," + hs.querySelectorAll(":host(div.hc) span").length; });
    t("qsHostAlone", function () { return hs.querySelector(":host"); });
    t("qsHostSpan", function () { return hs.querySelector(":host span").id; });
    t("matchesHostDescendant", function () { return p1.matches(":host p") + "," + p1.matches(":host(div) > p") + "," + p1.matches(":host(span) > p"); });
    t("matchesHostSibling", function () { return hs.getElementById("p2").matches(":host + p") + "," + hs.getElementById("p2").matches(":host ~ p"); });
    t("matchesHostTwice", function () { return p1.matches(":host:host p") + "," + p1.matches(":host(.hc):host(div) p"); });
    t("matchesHostWithType", function () { return p1.matches("div:host p") + "," + p1.matches("*:host p"); });
    t("matchesBeyondHost", function () { return p1.matches("body :host p") + "," + p1.matches("body p"); });
    t("hostMatchesFromOutside", function () { return h.matches(":host") + "," + h.matches(":host(.hc)") + "," + h.matches(":not(:host)"); });
    t("notHost", function () { return hs.querySelectorAll(":not(:host) p").length + "," + p1.matches(":not(:host)"); });
    t("isHost", function () { return hs.querySelectorAll(":is(:host) p").length; });
    t("documentQsaHost", function () { return document.querySelectorAll(":host").length + "," + document.querySelectorAll(":host p").length; });
    t("slottedQsa", function () { return hs.querySelectorAll("::slotted(em)").length + "," + hs.querySelectorAll("slot::slotted(*)").length; });
    t("slottedMatches", function () { return h.firstChild.matches("::slotted(em)"); });
    tn("slottedBare", function () { return hs.querySelectorAll("::slotted").length; });
    tn("badHostComplex", function () { return hs.querySelector(":host(p q)"); });
    tn("badHostEmpty", function () { return hs.querySelector(":host()"); });
    tn("badSlottedEmpty", function () { return hs.querySelector("::slotted()"); });
    tn("hostContext", function () { return hs.querySelectorAll(":host-context(body) p").length; });
    t("hostPseudoElement", function () { return hs.querySelector(":host::before"); });
    t("hostCase", function () { return hs.querySelectorAll(":HOST p").length; });
    t("closestStopsAtRoot", function () { return hs.getElementById("sp").closest("div") + "," + hs.getElementById("sp").closest("p").id + "," + hs.getElementById("sp").closest(":host p"); });
    t("scopeInShadow", function () { return hs.querySelectorAll(":scope > p").length + "," + p1.querySelectorAll(":scope > span").length; });
    t("rootInShadow", function () { return hs.querySelectorAll(":root").length + "," + hs.querySelectorAll(":root p").length; });
    t("firstChildInShadow", function () { return p1.matches(":first-child") + "," + hs.getElementById("p2").matches(":last-child") + "," + hs.querySelectorAll("p:only-child").length; });
    t("defined", function () {
      return [document.createElement("div").matches(":defined"), document.createElement("x-y").matches(":defined"),
        document.createElementNS("http://www.w3.org/2000/svg", "svg").matches(":defined"),
        document.createElementNS("http://www.w3.org/2000/svg", "x-y").matches(":defined"),
        document.createElement("font-face").matches(":defined")].join();
    });
    t("nestedHost", function () {
      var mid = hs.getElementById("p2"); var ms = mid.attachShadow({ mode: "open" }); ms.innerHTML = "<i id=deep></i>";
      var deep = ms.getElementById("deep");
      return [deep.matches(":host i"), deep.matches(":host(p) i"), deep.matches(":host(div) i"), deep.matches(":host(p) > i")].join();
    });
    t("getElementsByClassNameInShadow", function () { return hs.querySelectorAll(".q").length + "," + document.getElementsByClassName("q").length; });
    args.completionFunction(r);
  }
};
