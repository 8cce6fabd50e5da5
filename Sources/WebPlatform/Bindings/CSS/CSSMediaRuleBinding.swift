import DOM
import JSCore

/// `CSSMediaRule`: `media`, the rule's media list.
/// Declared in `Bindings/IDL/CSSRule.webidl`.
///
/// https://drafts.csswg.org/cssom/#the-cssmediarule-interface
enum CSSMediaRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSMediaRule", parent: CSSConditionRuleBinding.definition,
    members: generatedMembers,
    modelType: CSSMediaRule.self)
}
