/// A live list of rules: a sheet's `cssRules`, a grouping rule's or a `@keyframes` rule's.
/// The owner keeps one (`[SameObject]`); it reads the owner's rules on each access.
///
/// https://drafts.csswg.org/cssom/#the-cssrulelist-interface
public final class CSSRuleList {
  private let source: () -> [CSSRule]

  init(_ source: @escaping () -> [CSSRule]) {
    self.source = source
  }

  /// The rules now, in order.
  public var rules: [CSSRule] { source() }

  /// `length`. https://drafts.csswg.org/cssom/#dom-cssrulelist-length
  public var length: Int { source().count }

  /// `item(index)`: the rule at `index`, or `nil` past the end.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssrulelist-item
  public func item(_ index: Int) -> CSSRule? {
    let rules = source()
    return rules.indices.contains(index) ? rules[index] : nil
  }
}
