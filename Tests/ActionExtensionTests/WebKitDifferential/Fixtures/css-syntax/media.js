// Media query text through the CSS Syntax tokenizer, as matchMedia() parses and serializes it:
// comments, escapes, strings and blocks holding commas, blocks the input leaves open, `<=` as
// two delims with nothing between. Only the serialization is compared (the viewports differ).
var queries = {
  "minWidth": "(min-width: 600px)", "rangeBetween": "(400px <= width <= 700px)",
  "rangeTight": "(400px<=width<=700px)", "onlyScreen": "only screen and (max-width: 767px)",
  "notAll": "not all and (monochrome)", "trailingComma": "screen,",
  "garbage": "garbage!, screen", "empty": "", "spaces": "   ",
  "comment": "/* c */ screen /* d */", "commentInFeature": "(min-width/**/:/**/100px)",
  "upper": "SCREEN AND (MIN-WIDTH: 100PX)", "andFunction": "screen and(color)",
  "unclosed": "(min-width: 100px", "unclosedNested": "((color)",
  "stringComma": "\"a,b\", screen", "bracketComma": "[a,b], screen",
  "braceComma": "{a,b}, screen", "hexEscape": "(\\6d in-width: 100px)",
  "escapedIdent": "(min-\\width: 100px)", "escapedType": "\\73 creen",
  "ratio": "(aspect-ratio: 16/9)", "ratioSpaced": "(min-aspect-ratio: 16 / 9)",
  "number": "(min-resolution: 2dppx)", "signedNumber": "(min-width: +100px)",
  "exponent": "(min-width: 1e2px)", "fraction": "(min-width: .5em)",
  "negative": "(min-width: -100px)", "zero": "(min-width: 0)",
  "orCondition": "(hover) or (color)", "notCondition": "not (hover)",
  "mixed": "(color) and (hover) or (pointer)", "nested": "((color) and (hover))",
  "crlf": "screen\r\nand (color)", "tab": "screen\tand\t(color)", "nul": "scr\u0000een",
  "hash": "#screen", "at": "@media screen", "layer": "layer", "onlyAlone": "only",
  "notType": "not print", "typeNotAnd": "screen (color)", "greater": "(width >= 600px)",
  "equals": "(600px = width)", "reversed": "(700px >= width >= 400px)", "cdo": "<!-- screen",
  "cdc": "screen -->", "url": "url(x), screen", "semicolon": "screen; print",
  "curly": "screen { }"
};
var ExtensionPreprocessingJS = { run: function (args) {
  var result = {};
  for (var name in queries) {
    try { result[name] = window.matchMedia(queries[name]).media; }
    catch (x) { result[name] = "threw " + x.name; }
  }
  args.completionFunction(result);
} };
