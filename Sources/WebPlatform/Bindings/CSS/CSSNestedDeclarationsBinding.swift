import DOM
import JSCore

/// `CSSNestedDeclarations`: `style`, the declarations that follow a nested rule.
///
/// https://drafts.csswg.org/css-nesting-1/#the-cssnestrule
enum CSSNestedDeclarationsBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSNestedDeclarations", parent: CSSRuleBinding.definition,
    members: [
      .attribute(
        "style", get: { call in call.wrap(try call.this(CSSNestedDeclarations.self).style) },
        set: { call in
          try call.this(CSSNestedDeclarations.self).style.cssText = try call.string(0)
        })
    ],
    modelType: CSSNestedDeclarations.self)
}
