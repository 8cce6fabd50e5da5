import DOM
import JSCore

/// `CSSStyleSheet` (the model's `CSSOM/CSSStyleSheet.swift`): the rules and their editing,
/// and the constructor (`new CSSStyleSheet({media, disabled, baseURL})`) with `replace` and
/// `replaceSync` for constructed sheets.
///
/// https://drafts.csswg.org/cssom/#the-cssstylesheet-interface
enum CSSStyleSheetBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSStyleSheet", parent: StyleSheetBinding.definition,
    members: [
      .readonly("ownerRule") { call in call.wrap(try call.this(CSSStyleSheet.self).ownerRule) },
      .readonly("cssRules") { call in call.wrap(try call.this(CSSStyleSheet.self).cssRules) },
      .readonly("rules") { call in call.wrap(try call.this(CSSStyleSheet.self).cssRules) },
      .operation("insertRule", length: 1) { call in
        let sheet = try call.this(CSSStyleSheet.self)
        try call.requireArguments(1)
        let text = try call.string(0)
        let index = call.js.isUndefined(1) ? 0 : try call.unsignedLong(1)
        return call.number(try sheet.insertRule(text, at: index))
      },
      .operation("deleteRule", length: 1) { call in
        let sheet = try call.this(CSSStyleSheet.self)
        try call.requireArguments(1)
        try sheet.deleteRule(at: try call.unsignedLong(0))
        return .undefined
      },
      .operation("addRule") { call in
        let sheet = try call.this(CSSStyleSheet.self)
        let selector = call.js.isUndefined(0) ? "undefined" : try call.string(0)
        let style = call.js.isUndefined(1) ? "undefined" : try call.string(1)
        let index = call.js.isUndefined(2) ? nil : try call.unsignedLong(2)
        try sheet.addRule(selector: selector, style: style, at: index)
        return .number(-1)
      },
      .operation("removeRule") { call in
        let sheet = try call.this(CSSStyleSheet.self)
        try sheet.deleteRule(at: call.js.isUndefined(0) ? 0 : try call.unsignedLong(0))
        return .undefined
      },
      .operation("replace", length: 1) { call in
        let sheet = try call.this(CSSStyleSheet.self)
        try call.requireArguments(1)
        let text = try call.string(0)
        let wrapper = call.world.wrapper(for: sheet)
        return try call.settledPromise {
          try sheet.replaceSync(text)
          return wrapper
        }
      },
      .operation("replaceSync", length: 1) { call in
        let sheet = try call.this(CSSStyleSheet.self)
        try call.requireArguments(1)
        try sheet.replaceSync(try call.string(0))
        return .undefined
      },
    ],
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
}
