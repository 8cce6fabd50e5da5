import DOM
import JSCore

/// `CSSPageRule`: `selectorText` and `style`.
/// Declared in `Bindings/IDL/CSSRule.webidl`.
///
/// https://drafts.csswg.org/cssom/#the-csspagerule-interface
enum CSSPageRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSPageRule", parent: CSSRuleBinding.definition,
    members: generatedMembers,
    modelType: CSSPageRule.self)
}
