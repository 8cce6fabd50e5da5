// The Element interface and the mixins it includes as their Web IDL converts (the generated
// bindings, Bindings/IDL/Element.webidl, ParentNode.webidl, ChildNode.webidl,
// NonDocumentTypeChildNode.webidl, Slottable.webidl): arity and TypeErrors, brand checks of
// Element's own operations, optional booleans, [PutForwards], [LegacyNullToEmptyString], the
// order of argument conversion and the algorithm's exceptions, `length` of every operation, the
// accessors of the prototype.
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
    tn("toggleUndefinedForce", function () { var e = document.createElement("i"); return e.toggleAttribute("x", undefined) + "," + e.hasAttribute("x"); });
    tn("toggleFalseForce", function () { var e = document.createElement("i"); return e.toggleAttribute("x", 0) + "," + e.hasAttribute("x"); });
    tn("toggleNoArgument", function () { return d.toggleAttribute(); });
    tn("getAttributeNames", function () { return p.getAttributeNames().join(","); });
    tn("getAttributeNSUndefined", function () { return p.getAttributeNS(undefined, "title"); });
    tn("setAttributeOneArgument", function () { return p.setAttribute("x"); });
    tn("setAttributeUndefined", function () { var e = document.createElement("i"); e.setAttribute("x", undefined); return e.getAttribute("x"); });
    tn("setAttributeNodeString", function () { return p.setAttributeNode("x"); });
    tn("setAttributeNodeNull", function () { return p.setAttributeNode(null); });
    tn("removeAttributeNodeMissing", function () { return p.removeAttributeNode(document.createAttribute("q")); });
    tn("classListPutForwards", function () { var e = document.createElement("i"); e.classList = "a  b"; return e.className + "|" + e.classList.length; });
    tn("classListNull", function () { var e = document.createElement("i"); e.classList = null; return e.className; });
    tn("innerHTMLNull", function () { var e = document.createElement("i"); e.innerHTML = "<b>x</b>"; e.innerHTML = null; return JSON.stringify(e.innerHTML) + e.childNodes.length; });
    tn("innerHTMLUndefined", function () { var e = document.createElement("i"); e.innerHTML = undefined; return e.innerHTML; });
    tn("idNull", function () { var e = document.createElement("i"); e.id = null; return e.id; });
    tn("insertAdjacentBadPosition", function () { return d.insertAdjacentText("nowhere", "x"); });
    tn("insertAdjacentElementBadBoth", function () { return d.insertAdjacentElement("nowhere", 5); });
    tn("insertAdjacentElementString", function () { return d.insertAdjacentElement("beforeend", "x"); });
    tn("insertAdjacentHTMLOneArgument", function () { return d.insertAdjacentHTML("beforeend"); });
    tn("matchesNoArgument", function () { return p.matches(); });
    tn("matchesBad", function () { return p.matches("::"); });
    tn("webkitMatchesSelector", function () { return p.webkitMatchesSelector("div > p"); });
    tn("closestUndefined", function () { return p.closest(undefined); });
    tn("attachShadowNoArgument", function () { return document.createElement("div").attachShadow(); });
    tn("getHTMLNumber", function () { return p.getHTML(5); });
    tn("getElementsByTagNameOnText", function () { return Element.prototype.getElementsByTagName.call(t, "p").length; });
    tn("getElementsByTagNameOnDocument", function () { return Element.prototype.getElementsByTagName.call(document, "p").length; });
    tn("getElementsByClassNameOnFragment", function () { return Element.prototype.getElementsByClassName.call(document.createDocumentFragment(), "a").length; });
    tn("hasAttributesOnText", function () { return Element.prototype.hasAttributes.call(t); });
    tn("querySelectorOnDocument", function () { return Element.prototype.querySelector.call(document, "p").id; });
    tn("appendOnText", function () { return Element.prototype.append.call(t, "x"); });
    tn("beforeOnComment", function () { Element.prototype.before.call(c, "z"); return c.previousSibling.data; });
    tn("assignedSlotOnText", function () { return Object.getOwnPropertyDescriptor(Element.prototype, "assignedSlot").get.call(t); });
    tn("previousElementSiblingOnComment", function () { return Object.getOwnPropertyDescriptor(Element.prototype, "previousElementSibling").get.call(c).id; });
    tn("appendNumbers", function () { var e = document.createElement("i"); e.append(1, null, undefined); return e.textContent; });
    tn("replaceChildrenNone", function () { var e = document.createElement("i"); e.textContent = "x"; e.replaceChildren(); return e.childNodes.length; });
    tn("prependNode", function () { var e = document.createElement("i"); e.textContent = "x"; e.prepend(document.createElement("b"), "y"); return e.innerHTML; });
    tn("childElementCount", function () { return d.childElementCount; });
    tn("querySelectorAllNoArgument", function () { return d.querySelectorAll(); });
    var lengths = [];
    ["hasAttributes", "getAttributeNames", "getAttribute", "getAttributeNS", "setAttribute",
     "setAttributeNS", "removeAttribute", "removeAttributeNS", "toggleAttribute", "hasAttribute",
     "hasAttributeNS", "getAttributeNode", "getAttributeNodeNS", "setAttributeNode",
     "setAttributeNodeNS", "removeAttributeNode", "attachShadow", "getHTML", "setHTMLUnsafe",
     "matches", "webkitMatchesSelector", "closest", "insertAdjacentHTML", "insertAdjacentElement",
     "insertAdjacentText", "getElementsByTagName", "getElementsByTagNameNS",
     "getElementsByClassName", "prepend", "append", "replaceChildren", "querySelector",
     "querySelectorAll", "before", "after", "replaceWith", "remove"
    ].forEach(function (n) {
      var desc = Object.getOwnPropertyDescriptor(Element.prototype, n);
      lengths.push(n + "=" + desc.value.length + (desc.enumerable && desc.writable && desc.configurable ? "" : "(odd)"));
    });
    r.lengths = lengths.join(",");
    var accessors = [];
    ["namespaceURI", "prefix", "localName", "tagName", "id", "className", "classList", "slot",
     "attributes", "shadowRoot", "innerHTML", "outerHTML", "children", "firstElementChild",
     "lastElementChild", "childElementCount", "previousElementSibling", "nextElementSibling",
     "assignedSlot"
    ].forEach(function (n) {
      var desc = Object.getOwnPropertyDescriptor(Element.prototype, n);
      accessors.push(n + (desc.set ? "(rw)" : "") + (desc.enumerable ? "" : "(hidden)"));
    });
    r.accessors = accessors.join(",");
    args.completionFunction(r);
  }
};
