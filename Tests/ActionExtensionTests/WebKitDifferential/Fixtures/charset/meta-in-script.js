// A <meta charset> inside a <script> is script text to WebKit's scan (the standard's prescan
// would take it): the default, windows-1252.
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
