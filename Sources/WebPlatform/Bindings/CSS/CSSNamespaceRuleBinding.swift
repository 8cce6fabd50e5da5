import DOM
import JSCore

/// `CSSNamespaceRule`: `namespaceURI` and `prefix`.
///
/// https://drafts.csswg.org/cssom/#the-cssnamespacerule-interface
enum CSSNamespaceRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSNamespaceRule", parent: CSSRuleBinding.definition,
    members: [
      .readonly("namespaceURI") { call in
        .string(try call.this(CSSNamespaceRule.self).namespaceURI)
      },
      .readonly("prefix") { call in .string(try call.this(CSSNamespaceRule.self).prefix) },
    ],
    modelType: CSSNamespaceRule.self)
}
