import DOM
import JSCore

/// `CSSContainerRule`: `containerName` and `containerQuery`.
///
/// https://drafts.csswg.org/css-contain-3/#the-csscontainerrule-interface
enum CSSContainerRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSContainerRule", parent: CSSConditionRuleBinding.definition,
    members: [
      .readonly("containerName") { call in
        .string(try call.this(CSSContainerRule.self).containerName)
      },
      .readonly("containerQuery") { call in
        .string(try call.this(CSSContainerRule.self).containerQuery)
      },
    ],
    modelType: CSSContainerRule.self)
}
