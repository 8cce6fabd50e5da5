// The shape of legacy platform objects (NodeList, HTMLCollection, NamedNodeMap, DOMTokenList,
// CSSStyleDeclaration): own keys, property descriptors of indexed and named properties,
// `in`, `delete`, writes (sloppy and strict), defineProperty, expandos, preventExtensions,
// enumeration, iteration; and that indexed reads stay live when the tree, attributes and
// classes change between reads (read several times first, so a cached copy would be stale).
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
    function desc(o, k) {
      var d = Object.getOwnPropertyDescriptor(o, k);
      if (!d) return "none";
      return ("value" in d ? (typeof d.value === "object" && d.value ? (d.value.nodeName || d.value.name || String(d.value)) : String(d.value)) : "accessor")
        + "/w" + d.writable + "/e" + d.enumerable + "/c" + d.configurable;
    }
    function names(list) { var out = []; for (var i = 0; i < list.length; i++) out.push(list[i] && (list[i].nodeName || list[i].name || list[i])); return out.join(","); }
    var d = document.getElementById("d");
    var kids = d.childNodes, coll = document.getElementsByTagName("p"), all = d.getElementsByTagName("*");
    var attrs = d.attributes, cls = d.classList, style = d.style;
    tn("childNodesKeys", function () { return Object.keys(kids).join(","); });
    tn("childNodesNames", function () { return Object.getOwnPropertyNames(kids).join(","); });
    tn("childNodesDesc0", function () { return desc(kids, "0"); });
    tn("childNodesDesc9", function () { return desc(kids, "9"); });
    tn("childNodesDescLength", function () { return desc(kids, "length"); });
    tn("childNodesIn", function () { return ("0" in kids) + ":" + (3 in kids) + ":" + (9 in kids) + ":" + ("length" in kids) + ":" + ("item" in kids); });
    tn("childNodesForIn", function () { var k = []; for (var x in kids) k.push(x); return k.join(","); });
    tn("childNodesDelete", function () { return delete kids[0]; });
    tn("childNodesDeleteMissing", function () { return delete kids[9]; });
    tn("childNodesDeleteStrict", function () { "use strict"; return delete kids[0]; });
    tn("childNodesSetSloppy", function () { kids[0] = 5; return kids[0].nodeName; });
    tn("childNodesSetStrict", function () { "use strict"; kids[0] = 5; return kids[0].nodeName; });
    tn("childNodesSetMissingSloppy", function () { kids[9] = 5; return String(kids[9]); });
    tn("childNodesSetMissingStrict", function () { "use strict"; kids[9] = 5; return String(kids[9]); });
    tn("childNodesDefine", function () { return Reflect.defineProperty(kids, "0", { value: 1 }); });
    tn("childNodesDefineMissing", function () { return Reflect.defineProperty(kids, "7", { value: 1 }); });
    tn("childNodesExpando", function () { kids.foo = 3; return kids.foo + ":" + Object.keys(kids).join(","); });
    tn("childNodesExpandoDelete", function () { return delete kids.foo; });
    tn("childNodesJSON", function () { return JSON.stringify(kids).length; });
    tn("childNodesSpread", function () { return [...kids].length; });
    tn("childNodesArrayFrom", function () { return Array.from(kids).map(function (n) { return n.nodeName; }).join(","); });
    tn("childNodesSlice", function () { return Array.prototype.slice.call(kids, 1).length; });
    tn("childNodesToString", function () { return Object.prototype.toString.call(kids); });
    tn("childNodesInstance", function () { return (kids instanceof NodeList) + ":" + (Object.getPrototypeOf(kids) === NodeList.prototype) + ":" + Array.isArray(kids); });
    tn("childNodesTypeof", function () { return typeof kids; });
    tn("childNodesSetPrototype", function () { var o = Object.create(kids); return o.length + ":" + (o[0] && o[0].nodeName); });
    tn("childNodesHasOwn", function () { return kids.hasOwnProperty("0") + ":" + kids.hasOwnProperty("length") + ":" + Object.hasOwn(kids, 1); });
    tn("childNodesNegative", function () { return String(kids[-1]) + ":" + String(kids["01"]) + ":" + String(kids["1.0"]) + ":" + String(kids[4294967295]); });
    tn("collKeys", function () { return Object.keys(coll).join(","); });
    tn("collNames", function () { return Object.getOwnPropertyNames(coll).join(","); });
    tn("collDescNamed", function () { return desc(coll, "p1"); });
    tn("collDescName", function () { return desc(coll, "n2"); });
    tn("collNamedRead", function () { return coll.p1.textContent + ":" + coll["n2"].textContent + ":" + String(coll.nothing); });
    tn("collNamedIn", function () { return ("p1" in coll) + ":" + ("nothing" in coll); });
    tn("collNamedSetSloppy", function () { coll.p1 = 5; return String(coll.p1 && coll.p1.nodeName); });
    tn("collNamedSetStrict", function () { "use strict"; coll.p1 = 5; return String(coll.p1 && coll.p1.nodeName); });
    tn("collNamedDelete", function () { return delete coll.p1; });
    tn("collNamedDefine", function () { return Reflect.defineProperty(coll, "p1", { value: 1 }); });
    tn("collExpandoNew", function () { coll.fresh = 1; return coll.fresh + ":" + Object.keys(coll).join(","); });
    tn("allItemShadow", function () { return String(all.item) .slice(0, 8) + ":" + (all.length) + ":" + typeof all["item"]; });
    tn("allNames", function () { return Object.getOwnPropertyNames(all).join(","); });
    tn("docNamedLength", function () { var c = document.getElementsByTagName("span"); return typeof c.length + ":" + (c.namedItem("length") && c.namedItem("length").id); });
    tn("collForIn", function () { var k = []; for (var x in coll) k.push(x); return k.join(","); });
    tn("attrsKeys", function () { return Object.getOwnPropertyNames(attrs).join(","); });
    tn("attrsNamed", function () { return attrs.title.value + ":" + desc(attrs, "title") + ":" + desc(attrs, 0); });
    tn("attrsForIn", function () { var k = []; for (var x in attrs) k.push(x); return k.join(","); });
    tn("classListKeys", function () { return Object.getOwnPropertyNames(cls).join(",") + ":" + desc(cls, "1"); });
    tn("classListSet", function () { cls[0] = "z"; return cls[0] + ":" + d.className; });
    tn("styleKeys", function () { return Object.getOwnPropertyNames(style).join(",") + ":" + desc(style, "0"); });
    tn("styleNamedProps", function () { return style.color + ":" + ("color" in style) + ":" + style.hasOwnProperty("color"); });
    tn("styleSet", function () { style.color = "blue"; style[0] = "x"; return style.color + ":" + style[0] + ":" + style.length; });
    // Liveness between repeated reads.
    tn("liveAppend", function () {
      var s = "", i, k;
      for (k = 0; k < 5; k++) s += kids.length + names(kids).length;
      d.appendChild(document.createElement("i"));
      for (k = 0; k < 5; k++) { s += ":" + names(kids); }
      return s.slice(-40);
    });
    tn("liveRemove", function () {
      for (var k = 0; k < 5; k++) names(kids);
      d.removeChild(d.firstChild);
      return names(kids) + "|" + kids[0].nodeName + "|" + String(kids[kids.length]);
    });
    tn("liveInnerHTML", function () {
      var box = document.createElement("div"); box.innerHTML = "<b></b><i></i>";
      var l = box.childNodes; for (var k = 0; k < 5; k++) names(l);
      box.innerHTML = "<u></u>";
      var a = names(l);
      box.textContent = "t";
      var b = names(l);
      box.replaceChildren(document.createElement("s"), document.createElement("q"));
      return a + "|" + b + "|" + names(l);
    });
    tn("liveCollectionClass", function () {
      var c = document.getElementsByClassName("a"); for (var k = 0; k < 5; k++) names(c);
      var before = names(c);
      document.getElementById("p1").className = "zz";
      return before + "|" + names(c);
    });
    tn("liveCollectionTag", function () {
      var c = document.getElementsByTagName("em"); for (var k = 0; k < 5; k++) names(c);
      var before = c.length;
      document.body.appendChild(document.createElement("em"));
      var mid = c.length + ":" + (c[before] && c[before].nodeName);
      document.body.lastChild.remove();
      return before + "|" + mid + "|" + c.length + ":" + String(c[before]);
    });
    tn("liveAttributes", function () {
      for (var k = 0; k < 5; k++) names(attrs);
      var before = names(attrs);
      d.setAttribute("data-x", "1");
      d.removeAttribute("title");
      return before + "|" + names(attrs) + "|" + String(attrs["data-x"] && attrs["data-x"].value);
    });
    tn("liveClassList", function () {
      var l = d.classList; for (var k = 0; k < 5; k++) names(l);
      var before = names(l);
      d.className = "x y w";
      return before + "|" + names(l);
    });
    tn("liveNormalize", function () {
      var box = document.createElement("div"); box.appendChild(document.createTextNode("a")); box.appendChild(document.createTextNode("b"));
      var l = box.childNodes; for (var k = 0; k < 5; k++) names(l);
      box.normalize();
      return l.length + ":" + l[0].data + ":" + String(l[1]);
    });
    tn("liveAdopted", function () {
      var box = document.createElement("div"); box.innerHTML = "<b></b><i></i>";
      var l = box.childNodes, c = box.getElementsByTagName("*"); for (var k = 0; k < 5; k++) { names(l); names(c); }
      var other = document.implementation.createHTMLDocument("x");
      other.body.appendChild(box);
      for (k = 0; k < 5; k++) { names(l); names(c); }
      box.appendChild(other.createElement("u"));
      return names(l) + "|" + names(c);
    });
    tn("liveTemplate", function () {
      var t = document.createElement("template"); t.innerHTML = "<b></b>";
      var l = t.content.childNodes; for (var k = 0; k < 5; k++) names(l);
      t.content.appendChild(document.createElement("i"));
      return names(l);
    });
    tn("staticQuery", function () {
      var q = document.querySelectorAll("p"); for (var k = 0; k < 5; k++) names(q);
      document.body.appendChild(document.createElement("p"));
      return q.length + ":" + document.querySelectorAll("p").length + ":" + Object.keys(q).join(",");
    });
    tn("itemVsIndex", function () {
      var box = document.createElement("div"); box.innerHTML = "<b></b><i></i><u></u>";
      var l = box.childNodes, s = "";
      for (var k = 0; k < 4; k++) s += l[k % 3].nodeName;
      box.insertBefore(document.createElement("s"), box.firstChild);
      return s + "|" + l[0].nodeName + l.item(0).nodeName + l[3].nodeName + ":" + l.length;
    });
    args.completionFunction(r);
  }
};
