// Emptying the inline style, removing the style attribute.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "cssTextEmptyAfterChange": probe(function (e, s) { e.style.color="red";e.style.cssText="";e.title="t";return e.outerHTML }),
    "cssTextEmptyAfterWrite": probe(function (e, s) { e.style.color="red";e.getAttribute("style");e.style.cssText="";return e.outerHTML }),
    "cssTextEmptyFresh": probe(function (e, s) { e.style.cssText="";return e.outerHTML+" "+e.hasAttribute("style") }),
    "emptyValueFresh": probe(function (e, s) { e.style.color="";return e.outerHTML+" "+e.hasAttribute("style") }),
    "removePropertyFresh": probe(function (e, s) { e.style.removeProperty("color");return e.outerHTML+" "+e.hasAttribute("style") }),
    "setThenClear": probe(function (e, s) { e.style.color="red";e.style.color="";return e.outerHTML }),
    "removeAttributeUnwritten": probe(function (e, s) { e.style.color="red";e.removeAttribute("style");return e.outerHTML+" ["+e.style.cssText+"]" }),
    "removeAttributeWritten": probe(function (e, s) { e.style.color="red";e.getAttribute("style");e.removeAttribute("style");return e.outerHTML+" ["+e.style.cssText+"]" }),
    "removeAttributeParsed": probe(function (e, s) { e.setAttribute("style","color:blue");e.style.color="red";e.removeAttribute("style");return e.outerHTML+" ["+e.style.cssText+"]" }),
    "removeAttributeThenSet": probe(function (e, s) { e.style.color="red";e.removeAttribute("style");e.style.width="1px";return e.outerHTML }),
    "removeAttributeNS": probe(function (e, s) { e.style.color="red";e.removeAttributeNS(null,"style");return e.outerHTML }),
    "removeAttributeHas": probe(function (e, s) { e.style.color="red";e.removeAttribute("style");return e.hasAttribute("style")+" "+e.getAttribute("style") }),
    "removeNamedItem": probe(function (e, s) { e.style.color="red";e.attributes.removeNamedItem("style");return e.outerHTML+" ["+e.style.cssText+"]" }),
    "setAttributeEmpty": probe(function (e, s) { e.style.color="red";e.setAttribute("style","");return e.outerHTML+" ["+e.style.cssText+"]" }),
    "invalidCssText": probe(function (e, s) { e.style.cssText="nonsense";return e.outerHTML })
  });
} };
