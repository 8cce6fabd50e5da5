import DOM
import FuzzChecks
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

  /// CI's smoke run of FuzzHTML (seed `Fuzz/Corpus/FuzzHTML/script-left-double-escaped`): a
  /// script whose text is `<!--<script <` leaves the tokenizer in the script data double
  /// escaped state, where `</script>` only ends the double escape. Its serialization therefore
  /// swallows the rest of the document on each reparse; the harnesses exempt such trees and
  /// no others.
  @Test func scriptLeftDoubleEscapedSwallowsItsEndTag() throws {
    // Parsed, the end tag only ends the double escape: the script runs to the end.
    let swallowed = HTMLParser.parseDocument("<script><!--<script <</script><p>after")
    #expect(swallowed.head?.firstChild?.textContent == "<!--<script <</script><p>after")
    // Text left double escaped: the `</script>` a serialization adds would do the same.
    let document = HTMLParser.parseDocument("<script><!--<script <")
    #expect(document.head?.firstChild?.textContent == "<!--<script <")
    #expect(TreeBuilderFuzzing.hasUnclosableScript(document))
    for markup in [
      "<script><!-- x --></script><p>", "<script><!--<script>--></script><p>",
      "<script><!--<script></script></script><p>", "<script><!--<script <</script><p>",
      "<script>a</script><p>",
      "<svg><script><!--<script </script></svg>",
    ] {
      #expect(
        !TreeBuilderFuzzing.hasUnclosableScript(HTMLParser.parseDocument(markup)), "\(markup)")
    }
  }
}
