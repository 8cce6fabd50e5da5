import DOM
import JSCore

/// `CSSSupportsRule`: its members are `CSSConditionRule`'s.
///
/// https://drafts.csswg.org/css-conditional-3/#the-csssupportsrule-interface
enum CSSSupportsRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSSupportsRule", parent: CSSConditionRuleBinding.definition,
    modelType: CSSSupportsRule.self)
}
