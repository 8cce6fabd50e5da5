import DOM
import JSCore
import Testing

@testable import WebPlatform

@Suite("ConsoleFormatter")
struct ConsoleFormatterTests {
  let context = JSContext()

  /// The arguments `source` (a JavaScript array literal) evaluates to.
  func arguments(_ source: String) throws -> [JSValue] {
    let array = try context.evaluateScript("[" + source + "]")
    let count = Int(array.property("length").toDouble())
    return try (0..<count).map { try array.get(at: $0) }
  }

  func format(_ source: String, formatter: ConsoleFormatter = ConsoleFormatter()) throws -> String {
    formatter.format(try arguments(source))
  }

  @Test(arguments: [
    (#""plain""#, "plain"),
    (#""a", "b", 1"#, "a b 1"),
    (#""%s is %d years", "Bob", 42.9"#, "Bob is 42 years"),
    (#""%i|%d|%f", "12px", "x", "3.5e1""#, "12|NaN|35"),
    (#""%s", Symbol("k")"#, "Symbol(k)"),
    (#""%d", Symbol("k")"#, "NaN"),
    (#""%c styled %s", "color: red", "text""#, " styled text"),
    (#""%o and %O", "s", {a: 1}"#, "\"s\" and {a: 1}"),
    (#""%s %s", "only one""#, "only one %s"),
    (#""%s""#, "%s"),
    (#""100%", 5"#, "100% 5"),
    (#""%x %s", 1"#, "%x 1"),
    (#""%s", "%d", 5"#, "%d 5"),
    (#""%s", -0"#, "0"),
    (#""%o", -0"#, "-0"),
    (#"1, "a", {b: "c"}"#, "1 a {b: \"c\"}"),
  ])
  func formatterOperation(source: String, expected: String) throws {
    #expect(try format(source) == expected)
  }

  @Test(arguments: [
    ("undefined", "undefined"), ("null", "null"), ("true", "true"), ("-0", "-0"),
    ("1e21", "1e+21"), ("0.1", "0.1"), ("12n", "12n"), ("NaN", "NaN"),
    ("[1, 2, 3]", "[1, 2, 3]"), ("[1, , 3]", "[1, empty, 3]"), ("[]", "[]"),
    ("({a: 1, b: 'x'})", "{a: 1, b: \"x\"}"), ("({})", "{}"),
    ("({'a b': 1, 2: 3})", "{2: 3, \"a b\": 1}"),
    ("({a: {b: {c: 1}}})", "{a: {b: Object}}"), ("[[[1]]]", "[[Array]]"),
    ("(function foo() {})", "function foo()"), ("(() => 1)", "function ()"),
    ("(class Foo {})", "class Foo"),
    ("new Error('boom')", "Error: boom"), ("new TypeError('bad')", "TypeError: bad"),
    ("new RangeError()", "RangeError"),
    ("new Date(0)", "1970-01-01T00:00:00.000Z"), ("new Date(NaN)", "Invalid Date"),
    ("/ab+c/gi", "/ab+c/gi"),
    ("new Map([['a', 1], [2, {x: 1}]])", "Map {\"a\" => 1, 2 => {x: 1}}"),
    ("new Set([1, 'two'])", "Set {1, \"two\"}"), ("new WeakMap()", "WeakMap"),
    ("Promise.resolve(1)", "Promise"), ("new Uint8Array([1, 2])", "Uint8Array [1, 2]"),
    ("new ArrayBuffer(8)", "ArrayBuffer {byteLength: 8}"),
    ("Symbol('s')", "Symbol(s)"),
    ("new (class Point { constructor() { this.x = 1 } })", "Point {x: 1}"),
    ("Object.create(null)", "{}"),
    ("({get g() { throw 1 }, v: 'q\"\\n'})", "{g: (...), v: \"q\\\"\\n\"}"),
  ])
  func valuePreviews(source: String, expected: String) throws {
    let value = try context.evaluateScript(source)
    #expect(ConsoleFormatter().display(value) == expected)
  }

  @Test func longArraysAreTruncated() throws {
    let value = try context.evaluateScript("Array.from({length: 105}, (_, i) => i)")
    let text = ConsoleFormatter().display(value)
    #expect(text.hasPrefix("[0, 1, 2,"))
    #expect(text.hasSuffix("98, 99, … 5 more]"))
    var small = ConsoleFormatter()
    small.maxProperties = 2
    let object = try context.evaluateScript("({a: 1, b: 2, c: 3, d: 4})")
    #expect(small.display(object) == "{a: 1, b: 2, … 2 more}")
  }

  @Test func cyclesAreCutByDepth() throws {
    let value = try context.evaluateScript("var o = {name: 'o'}; o.self = o; o")
    #expect(ConsoleFormatter().display(value) == "{name: \"o\", self: {name: \"o\", self: Object}}")
  }

  @Test func nodesGoThroughTheResolver() throws {
    let document = Document()
    let element = try document.createElementForTesting(
      "div", attributes: [("id", "x"), ("class", "y")])
    let text = document.createTextNode("hello")
    let nodes: [String: Node] = ["el": element, "text": text, "doc": document]
    let formatter = ConsoleFormatter { value in
      guard value.isObject, value.has("__node") else { return nil }
      return nodes[value.property("__node").toString()]
    }
    let values = try arguments(
      "{__node: 'el'}, {__node: 'text'}, [{__node: 'doc'}], 'x'")
    #expect(formatter.format(values) == "<div id=\"x\" class=\"y\"> #text \"hello\" [#document] x")
    let comment = document.createComment("c")
    #expect(ConsoleFormatter.describe(comment) == "<!--c-->")
    #expect(ConsoleFormatter.describe(document.createDocumentFragment()) == "#document-fragment")
  }

  @Test func tableRendersRowsAndColumns() throws {
    let data = try context.evaluateScript("[{a: 1, b: 'x'}, {a: 2, c: true}, 7]")
    let text = ConsoleFormatter().table(data)
    #expect(
      text == """
        (index) | a | b   | c    | Values
        0       | 1 | "x" |      |
        1       | 2 |     | true |
        2       |   |     |      | 7
        """)
    let filtered = ConsoleFormatter().table(data, properties: ["b"])
    #expect(filtered?.hasPrefix("(index) | b   | Values") == true)
    #expect(ConsoleFormatter().table(context.number(1)) == nil)
  }
}

extension Document {
  /// An HTML element with attributes, for tests.
  fileprivate func createElementForTesting(_ name: String, attributes: [(String, String)]) throws
    -> Element
  {
    let element = try createElement(name)
    for (attribute, value) in attributes { try element.setAttribute(attribute, value) }
    return element
  }
}
