// A UTF-8 byte order mark wins over a <meta charset=windows-1252>.
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
