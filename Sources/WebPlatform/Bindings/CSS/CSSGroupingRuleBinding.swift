import DOM
import JSCore

/// `CSSGroupingRule`: `cssRules`, `insertRule` and `deleteRule` of `@media`, `@supports`,
/// `@container`, `@layer` blocks and `@scope`.
/// Declared in `Bindings/IDL/CSSRule.webidl`.
///
/// https://drafts.csswg.org/cssom/#the-cssgroupingrule-interface
enum CSSGroupingRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSGroupingRule", parent: CSSRuleBinding.definition,
    members: generatedMembers,
    modelType: CSSGroupingRule.self)
}
