// Geometry reads the cascade: widths, heights, margins, padding and borders from the page's style sheet (not only the style attribute), display: none and visibility: hidden by rules, an absolutely positioned box placed by a rule, svg sized by a rule or by px width/height attributes.
var ExtensionPreprocessingJS = { run: function (args) {
  var ids = ["fixed", "ib", "li1", "li2", "gone", "in-gone", "sized-by-class", "child", "hidden-by-rule", "abs", "icon-by-rule", "icon-by-attributes"];
  var out = {};
  ids.forEach(function (id) {
    var e = document.getElementById(id);
    var r = e.getBoundingClientRect();
    var s = getComputedStyle(e);
    out[id + " rect size"] = r.width + "x" + r.height;
    out[id + " offset size"] = e.offsetWidth === undefined ? "none" : e.offsetWidth + "x" + e.offsetHeight;
    out[id + " computed"] = [s.width, s.height, s.marginTop, s.marginLeft, s.display, s.visibility].join(" ");
  });
  var abs = document.getElementById("abs").getBoundingClientRect();
  out["abs position"] = abs.left + "," + abs.top;
  var li1 = document.getElementById("li1").getBoundingClientRect(), li2 = document.getElementById("li2").getBoundingClientRect();
  out["li side by side"] = String(li2.left > li1.left && li2.top === li1.top);
  out["offsetParent of hidden by rule"] = String(document.getElementById("hidden-by-rule").offsetParent === document.body);
  out["offsetParent in display none"] = String(document.getElementById("in-gone").offsetParent);
  args.completionFunction(out);
} };
