// Inline-style serialization: the examples of which shorthands collapse.
function css(set) { var e = document.createElement("span"); set(e.style); return e.style.cssText; }
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    borderLeft: css(function (s) { s.setProperty("border-left", "2px dashed #00f"); }),
    border: css(function (s) { s.border = "1px solid red"; }),
    padding: css(function (s) { s.padding = "1px"; s.paddingLeft = "3px"; }),
    outline: css(function (s) { s.outline = "2px dotted blue"; }),
    background: css(function (s) { s.background = "red url(x.png) no-repeat"; }),
    font: css(function (s) { s.font = "italic bold 12px/30px Georgia, serif"; })
  });
} };
