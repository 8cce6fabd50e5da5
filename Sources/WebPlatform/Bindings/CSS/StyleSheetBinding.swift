import DOM
import JSCore

/// `StyleSheet`: the base interface of `CSSStyleSheet` (the only kind of sheet there is).
///
/// https://drafts.csswg.org/cssom/#the-stylesheet-interface
enum StyleSheetBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "StyleSheet",
    members: [
      .readonly("type") { call in
        _ = try call.this(CSSStyleSheet.self)
        return .string("text/css")
      },
      .readonly("href") { call in call.string(try call.this(CSSStyleSheet.self).href) },
      .readonly("ownerNode") { call in
        call.wrap(try call.this(CSSStyleSheet.self).currentOwnerNode)
      },
      .readonly("parentStyleSheet") { call in
        call.wrap(try call.this(CSSStyleSheet.self).parentStyleSheet)
      },
      .readonly("title") { call in
        let sheet = try call.this(CSSStyleSheet.self)
        return sheet.title.isEmpty || sheet.isConstructed ? .null : .string(sheet.title)
      },
      .readonly("media") { call in call.wrap(try call.this(CSSStyleSheet.self).media) },
      .attribute(
        "disabled", get: { call in .boolean(try call.this(CSSStyleSheet.self).disabled) },
        set: { call in try call.this(CSSStyleSheet.self).disabled = call.boolean(0) }),
    ])
}
