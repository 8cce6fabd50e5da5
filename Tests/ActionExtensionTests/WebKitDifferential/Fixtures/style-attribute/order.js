// Where the style attribute lands in the attribute list after inline style changes.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "setThenTitle": probe(function (e, s) { e.style.color="red";e.title="t";return e.outerHTML }),
    "readThenTitle": probe(function (e, s) { e.style.color="red";e.getAttribute("style");e.title="t";return e.outerHTML }),
    "setAttributeFirst": probe(function (e, s) { e.setAttribute("style","color:blue");e.title="t";e.style.color="red";return e.outerHTML }),
    "titleStyleId": probe(function (e, s) { e.title="t";e.style.color="red";e.id="i";return e.outerHTML }),
    "parsedKeepsPlace": probe(function (e, s) { var d=document.createElement("div");d.innerHTML='<span id="a" style="color:blue" title="t"></span>';var x=d.firstChild;x.style.color="red";x.lang="en";return d.innerHTML }),
    "datasetAfter": probe(function (e, s) { e.style.color="red";e.dataset.x="1";return e.outerHTML }),
    "classListAfter": probe(function (e, s) { e.style.color="red";e.classList.add("c");return e.outerHTML }),
    "setAttributeOther": probe(function (e, s) { e.style.color="red";e.setAttribute("title","t");return e.outerHTML }),
    "getOtherAttribute": probe(function (e, s) { e.style.color="red";e.getAttribute("title");e.title="t";return e.outerHTML }),
    "hasOtherAttribute": probe(function (e, s) { e.style.color="red";e.hasAttribute("title");e.title="t";return e.outerHTML }),
    "textContentRead": probe(function (e, s) { e.style.color="red";e.textContent;e.title="t";return e.outerHTML }),
    "innerHTMLSet": probe(function (e, s) { e.style.color="red";e.innerHTML="<b>x</b>";e.title="t";return e.outerHTML }),
    "insertAdjacent": probe(function (e, s) { var d=document.createElement("div");d.appendChild(e);e.style.color="red";d.insertAdjacentHTML("beforeend","<i></i>");e.title="t";return d.innerHTML }),
    "twoChangesThenTitle": probe(function (e, s) { e.style.color="red";e.style.width="1px";e.title="t";return e.outerHTML }),
    "changeAfterWrite": probe(function (e, s) { e.style.color="red";e.getAttribute("style");e.title="t";e.style.color="blue";return e.outerHTML }),
    "styleSetterOrder": probe(function (e, s) { e.style="color: red";e.title="t";return e.outerHTML }),
    "cssTextOrder": probe(function (e, s) { e.style.cssText="color: red";e.title="t";return e.outerHTML }),
    "readingStyleOnly": probe(function (e, s) { e.style.color;e.style.cssText;e.title="t";return e.outerHTML }),
    "invalidValue": probe(function (e, s) { e.style.color="nonsense";e.title="t";return e.outerHTML }),
    "getComputed": probe(function (e, s) { document.body.appendChild(e);e.style.color="red";getComputedStyle(e).color;e.title="t";var r=e.outerHTML;e.remove();return r }),
    "className": probe(function (e, s) { e.style.color="red";e.className="c";e.id="i";return e.outerHTML })
  });
} };
