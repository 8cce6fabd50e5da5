import DOM
import JSCore

/// `CSSMediaRule`: `media`, the rule's media list.
///
/// https://drafts.csswg.org/cssom/#the-cssmediarule-interface
enum CSSMediaRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSMediaRule", parent: CSSConditionRuleBinding.definition,
    members: [
      .attribute(
        "media", get: { call in call.wrap(try call.this(CSSMediaRule.self).media) },
        set: { call in try call.this(CSSMediaRule.self).media.mediaText = try call.string(0) })
    ],
    modelType: CSSMediaRule.self)
}
