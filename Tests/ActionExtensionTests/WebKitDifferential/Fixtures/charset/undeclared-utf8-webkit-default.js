// An undeclared UTF-8 page where WebKit's own decoder decides (the transport label is
// unknown, so both ignore it): WebKit uses its default, windows-1252; actionjs detects UTF-8
// (its rule for saved files, as Chrome and Firefox read local files). A listed deviation.
// @charset: x-no-such-charset
var ExtensionPreprocessingJS = {
  run: function (args) {
    var text = document.body.textContent;
    var codes = [];
    for (var i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) > 127) codes.push(text.charCodeAt(i));
    }
    args.completionFunction({
      characterSet: document.characterSet,
      inputEncoding: document.inputEncoding,
      charset: document.charset,
      nonASCIICodes: codes.join(","),
      text: text.trim()
    });
  }
};
