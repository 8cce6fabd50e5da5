import DOM
import JSCore

/// The style members of the `DocumentOrShadowRoot` mixin: `styleSheets` (a live list, the
/// same object each time) and `adoptedStyleSheets` (an observable array of constructed
/// sheets, `AdoptedStyleSheetsArray.swift`; anything else throws `NotAllowedError`).
///
/// https://drafts.csswg.org/cssom/#extensions-to-the-document-or-shadow-root-interface
enum DocumentOrShadowRootStyleMembers {
  static let documentMembers: [BindingMember] = [
    .readonly("styleSheets") { call in call.wrap(try call.this(Document.self).styleSheetList) },
    .attribute(
      "adoptedStyleSheets",
      get: { call in
        let document = try call.this(Document.self)
        return try AdoptedStyleSheetsArray.array(
          call, root: document, list: document.styleSheetList)
      },
      set: { call in
        let document = try call.this(Document.self)
        try document.setAdoptedStyleSheets(try call.styleSheetSequence(0))
        try AdoptedStyleSheetsArray.refill(call, root: document, list: document.styleSheetList)
      }),
  ]

  static let shadowRootMembers: [BindingMember] = [
    .readonly("styleSheets") { call in call.wrap(try call.this(ShadowRoot.self).styleSheetList) },
    .attribute(
      "adoptedStyleSheets",
      get: { call in
        let shadow = try call.this(ShadowRoot.self)
        return try AdoptedStyleSheetsArray.array(call, root: shadow, list: shadow.styleSheetList)
      },
      set: { call in
        let shadow = try call.this(ShadowRoot.self)
        try shadow.setAdoptedStyleSheets(try call.styleSheetSequence(0))
        try AdoptedStyleSheetsArray.refill(call, root: shadow, list: shadow.styleSheetList)
      }),
  ]
}

extension BindingCall {
  /// A `sequence<CSSStyleSheet>` argument: an iterable of CSSStyleSheet objects, else a
  /// TypeError.
  func styleSheetSequence(_ index: Int) throws -> [CSSStyleSheet] {
    let value = js.argument(index)
    guard value.isArray else { throw JSThrow.typeError("Value is not a sequence") }
    let length = Int(WebIDLInteger.modulo(try value.get("length").toNumber(), bits: 32))
    var sheets: [CSSStyleSheet] = []
    for position in 0..<length {
      let item = try value.get(at: position)
      guard
        let sheet = world.unwrap(item, as: CSSStyleSheetBinding.definition, CSSStyleSheet.self)
      else { throw JSThrow.typeError("Type error") }
      sheets.append(sheet)
    }
    return sheets
  }
}
