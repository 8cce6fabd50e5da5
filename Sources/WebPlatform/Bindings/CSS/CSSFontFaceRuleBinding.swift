import DOM
import JSCore

/// `CSSFontFaceRule`: `@font-face`.
///
/// https://drafts.csswg.org/css-fonts/#cssfontfacerule
enum CSSFontFaceRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSFontFaceRule", parent: CSSRuleBinding.definition,
    modelType: CSSFontFaceRule.self)
}
