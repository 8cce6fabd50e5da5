import DOM
import JSCore

/// `History` (the model's `Window/Navigation/SessionHistory.swift`): `pushState` and
/// `replaceState` change the document URL in place and keep a structured clone of the state;
/// traversals are recorded and, within the page's own entries, applied with `popstate`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-history-interface
enum HistoryBinding: InterfaceBinding {
  /// The members come from `Bindings/IDL/History.webidl` (`HistoryBinding+Generated.swift`).
  static let definition = InterfaceDefinition(
    name: "History", members: generatedMembers, modelType: SessionHistory.self)

  /// `undefined pushState(any data, DOMString unused, optional USVString? url = null)`.
  static let customPushState = BindingMember.operation("pushState", length: 2) { call in
    let history = try call.this(SessionHistory.self)
    try call.requireArguments(2)
    let state = try call.historyState()
    try history.pushState(
      state, title: try call.string(1), url: try call.optionalNullableString(2))
    return .undefined
  }

  /// `undefined replaceState(any data, DOMString unused, optional USVString? url = null)`.
  static let customReplaceState = BindingMember.operation("replaceState", length: 2) { call in
    let history = try call.this(SessionHistory.self)
    try call.requireArguments(2)
    let state = try call.historyState()
    try history.replaceState(
      state, title: try call.string(1), url: try call.optionalNullableString(2))
    return .undefined
  }
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
