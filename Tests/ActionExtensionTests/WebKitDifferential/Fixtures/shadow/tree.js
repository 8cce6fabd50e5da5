// A shadow tree as a tree: innerHTML, lookups that do not cross the boundary, isConnected,
// getRootNode, contains, the host's light-tree serialization, removal and adoption.
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
    var d = document.createElement("div");
    d.id = "host";
    document.body.appendChild(d);
    d.appendChild(document.createTextNode("light"));
    var sr = d.attachShadow({ mode: "open" });
    sr.innerHTML = "<p id=a class=c>x<b id=deep>y</b><slot name=s1></slot><slot></slot></p><!--c-->";
    var a = sr.getElementById("a");
    t("innerHTML", function () { return sr.innerHTML; });
    t("textContent", function () { return sr.textContent; });
    t("childCount", function () { return sr.childNodes.length + "," + sr.children.length + "," + sr.firstElementChild.id; });
    t("getElementById", function () { return a.id + "," + sr.getElementById("deep").id + "," + sr.getElementById("nope"); });
    t("querySelector", function () { return sr.querySelector(".c").id + "," + sr.querySelectorAll("*").length; });
    t("documentGetElementById", function () { return document.getElementById("a") + "," + document.getElementById("deep"); });
    t("documentQuerySelector", function () { return document.querySelector("#a") + "," + document.querySelectorAll("slot").length; });
    t("getElementsByTagName", function () { return document.getElementsByTagName("slot").length + "," + d.getElementsByTagName("b").length; });
    t("hostQuerySelector", function () { return d.querySelector("p"); });
    t("isConnected", function () { return [a.isConnected, sr.isConnected, a.firstChild.isConnected].join(); });
    t("getRootNode", function () { return [a.getRootNode() === sr, a.getRootNode({ composed: true }) === document, sr.getRootNode() === sr, sr.getRootNode({ composed: true }) === document].join(); });
    t("contains", function () { return [d.contains(a), document.contains(a), sr.contains(a), document.body.contains(sr), sr.contains(sr)].join(); });
    t("parents", function () { return [a.parentNode === sr, a.parentElement, sr.parentNode].join(); });
    t("hostTextContent", function () { return d.textContent; });
    t("hostInnerHTML", function () { return d.innerHTML; });
    t("hostOuterHTML", function () { return d.outerHTML; });
    t("hostChildren", function () { return d.childNodes.length; });
    t("bodyInnerTextHasShadow", function () { return document.body.innerHTML.indexOf("deep") >= 0; });
    t("closestInShadow", function () { return sr.getElementById("deep").closest("div") + "," + sr.getElementById("deep").closest("p").id; });
    t("compareInside", function () { return a.compareDocumentPosition(sr.getElementById("deep")); });
    t("setInnerHTML", function () { sr.innerHTML = "<i>1</i><i>2</i>"; return sr.childNodes.length + ":" + sr.innerHTML; });
    t("setTextContent", function () { sr.textContent = "plain"; return sr.innerHTML + ":" + sr.firstChild.nodeType; });
    t("appendToShadow", function () { sr.append("t", document.createElement("em")); return sr.innerHTML; });
    t("appendShadowRootToElement", function () { document.body.appendChild(sr); return "appended"; });
    tn("appendHostIntoOwnShadow", function () { sr.appendChild(d); return "appended"; });
    tn("appendBodyIntoShadow", function () { var e = document.createElement("div"); document.body.appendChild(e); var s = e.attachShadow({ mode: "open" }); s.appendChild(document.body); return "appended"; });
    t("insertShadowIntoFragment", function () { var f = document.createDocumentFragment(); f.appendChild(sr); return "appended"; });
    t("cloneShadowRoot", function () { var c = sr.cloneNode(true); return String(c) + "," + c.childNodes.length; });
    t("removeHost", function () {
      var e = document.createElement("div"); document.body.appendChild(e);
      var s = e.attachShadow({ mode: "open" }); s.innerHTML = "<b>x</b>";
      var before = s.firstChild.isConnected; e.remove();
      return [before, s.firstChild.isConnected, s.isConnected, e.shadowRoot === s].join();
    });
    t("reinsertHost", function () {
      var e = document.createElement("div"); var s = e.attachShadow({ mode: "open" }); s.innerHTML = "<b>x</b>";
      var before = s.firstChild.isConnected; document.body.appendChild(e);
      return [before, s.firstChild.isConnected].join();
    });
    t("adoptHost", function () {
      var d2 = document.implementation.createHTMLDocument("");
      var e = document.createElement("div"); var s = e.attachShadow({ mode: "open" }); s.innerHTML = "<b>x</b>";
      d2.adoptNode(e);
      return [s.ownerDocument === d2, s.firstChild.ownerDocument === d2, e.shadowRoot === s].join();
    });
    t("adoptShadowRoot", function () { var d2 = document.implementation.createHTMLDocument(""); d2.adoptNode(sr); return "adopted"; });
    t("importHost", function () {
      var e = document.createElement("div"); e.attachShadow({ mode: "open" }).innerHTML = "<b>x</b>";
      var c = document.importNode(e, true); return String(c.shadowRoot);
    });
    t("nestedConnected", function () {
      var outer = document.createElement("div"); document.body.appendChild(outer);
      var os = outer.attachShadow({ mode: "open" }); os.innerHTML = "<div id=inner></div>";
      var is = os.firstChild.attachShadow({ mode: "closed" }); is.innerHTML = "<span>deep</span>";
      var deep = is.firstChild;
      return [deep.isConnected, deep.getRootNode() === is, deep.getRootNode({ composed: true }) === document, outer.contains(deep), os.contains(deep)].join();
    });
    t("normalizeShadow", function () {
      var e = document.createElement("div"); var s = e.attachShadow({ mode: "open" });
      s.append("a", "b", ""); s.normalize(); return s.childNodes.length + ":" + s.textContent;
    });
    t("isEqualNode", function () {
      var e1 = document.createElement("div"); e1.attachShadow({ mode: "open" }).innerHTML = "<b>1</b>";
      var e2 = document.createElement("div"); e2.attachShadow({ mode: "open" }).innerHTML = "<b>2</b>";
      return e1.isEqualNode(e2);
    });
    args.completionFunction(r);
  }
};
