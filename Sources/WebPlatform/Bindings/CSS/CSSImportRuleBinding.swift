import DOM
import JSCore

/// `CSSImportRule`: `href`, `media`, `styleSheet` (null when not loaded), `layerName` and
/// `supportsText` (null when absent).
///
/// https://drafts.csswg.org/cssom/#the-cssimportrule-interface
enum CSSImportRuleBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSImportRule", parent: CSSRuleBinding.definition,
    members: [
      .readonly("href") { call in .string(try call.this(CSSImportRule.self).href) },
      .attribute(
        "media", get: { call in call.wrap(try call.this(CSSImportRule.self).media) },
        set: { call in try call.this(CSSImportRule.self).media.mediaText = try call.string(0) }),
      .readonly("styleSheet") { call in call.wrap(try call.this(CSSImportRule.self).styleSheet) },
      .readonly("layerName") { call in call.string(try call.this(CSSImportRule.self).layerName) },
      .readonly("supportsText") { call in
        call.string(try call.this(CSSImportRule.self).supportsText)
      },
    ],
    modelType: CSSImportRule.self)
}
