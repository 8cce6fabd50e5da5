import DOM
import JSCore

/// `CSSConditionRule`: `conditionText` of `@media`, `@supports` and `@container`.
///
/// https://drafts.csswg.org/css-conditional-3/#the-cssconditionrule-interface
enum CSSConditionRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSConditionRule", parent: CSSGroupingRuleBinding.definition,
    members: [
      .readonly("conditionText") { call in
        switch try call.this(CSSGroupingRule.self) {
        case let media as CSSMediaRule: return .string(media.conditionText)
        case let supports as CSSSupportsRule: return .string(supports.conditionText)
        case let container as CSSContainerRule: return .string(container.conditionText)
        default:
          throw JSThrow.typeError(
            "The CSSConditionRule.conditionText getter can only be used on instances of CSSConditionRule"
          )
        }
      }
    ])
}
