import DOM
import JSCore

/// `CSSLayerStatementRule`: `@layer a, b;`, its `nameList` (a frozen array).
///
/// https://drafts.csswg.org/css-cascade-5/#the-csslayerstatementrule-interface
enum CSSLayerStatementRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSLayerStatementRule", parent: CSSRuleBinding.definition,
    members: [
      .readonly("nameList") { call in
        try call.array(strings: try call.this(CSSLayerStatementRule.self).nameList)
      }
    ],
    modelType: CSSLayerStatementRule.self)
}
