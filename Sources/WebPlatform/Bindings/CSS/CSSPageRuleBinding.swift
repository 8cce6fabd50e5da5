import DOM
import JSCore

/// `CSSPageRule`: `selectorText` and `style`.
///
/// https://drafts.csswg.org/cssom/#the-csspagerule-interface
enum CSSPageRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSPageRule", parent: CSSRuleBinding.definition,
    members: [
      .readonly("selectorText") { call in .string(try call.this(CSSPageRule.self).selectorText) },
      .attribute(
        "style", get: { call in call.wrap(try call.this(CSSPageRule.self).style) },
        set: { call in try call.this(CSSPageRule.self).style.cssText = try call.string(0) }),
    ],
    modelType: CSSPageRule.self)
}
