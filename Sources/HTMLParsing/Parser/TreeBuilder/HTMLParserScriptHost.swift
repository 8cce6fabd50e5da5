import DOM

/// A host that runs a document's scripts while the parser builds it, as a browser's parser
/// does: at each `</script>` the parser pauses, the host runs the script, and the markup the
/// script wrote with `document.write` goes into the input at the insertion point (just after
/// the end tag), to be parsed next.
///
/// Approximation: the written markup is parsed once the script returns, not during the
/// `document.write` call (the standard has the parser process it before `write` returns, a
/// nested script written there running inside the call); the tree is the same, but a script
/// does not see the nodes it wrote until it is over, and a written script runs after the
/// script that wrote it. Scripts are run only in a document's parse, never a fragment's.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#scriptEndTag
public protocol HTMLParserScriptHost: AnyObject {
  /// Runs `script`, the parser-inserted `script` element whose end tag the parser just
  /// processed (popped, in the tree, its text inserted), and returns the markup it wrote
  /// (`document.write`; empty for none). The host decides whether the element is a script to
  /// run (its type, `src`, `nomodule`…): the parser calls for every HTML `script` end tag.
  func executeScript(_ script: Element) -> String
}
