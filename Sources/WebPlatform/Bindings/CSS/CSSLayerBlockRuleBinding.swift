import DOM
import JSCore

/// `CSSLayerBlockRule`: `@layer name { … }`, its `name`.
///
/// https://drafts.csswg.org/css-cascade-5/#the-csslayerblockrule-interface
enum CSSLayerBlockRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSLayerBlockRule", parent: CSSGroupingRuleBinding.definition,
    members: [
      .readonly("name") { call in .string(try call.this(CSSLayerBlockRule.self).name) }
    ],
    modelType: CSSLayerBlockRule.self)
}
