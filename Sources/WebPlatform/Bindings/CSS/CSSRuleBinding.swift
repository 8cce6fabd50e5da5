import DOM
import JSCore

/// `CSSRule` (the model's `CSSOM/CSSRule.swift`): the base of every rule interface, with the
/// legacy `type` constants. Rules actionjs keeps without their own interface
/// (`@counter-style`, `@property`…) are plain `CSSRule`s here.
/// Declared in `Bindings/IDL/CSSRule.webidl`.
///
/// https://drafts.csswg.org/cssom/#the-cssrule-interface
enum CSSRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSRule",
    members: generatedMembers,
    modelType: CSSRule.self)

  /// `attribute CSSOMString cssText`: setting it does nothing (CSSOM: "on setting … do
  /// nothing").
  static let customCssText = BindingMember.attribute(
    "cssText", get: { call in .string(try call.this(CSSRule.self).cssText) },
    set: { call in _ = try call.this(CSSRule.self) })

  /// `readonly attribute unsigned short type`: the number of the rule's kind (the constants).
  static let customType = BindingMember.readonly("type") { call in
    .number(Double(try call.this(CSSRule.self).kind.rawValue))
  }
}
