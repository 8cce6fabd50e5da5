import DOM
import JSCore

/// `CSSPropertyRule`: `@property`, kept as written (its descriptor attributes are not
/// exposed).
///
/// https://drafts.css-houdini.org/css-properties-values-api/#the-css-property-rule-interface
enum CSSPropertyRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSPropertyRule", parent: CSSRuleBinding.definition,
    modelType: CSSPropertyRule.self)
}
