import DOM
import Testing

@Suite("MediaQuerySet")
struct MediaQuerySetTests {
  @Test(
    arguments: [
      ("", ""), ("screen", "screen"), ("SCREEN , Print", "screen, print"),
      ("all and (min-width:100px)", "(min-width: 100px)"),
      ("only screen and (MAX-WIDTH: 767PX)", "only screen and (max-width: 767px)"),
      ("not all and (monochrome)", "not all and (monochrome)"),
      ("(400px<=width<800px)", "(400px <= width < 800px)"),
      ("(width>=600px)", "(width >= 600px)"),
      ("(min-aspect-ratio: 16/9)", "(min-aspect-ratio: 16 / 9)"),
      ("(hover:hover) or (pointer:coarse)", "(hover: hover) or (pointer: coarse)"),
      ("not ((color) and (hover))", "not ((color) and (hover))"),
      ("(-webkit-min-device-pixel-ratio: 1.5)", "(min--webkit-device-pixel-ratio: 1.5)"),
      ("(min-width: 0)", "(min-width: 0)"), ("(unknown)", "(unknown)"),
      ("screen, (bogus: 1), print", "screen, (bogus: 1), print"), ("screen,", "screen, not all"),
      ("/* comment */ screen", "screen"),
      // The CSS Syntax tokenizer: escapes, strings and blocks holding commas, blocks the
      // input leaves open, comments anywhere, `<` `=` as one comparison only when adjacent.
      ("(\\6d in-width: 100px)", "(min-width: 100px)"), ("\\73 creen", "screen"),
      ("(min-\\width:100px)", "(min-width: 100px)"), ("\"a,b\", screen", "not all, screen"),
      ("[a,b], screen", "not all, screen"), ("{a,b}, screen", "not all, screen"),
      ("url(a,b), screen", "not all, screen"), ("(min-width: 100px", "(min-width: 100px)"),
      ("((color) and (hover", "((color) and (hover))"), ("print, (color", "print, (color)"),
      ("(min-width/**/:/**/100px)", "(min-width: 100px)"), ("(width </**/= 5px)", "(width <= 5px)"),
      ("(width < = 5px)", "(width < = 5px)"), ("(5px > = width)", "(5px > = width)"),
      // WebKit keeps what it cannot read as <general-enclosed> (fixture css-syntax/media-unknown).
      ("(a, b), screen", "(a, b), screen"), ("F(a,  b) , screen", "F(a,  b), screen"),
      ("(min-width: 50%)", "(min-width: 50%)"), ("((color) foo)", "((color) foo)"),
      ("not (bogus)", "not (bogus)"), ("(color) and f(x)", "(color) and f(x)"),
      ("(400px < width > 300px)", "(400px < width > 300px)"),
      ("screen and f(x)", "screen and f(x)"),
      ("(min-orientation: portrait)", "(min-orientation: portrait)"), ("(color) f(x)", "not all"),
      ("screen and (color) or (hover)", "not all"), ("(min-width)", "(min-width)"),
      ("screen and(color)", "not all"), ("screen\r\nand\u{0C}(color)", "screen and (color)"),
      ("(min-width: +1e2PX)", "(min-width: 100px)"), ("(min-width: .5em)", "(min-width: 0.5em)"),
      ("(min-aspect-ratio: 16/9)", "(min-aspect-ratio: 16 / 9)"), ("@media screen", "not all"),
      ("<!-- screen", "not all"), ("screen; print", "not all"), ("#screen", "not all"),
    ] as [(String, String)])
  func serializes(text: String, expected: String) {
    #expect(MediaQuerySet(parsing: text).serialized == expected)
  }

  @Test func queriesKeepTheirStructure() {
    let set = MediaQuerySet(parsing: "only screen and (400px <= width <= 700px), not print")
    #expect(set.queries.count == 2)
    #expect(set.queries[0].qualifier == .only)
    #expect(set.queries[0].mediaType == "screen")
    #expect(
      set.queries[0].condition
        == .feature(
          MediaFeature(
            name: "width",
            test: .between(
              .dimension(400, unit: "px"), .lessThanOrEqual, .lessThanOrEqual,
              .dimension(700, unit: "px")))))
    #expect(set.queries[1] == MediaQuery(qualifier: .not, mediaType: "print", condition: nil))
    #expect(MediaQuerySet(parsing: "garbage!").queries == [.notAll])
    #expect(MediaQuerySet(parsing: " /* */ ").queries.isEmpty)
  }

  @Test func deepNestingNeedsNoDeepRecursion() {
    func nested(_ depth: Int, closed: Bool) -> String {
      String(repeating: "(", count: depth) + "color"
        + (closed ? String(repeating: ")", count: depth) : "")
    }
    let limit = MediaQuerySet(parsing: nested(2_000, closed: true)).serialized
    #expect(limit == nested(2_000, closed: true))
    #expect(MediaQuerySet(parsing: nested(2_000, closed: false)).serialized == limit)
    #expect(MediaQuerySet(parsing: nested(2_001, closed: true)).serialized == "not all")
    #expect(MediaQuerySet(parsing: nested(100_000, closed: true)).serialized == "not all")
    #expect(
      MediaQuerySet(parsing: nested(100_000, closed: false) + ", print").serialized == "not all")
    let wide = Array(repeating: "(color)", count: 10_000).joined(separator: " and ")
    #expect(MediaQuerySet(parsing: wide).serialized == wide)
  }
}
