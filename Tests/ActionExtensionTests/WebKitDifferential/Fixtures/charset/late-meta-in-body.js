// A <meta charset> in the body after the first 1024 bytes: WebKit's scan stopped at the
// body past 1024 bytes and its parser never changes the encoding later (the standard's
// parser would): the default, windows-1252. The transport label is unknown, so both ignore
// it.
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
