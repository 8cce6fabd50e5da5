// A physical property and its logical counterpart share one value: the later declaration in the cascade gives it (an author margin-inline over the user-agent sheet's body margin, rules of equal specificity in order, !important, a style attribute, right-to-left), and the layout estimate agrees (offsetLeft, getBoundingClientRect).
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {};
  ["ab", "cd", "e", "f", "g", "h", "i", "u", "j", "s", "t"].forEach(function (id) {
    var el = id === "body" ? document.body : document.getElementById(id), s = getComputedStyle(el);
    ["margin-left", "margin-right", "margin-inline-start", "margin-inline-end", "padding-left", "padding-inline-start", "border-left-width", "border-inline-start-width"].forEach(function (p) {
      out[id + " " + p] = s.getPropertyValue(p);
    });
  });
  var b = getComputedStyle(document.body);
  out["body margin-left"] = b.marginLeft; out["body margin-top"] = b.marginTop;
  out["ab offsetLeft"] = document.getElementById("ab").offsetLeft;
  out["cd offsetLeft"] = document.getElementById("cd").offsetLeft;
  out["li left"] = document.getElementById("li").getBoundingClientRect().left;
  out["i li left"] = document.querySelector("#i li").getBoundingClientRect().left;
  args.completionFunction(out);
} };
