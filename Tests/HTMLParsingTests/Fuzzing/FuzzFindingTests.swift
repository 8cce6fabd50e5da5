import DOM
import HTMLParsing
import Testing

/// The behaviour behind the fuzz findings kept in `Fuzz/Regressions/FuzzHTML/`, asserted
/// directly (docs/fuzzing.md).
@Suite struct FuzzFindingTests {
  /// An unknown element after an ignored `</>` gets its own name, not `><foo` (our former
  /// parser, gumbo, did not restart a tag's original text there).
  @Test(arguments: ["x</><foo>b", "a</></><foo>b", "<p></><Foo-Bar>b"])
  func unknownTagAfterEndTagWithoutNameKeepsItsName(markup: String) throws {
    let document = HTMLParser.parseDocument(markup)
    let names = Array(document.descendantElements).map(\.localName)
    #expect(names.last == (markup.contains("Foo-Bar") ? "foo-bar" : "foo"))
    #expect(!names.contains { $0.contains("<") || $0.contains(">") })
  }
}
