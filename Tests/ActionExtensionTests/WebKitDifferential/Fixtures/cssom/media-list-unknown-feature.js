// A media query naming an unknown feature: WebKit keeps it as written.
var ExtensionPreprocessingJS = { run: function (args) {
  var m = document.styleSheets[0].media;
  m.mediaText = "screen, (bogus-feature: 1), foo bar";
  args.completionFunction({ mediaText: m.mediaText, length: m.length });
} };
