import DOM
import Testing

/// One `setProperty(property, input)` case and the value `getPropertyValue` then reports
/// ("" when the value is invalid and the declaration is dropped).
struct SerializationCase: CustomTestStringConvertible, Sendable {
  var property: String
  var input: String
  var expected: String

  init(_ property: String, _ input: String, _ expected: String) {
    self.property = property
    self.input = input
    self.expected = expected
  }

  var testDescription: String { "\(property): \(input) → \(expected)" }
}

private func makeElement() -> Element {
  // A div in a fresh no-quirks HTML document.
  Document().createElement(name: QualifiedName(namespace: .html, localName: "div"))
}

@Suite struct CSSValueSerializationTests {
  static let colors: [SerializationCase] = [
    .init("color", "red", "red"),
    .init("color", "ReD", "red"),
    .init("color", "RebeccaPurple", "rebeccapurple"),
    .init("color", "transparent", "transparent"),
    .init("color", "TRANSPARENT", "transparent"),
    .init("color", "currentColor", "currentcolor"),
    .init("color", "CanvasText", "canvastext"),
    .init("color", "#f00", "rgb(255, 0, 0)"),
    .init("color", "#F00", "rgb(255, 0, 0)"),
    .init("color", "#f008", "rgba(255, 0, 0, 0.533)"),
    .init("color", "rgba(0, 0, 0, 0.123)", "rgba(0, 0, 0, 0.12)"),
    .init("color", "#00ff00", "rgb(0, 255, 0)"),
    .init("color", "#ff000080", "rgba(255, 0, 0, 0.5)"),
    .init("color", "#ff000000", "rgba(255, 0, 0, 0)"),
    .init("color", "#12345", ""),
    .init("color", "#ggg", ""),
    .init("color", "rgb(1,2,3)", "rgb(1, 2, 3)"),
    .init("color", "RGB( 1 , 2 , 3 )", "rgb(1, 2, 3)"),
    .init("color", "rgba(1, 2, 3, 0.5)", "rgba(1, 2, 3, 0.5)"),
    .init("color", "rgba(1, 2, 3, .25)", "rgba(1, 2, 3, 0.25)"),
    .init("color", "rgba(1, 2, 3, 1)", "rgb(1, 2, 3)"),
    .init("color", "rgb(1, 2, 3, 50%)", "rgba(1, 2, 3, 0.5)"),
    .init("color", "rgb(100%, 50%, 0%)", "rgb(255, 128, 0)"),
    .init("color", "rgb(300, -5, 12.4)", "rgb(255, 0, 12)"),
    .init("color", "rgb(1 2 3)", "rgb(1, 2, 3)"),
    .init("color", "rgb(1 2 3 / 0.2)", "rgba(1, 2, 3, 0.2)"),
    .init("color", "rgb(100% 0 0 / 50%)", "rgba(255, 0, 0, 0.5)"),
    .init("color", "rgb(100%, 0, 0)", ""),
    .init("color", "rgb(1, 2)", ""),
    .init("color", "rgb(1 2, 3)", ""),
    .init("color", "hsl(0, 100%, 50%)", "rgb(255, 0, 0)"),
    .init("color", "hsl(120deg, 100%, 25%)", "rgb(0, 128, 0)"),
    .init("color", "hsla(240, 100%, 50%, 0.5)", "rgba(0, 0, 255, 0.5)"),
    .init("color", "hsl(0.5turn 100% 50%)", "rgb(0, 255, 255)"),
    .init("color", "hsl(0, 100, 50)", ""),
    .init("color", "notacolor", ""),
    .init("color", "red blue", ""),
    .init("background-color", "#FFF", "rgb(255, 255, 255)"),
  ]

