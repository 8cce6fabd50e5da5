import DOM
import JSCore

/// `CSSKeyframeRule`: `keyText` and `style`.
///
/// https://drafts.csswg.org/css-animations/#interface-csskeyframerule
enum CSSKeyframeRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSKeyframeRule", parent: CSSRuleBinding.definition,
    members: [
      .attribute(
        "keyText", get: { call in .string(try call.this(CSSKeyframeRule.self).keyText) },
        set: { call in try call.this(CSSKeyframeRule.self).keyText = try call.string(0) }),
      .attribute(
        "style", get: { call in call.wrap(try call.this(CSSKeyframeRule.self).style) },
        set: { call in try call.this(CSSKeyframeRule.self).style.cssText = try call.string(0) }),
    ],
    modelType: CSSKeyframeRule.self)
}
