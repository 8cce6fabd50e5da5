import DOM
import JSCore

/// `CSSKeyframeRule`: `keyText` and `style`.
/// Declared in `Bindings/IDL/CSSRule.webidl`.
///
/// https://drafts.csswg.org/css-animations/#interface-csskeyframerule
enum CSSKeyframeRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSKeyframeRule", parent: CSSRuleBinding.definition,
    members: generatedMembers,
    modelType: CSSKeyframeRule.self)
}
