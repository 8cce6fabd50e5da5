// Declarative shadow roots in the parsed page, setHTMLUnsafe, Document.parseHTMLUnsafe (and
// not innerHTML nor DOMParser), getHTML with its options, cloning a clonable shadow root.
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
    function $(id) { return document.getElementById(id); }
    var dh = $("dh");
    t("parsed", function () { return dh.shadowRoot.innerHTML; });
    t("parsedOptions", function () { var s = dh.shadowRoot; return [s.mode, s.clonable, s.serializable, s.delegatesFocus, s.slotAssignment].join(); });
    t("parsedChildren", function () { return dh.childNodes.length + "," + dh.firstChild.id; });
    t("parsedOuterHTML", function () { return dh.outerHTML; });
    t("parsedSlot", function () { return dh.shadowRoot.querySelector("slot").assignedNodes().length + "," + $("lt").assignedSlot.nodeName; });
    t("closed", function () { return $("dc").shadowRoot + "|" + $("dc").innerHTML; });
    t("bogus", function () { return $("dbad").shadowRoot + "|" + $("dbad").innerHTML; });
    t("two", function () { return $("dtwo").shadowRoot.innerHTML + "|" + $("dtwo").innerHTML; });
    t("button", function () { return $("dbutton").shadowRoot + "|" + $("dbutton").innerHTML; });
    t("upper", function () { var s = $("dupper").shadowRoot; return s && (s.innerHTML + "," + s.delegatesFocus); });
    t("nested", function () { var s = $("dnest").shadowRoot; return s.getElementById("n1").shadowRoot.innerHTML; });
    t("inTemplate", function () { var c = $("plain").content; return c.getElementById("inplain").shadowRoot + "|" + c.getElementById("inplain").innerHTML; });
    t("getHTMLDefault", function () { return dh.getHTML(); });
    t("getHTMLSerializable", function () { return dh.getHTML({ serializableShadowRoots: true }); });
    t("getHTMLClosedListed", function () { var e = document.createElement("div"); var s = e.attachShadow({ mode: "closed", delegatesFocus: true }); s.innerHTML = "<b>c</b>"; return e.getHTML({ shadowRoots: [s] }); });
    t("getHTMLNotSerializable", function () { var e = document.createElement("div"); e.attachShadow({ mode: "open" }).innerHTML = "<b>c</b>"; return e.getHTML({ serializableShadowRoots: true }) + "|" + e.getHTML({ shadowRoots: [e.shadowRoot] }); });
    t("getHTMLAllOptions", function () { var e = document.createElement("div"); var s = e.attachShadow({ mode: "open", delegatesFocus: true, clonable: true, serializable: true, slotAssignment: "manual" }); s.innerHTML = "<i>all</i>"; return e.getHTML({ serializableShadowRoots: true }); });
    t("getHTMLNestedBody", function () { return document.body.getHTML({ serializableShadowRoots: true }).indexOf('shadowrootmode="open"') >= 0; });
    t("getHTMLBadShadowRoots", function () { return dh.getHTML({ shadowRoots: [document.body] }); });
    t("getHTMLShadowRoot", function () { return dh.shadowRoot.getHTML(); });
    t("innerHTMLNoDeclarative", function () { var e = document.createElement("div"); e.innerHTML = "<div><template shadowrootmode=open><b>x</b></template></div>"; return e.firstChild.shadowRoot + "|" + e.innerHTML; });
    t("setHTMLUnsafe", function () { var e = document.createElement("div"); e.setHTMLUnsafe("<div><template shadowrootmode=open shadowrootserializable><b>x</b></template>y</div>"); return (e.firstChild.shadowRoot && e.firstChild.shadowRoot.innerHTML) + "|" + e.innerHTML + "|" + e.getHTML({ serializableShadowRoots: true }); });
    t("setHTMLUnsafeOnHost", function () { var e = document.createElement("div"); e.setHTMLUnsafe("<template shadowrootmode=open><b>x</b></template>z"); return e.shadowRoot + "|" + e.innerHTML; });
    t("shadowSetHTMLUnsafe", function () { var e = document.createElement("div"); var s = e.attachShadow({ mode: "open" }); s.setHTMLUnsafe("<i>q</i><div><template shadowrootmode=closed><b>y</b></template></div>"); return s.innerHTML; });
    t("templateSetHTMLUnsafe", function () { var tp = document.createElement("template"); tp.setHTMLUnsafe("<b>c</b>"); return tp.childNodes.length + "," + tp.content.childNodes.length; });
    t("parseHTMLUnsafe", function () { var d = Document.parseHTMLUnsafe("<div id=z><template shadowrootmode=open><b>x</b></template></div>"); return d.getElementById("z").shadowRoot.innerHTML + "|" + (d instanceof HTMLDocument) + "|" + d.URL + "|" + d.body.innerHTML; });
    t("domParser", function () { var d = new DOMParser().parseFromString("<div id=z><template shadowrootmode=open><b>x</b></template></div>", "text/html"); return d.getElementById("z").shadowRoot + "|" + d.getElementById("z").innerHTML; });
    t("templateReflection", function () { var e = document.createElement("div"); e.innerHTML = "<template shadowrootmode=OPEN shadowrootclonable></template>"; var tp = e.firstChild; return [tp.shadowRootMode, tp.getAttribute("shadowrootmode"), tp.shadowRootClonable, tp.shadowRootSerializable, tp.shadowRootDelegatesFocus].join(); });
    t("templateContentKept", function () { var e = document.createElement("div"); e.innerHTML = "<template shadowrootmode=open><b>x</b></template>"; return e.innerHTML + "|" + e.firstChild.content.childNodes.length; });
    t("attachAfterDeclarative", function () { var s = dh.attachShadow({ mode: "open" }); return s === dh.shadowRoot; });
    t("attachOverDeclarativeOtherMode", function () { var e = Document.parseHTMLUnsafe("<div id=z><template shadowrootmode=open><b>x</b></template></div>").getElementById("z"); return e.attachShadow({ mode: "closed" }); });
    t("attachOverDeclarativeSameMode", function () { var e = Document.parseHTMLUnsafe("<div id=z><template shadowrootmode=open><b>x</b></template></div>").getElementById("z"); var before = e.shadowRoot; var s = e.attachShadow({ mode: "open" }); return (s === before) + "," + s.childNodes.length; });
    t("cloneDeep", function () { var c = $("dn2") || dh.cloneNode(true); return c.shadowRoot.innerHTML + "," + c.shadowRoot.clonable + "," + c.shadowRoot.serializable + "|" + c.innerHTML; });
    t("cloneShallow", function () { var c = dh.cloneNode(false); return (c.shadowRoot && c.shadowRoot.innerHTML) + "|" + c.childNodes.length; });
    t("cloneNotClonable", function () { var e = document.createElement("div"); e.attachShadow({ mode: "open" }).innerHTML = "<b>x</b>"; return e.cloneNode(true).shadowRoot; });
    t("cloneClosedClonable", function () { var e = document.createElement("div"); var s = e.attachShadow({ mode: "closed", clonable: true }); s.innerHTML = "<b>x</b>"; var c = e.cloneNode(true); return c.shadowRoot + "," + c.getHTML({ serializableShadowRoots: true }); });
    t("cloneSlots", function () { var c = dh.cloneNode(true); return c.shadowRoot.querySelector("slot").assignedNodes().length; });
    t("importNode", function () { var c = document.importNode(dh, true); return c.shadowRoot ? c.shadowRoot.innerHTML : "none"; });
    args.completionFunction(r);
  }
};
