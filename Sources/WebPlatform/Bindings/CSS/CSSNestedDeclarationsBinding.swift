import DOM
import JSCore

/// `CSSNestedDeclarations`: `style`, the declarations that follow a nested rule.
/// Declared in `Bindings/IDL/CSSRule.webidl`.
///
/// https://drafts.csswg.org/css-nesting-1/#the-cssnestrule
enum CSSNestedDeclarationsBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSNestedDeclarations", parent: CSSRuleBinding.definition,
    members: generatedMembers,
    modelType: CSSNestedDeclarations.self)
}
