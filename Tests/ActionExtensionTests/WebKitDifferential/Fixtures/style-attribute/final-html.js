// The style attribute after finalize: set through element.style on parsed elements.
// @final-html
// @finalize: {"color":"red"}
var ExtensionPreprocessingJS = {
  run: function (args) {
    var p = document.querySelector("p");
    p.style.color = "blue";
    p.title = "t";
    args.completionFunction({ p: p.outerHTML });
  },
  finalize: function (args) {
    document.body.style.backgroundColor = args.color;
    document.body.setAttribute("data-done", "1");
    var q = document.querySelector("#styled");
    q.style.margin = "0";
    q.lang = "en";
    var n = document.createElement("em");
    n.style.cssText = "font-weight: bold";
    n.className = "made";
    document.body.appendChild(n);
  }
};
