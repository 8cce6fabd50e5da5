import DOM
import JSCore

/// `History` (the model's `Window/Navigation/SessionHistory.swift`): `pushState` and
/// `replaceState` change the document URL in place and keep a structured clone of the state;
/// traversals are recorded and, within the page's own entries, applied with `popstate`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-history-interface
enum HistoryBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "History",
    members: [
      .readonly("length") { call in call.number(try call.this(SessionHistory.self).length) },
      .attribute(
        "scrollRestoration",
        get: { call in .string(try call.this(SessionHistory.self).scrollRestoration.rawValue) },
        set: { call in
          let history = try call.this(SessionHistory.self)
          // An enumeration attribute ignores values outside the enumeration.
          if let value = SessionHistory.ScrollRestoration(rawValue: try call.string(0)) {
            history.scrollRestoration = value
          }
        }),
      .readonly("state") { call in
        call.opaque(try call.this(SessionHistory.self).state, missing: .null)
      },
      .operation("pushState", length: 2) { call in
        let history = try call.this(SessionHistory.self)
        try call.requireArguments(2)
        let state = try call.historyState()
        try history.pushState(
          state, title: try call.string(1), url: try call.optionalNullableString(2))
        return .undefined
      },
      .operation("replaceState", length: 2) { call in
        let history = try call.this(SessionHistory.self)
        try call.requireArguments(2)
        let state = try call.historyState()
        try history.replaceState(
          state, title: try call.string(1), url: try call.optionalNullableString(2))
        return .undefined
      },
      .operation("back") { call in
        try call.this(SessionHistory.self).back()
        return .undefined
      },
      .operation("forward") { call in
        try call.this(SessionHistory.self).forward()
        return .undefined
      },
      .operation("go") { call in
        try call.this(SessionHistory.self).go(try call.optionalLong(0))
        return .undefined
      },
    ],
    modelType: SessionHistory.self)
}

extension BindingCall {
  /// The `data` argument of `pushState`/`replaceState`: its structured clone (nil for null).
  fileprivate func historyState() throws -> AnyObject? {
    let data = argument(0)
    if data.isNull || data.isUndefined { return nil }
    return try world.structuredClone(data)
  }

  /// An optional `DOMString?` argument: nil when missing, undefined or null.
  fileprivate func optionalNullableString(_ index: Int) throws -> String? {
    js.isNullOrUndefined(index) ? nil : try string(index)
  }
}
