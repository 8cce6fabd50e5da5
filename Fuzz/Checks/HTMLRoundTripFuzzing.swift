import DOM
import HTMLParsing

/// The logic of the `FuzzHTML` fuzz target (docs/fuzzing.md), callable from tests to replay
/// the inputs kept under `Fuzz/Regressions/FuzzHTML/`.
///
/// Bytes are parsed as a document (encoding sniffing included), serialized, parsed again from
/// the serialization and serialized again. Asserted: nothing crashes, and the second
/// serialization is a fixed point — parsing it and serializing once more gives it back. The
/// first serialization is not required to equal the second: the tree builder can produce trees
/// (foster-parented table content, misnested formatting elements) whose serialization parses
/// into a different tree, as the standard warns. Documents with a `plaintext` element are only
/// checked for crashes (their serialization can never be reparsed into the same tree), and so
/// are trees that do not round-trip by the standard's own rules, as in ``TreeBuilderFuzzing``:
/// a `form` inside a `form`, an `a` or `nobr` inside another (left where the adoption agency
/// gives up: an `a` out of scope, or past its eight rounds; parsed again, each `<a>` runs it on
/// a differently shaped stack; a 30-minute campaign found one), a `script` whose text leaves
/// the tokenizer double escaped (`<!--<script ` without `-->`: its `</script>` is read as
/// script text and the rest of the document joins it on each round; CI's smoke found one).
/// Serializations use the old `pre`
/// line-feed rule, which makes text starting with a line feed there round-trip.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments
package enum HTMLRoundTripFuzzing {
  /// Runs one input; returns what went wrong, or `nil`.
  package static func check(_ bytes: [UInt8]) -> String? {
    var options = HTMLSerializer.Options()
    options.leadingNewlineInPreformatted = true
    let first = HTMLParser.parseDocument(bytes: bytes).document
    let serialized = HTMLSerializer.serializeChildren(of: first, options: options)
    let reparsed = HTMLParser.parseDocument(serialized)
    let second = HTMLSerializer.serializeChildren(of: reparsed, options: options)
    // `plaintext` has no end tag: whatever follows its start tag in a serialization becomes its
    // text, so each round trip nests the rest of the document once more. No fixed point exists.
    // (Looked for in the text, which also covers template contents; text and attribute values
    // escape `<`, so only a tag or raw text can match.)
    if serialized.contains("<plaintext") { return nil }
    let thirdTree = HTMLParser.parseDocument(second)
    let third = HTMLSerializer.serializeChildren(of: thirdTree, options: options)
    for tree in [reparsed, thirdTree] {
      if TreeBuilderFuzzing.hasNestedForm(tree)
        || TreeBuilderFuzzing.hasNested(["a", "nobr"], tree)
        || TreeBuilderFuzzing.hasUnclosableScript(tree)
      {
        return nil
      }
    }
    guard second == third else {
      return
        "serialization is not stable:\n--- first\n\(serialized)\n--- second\n\(second)\n--- third\n\(third)"
    }
    return nil
  }
}
