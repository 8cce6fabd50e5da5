// Which reading paths write a stale style attribute (and so fix its place).
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "attributesLengthAfter": probe(function (e, s) { e.style.color="red";e.title="t";return e.attributes.length+" "+e.outerHTML }),
    "attributesLengthBefore": probe(function (e, s) { e.style.color="red";var n=e.attributes.length;e.title="t";return n+" "+e.outerHTML }),
    "liveMapLength": probe(function (e, s) { var m=e.attributes;e.style.color="red";var n=m.length;e.title="t";return n+" "+e.outerHTML }),
    "mapGetNamedItem": probe(function (e, s) { var m=e.attributes;e.style.color="red";var a=m.getNamedItem("style");e.title="t";return (a&&a.value)+" "+e.outerHTML }),
    "mapItem": probe(function (e, s) { e.style.color="red";e.title="t";return e.attributes[0].name+" "+e.attributes.item(1).name }),
    "hasAttributes": probe(function (e, s) { e.style.color="red";var n=e.hasAttributes();e.title="t";return n+" "+e.outerHTML }),
    "hasAttributeStyle": probe(function (e, s) { e.style.color="red";var n=e.hasAttribute("style");e.title="t";return n+" "+e.outerHTML }),
    "getAttributeNames": probe(function (e, s) { e.style.color="red";var n=e.getAttributeNames().join();e.title="t";return n+" "+e.outerHTML }),
    "getAttributeNode": probe(function (e, s) { e.style.color="red";var n=!!e.getAttributeNode("style");e.title="t";return n+" "+e.outerHTML }),
    "getAttributeNS": probe(function (e, s) { e.style.color="red";e.getAttributeNS(null,"style");e.title="t";return e.outerHTML }),
    "getAttributeValue": probe(function (e, s) { e.style.color="red";e.style.marginTop="0";return e.getAttribute("style") }),
    "attrNodeValueFollows": probe(function (e, s) { e.setAttribute("style","color:blue");var a=e.getAttributeNode("style");e.style.color="red";return a.value }),
    "cloneNode": probe(function (e, s) { e.style.color="red";var c=e.cloneNode();e.title="t";c.title="c";return c.outerHTML+" "+e.outerHTML }),
    "importNode": probe(function (e, s) { e.style.color="red";var c=document.importNode(e,true);e.title="t";return c.outerHTML+e.outerHTML }),
    "xmlSerializer": probe(function (e, s) { e.style.color="red";e.title="t";return new XMLSerializer().serializeToString(e) }),
    "innerHTMLOfParent": probe(function (e, s) { var d=document.createElement("div");d.appendChild(e);e.style.color="red";e.title="t";return d.innerHTML }),
    "outerHTMLOfParent": probe(function (e, s) { var d=document.createElement("div");d.appendChild(e);e.style.color="red";var x=d.outerHTML;e.title="t";return x+" "+e.outerHTML }),
    "isEqualNode": probe(function (e, s) { var f=document.createElement("span");f.title="t";f.setAttribute("style","color: red;");e.style.color="red";e.title="t";return e.isEqualNode(f)+" "+e.outerHTML }),
    "toggleAttribute": probe(function (e, s) { e.style.color="red";e.toggleAttribute("style");return e.outerHTML+"|"+e.style.cssText }),
    "styleObjectSurvivesAttribute": probe(function (e, s) { var a=e.style;e.style.color="red";e.setAttribute("style","width:1px");return (a===e.style)+" "+a.cssText }),
    "setAttributeStyleAfterChange": probe(function (e, s) { e.style.color="red";e.setAttribute("title","t");e.setAttribute("style","color:blue");return e.outerHTML+" "+e.style.cssText }),
    "attributeChangeParsedBack": probe(function (e, s) { e.style.color="red";e.getAttributeNode("style").value="width: 2px";return e.style.cssText+" "+e.outerHTML })
  });
} };