  static let lengthsAndNumbers: [SerializationCase] = [
    .init("width", "10px", "10px"),
    .init("width", "10PX", "10px"),
    .init("width", "1.50px", "1.5px"),
    .init("width", ".5em", "0.5em"),
    .init("width", "+2rem", "2rem"),
    .init("width", "1e2px", "100px"),
    .init("width", "0.1234567px", "0.123457px"),
    .init("width", "0", "0px"),
    .init("width", "0em", "0em"),
    .init("width", "50%", "50%"),
    .init("width", "50.0%", "50%"),
    .init("width", "AUTO", "auto"),
    .init("width", "fit-content", "fit-content"),
    .init("width", "-10px", ""),
    .init("width", "10", ""),
    .init("width", "10 px", ""),
    .init("width", "calc(100% - 10px)", "calc(100% - 10px)"),
    .init("width", "CALC( 100%  -  10px )", "calc(100% - 10px)"),
    .init("max-width", "none", "none"),
    .init("min-height", "100vh", "100vh"),
    .init("top", "-5px", "-5px"),
    .init("left", "auto", "auto"),
    .init("right", "3Q", "3q"),
    .init("bottom", "-0.0px", "0px"),
    .init("margin-top", "-1em", "-1em"),
    .init("padding-left", "-1em", ""),
    .init("font-size", "16px", "16px"),
    .init("font-size", "Large", "large"),
    .init("font-size", "120%", "120%"),
    .init("line-height", "1.5", "1.5"),
    .init("line-height", "1.50", "1.5"),
    .init("line-height", "0", "0"),
    .init("line-height", "24px", "24px"),
    .init("line-height", "Normal", "normal"),
    .init("line-height", "-1", ""),
    .init("opacity", "0.5", "0.5"),
    .init("opacity", ".50", "0.5"),
    .init("opacity", "1", "1"),
    .init("opacity", "50%", "0.5"),
    .init("opacity", "half", ""),
    .init("z-index", "10", "10"),
    .init("z-index", "-1", "-1"),
    .init("z-index", "auto", "auto"),
    .init("z-index", "1.5", ""),
    .init("font-weight", "bold", "bold"),
    .init("font-weight", "700", "700"),
    .init("font-weight", "BOLDER", "bolder"),
    .init("font-weight", "0", ""),
  ]

  static let keywordsStringsAndURLs: [SerializationCase] = [
    .init("display", "NONE", "none"),
    .init("display", "inline-block", "inline-block"),
    .init("display", "-webkit-box", "-webkit-box"),
    .init("display", "blocky", ""),
    .init("visibility", "Hidden", "hidden"),
    .init("position", "Fixed", "fixed"),
    .init("position", "-webkit-sticky", "-webkit-sticky"),
    .init("text-align", "CENTER", "center"),
    .init("overflow-x", "hidden", "hidden"),
    .init("white-space", "NoWrap", "nowrap"),
    .init("float", "LEFT", "left"),
    .init("box-sizing", "Border-Box", "border-box"),
    .init("font-style", "Italic", "italic"),
    .init("pointer-events", "None", "none"),
    .init("display", "inherit", "inherit"),
    .init("color", "INITIAL", "initial"),
    .init("width", "unset", "unset"),
    .init("width", "inherit 10px", ""),
    .init("font-family", "Arial", "Arial"),
    .init("font-family", "'Arial'", "Arial"),
    .init("font-family", "Times New Roman, Serif", "\"Times New Roman\", serif"),
    .init("font-family", "\"Helvetica Neue\", sans-serif", "\"Helvetica Neue\", sans-serif"),
    .init("font-family", "'serif'", "\"serif\""),
    .init("font-family", "-apple-system, BlinkMacSystemFont", "-apple-system, BlinkMacSystemFont"),
    .init("font-family", "Arial,", ""),
    .init("font-family", "12px", ""),
    .init("content", "'a\"b'", "\"a\\\"b\""),
    .init("background-image", "url(a.png)", "url(\"a.png\")"),
    .init("background-image", "URL( 'a b.png' )", "url(\"a b.png\")"),
    .init("background-image", "url(\"x\\\"y\")", "url(\"x\\\"y\")"),
    .init("background-image", "none", "none"),
    .init("background-image", "url(a.png), url(b.png)", "url(\"a.png\"), url(\"b.png\")"),
    .init(
      "background-image", "linear-gradient(to right, #FFF 0%, Red 100%)",
      "linear-gradient(to right, rgb(255, 255, 255) 0%, red 100%)"),
    .init("background-image", "url(a b.png)", ""),
    .init("background-image", "red", ""),
    .init("cursor", "Pointer", "pointer"),
    .init("cursor", "url(hand.cur), pointer", "url(\"hand.cur\"), pointer"),
    .init("text-decoration", "Underline", "underline"),
    .init("text-decoration", "underline dotted #F00", ""),
    .init("transform", "rotate(45deg)", "rotate(45deg)"),
    .init(
      "transform", "translate( 10px ,20px )  scale(1.50)", "translate(10px, 20px) scale(1.5)"),
    .init("transform", "none", "none"),
    .init(
      "transition", "opacity 0.3s ease-in-out,transform .2s",
      "opacity 0.3s ease-in-out, transform 0.2s"),
    .init("filter", "blur(2px) grayscale(100%)", "blur(2px) grayscale(100%)"),
    .init("filter", "blur(2px", "blur(2px)"),
    .init("flex", "1 1 auto", "1 1 auto"),
    // WebKit 2.50 has only the prefixed `-webkit-user-select` (fixture style/more-shorthands).
    .init("user-select", "none", ""),
    .init("--main-color", " #FFF ", "#FFF"),
    .init("-webkit-user-select", "none", "none"),
    .init("width", "var(--w)", "var(--w)"),
    .init("transform", "rotate(1deg) !x", ""),
    .init("transform", "rotate(1deg;)", ""),
    .init("--x", "{a;b}", "{a;b}"),
    .init("background-position", "center", "center center"),
    .init("background-position", "top", "center top"),
    .init("background-position", "top left", "left top"),
    .init("background-position", "10px 20%", "10px 20%"),
    .init("background-position", "0 0", "0px 0px"),
    .init("background-size", "cover", "cover"),
    .init("background-size", "50% auto", "50% auto"),
    .init("background-size", "10px 20px", "10px 20px"),
    .init("background-repeat", "repeat no-repeat", "repeat-x"),
    .init("background-repeat", "no-repeat no-repeat", "no-repeat"),
    .init("background-repeat", "space round", "space round"),
  ]

