// Media queries WebKit keeps as written though it does not know them (an unknown feature, a
// value a feature does not take, other <general-enclosed> forms): actionjs makes them `not all`.
var queries = {
  "badMixed": "(400px < width > 300px)", "calc": "(min-width: calc(1px))",
  "functionComma": "f(a, b), screen", "parenComma": "(a, b), screen",
  "percentage": "(min-width: 50%)", "rangeSpaced": "(400px < = width)",
  "unknownFeature": "(bogus)", "unknownMiddle": "screen, (bogus: 1), print",
  "webkitRatio": "(-webkit-min-device-pixel-ratio: 1.5)"
};
var ExtensionPreprocessingJS = { run: function (args) {
  var result = {};
  for (var name in queries) {
    try { result[name] = window.matchMedia(queries[name]).media; }
    catch (x) { result[name] = "threw " + x.name; }
  }
  args.completionFunction(result);
} };
