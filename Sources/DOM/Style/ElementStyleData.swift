/// An element's cascaded declarations, kept on the element while the document and the media
/// environment are unchanged (``StyleEngine``).
final class ElementStyleData {
  /// The document and media versions the data was computed for.
  let key: StyleKey
  /// The winning declaration of each longhand and custom property.
  let cascaded: [String: CSSDeclaration]
  /// The winning user-agent declarations, for `revert`.
  let userAgent: [String: CSSDeclaration]
  /// Where each winning declaration came in the cascade's order (a later one wins): a physical
  /// property and its logical counterpart share one value, and the later declaration of the two
  /// gives it.
  let positions: [String: Int]
  /// Whether a logical property (`margin-inline-start`…) is among the winners: only then must a
  /// physical one be compared with its logical counterpart.
  let declaresLogicalProperty: Bool
  /// Custom property values after `var()` substitution, as found (`nil`: guaranteed-invalid).
  var customProperties: [String: String?] = [:]
  /// Declared values after substitution, as found.
  var declared: [String: String?] = [:]
  /// The rules of the element's tree scope the cascade used (nil outside a document or
  /// shadow tree), kept so generated boxes need not find the root again.
  var scopeRules: StyleRuleSet?
  /// The `display` of the `::before` and `::after` boxes (`nil`: no box), as found.
  var generatedBoxes: [String: GeneratedBox?] = [:]

  init(
    key: StyleKey, cascaded: [String: CSSDeclaration], userAgent: [String: CSSDeclaration],
    positions: [String: Int] = [:]
  ) {
    self.key = key
    self.cascaded = cascaded
    self.userAgent = userAgent
    self.positions = positions
    declaresLogicalProperty = cascaded.keys.contains(where: LogicalProperty.isLogical)
  }
}

/// What cached style depends on: every change to the document's nodes, attributes and style
/// sheets moves ``Document/domVersion``; a resize moves the environment's media version.
struct StyleKey: Equatable {
  var domVersion: UInt64
  var mediaVersion: UInt64
}