  static let shorthands: [SerializationCase] = [
    .init("margin", "1px", "1px"),
    .init("margin", "1px 2px", "1px 2px"),
    .init("margin", "1px 2px 3px", "1px 2px 3px"),
    .init("margin", "1px 2px 3px 4px", "1px 2px 3px 4px"),
    .init("margin", "1px 2px 1px 2px", "1px 2px"),
    .init("margin", "0 auto", "0px auto"),
    .init("margin", "1px 2px 3px 4px 5px", ""),
    .init("margin", "1px red", ""),
    .init("padding", "0", "0px"),
    .init("padding", "5px 10px 5px", "5px 10px"),
    .init("padding", "auto", ""),
    .init("border", "1px solid red", "1px solid red"),
    .init("border", "SOLID 1PX #F00", "1px solid rgb(255, 0, 0)"),
    .init("border", "solid", "solid"),
    .init("border", "none", "medium"),
    .init("border", "0", "0px"),
    .init("border", "2px dashed", "2px dashed"),
    .init("border", "thin red", "thin red"),
    .init("border", "1px solid red blue", ""),
    .init("border", "1px 2px", ""),
    .init("border", "inherit", "inherit"),
    .init("border-top", "1px solid red", "1px solid red"),
    .init("border-left", "dotted", "dotted"),
    .init("border-width", "1px 2px", "1px 2px"),
    .init("border-style", "solid none", "solid none"),
    .init("border-color", "red #00f", "red rgb(0, 0, 255)"),
    .init("outline", "2px solid blue", "blue solid 2px"),
    .init("outline", "auto", "auto"),
    .init("overflow", "hidden", "hidden"),
    .init("overflow", "hidden scroll", "hidden scroll"),
    .init("overflow", "auto auto", "auto"),
    .init("overflow", "hidden hidden hidden", ""),
    .init("background", "red", "red"),
    .init("background", "#FFF", "rgb(255, 255, 255)"),
    .init("background", "url(a.png)", "url(\"a.png\")"),
    .init("background", "url(a.png) no-repeat", "url(\"a.png\") no-repeat"),
    .init(
      "background", "url(a.png) center / cover no-repeat fixed #000",
      "url(\"a.png\") center center / cover no-repeat fixed rgb(0, 0, 0)"),
    .init("background", "none", "none"),
    .init("background", "content-box", "content-box"),
    .init("background", "padding-box content-box", "padding-box content-box"),
    .init("background", "url(a.png), red", "url(\"a.png\"), red"),
    .init("background", "red, url(a.png)", ""),
    .init("background", "red blue", ""),
    .init("background", "url(a.png) 10px 20px / 5px", "url(\"a.png\") 10px 20px / 5px auto"),
    .init("background", "inherit", "inherit"),
  ]

  /// Escapes inside tokens written back so they read back as the same tokens (fuzzing
  /// findings: Fuzz/Regressions/FuzzInlineStyle/), through a property kept as written.
  static let escapes: [SerializationCase] = [
    .init("will-change", "1x\\\\y", "1x\\\\y"),
    .init("will-change", "1PX\\\\Y", "1px\\\\y"),
    .init("will-change", "1\\65 3", "1\\65 3"),
    .init("will-change", "1\\45-3", "1\\65 -3"),
    .init("will-change", "1e-x", "1e-x"),
    .init("will-change", "#a\\.b", "#a\\.b"),
    .init("will-change", "#123", "#123"),
    .init("will-change", "a\\\n b", "a\\\n b"),
    .init("will-change", "a //**/* b", "a //**/* b"),
    .init("will-change", "a\\#/**/b", "a\\#/**/b"),
    .init("will-change", "x\\1/**/b", "x\\1 /**/b"),
    .init("will-change", "#/**/abc", "#/**/abc"),
    .init("will-change", "@/**/abc", "@/**/abc"),
    .init("will-change", "a/**/(b)", "a/**/(b)"),
    .init("will-change", "a(b)", "a(b)"),
    .init("will-change", "1/**/(b)", "1(b)"),
  ]

