import DOM
import JSCore

/// `CSSImportRule`: `href`, `media`, `styleSheet` (null when not loaded), `layerName` and
/// `supportsText` (null when absent).
/// Declared in `Bindings/IDL/CSSRule.webidl`.
///
/// https://drafts.csswg.org/cssom/#the-cssimportrule-interface
enum CSSImportRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSImportRule", parent: CSSRuleBinding.definition,
    members: generatedMembers,
    modelType: CSSImportRule.self)
}
