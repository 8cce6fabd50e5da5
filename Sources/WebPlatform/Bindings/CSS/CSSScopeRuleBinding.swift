import DOM
import JSCore

/// `CSSScopeRule`: `@scope`, kept as a grouping rule.
///
/// https://drafts.csswg.org/css-cascade-6/#the-cssscoperule-interface
enum CSSScopeRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSScopeRule", parent: CSSGroupingRuleBinding.definition,
    modelType: CSSScopeRule.self)
}
