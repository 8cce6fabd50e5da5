import DOM
import JSCore

/// `CSSGroupingRule`: `cssRules`, `insertRule` and `deleteRule` of `@media`, `@supports`,
/// `@container`, `@layer` blocks and `@scope`.
///
/// https://drafts.csswg.org/cssom/#the-cssgroupingrule-interface
enum CSSGroupingRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSGroupingRule", parent: CSSRuleBinding.definition,
    members: [
      .readonly("cssRules") { call in call.wrap(try call.this(CSSGroupingRule.self).cssRules) },
      .operation("insertRule", length: 1) { call in
        let rule = try call.this(CSSGroupingRule.self)
        try call.requireArguments(1)
        let text = try call.string(0)
        let index = call.js.isUndefined(1) ? 0 : try call.unsignedLong(1)
        return call.number(try rule.insertRule(text, at: index))
      },
      .operation("deleteRule", length: 1) { call in
        let rule = try call.this(CSSGroupingRule.self)
        try call.requireArguments(1)
        try rule.deleteRule(at: try call.unsignedLong(0))
        return .undefined
      },
    ],
    modelType: CSSGroupingRule.self)
}
