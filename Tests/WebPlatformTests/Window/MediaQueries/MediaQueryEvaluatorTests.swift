import Testing

@testable import WebPlatform

@Suite("MediaQueryEvaluator")
struct MediaQueryEvaluatorTests {
  let iPhone = MediaQueryEvaluator(viewport: .iPhone)

  @Test(
    arguments: [
      // Media types.
      ("", true), ("all", true), ("screen", true), ("print", false), ("tv", false),
      ("only screen", true), ("not print", true), ("not screen", false), ("SCREEN", true),
      ("print, screen", true), ("print, tv", false),
      // Width and height, plain, min-/max- and range forms.
      ("(width: 393px)", true), ("(min-width: 320px)", true), ("(max-width: 320px)", false),
      ("(max-width: 767px)", true), ("screen and (max-width: 767px)", true),
      ("(min-width: 768px) and (max-width: 1024px)", false),
      ("(400px <= width < 800px)", false), ("(300px <= width < 800px)", true),
      ("(width >= 393px)", true), ("(width > 393px)", false), ("(393px = width)", true),
      ("(800px > width > 300px)", true), ("(min-height: 800px)", true),
      ("(max-device-width: 480px)", true), ("(device-height: 852px)", true),
      // Units.
      ("(max-width: 25em)", true), ("(max-width: 24rem)", false), ("(width: 100vw)", true),
      ("(height: 100vh)", true), ("(max-width: 5in)", true), ("(max-width: 10cm)", false),
      ("(max-width: 105mm)", true), ("(max-width: 300pt)", true), ("(max-width: 24pc)", false),
      ("(min-width: 0)", true),
      // Ratio, orientation, resolution.
      ("(orientation: portrait)", true), ("(orientation: landscape)", false),
      ("(max-aspect-ratio: 1/1)", true), ("(min-aspect-ratio: 16 / 9)", false),
      ("(aspect-ratio < 1)", true), ("(min-resolution: 2dppx)", true),
      ("(resolution: 3x)", true), ("(min-resolution: 288dpi)", true),
      ("(min-resolution: 300dpi)", false), ("(-webkit-min-device-pixel-ratio: 2)", true),
      ("(-webkit-device-pixel-ratio: 3)", true), ("(-webkit-max-device-pixel-ratio: 1.5)", false),
      // Unknown features and <general-enclosed> are "unknown": false, with or without `not`;
      // `and` with a false part is false, `or` with a true part true.
      ("(bogus)", false), ("not (bogus)", false), ("(bogus) or (min-width: 320px)", true),
      ("(bogus) and (min-width: 320px)", false), ("not ((bogus) and (max-width: 1px))", true),
      ("not (bogus), screen", true), ("not screen and (bogus)", false),
      ("(min-width: 50%)", false), ("f(x) or (color)", true), ("not f(x)", false),
      ("(min-orientation: portrait)", false), ("((color) foo)", false),
      // Preferences and capabilities.
      ("(prefers-color-scheme: light)", true), ("(prefers-color-scheme: dark)", false),
      ("(prefers-reduced-motion: reduce)", false), ("(prefers-reduced-motion)", false),
      ("(prefers-reduced-motion: no-preference)", true), ("(hover: hover)", false),
      ("(hover: none)", true), ("(hover)", false), ("(any-hover: hover)", false),
      ("(pointer: coarse)", true), ("(pointer: fine)", false), ("(any-pointer: coarse)", true),
      ("(pointer)", true), ("(display-mode: browser)", true),
      ("(display-mode: standalone)", false), ("(color)", true), ("(min-color: 8)", true),
      ("(color: 8)", true), ("(monochrome)", false), ("(monochrome: 0)", true),
      ("(inverted-colors: none)", true), ("(forced-colors: none)", true),
      ("(forced-colors)", false), ("(dynamic-range: standard)", true),
      ("(dynamic-range: high)", false), ("(color-gamut: srgb)", true),
      ("(color-gamut: p3)", true), ("(color-gamut: rec2020)", false), ("(grid: 0)", true),
      ("(scripting: enabled)", true), ("(update: fast)", true),
      // Logic.
      ("not all and (monochrome)", true), ("(hover: hover) or (pointer: coarse)", true),
      ("not (hover: hover)", true), ("((pointer: coarse) and (max-width: 500px))", true),
      ("(not (color)) or (orientation: portrait)", true),
      // Invalid queries are `not all` (false), the others still count.
      ("(unknown-feature)", false), ("(width: red)", false), ("(min-orientation: portrait)", false),
      ("(max-width: 500)", false), ("(max-width: 500foo)", false), ("screen and", false),
      ("screen and(color)", false), ("(color) and (hover) or (pointer)", false),
      ("screen and (color) or (hover)", false), ("only (color)", false), ("and", false),
      ("not", false), ("(width >= 300px <= 400px)", false), ("garbage!, screen", true),
      ("@media screen", false), ("(400px < width = 500px)", false), ("(width: calc(1px))", false),
      // Blocks the input leaves open close at its end; a string holding a comma is one token.
      ("(max-width: 500px", true), ("print, (max-width: 500px", true), ("\"a,b\", screen", true),
    ] as [(String, Bool)])
  func evaluatesOnIPhone(query: String, expected: Bool) {
    #expect(iPhone.matches(query) == expected, "\(query)")
  }

  @Test func configurablePreferencesAndMac() {
    var viewport = Viewport.iPhone
    viewport.prefersColorScheme = .dark
    viewport.prefersReducedMotion = true
    let evaluator = MediaQueryEvaluator(viewport: viewport)
    #expect(evaluator.matches("(prefers-color-scheme: dark)"))
    #expect(evaluator.matches("(prefers-reduced-motion)"))
    let mac = MediaQueryEvaluator(viewport: .mac)
    #expect(mac.matches("(hover: hover) and (pointer: fine)"))
    #expect(mac.matches("(orientation: landscape) and (min-width: 1024px)"))
    #expect(!mac.matches("(max-width: 767px)"))
  }
}

@Suite("MediaQueryList")
struct MediaQueryListTests {
  @Test func mediaQueryListReportsChanges() {
    let list = MediaQueryList(media: "(max-width: 500px)", viewport: .iPhone)
    #expect(list.matches)
    #expect(list.media == "(max-width: 500px)")
    #expect(!list.update(viewport: .iPhone))
    #expect(list.update(viewport: .mac))
    #expect(!list.matches)
  }
}
