// attachShadow: which elements accept a shadow root, the ShadowRootInit members and their
// errors, shadowRoot (null when closed), and the ShadowRoot interface's shape.
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
    document.body.appendChild(d);
    t("badMode", function () { return d.attachShadow({ mode: "x" }); });
    t("noMode", function () { return d.attachShadow({}); });
    tn("noArgument", function () { return d.attachShadow(); });
    t("badSlotAssignment", function () { return d.attachShadow({ mode: "open", slotAssignment: "x" }); });
    t("stillNoShadow", function () { return d.shadowRoot; });
    var sr;
    t("attach", function () { sr = d.attachShadow({ mode: "open" }); return String(sr); });
    t("second", function () { return d.attachShadow({ mode: "open" }); });
    t("secondClosed", function () { return d.attachShadow({ mode: "closed" }); });
    t("defaults", function () {
      return [sr.mode, sr.delegatesFocus, sr.slotAssignment, sr.clonable, sr.serializable].join();
    });
    t("identity", function () { return [sr.host === d, d.shadowRoot === sr, d.shadowRoot === d.shadowRoot].join(); });
    t("closed", function () {
      var e = document.createElement("span");
      var s = e.attachShadow({ mode: "closed", delegatesFocus: true, slotAssignment: "manual", clonable: true, serializable: true });
      return [e.shadowRoot, s.mode, s.delegatesFocus, s.slotAssignment, s.clonable, s.serializable, s.host === e].join();
    });
    var names = ["article", "aside", "blockquote", "body", "div", "footer", "h1", "h2", "h3", "h4", "h5", "h6",
      "header", "main", "nav", "p", "section", "span", "x-foo", "my-element-1", "img", "input", "button", "a",
      "table", "li", "ul", "template", "slot", "font-face", "annotation-xml", "X-Upper", "video", "form"];
    names.forEach(function (n) {
      t("host_" + n, function () { return String(document.createElement(n).attachShadow({ mode: "open" })); });
    });
    t("svg", function () { return document.createElementNS("http://www.w3.org/2000/svg", "svg").attachShadow({ mode: "open" }); });
    t("nullNamespaceDiv", function () { return document.createElementNS(null, "div").attachShadow({ mode: "open" }); });
    t("nodeNameType", function () { return sr.nodeName + " " + sr.nodeType; });
    t("constructor", function () { return new ShadowRoot(); });
    t("instanceof", function () { return [sr instanceof ShadowRoot, sr instanceof DocumentFragment, sr instanceof Node].join(); });
    t("protoChain", function () { return Object.getPrototypeOf(ShadowRoot.prototype) === DocumentFragment.prototype; });
    t("toStringTag", function () { return Object.prototype.toString.call(sr); });
    ["mode", "host", "innerHTML", "delegatesFocus", "slotAssignment", "clonable", "serializable",
      "activeElement", "getHTML", "setHTMLUnsafe", "onslotchange"].forEach(function (m) {
      t("has_" + m, function () { return m in ShadowRoot.prototype; });
    });
    t("elementHas", function () {
      return ["attachShadow", "shadowRoot", "getHTML", "setHTMLUnsafe", "assignedSlot", "slot"].map(function (m) {
        return m + ":" + (m in Element.prototype);
      }).join();
    });
    t("textAssignedSlot", function () { return "assignedSlot" in Text.prototype; });
    t("parentNode", function () { return [sr.parentNode, sr.parentElement, sr.ownerDocument === document].join(); });
    t("hostStillEmpty", function () { return d.childNodes.length + ":" + sr.childNodes.length; });
    t("shadowRootSetter", function () { d.shadowRoot = null; return d.shadowRoot === sr; });
    tn("modeGetterOnFragment", function () {
      return Object.getOwnPropertyDescriptor(ShadowRoot.prototype, "mode").get.call(document.createDocumentFragment());
    });
    args.completionFunction(r);
  }
};
