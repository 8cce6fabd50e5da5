// The grammars of the `mask` longhands that differ from their `background` counterparts.
// https://drafts.fxtf.org/css-masking-1/#the-mask-size

extension CSSValueGrammar {
  /// A `<bg-size>` layer of `mask-size`: WebKit writes one length as one (`5px` → `5px`,
  /// where `background-size` writes `5px auto`; fixture `style/mask`) and two as two
  /// (`10px auto`, fixture `style/more-shorthands`).
  static func maskSize(_ parts: [CSSComponentValue]) -> String? {
    guard let text = size(parts) else { return nil }
    return parts.count == 1 && text.hasSuffix(" auto") ? String(text.dropLast(5)) : text
  }
}