  /// Custom properties and values with `var()`, written from their tokens as WebKit writes
  /// them (fixtures `style/substitution-text`, `style/substitution-more`).
  static let substitutions: [SerializationCase] = [
    .init("--x", "  a   b ", "a   b"),
    .init("--x", "a\tb\nc", "a b\nc"),
    .init("--x", "a\r\nb", "a\n\nb"),
    .init("--x", "1E3PX +1 .5 01 -0.50 50.0% #AbC", "1E3PX +1 .5 01 -0.50 50.0% #AbC"),
    .init("--x", "'a' \"b\" 'a\"b' 'a\\62 c'", "\"a\" \"b\" \"a\\\"b\" \"abc\""),
    .init(
      "--x", "url(a.png) url( 1.png ) URL(-a) url('q')",
      "url(a\\.png) url(\\31 \\.png) url(-a) url(\"q\")"),
    .init("--x", "a/**/b 1/**/% a /* c */ b a/**/,", "a/**/b 1/**/% a  b a,"),
    .init("--x", "CALC( 1PX + 2Px ) a\\62 c \\31 a 1\\70 x", "CALC( 1PX + 2Px ) abc \\31 a 1px"),
    .init("--x", "(a;b) {a!b}", "(a;b) {a!b}"),
    .init("--x", "a!b", ""),
    .init("margin", "var(--a)   1PX /**/ 2px", "var(--a)   1PX  2px"),
    .init("color", "var(--a, {;})", "var(--a, {;})"),
    .init("background-image", "var(--a), url(a.png)", "var(--a), url(a\\.png)"),
  ]

  static let all =
    colors + lengthsAndNumbers + keywordsStringsAndURLs + shorthands + escapes + substitutions

  @Test(arguments: all)
  func setPropertyThenGet(_ testCase: SerializationCase) {
    let style = makeElement().style
    style.setProperty(testCase.property, testCase.input)
    #expect(style.getPropertyValue(testCase.property) == testCase.expected)
  }

  @Test(arguments: all)
  func attributeParseThenGet(_ testCase: SerializationCase) throws {
    let element = makeElement()
    try element.setAttribute("style", "\(testCase.property): \(testCase.input)")
    #expect(element.style.getPropertyValue(testCase.property) == testCase.expected)
  }

  /// A serialized value reads back as itself (serialization is a fixed point).
  @Test(
    arguments: all.filter {
      !$0.expected.isEmpty
    })
  func serializationRoundTrips(_ testCase: SerializationCase) throws {
    let element = makeElement()
    element.style.setProperty(testCase.property, testCase.input)
    let text = element.style.cssText
    let copy = makeElement()
    try copy.setAttribute("style", text)
    #expect(copy.style.cssText == text)
    #expect(copy.style.getPropertyValue(testCase.property) == testCase.expected)
  }

  /// `setProperty()` takes one value: a top-level `;` or a stray `!` makes it invalid, and
  /// WebKit keeps a `var()` value's trailing whitespace but not a custom property's.
  @Test func setPropertyValueAsWritten() {
    let style = makeElement().style
    style.setProperty("--x", "a;b")
    style.setProperty("--y", "a!b")
    style.setProperty("color", "var(--a);")
    #expect(style.cssText == "")
    style.setProperty("--x", " ")
    style.setProperty("margin", "  var(--a)  ")
    style.setProperty("--z", " b  ")
    #expect(style.cssText == "--x: ; margin: var(--a)  ; --z: b;")
    style.cssText = "--x: a   b  !important; color: var(--a)  "
    #expect(style.cssText == "color: var(--a); --x: a   b !important;")
  }

  @Test func unitlessLengthQuirk() throws {
    let quirks = Document()
    quirks.mode = .quirks
    let element = try quirks.createElement("div")
    element.style.setProperty("width", "100")
    element.style.setProperty("line-height", "2")
    element.style.setProperty("margin", "1 2")
    element.style.setProperty("color", "100")
    #expect(element.style.cssText == "width: 100px; line-height: 2; margin: 1px 2px;")
    let standards = makeElement()
    standards.style.setProperty("width", "100")
    #expect(standards.style.cssText == "")
  }
}
