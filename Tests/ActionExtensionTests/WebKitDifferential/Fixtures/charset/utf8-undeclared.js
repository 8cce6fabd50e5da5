// A page in UTF-8 with no BOM, no transport charset and no <meta>: valid UTF-8 holding
// non-ASCII, so it is read as UTF-8. That is the oracle's own rule for undeclared pages (and
// Chrome's and Firefox's for local files), the same as actionjs's; what Safari chooses for a
// saved file without a declaration is not established.
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
