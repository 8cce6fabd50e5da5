// The Node interface as its Web IDL converts (the generated binding, Bindings/IDL/Node.webidl):
// nullable DOMString setters given null and undefined, arity and TypeErrors, optional
// booleans, integer results, `length` of every operation, the shape of the prototype.
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
    var d = document.getElementById("d"), p = document.getElementById("p");
    var t = p.firstChild, c = d.childNodes[1];
    tn("nodeValueNull", function () { t.nodeValue = null; return JSON.stringify(t.data); });
    tn("nodeValueUndefined", function () { t.nodeValue = "x"; t.nodeValue = undefined; return JSON.stringify(t.data); });
    tn("nodeValueNumber", function () { t.nodeValue = 12; return JSON.stringify(t.data); });
    tn("nodeValueOnElement", function () { d.nodeValue = "ignored"; return JSON.stringify(d.nodeValue) + d.childNodes.length; });
    tn("textContentUndefined", function () { var e = document.createElement("i"); e.textContent = "a"; e.textContent = undefined; return JSON.stringify(e.textContent) + e.childNodes.length; });
    tn("textContentNull", function () { var e = document.createElement("i"); e.textContent = "a"; e.textContent = null; return e.childNodes.length; });
    tn("commentTextContent", function () { c.textContent = undefined; return JSON.stringify(c.data); });
    tn("appendChildNoArgument", function () { return d.appendChild(); });
    tn("appendChildNull", function () { return d.appendChild(null); });
    tn("appendChildString", function () { return d.appendChild("x"); });
    tn("insertBeforeOneArgument", function () { return d.insertBefore(document.createElement("b")); });
    tn("insertBeforeUndefinedChild", function () { return d.insertBefore(document.createElement("b"), undefined).nodeName + d.lastChild.nodeName; });
    tn("containsUndefined", function () { return d.contains(undefined); });
    tn("containsNoArgument", function () { return d.contains(); });
    tn("isEqualNodeNull", function () { return d.isEqualNode(null); });
    tn("compareToBody", function () { return p.compareDocumentPosition(document.body); });
    tn("compareNoArgument", function () { return p.compareDocumentPosition(); });
    tn("cloneNodeUndefined", function () { return p.cloneNode(undefined).childNodes.length; });
    tn("cloneNodeString", function () { return p.cloneNode("0").childNodes.length; });
    tn("lookupPrefixUndefined", function () { return d.lookupPrefix(undefined); });
    tn("lookupNamespaceURIEmpty", function () { return d.lookupNamespaceURI(""); });
    tn("isDefaultNamespace", function () { return d.isDefaultNamespace("http://www.w3.org/1999/xhtml"); });
    tn("brandCheck", function () { return Node.prototype.hasChildNodes.call({}); });
    tn("getterBrandCheck", function () { return Object.getOwnPropertyDescriptor(Node.prototype, "firstChild").get.call({}); });
    tn("getRootNode", function () { return p.getRootNode({ composed: 1 }) === document; });
    tn("getRootNodeBadOptions", function () { return p.getRootNode(5); });
    var lengths = [];
    ["getRootNode", "hasChildNodes", "normalize", "cloneNode", "isEqualNode", "isSameNode",
     "compareDocumentPosition", "contains", "lookupPrefix", "lookupNamespaceURI",
     "isDefaultNamespace", "insertBefore", "appendChild", "replaceChild", "removeChild"
    ].forEach(function (n) { lengths.push(n + "=" + Node.prototype[n].length); });
    r.lengths = lengths.join(",");
    var accessors = [];
    Object.getOwnPropertyNames(Node.prototype).forEach(function (n) {
      var desc = Object.getOwnPropertyDescriptor(Node.prototype, n);
      if (desc.get) accessors.push(n + (desc.set ? "(rw)" : "") + (desc.enumerable ? "" : "(hidden)"));
    });
    r.accessors = accessors.sort().join(",");
    var constants = Object.getOwnPropertyDescriptor(Node, "DOCUMENT_POSITION_CONTAINED_BY");
    r.constant = constants.value + ":" + constants.writable + constants.enumerable + constants.configurable;
    args.completionFunction(r);
  }
};
