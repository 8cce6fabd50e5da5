/// What a value is parsed against: the document's mode, for the unitless-length quirk.
///
/// https://quirks.spec.whatwg.org/#the-unitless-length-quirk
struct CSSParserContext: Sendable {
  /// Whether the document is in quirks mode.
  var isQuirksMode = false
}
