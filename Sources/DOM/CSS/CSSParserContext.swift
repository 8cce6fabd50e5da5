/// What a value is parsed against: the document's mode, for the unitless-length quirk.
///
/// https://quirks.spec.whatwg.org/#the-unitless-length-quirk
package struct CSSParserContext: Sendable {
  /// Whether the document is in quirks mode.
  var isQuirksMode = false

  /// A context for a document in no-quirks mode.
  package init() {}

  /// A context with the document's mode.
  init(isQuirksMode: Bool) { self.isQuirksMode = isQuirksMode }
}
