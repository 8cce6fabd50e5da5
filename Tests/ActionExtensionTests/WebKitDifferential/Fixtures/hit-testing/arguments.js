// Argument conversion: elementFromPoint/elementsFromPoint take two required `double`s
// (non-finite values throw a TypeError); caretRangeFromPoint takes `optional long x = 0,
// optional long y = 0` (NaN is 0, values wrap modulo 2^32). Which methods exist, their lengths,
// the brand check, and a document without a browsing context.
function id(e) { return e === null ? "null" : e.nodeName.toLowerCase() + (e.id ? "#" + e.id : ""); }
function attempt(f) {
  try { var v = f(); return Array.isArray(v) ? "[" + v.map(id).join(",") + "]" : id(v); }
  catch (e) { return e.name; }
}
function message(f) { try { f(); return "none"; } catch (e) { return e.message; } }
function caret(x, y) {
  var r = arguments.length === 0 ? document.caretRangeFromPoint()
    : arguments.length === 1 ? document.caretRangeFromPoint(x) : document.caretRangeFromPoint(x, y);
  return r === null ? "null" : id(r.startContainer) + "|" + r.startOffset + "|" + r.collapsed;
}
var ExtensionPreprocessingJS = { run: function (args) {
  var other = document.implementation.createHTMLDocument("other");
  args.completionFunction({
    types: [typeof document.elementFromPoint, typeof document.elementsFromPoint,
      typeof document.caretRangeFromPoint, typeof document.caretPositionFromPoint].join(","),
    lengths: [document.elementFromPoint.length, document.elementsFromPoint.length,
      document.caretRangeFromPoint.length].join(","),
    onPrototype: [Document.prototype.hasOwnProperty("elementFromPoint"),
      Document.prototype.hasOwnProperty("elementsFromPoint"),
      Document.prototype.hasOwnProperty("caretRangeFromPoint")].join(","),
    none: attempt(function () { return document.elementFromPoint(); }),
    one: attempt(function () { return document.elementFromPoint(5); }),
    noneAll: attempt(function () { return document.elementsFromPoint(5); }),
    notEnough: message(function () { document.elementFromPoint(5); }),
    nan: attempt(function () { return document.elementFromPoint(NaN, 5); }),
    infinity: attempt(function () { return document.elementFromPoint(5, Infinity); }),
    minusInfinityAll: attempt(function () { return document.elementsFromPoint(-Infinity, 5); }),
    undefinedY: attempt(function () { return document.elementFromPoint(5, undefined); }),
    nonFinite: message(function () { document.elementFromPoint(NaN, 5); }),
    strings: attempt(function () { return document.elementFromPoint("20", "20"); }),
    nulls: attempt(function () { return document.elementFromPoint(null, null); }),
    booleans: attempt(function () { return document.elementFromPoint(true, 20); }),
    objectValueOf: attempt(function () { return document.elementFromPoint({ valueOf: function () { return 20; } }, 20); }),
    brand: attempt(function () { return document.elementFromPoint.call(document.body, 1, 1); }),
    brandAll: attempt(function () { return document.elementsFromPoint.call({}, 1, 1); }),
    brandCaret: attempt(function () { return document.caretRangeFromPoint.call(document.body, 1, 1); }),
    otherDocument: attempt(function () { return other.elementFromPoint(20, 20); }),
    otherDocumentAll: attempt(function () { return other.elementsFromPoint(20, 20); }),
    otherDocumentCaret: String(other.caretRangeFromPoint(20, 20)),
    otherDocumentNaN: attempt(function () { return other.elementFromPoint(NaN, 20); }),
    caretNoArguments: caret(),
    caretOneArgument: caret(20),
    caretNaN: caret(NaN, 20),
    caretInfinity: caret(Infinity, 20),
    caretWraps: caret(4294967296 + 20, 20),
    caretNegativeWraps: caret(-4294967296 + 20, 20),
    caretFraction: caret(20.9, 20.9),
    caretString: caret("20", "20"),
    caretType: Object.prototype.toString.call(document.caretRangeFromPoint(20, 20)),
    caretFresh: document.caretRangeFromPoint(20, 20) !== document.caretRangeFromPoint(20, 20)
  });
} };
