/// Why and where a selector failed to parse; turned into a `SyntaxError` `DOMException`.
///
/// https://drafts.csswg.org/selectors-4/#invalid
struct SelectorSyntaxError: Error {
  /// What was wrong, e.g. `unknown pseudo-class ':hovr'`.
  var reason: String
  /// The offending token's position, in code points of the preprocessed input.
  var offset: Int

  init(_ reason: String, offset: Int) {
    self.reason = reason
    self.offset = offset
  }

  /// The exception for `selectors`, with the offset in UTF-16 code units (as JavaScript
  /// counts) of the original string.
  func domException(selectors: String, utf16Offset: Int) -> DOMException {
    DOMException(
      .syntaxError,
      "'\(selectors)' is not a valid selector: \(reason) at offset \(utf16Offset).")
  }
}
