// An all-ASCII page with no declaration. The label is unknown, so WebKit and actionjs both
// ignore it (the standard's step 4 takes only a supported transport encoding) and WebKit's
// own decoder decides, not the oracle's rule: windows-1252, the default (UTF-8 detection
// needs non-ASCII bytes).
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
