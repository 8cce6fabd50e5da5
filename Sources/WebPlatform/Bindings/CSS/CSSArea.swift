/// The interfaces of the CSS area (`DOM/CSS` and `DOM/CSSOM`).
enum CSSArea {
  static let definitions: [InterfaceDefinition] = [
    CSSStyleDeclarationBinding.definition, StyleSheetListBinding.definition,
    StyleSheetBinding.definition, CSSStyleSheetBinding.definition, MediaListBinding.definition,
    CSSRuleListBinding.definition, CSSRuleBinding.definition, CSSStyleRuleBinding.definition,
    CSSGroupingRuleBinding.definition, CSSConditionRuleBinding.definition,
    CSSMediaRuleBinding.definition, CSSSupportsRuleBinding.definition,
    CSSContainerRuleBinding.definition, CSSLayerBlockRuleBinding.definition,
    CSSScopeRuleBinding.definition, CSSLayerStatementRuleBinding.definition,
    CSSImportRuleBinding.definition, CSSFontFaceRuleBinding.definition,
    CSSNamespaceRuleBinding.definition, CSSPageRuleBinding.definition,
    CSSKeyframesRuleBinding.definition, CSSKeyframeRuleBinding.definition,
    CSSCounterStyleRuleBinding.definition, CSSPropertyRuleBinding.definition,
    CSSNestedDeclarationsBinding.definition,
  ]
}
