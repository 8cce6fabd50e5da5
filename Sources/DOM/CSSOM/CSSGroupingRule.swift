/// A rule that holds other rules: `@media`, `@supports`, `@layer` blocks, `@container`.
///
/// https://drafts.csswg.org/cssom/#the-cssgroupingrule-interface
public class CSSGroupingRule: CSSRule {
  /// The rules inside, in order.
  public internal(set) var childRules: [CSSRule] = []

  override init() {}

  /// Appends `rule` as a child.
  func append(_ rule: CSSRule) {
    rule.parentRule = self
    rule.parentStyleSheet = parentStyleSheet
    childRules.append(rule)
  }

  /// The child rules serialized, each on its own line and indented, as WebKit writes a
  /// grouping rule's body.
  var serializedChildRules: String {
    childRules.map { "  " + $0.cssText + "\n" }.joined()
  }
}

/// `@media <media-query-list> { rules }`.
///
/// https://drafts.csswg.org/cssom/#the-cssmediarule-interface
public final class CSSMediaRule: CSSGroupingRule {
  /// The media query list as written (normalized by the media-list serializer when one is
  /// available).
  public internal(set) var mediaText: String

  init(mediaText: String) {
    self.mediaText = mediaText
  }

  public override var kind: Kind { .media }

  public override var cssText: String {
    "@media \(mediaText) {\n\(serializedChildRules)}"
  }
}

/// `@supports <supports-condition> { rules }`.
///
/// https://drafts.csswg.org/css-conditional-3/#the-csssupportsrule-interface
public final class CSSSupportsRule: CSSGroupingRule {
  /// The condition as written.
  public internal(set) var conditionText: String
  /// Whether the condition holds (evaluated when parsed).
  public internal(set) var conditionHolds: Bool

  init(conditionText: String, conditionHolds: Bool) {
    self.conditionText = conditionText
    self.conditionHolds = conditionHolds
  }

  public override var kind: Kind { .supports }

  public override var cssText: String {
    "@supports \(conditionText) {\n\(serializedChildRules)}"
  }
}

/// `@container [name] <condition> { rules }`: parsed and kept; actionjs has no container
/// sizes, so its rules never apply.
///
/// https://drafts.csswg.org/css-contain-3/#the-csscontainerrule-interface
public final class CSSContainerRule: CSSGroupingRule {
  /// The prelude as written.
  public internal(set) var conditionText: String

  init(conditionText: String) {
    self.conditionText = conditionText
  }

  public override var cssText: String {
    "@container \(conditionText) {\n\(serializedChildRules)}"
  }
}

/// `@layer [name] { rules }`: a cascade layer's block.
///
/// https://drafts.csswg.org/css-cascade-5/#the-csslayerblockrule-interface
public final class CSSLayerBlockRule: CSSGroupingRule {
  /// The layer's name (`a.b`), or "" for an anonymous layer.
  public internal(set) var name: String

  init(name: String) {
    self.name = name
  }

  public override var cssText: String {
    let prelude = name.isEmpty ? "@layer" : "@layer \(name)"
    return "\(prelude) {\n\(serializedChildRules)}"
  }
}

/// `@scope [(<start>)] [to (<end>)] { rules }`: kept; its rules apply unscoped.
///
/// https://drafts.csswg.org/css-cascade-6/#the-cssscoperule-interface
public final class CSSScopeRule: CSSGroupingRule {
  /// The prelude as written.
  public internal(set) var preludeText: String

  init(preludeText: String) {
    self.preludeText = preludeText
  }

  public override var cssText: String {
    let prelude = preludeText.isEmpty ? "@scope" : "@scope \(preludeText)"
    return "\(prelude) {\n\(serializedChildRules)}"
  }
}
