// Selector text through the CSS Syntax tokenizer: escapes, comments, strings, attribute case
// flags and An+B from number, dimension and ident tokens. Each result is the number of matches
// or the exception's name.
function count(selector) {
  try { return String(document.querySelectorAll(selector).length); }
  catch (x) { return "threw " + x.name; }
}
var selectors = {
  "hexEscapeId": "#\\31 23", "hexEscapeIdNoSpace": "#\\0000312\\33", "digitId": "#123",
  "escapedColonClass": ".a\\:b", "colonClass": ".a:b", "escapedDigitClass": ".\\31 a",
  "nonAsciiClass": ".é", "escapedNonAscii": ".\\e9", "dashId": "#-n",
  "attrI": "[data-x=\"y\" i]", "attrPlain": "[data-x=\"y\"]",
  "attrIdentValue": "[data-x=Y]", "attrUnknownFlag": "[data-x=\"y\" q]",
  "attrSpaces": "[ data-x = \"Y\" ]", "attrNoClose": "[data-x=\"Y\"", "attrEscName": "[data\\-x]",
  "commentInside": "div/* c */p", "commentDescendant": "div /* c */ p",
  "commentInAttr": "[/**/data-x/**/]", "commentInPseudo": "p:/**/first-child",
  "commentInNth": "li:nth-child(/**/2n/**/+/**/1/**/)", "unclosedComment": "p /* x",
  "nthOf": ":nth-child(2n+1 of .x)", "nthOfLi": "li:nth-child(2n+1 of .x)",
  "nthOdd": "li:nth-child(odd)", "nthEvenCase": "li:nth-child(EVEN)",
  "nthN": "li:nth-child(n)", "nthMinusN": "li:nth-child(-n+3)", "nthPlusN": "li:nth-child(+n)",
  "nthPlusSpaceN": "li:nth-child(+ n)", "nthDimension": "li:nth-child(3n)",
  "nthDimMinus": "li:nth-child(3n-1)", "nthDimMinusSpace": "li:nth-child(3n- 1)",
  "nthDimSpaceMinus": "li:nth-child(3n - 1)", "nthSpacePlus": "li:nth-child(2n + 1)",
  "nthSignedAfterSpace": "li:nth-child(2n +1)", "nthDoubleSign": "li:nth-child(2n + +1)",
  "nthNDash": "li:nth-child(n-1)", "nthDashNDash": "li:nth-child(-n-1)",
  "nthNumber": "li:nth-child(3)", "nthPlusNumber": "li:nth-child(+3)",
  "nthFloat": "li:nth-child(1.5)", "nthFloatN": "li:nth-child(1.5n)",
  "nthExp": "li:nth-child(1e1)", "nthUpperN": "li:nth-child(2N+1)",
  "nthEscapedN": "li:nth-child(2\\6e+1)", "nthOfNoSpace": "li:nth-child(2n+1of .x)",
  "nthOfMissing": "li:nth-child(2n+1 of)", "nthLastOf": "li:nth-last-child(1 of .x)",
  "nthOfType": "p:nth-of-type(2)", "nthOfTypeOf": "p:nth-of-type(2 of .x)",
  "stringEscape": "[title=\"\\74\"]", "stringNewline": "[title=\"t\\\n\"]",
  "badString": "[title=\"t\n\"]", "crlf": "div\r\np", "formFeed": "div\fp", "nul": "p\u0000",
  "cdo": "<!-- p", "cdc": "p -->", "urlToken": "url(x)", "hashStart": "#1a",
  "trailingBackslash": "p\\", "lang": ":lang(en)", "dir": ":dir(ltr)",
  "isForgiving": ":is(p, :bogus)", "whereEmpty": ":where()", "not": "p:not(.x)",
  "has": "div:has(> p.x)", "notHasNested": "div:has(:has(p))", "atKeyword": "@p",
  "semicolon": "p;", "braces": "p{}", "percent": "p 5%", "typeEsc": "\\70",
  "nsAny": "*|p", "nsNone": "|p", "nsUnknown": "x|p", "pseudoEl": "p::before",
  "pseudoLegacy": "p:before", "slotted": "::slotted(p)",
  "emptyList": "", "trailingComma": "p,", "leadingComma": ",p", "spaces": "  p  ,  li  "
};
var ExtensionPreprocessingJS = { run: function (args) {
  var result = {};
  for (var name in selectors) result[name] = count(selectors[name]);
  args.completionFunction(result);
} };
