// A box that clips its overflow and whose width, height, max-width or max-height is zero: WebKit's text iterator reads nothing inside it (a collapsed search button of max-width: 0 on page wikia), and it gives no line feeds.
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {}; var cases = document.querySelectorAll('.case');
  for (var i = 0; i < cases.length; i++) out['c' + i] = cases[i].innerText;
  out.body = document.body.innerText;
  args.completionFunction(out);
} };
