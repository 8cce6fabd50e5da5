import DOM
import JSCore

/// `CSSStyleRule`: `selectorText` (set re-parses; invalid text is ignored) and `style`, the
/// rule's declarations.
///
/// https://drafts.csswg.org/cssom/#the-cssstylerule-interface
enum CSSStyleRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSStyleRule", parent: CSSRuleBinding.definition,
    members: [
      .attribute(
        "selectorText", get: { call in .string(try call.this(CSSStyleRule.self).selectorText) },
        set: { call in try call.this(CSSStyleRule.self).selectorText = try call.string(0) }),
      .attribute(
        "style", get: { call in call.wrap(try call.this(CSSStyleRule.self).style) },
        set: { call in try call.this(CSSStyleRule.self).style.cssText = try call.string(0) }),
    ],
    modelType: CSSStyleRule.self)
}
