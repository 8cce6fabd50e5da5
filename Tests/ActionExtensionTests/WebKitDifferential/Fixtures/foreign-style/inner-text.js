// innerText over SVG and MathML: only SVG text content elements (and foreignObject) render
// text; MathML elements are blocks, semantics shows its first child, mphantom is hidden.
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {};
  ["a", "b", "c", "d", "e", "f", "g", "h"].forEach(function (id) {
    out[id] = document.getElementById(id).innerText;
  });
  out.svgInnerText = typeof document.querySelector("svg").innerText;
  out.mathInnerText = typeof document.querySelector("math").innerText;
  out.bodyTextContentLength = document.body.textContent.length;
  args.completionFunction(out);
}};
