// A <meta charset> after 1024 bytes, still in the head (only a <style> before it): WebKit's
// scan looks through the whole head, so it counts (the standard's prescan stops at 1024
// bytes; its parser would change the encoding when it meets the meta). The transport label
// is unknown, so both ignore it and the page's declaration decides.
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
