import DOM
import JSCore

/// `CSSCounterStyleRule`: `@counter-style`, kept as written (its descriptor attributes are
/// not exposed).
///
/// https://drafts.csswg.org/css-counter-styles-3/#the-csscounterstylerule-interface
enum CSSCounterStyleRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSCounterStyleRule", parent: CSSRuleBinding.definition,
    modelType: CSSCounterStyleRule.self)
}
