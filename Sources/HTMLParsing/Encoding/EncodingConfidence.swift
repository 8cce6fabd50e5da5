/// How sure the parser is of a document's character encoding.
/// See https://html.spec.whatwg.org/multipage/parsing.html#concept-encoding-confidence
public enum EncodingConfidence: Sendable, Hashable {
  /// The encoding is known (BOM, transport layer or user override); a `<meta>` cannot change it.
  case certain
  /// The encoding is a guess (prescan or default); a later `<meta>` may change it.
  case tentative
  /// The input is not bytes, so no encoding applies.
  case irrelevant
}
