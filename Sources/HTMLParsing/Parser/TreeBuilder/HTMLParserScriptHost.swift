import DOM

/// A host that runs a document's scripts while the parser builds it, as a browser's parser
/// does: at each `</script>` the parser pauses and the host runs the script; markup the script
/// writes (`document.write`, through the ``HTMLParserInsertionPoint`` it is given) goes into the
/// input at the insertion point and is parsed before `write` returns, so the script sees the
/// elements it wrote and a script it wrote runs inside its `write` call.
///
/// Approximation: the parser stops only between tokens, so a token a write leaves unfinished
/// at the insertion point (an open tag, text with a `<` or a character reference) is parsed
/// once the script returns (the standard tokenizes up to the insertion point and resumes
/// mid-token); plain text is processed up to the insertion point. The tree is the same.
/// Scripts are run only in a document's parse, never a fragment's.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#scriptEndTag
public protocol HTMLParserScriptHost: AnyObject {
  /// Runs `script`, the parser-inserted `script` element whose end tag the parser just
  /// processed (popped, in the tree, its text inserted). What the script writes goes to
  /// `insertionPoint` during this call. The host decides whether the element is a script to
  /// run (its type, `src`, `nomodule`…): the parser calls for every HTML `script` end tag.
  func executeScript(_ script: Element, insertionPoint: HTMLParserInsertionPoint)
}
