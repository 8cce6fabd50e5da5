// getComputedStyle of SVG and MathML elements: the user-agent defaults of foreign content
// (display, visibility, white-space, overflow, text-align, borders and paddings).
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {};
  var props = ["display", "visibility", "white-space", "overflow-x", "text-align", "font-style",
    "font-weight", "direction", "text-indent", "border-top-width"];
  var els = document.querySelectorAll("svg, svg *, math, math *");
  var seen = {};
  for (var i = 0; i < els.length; i++) {
    var e = els[i];
    var ns = e.namespaceURI.indexOf("svg") >= 0 ? "svg:" : e.namespaceURI.indexOf("MathML") >= 0 ? "m:" : "h:";
    var key = ns + e.localName + (e.id ? "#" + e.id : "") +
      (e.parentNode && e.parentNode.localName == "semantics" ? "@semantics" : "");
    if (seen[key]) continue;
    seen[key] = 1;
    var cs = getComputedStyle(e);
    out[key] = props.map(function (p) { return p + "=" + cs.getPropertyValue(p); }).join("; ");
  }
  var math = getComputedStyle(document.getElementById("m1"));
  out.mathFontFamily = math.fontFamily;
  out.miFontFamily = getComputedStyle(document.querySelector("mi")).fontFamily;
  var mfrac = getComputedStyle(document.querySelector("mfrac"));
  out.mfracPadding = mfrac.paddingLeft + " " + mfrac.paddingRight;
  var merror = getComputedStyle(document.querySelector("merror"));
  out.merror = merror.borderTopStyle + " " + merror.borderTopColor + " " + merror.backgroundColor;
  function made(ns, name, attrs) {
    var e = document.createElementNS(ns, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    document.body.appendChild(e);
    var d = getComputedStyle(e).display;
    e.remove();
    return d;
  }
  var SVG = "http://www.w3.org/2000/svg", MML = "http://www.w3.org/1998/Math/MathML";
  out.svgTitleInBody = made(SVG, "title", {});
  out.svgStyleInBody = made(SVG, "style", {});
  out.svgScriptInBody = made(SVG, "script", {});
  out.svgHidden = made(SVG, "g", { hidden: "" });
  out.svgStyledBlock = made(SVG, "svg", { style: "display:block" });
  out.miInBody = made(MML, "mi", {});
  out.mathHidden = made(MML, "mi", { hidden: "" });
  out.mathDisplaySpaceBlock = made(MML, "math", { display: " block" });
  out.mathDisplayInline = made(MML, "math", { display: "inline" });
  out.htmlTitleInSvg = (function () {
    var t = document.createElement("title");
    document.getElementById("svg1").appendChild(t);
    var d = getComputedStyle(t).display;
    t.remove();
    return d;
  })();
  out.htmlStyleInMath = (function () {
    var t = document.createElement("div");
    document.getElementById("m2").appendChild(t);
    var d = getComputedStyle(t).display;
    t.remove();
    return d;
  })();
  out.authorOverride = (function () {
    var s = document.createElement("style");
    s.textContent = "title { display: inline } mi { display: inline }";
    document.head.appendChild(s);
    var r = getComputedStyle(document.querySelector("svg title")).display + " " +
      getComputedStyle(document.querySelector("mi")).display;
    s.remove();
    return r;
  })();
  args.completionFunction(out);
}};
