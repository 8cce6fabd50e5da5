import DOM
import JSCore

/// `CSSStyleRule`: `selectorText` (set re-parses; invalid text is ignored), `style`, the
/// rule's declarations, and CSS nesting's `cssRules`, `insertRule` and `deleteRule`. (WebKit
/// also has `styleMap`, from the CSS Typed OM, which actionjs does not implement.)
/// Declared in `Bindings/IDL/CSSRule.webidl`.
///
/// https://drafts.csswg.org/cssom/#the-cssstylerule-interface and
/// https://drafts.csswg.org/css-nesting-1/#cssom-style
enum CSSStyleRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSStyleRule", parent: CSSRuleBinding.definition,
    members: generatedMembers,
    modelType: CSSStyleRule.self)
}
