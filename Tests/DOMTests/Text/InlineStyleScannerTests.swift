import Testing

@testable import DOM

/// The `style` attribute reader of the rendered-text algorithm.
@Suite struct InlineStyleScannerTests {
  typealias Declaration = RenderedText.InlineDeclaration

  @Test func declarations() {
    let parsed = RenderedText.inlineDeclarations(
      " Color : Red ; display:NONE!important;/* x; y */ font-family: 'a;b', \"c;d\"; url: url(a;b);;bogus"
    )
    #expect(
      parsed == [
        Declaration(name: "color", value: "red", important: false),
        Declaration(name: "display", value: "none", important: true),
        Declaration(name: "font-family", value: "'a;b', \"c;d\"", important: false),
        Declaration(name: "url", value: "url(a;b)", important: false),
      ])
  }

  @Test func importantWithSpaces() {
    let parsed = RenderedText.inlineDeclarations("display: none ! important")
    #expect(parsed == [Declaration(name: "display", value: "none", important: true)])
  }

  struct CascadeCase: Sendable, CustomTestStringConvertible {
    var style: String
    var display: String?
    var testDescription: String { style }
  }

  static let cascadeCases: [CascadeCase] = [
    CascadeCase(style: "display: none", display: "none"),
    CascadeCase(style: "display: none; display: block", display: "block"),
    CascadeCase(style: "display: none !important; display: block", display: "none"),
    CascadeCase(style: "display: none !important; display: block !important", display: "block"),
    CascadeCase(style: "display: block; display: nonsense", display: "block"),
    CascadeCase(style: "color: red", display: nil),
  ]

  @Test(arguments: cascadeCases)
  func cascade(_ testCase: CascadeCase) {
    let value = RenderedText.cascadedValue(
      of: "display", in: RenderedText.inlineDeclarations(testCase.style)
    ) { $0 == "nonsense" ? nil : $0 }
    #expect(value == testCase.display)
  }

  @Test func displayValues() {
    typealias Display = RenderedText.Display
    #expect(Display(cssValue: "inline flow-root") == .inlineBlock)
    #expect(Display(cssValue: "block flex") == .block)
    #expect(Display(cssValue: "list-item") == .block)
    #expect(Display(cssValue: "inline table") == .inlineTable)
    #expect(Display(cssValue: "inline-table") == .inlineTable)
    #expect(Display(cssValue: "table-cell") == .tableCell)
    #expect(Display(cssValue: "revert") == nil)
    #expect(Display(cssValue: "") == nil)
  }
}
