import DOM
import JSCore

/// `CSSStyleSheet` (the model's `CSSOM/CSSStyleSheet.swift`), declared in
/// `Bindings/IDL/CSSStyleSheet.webidl`: the rules and their editing, and the constructor
/// (`new CSSStyleSheet({media, disabled, baseURL})`) with `replace` and `replaceSync` for
/// constructed sheets.
///
/// https://drafts.csswg.org/cssom/#the-cssstylesheet-interface
enum CSSStyleSheetBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSStyleSheet", parent: StyleSheetBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor { call in
      let options = try IDLDictionary(call, 0)
      let baseURL = try options.nullableString("baseURL")
      var media = ""
      if let value = try options.value("media") {
        if let list = call.world.unwrap(value, as: MediaListBinding.definition, MediaList.self) {
          media = list.mediaText
        } else {
          media = try value.toStringChecked()
        }
      }
      let disabled = try options.boolean("disabled")
      let sheet = CSSStyleSheet(
        constructedIn: call.world.runtime.document, media: media, disabled: disabled,
        baseURL: baseURL)
      return call.world.wrapper(for: sheet)
    },
    modelType: CSSStyleSheet.self)

  /// `Promise<CSSStyleSheet> replace(USVString text)`: replaceSync, settled at once.
  static let customReplace = BindingMember.operation("replace", length: 1) { call in
    let sheet = try call.this(CSSStyleSheet.self)
    try call.requireArguments(1)
    let text = try call.string(0)
    let wrapper = call.world.wrapper(for: sheet)
    return try call.settledPromise {
      try sheet.replaceSync(text)
      return wrapper
    }
  }
}

extension CSSStyleSheet {
  /// `addRule(selector, style, index)`: the model's addRule (at the end when there is no
  /// index); answers -1, as the standard says.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-addrule
  func addRule(_ selector: String, _ style: String, _ index: Int?) throws -> Int {
    try addRule(selector: selector, style: style, at: index)
    return -1
  }
}
