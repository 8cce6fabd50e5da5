/// The parser's insertion point while a script it paused for runs (``HTMLParserScriptHost``):
/// where `document.write` inserts, valid until the script returns. The parser itself lives
/// here for that time, so that a write can parse what it inserted.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#insertion-point
public final class HTMLParserInsertionPoint {
  /// The parser, moved here while the script runs (see
  /// ``HTMLTreeBuilder/executeScript(_:host:)``).
  var builder: HTMLTreeBuilder
  /// Whether the script is still running.
  var isActive = true
  /// Whether a write is being parsed (a script it runs writes at its own insertion point).
  private var isWriting = false

  init(builder: HTMLTreeBuilder) {
    self.builder = builder
  }

  /// Inserts `markup` into the input just before the insertion point and parses it up to
  /// there (as far as whole tokens go, see ``HTMLParserScriptHost``), running the scripts it
  /// holds. Returns `false`, inserting nothing, once the script is over, or while this point
  /// is parsing an earlier write (the script that write runs has its own point).
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-write-steps
  @discardableResult
  public func write(_ markup: String) -> Bool {
    guard isActive, !isWriting else { return false }
    isWriting = true
    defer { isWriting = false }
    builder.write(Array(markup.utf8))
    return true
  }
}
