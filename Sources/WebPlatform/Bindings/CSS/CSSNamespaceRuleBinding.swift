import DOM
import JSCore

/// `CSSNamespaceRule`: `namespaceURI` and `prefix`.
/// Declared in `Bindings/IDL/CSSRule.webidl`.
///
/// https://drafts.csswg.org/cssom/#the-cssnamespacerule-interface
enum CSSNamespaceRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSNamespaceRule", parent: CSSRuleBinding.definition,
    members: generatedMembers,
    modelType: CSSNamespaceRule.self)
}
