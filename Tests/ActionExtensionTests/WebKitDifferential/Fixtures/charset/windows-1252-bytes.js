// A page in windows-1252 with no BOM, no transport charset and no <meta>: its bytes are not
// valid UTF-8, so it is read as windows-1252 (é 0xE9, € 0x80, “ 0x93, © 0xA9).
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
