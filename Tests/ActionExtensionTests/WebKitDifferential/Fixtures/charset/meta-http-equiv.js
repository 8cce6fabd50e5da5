// A <meta http-equiv=Content-Type> declaration: iso-8859-2 (0xA9 is Š, not ©).
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
