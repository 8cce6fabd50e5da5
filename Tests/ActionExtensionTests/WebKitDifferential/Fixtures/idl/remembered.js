// Attributes whose getters answer the same value or object every time ([SameObject] ones,
// nodeType, nodeName, tagName, localName…): actionjs keeps the first answer on the JavaScript
// side. What scripts can see must not change: identity, liveness, the [PutForwards] setters,
// brand checks, the getters' names and lengths, and the names of an HTML element moved into
// an XML document and back.
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
    var d = document.getElementById("d");
    tn("childNodesSame", function () { return d.childNodes === d.childNodes; });
    tn("childNodesLive", function () { var l = d.childNodes, n = l.length; d.appendChild(document.createElement("i")); return n + ">" + l.length + (l === d.childNodes); });
    tn("childrenSame", function () { return d.children === d.children && d.children.length; });
    tn("attributesSame", function () { var a = d.attributes; d.setAttribute("title", "t"); return (a === d.attributes) + ":" + a.length; });
    tn("styleSame", function () { return d.style === d.style; });
    tn("styleForwards", function () { var s = d.style; d.style = "color: blue"; return (s === d.style) + ":" + s.color; });
    tn("classListSame", function () { return d.classList === d.classList; });
    tn("classListForwards", function () { var c = d.classList; d.classList = "x y z"; return (c === d.classList) + ":" + c.length + ":" + d.className; });
    tn("datasetSame", function () { return d.dataset === d.dataset && d.dataset.x; });
    tn("implementationSame", function () { return document.implementation === document.implementation; });
    tn("expandoOnChildNodes", function () { d.childNodes.mark = 3; return d.childNodes.mark; });
    tn("getterBrandCheck", function () { return Object.getOwnPropertyDescriptor(Node.prototype, "childNodes").get.call({}); });
    tn("getterBrandCheckNodeType", function () { return Object.getOwnPropertyDescriptor(Node.prototype, "nodeType").get.call({}); });
    tn("getterOnPrototype", function () { return Object.getOwnPropertyDescriptor(Element.prototype, "attributes").get.call(Element.prototype); });
    tn("getterNames", function () {
      return ["childNodes", "nodeType", "nodeName"].map(function (n) { var g = Object.getOwnPropertyDescriptor(Node.prototype, n).get; return g.name + "/" + g.length; }).join(",") + "," +
        ["attributes", "tagName", "classList", "children"].map(function (n) { var g = Object.getOwnPropertyDescriptor(Element.prototype, n).get; return g.name + "/" + g.length; }).join(",");
    });
    tn("setterOfClassList", function () { var s = Object.getOwnPropertyDescriptor(Element.prototype, "classList").set; return s.name + "/" + s.length; });
    tn("movedIntoXML", function () {
      var e = document.createElement("section");
      var before = e.nodeName + " " + e.tagName + " " + e.localName;
      var xml = document.implementation.createDocument(null, "root", null);
      xml.documentElement.appendChild(e);
      var inside = e.nodeName + " " + e.tagName + " " + e.localName;
      document.body.appendChild(e);
      return before + " | " + inside + " | " + e.nodeName + " " + e.tagName;
    });
    tn("nodeTypeOfPrototypeObject", function () { return Object.getOwnPropertyDescriptor(Node.prototype, "nodeType").get.call(d.firstChild.firstChild); });
    args.completionFunction(r);
  }
};
