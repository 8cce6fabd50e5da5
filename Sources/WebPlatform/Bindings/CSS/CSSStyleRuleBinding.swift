import DOM
import JSCore

/// `CSSStyleRule`: `selectorText` (set re-parses; invalid text is ignored), `style`, the
/// rule's declarations, and CSS nesting's `cssRules`, `insertRule` and `deleteRule`. (WebKit
/// also has `styleMap`, from the CSS Typed OM, which actionjs does not implement.)
///
/// https://drafts.csswg.org/cssom/#the-cssstylerule-interface and
/// https://drafts.csswg.org/css-nesting-1/#cssom-style
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
      .readonly("cssRules") { call in call.wrap(try call.this(CSSStyleRule.self).cssRules) },
      .operation("insertRule", length: 1) { call in
        let rule = try call.this(CSSStyleRule.self)
        try call.requireArguments(1)
        let text = try call.string(0)
        let index = call.js.isUndefined(1) ? 0 : try call.unsignedLong(1)
        return call.number(try rule.insertRule(text, at: index))
      },
      .operation("deleteRule", length: 1) { call in
        let rule = try call.this(CSSStyleRule.self)
        try call.requireArguments(1)
        try rule.deleteRule(at: try call.unsignedLong(0))
        return .undefined
      },
    ],
    modelType: CSSStyleRule.self)
}
