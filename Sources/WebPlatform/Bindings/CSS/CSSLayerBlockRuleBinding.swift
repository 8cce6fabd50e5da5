import DOM
import JSCore

/// `CSSLayerBlockRule`: `@layer name { … }`, its `name`.
/// Declared in `Bindings/IDL/CSSRule.webidl`.
///
/// https://drafts.csswg.org/css-cascade-5/#the-csslayerblockrule-interface
enum CSSLayerBlockRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSLayerBlockRule", parent: CSSGroupingRuleBinding.definition,
    members: generatedMembers,
    modelType: CSSLayerBlockRule.self)
}
