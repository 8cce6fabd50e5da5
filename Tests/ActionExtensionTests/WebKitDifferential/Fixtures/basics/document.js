// The basics every fixture relies on: URL, title, a selection, alert, finalize.
// @select: brown fox
// @finalize: {"color": "red"}
// @final-html
var ExtensionPreprocessingJS = {
  run: function (args) {
    alert("run");
    args.completionFunction({
      url: document.URL, title: document.title, selection: String(getSelection()),
      count: document.getElementsByTagName("*").length, ratio: 1.5, ok: true,
      list: [1, "two"], nested: { a: location.hostname }
    });
  },
  finalize: function (args) { document.body.style.color = args.color; }
};
