// Selector matching and the stale style attribute.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "matchesStyle": probe(function (e, s) { e.style.color="red";var n=e.matches("[style]");e.title="t";return n+" "+e.outerHTML }),
    "matchesOtherAttribute": probe(function (e, s) { e.style.color="red";var n=e.matches("[title]");e.title="t";return n+" "+e.outerHTML }),
    "matchesType": probe(function (e, s) { e.style.color="red";var n=e.matches("span");e.title="t";return n+" "+e.outerHTML }),
    "matchesClass": probe(function (e, s) { e.style.color="red";var n=e.matches(".x");e.title="t";return n+" "+e.outerHTML }),
    "matchesId": probe(function (e, s) { e.style.color="red";var n=e.matches("#x");e.title="t";return n+" "+e.outerHTML }),
    "querySelectorStyle": probe(function (e, s) { document.body.appendChild(e);e.style.color="red";var n=!!document.querySelector("span[style]");e.title="t";var r=n+" "+e.outerHTML;e.remove();return r }),
    "closestAttribute": probe(function (e, s) { document.body.appendChild(e);e.style.color="red";var n=!!e.closest("[data-x]");e.title="t";var r=n+" "+e.outerHTML;e.remove();return r }),
    "querySelectorAllType": probe(function (e, s) { document.body.appendChild(e);e.style.color="red";var n=document.querySelectorAll("p").length;e.title="t";var r=n+" "+e.outerHTML;e.remove();return r }),
    "otherTypeWithAttribute": probe(function (e, s) { document.body.appendChild(e);e.style.color="red";var n=document.querySelectorAll("p[title]").length;e.title="t";var r=n+" "+e.outerHTML;e.remove();return r }),
    "styleValueSelector": probe(function (e, s) { document.body.appendChild(e);e.style.color="red";var n=document.querySelectorAll('[style="color: red;"]').length;var r=n+" "+e.outerHTML;e.remove();return r }),
    "styleSubstring": probe(function (e, s) { document.body.appendChild(e);e.style.color="red";var n=document.querySelectorAll('[style*="red"]').length;var r=n;e.remove();return r })
  });
} };
