// Images from data: URLs in the page are loaded when the script runs (they have a size), so a box that clips its overflow and holds one is not empty; one whose image is missing is, and clips what it holds; measured on each box and on the body.
var ExtensionPreprocessingJS = { run: function (args) {
  var r = {};
  ["clip-data", "clip-missing", "plain-data", "overlay-box"].forEach(function (id) { r[id] = document.getElementById(id).innerText; });
  r.body = document.body.innerText;
  args.completionFunction(r);
} };
