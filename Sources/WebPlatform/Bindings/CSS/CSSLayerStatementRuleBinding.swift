import DOM
import JSCore

/// `CSSLayerStatementRule`: `@layer a, b;`, its `nameList` (a frozen array).
/// Declared in `Bindings/IDL/CSSRule.webidl`.
///
/// https://drafts.csswg.org/css-cascade-5/#the-csslayerstatementrule-interface
enum CSSLayerStatementRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSLayerStatementRule", parent: CSSRuleBinding.definition,
    members: generatedMembers,
    modelType: CSSLayerStatementRule.self)
}
