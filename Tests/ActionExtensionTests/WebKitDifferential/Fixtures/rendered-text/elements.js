// innerText and outerText of particular elements: not in the document, display:none itself or in a display:none ancestor, display:contents, visibility:hidden, inline elements, cells, rows, controls, body.
var ExtensionPreprocessingJS = { run: function (args) {
  var r = {}; var $ = function (id) { return document.getElementById(id); };
  var detached = document.createElement("div"); detached.innerHTML = "<p>a</p>  <p>b</p><script>s</script>";
  r.detached = detached.innerText; r.detachedOuter = detached.outerText;
  var detachedSpan = document.createElement("span"); detachedSpan.textContent = "  x  y  "; r.detachedSpan = detachedSpan.innerText;
  var ids = ["none", "inNone", "contents", "hidden", "inHidden", "span", "spanSpaces", "cell", "row", "tbody", "table", "li", "p", "pre", "br", "select", "option", "textarea", "input", "button", "img", "summaryClosed", "detailsBodyClosed", "inlineBlock", "float", "absolute", "hiddenAttr", "template", "noscript", "style", "title", "svgText", "caption", "transform", "preLine", "spanInPre", "nestedInline"];
  for (var i = 0; i < ids.length; i++) { var e = $(ids[i]); r[ids[i]] = e ? e.innerText : "(missing)"; if (e && e.outerText !== e.innerText) r[ids[i] + "Outer"] = e.outerText; }
  r.titleElement = document.querySelector("title").innerText;
  r.headElement = document.head.innerText;
  r.svgTextContentOnly = String(document.querySelector("svg text").innerText);
  r.body = document.body.innerText;
  r.html = document.documentElement.innerText;
  r.bodyOuter = document.body.outerText;
  var none = $("none"); none.style.display = "block"; r.noneMadeBlock = none.innerText;
  args.completionFunction(r);
} };
