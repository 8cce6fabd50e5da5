import DOM
import JSCore

/// `Window`: the global object of each world. Its members live on the global object itself
/// (Web IDL `[Global]`); the prototype chain is `Window.prototype → WindowProperties (named
/// access) → EventTarget.prototype`. The model is `WebPlatform/Window.swift`; the services it
/// uses are in `WebPlatform/Window/`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
enum WindowBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Window", parent: EventTargetBinding.definition)

  /// The members on each world's global object, declared in `Bindings/IDL/Window.webidl` (the
  /// event handler attributes, `onload`…, are added by `World+WindowEnvironment.swift`: see
  /// ``EventHandlerAttributes``).
  static let globalMembers: [BindingMember] = generatedMembers

  /// Members only a touch device's Safari has: `window.orientation`, iOS's legacy rotation
  /// angle (and the touch event handlers, ``EventHandlerAttributes/touchNames``).
  static let touchMembers: [BindingMember] = [
    .readonly("orientation") { call in
      .number(Double(call.world.window.viewport.screen.orientationAngle))
    }
  ]

  /// `postMessage(message, targetOrigin)` and `postMessage(message, options)`: the second
  /// argument a target origin string or a `WindowPostMessageOptions` dictionary (overloads).
  ///
  /// https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage
  static let customPostMessage = BindingMember.operation("postMessage", length: 1) { call in
    try call.requireArguments(1)
    let targetOrigin = try call.postMessageTargetOrigin()
    let data = try call.world.structuredClone(call.argument(0))
    try call.world.window.postMessage(data, targetOrigin: targetOrigin)
    return .undefined
  }

  /// `moveTo(x, y)`: there is no window to move; no argument is converted.
  static let customMoveTo = BindingMember.operation("moveTo", length: 2) { _ in .undefined }

  /// `moveBy(x, y)`: there is no window to move; no argument is converted.
  static let customMoveBy = BindingMember.operation("moveBy", length: 2) { _ in .undefined }

  /// `resizeTo(width, height)`: there is no window to resize; no argument is converted.
  static let customResizeTo = BindingMember.operation("resizeTo", length: 2) { _ in .undefined }

  /// `resizeBy(x, y)`: there is no window to resize; no argument is converted.
  static let customResizeBy = BindingMember.operation("resizeBy", length: 2) { _ in .undefined }

  /// `alert()` and `alert(message)` (overloads: no argument is "", `undefined` is
  /// "undefined"), recorded and answered by the runtime's ``DialogResponder``.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-alert
  static let customAlert = BindingMember.operation("alert") { call in
    call.world.runtime.navigationLog.alert(call.argumentCount == 0 ? "" : try call.string(0))
    return .undefined
  }

  /// `scroll(x, y)` and `scroll(options)` (overloads).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-window-scroll
  static let customScroll = BindingMember.operation("scroll") { call in
    let (x, y) = try call.scrollCoordinates()
    call.world.window.scrollTo(x: x, y: y)
    return .undefined
  }

  /// `scrollTo(x, y)` and `scrollTo(options)` (overloads): as `scroll`.
  static let customScrollTo = BindingMember.operation("scrollTo") { call in
    let (x, y) = try call.scrollCoordinates()
    call.world.window.scrollTo(x: x, y: y)
    return .undefined
  }

  /// `scrollBy(x, y)` and `scrollBy(options)` (overloads).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-window-scrollby
  static let customScrollBy = BindingMember.operation("scrollBy") { call in
    let (x, y) = try call.scrollCoordinates()
    call.world.window.scrollBy(x: x ?? 0, y: y ?? 0)
    return .undefined
  }
}

extension BindingCall {
  /// The coordinates of `scroll(x, y)` / `scroll({ left, top })` (and `scrollTo`, `scrollBy`):
  /// nil for a coordinate the options leave out.
  ///
  /// https://drafts.csswg.org/cssom-view/#dictdef-scrolltooptions
  func scrollCoordinates() throws -> (x: Double?, y: Double?) {
    if argumentCount >= 2 {
      return (try unrestrictedDouble(0), try unrestrictedDouble(1))
    }
    let options = try IDLDictionary(self, 0)
    let left = try options.value("left").map { try $0.toNumber() }
    let top = try options.value("top").map { try $0.toNumber() }
    return (left, top)
  }
}

extension BindingCall {
  /// `postMessage`'s second argument, either overload's: a target origin string, or a
  /// `WindowPostMessageOptions` dictionary's `targetOrigin`; "/" when absent.
  ///
  /// https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage-options
  func postMessageTargetOrigin() throws -> String {
    if js.isObject(1) { return try IDLDictionary(self, 1).string("targetOrigin", default: "/") }
    return js.isUndefined(1) ? "/" : try string(1)
  }
}
