import DOM
import JSCore

/// `CSSRule` (the model's `CSSOM/CSSRule.swift`): the base of every rule interface, with the
/// legacy `type` constants. Rules actionjs keeps without their own interface
/// (`@counter-style`, `@property`…) are plain `CSSRule`s here.
///
/// https://drafts.csswg.org/cssom/#the-cssrule-interface
enum CSSRuleBinding: InterfaceBinding {
  /// The constants, in WebKit's order.
  static let constants: [(String, CSSRule.Kind)] = [
    ("STYLE_RULE", .style), ("CHARSET_RULE", .charset), ("IMPORT_RULE", .import),
    ("MEDIA_RULE", .media), ("FONT_FACE_RULE", .fontFace), ("PAGE_RULE", .page),
    ("KEYFRAMES_RULE", .keyframes), ("KEYFRAME_RULE", .keyframe), ("MARGIN_RULE", .margin),
    ("NAMESPACE_RULE", .namespace), ("COUNTER_STYLE_RULE", .counterStyle),
    ("SUPPORTS_RULE", .supports), ("FONT_FEATURE_VALUES_RULE", .fontFeatureValues),
  ]

  static let definition = InterfaceDefinition(
    name: "CSSRule",
    members: [
      .attribute(
        "cssText", get: { call in .string(try call.this(CSSRule.self).cssText) },
        set: { call in _ = try call.this(CSSRule.self) }),
      .readonly("parentRule") { call in call.wrap(try call.this(CSSRule.self).parentRule) },
      .readonly("parentStyleSheet") { call in
        call.wrap(try call.this(CSSRule.self).parentStyleSheet)
      },
      .readonly("type") { call in .number(Double(try call.this(CSSRule.self).kind.rawValue)) },
    ] + constants.map { .constant($0.0, Double($0.1.rawValue)) },
    modelType: CSSRule.self)
}
