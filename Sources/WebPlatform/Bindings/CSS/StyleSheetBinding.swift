import DOM
import JSCore

/// `StyleSheet`: the base interface of `CSSStyleSheet` (the only kind of sheet there is),
/// declared in `Bindings/IDL/StyleSheet.webidl`.
///
/// https://drafts.csswg.org/cssom/#the-stylesheet-interface
enum StyleSheetBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(name: "StyleSheet", members: generatedMembers)

  /// `readonly attribute CSSOMString type`: "text/css".
  static let customType = BindingMember.readonly("type") { call in
    _ = try call.this(CSSStyleSheet.self)
    return .string("text/css")
  }

  /// `readonly attribute DOMString? title`: null when empty, and for a constructed sheet.
  static let customTitle = BindingMember.readonly("title") { call in
    let sheet = try call.this(CSSStyleSheet.self)
    return sheet.title.isEmpty || sheet.isConstructed ? .null : .string(sheet.title)
  }
}
