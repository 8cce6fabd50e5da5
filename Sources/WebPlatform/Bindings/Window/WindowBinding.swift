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

  /// The members on each world's global object (the event handler attributes, `onload`…,
  /// are added by `World+WindowEnvironment.swift`: see ``EventHandlerAttributes``).
  static let globalMembers: [BindingMember] =
    ownMembers + dialogMembers + displayMembers + WindowTimersMembers.members
    + ServicesGlobalMembers.members

  /// Members only a touch device's Safari has: `window.orientation`, iOS's legacy rotation
  /// angle (and the touch event handlers, ``EventHandlerAttributes/touchNames``).
  static let touchMembers: [BindingMember] = [
    .readonly("orientation") { call in
      .number(Double(call.world.window.viewport.screen.orientationAngle))
    }
  ]

  private static let ownMembers: [BindingMember] = [
    .readonly("window") { call in .value(call.world.global) },
    .readonly("self") { call in .value(call.world.global) },
    .readonly("document") { call in call.wrap(call.world.runtime.document) },
    .readonly("top") { call in .value(call.world.global) },
    .readonly("parent") { call in .value(call.world.global) },
    .readonly("frames") { call in .value(call.world.global) },
    .attribute(
      "name", get: { call in .string(call.world.window.name) },
      set: { call in call.world.window.name = try call.string(0) }),
    .attribute(
      "status", get: { call in .string(call.world.window.status) },
      set: { call in call.world.window.status = try call.string(0) }),
    .readonly("closed") { _ in .boolean(false) },
    .readonly("length") { call in call.number(call.world.window.frameCount) },
    .readonly("opener") { _ in .null },
    .readonly("frameElement") { _ in .null },
    .readonly("origin") { call in .string(call.world.window.origin) },
    .readonly("isSecureContext") { call in .boolean(call.world.window.isSecureContext) },
    .readonly("crossOriginIsolated") { _ in .boolean(false) },
    .attribute(
      "location", get: { call in call.wrap(call.world.window.location) },
      set: { call in try call.world.window.location.setHref(try call.string(0)) }),
    .readonly("history") { call in call.wrap(call.world.window.history) },
    .readonly("navigator") { call in .value(call.world.navigatorWrapper()) },
    .readonly("performance") { call in call.wrap(call.world.window.performance) },
    .readonly("localStorage") { call in call.wrap(try call.world.window.localStorage()) },
    .readonly("sessionStorage") { call in call.wrap(try call.world.window.sessionStorage()) },
    .operation("getSelection") { call in call.wrap(call.world.runtime.document.getSelection()) },
    .operation("getComputedStyle", length: 1) { call in
      try call.requireArguments(1)
      let element = try call.element(0)
      let declaration = ComputedStyleDeclaration(
        element: element, pseudoElement: try call.nullableString(1), window: call.world.window)
      return call.wrap(declaration)
    },
    .operation("postMessage", length: 1) { call in
      try call.requireArguments(1)
      var targetOrigin = "/"
      if call.js.isObject(1) {
        targetOrigin = try IDLDictionary(call, 1).string("targetOrigin", default: "/")
      } else if !call.js.isUndefined(1) {
        targetOrigin = try call.string(1)
      }
      let data = try call.world.structuredClone(call.argument(0))
      try call.world.window.postMessage(data, targetOrigin: targetOrigin)
      return .undefined
    },
    .operation("open") { call in
      try call.world.window.open(
        try call.optionalString(0) ?? "", target: try call.optionalString(1) ?? "_blank",
        features: try call.optionalString(2) ?? "")
      return .null
    },
    .operation("close") { _ in .undefined },
    .operation("stop") { _ in .undefined },
    .operation("focus") { _ in .undefined },
    .operation("blur") { _ in .undefined },
    .operation("moveTo", length: 2) { _ in .undefined },
    .operation("moveBy", length: 2) { _ in .undefined },
    .operation("resizeTo", length: 2) { _ in .undefined },
    .operation("resizeBy", length: 2) { _ in .undefined },
  ]

  /// The simple dialogs and `print()`, recorded and answered by the runtime's
  /// ``DialogResponder``.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#simple-dialogs
  private static let dialogMembers: [BindingMember] = [
    .operation("alert") { call in
      call.world.runtime.navigationLog.alert(call.argumentCount == 0 ? "" : try call.string(0))
      return .undefined
    },
    .operation("confirm") { call in
      .boolean(call.world.runtime.navigationLog.confirm(try call.optionalString(0) ?? ""))
    },
    .operation("prompt") { call in
      let answer = call.world.runtime.navigationLog.prompt(
        try call.optionalString(0) ?? "", defaultValue: try call.optionalString(1) ?? "")
      return call.string(answer)
    },
    .operation("print") { call in
      call.world.window.print()
      return .undefined
    },
  ]

  /// The viewport, screen and scrolling members (CSSOM View) and `matchMedia`.
  ///
  /// https://drafts.csswg.org/cssom-view/#extensions-to-the-window-interface
  private static let displayMembers: [BindingMember] = [
    .readonly("screen") { call in call.wrap(call.world.window.screen) },
    .readonly("visualViewport") { call in call.wrap(call.world.window.visualViewport) },
    .readonly("innerWidth") { call in .number(call.world.window.viewport.width) },
    .readonly("innerHeight") { call in .number(call.world.window.viewport.height) },
    .readonly("outerWidth") { call in .number(call.world.window.viewport.outerWidth) },
    .readonly("outerHeight") { call in .number(call.world.window.viewport.outerHeight) },
    .readonly("devicePixelRatio") { call in
      .number(call.world.window.viewport.devicePixelRatio)
    },
    .readonly("screenX") { _ in .number(0) },
    .readonly("screenY") { _ in .number(0) },
    .readonly("screenLeft") { _ in .number(0) },
    .readonly("screenTop") { _ in .number(0) },
    .readonly("scrollX") { call in .number(call.world.window.scrollPosition.x) },
    .readonly("scrollY") { call in .number(call.world.window.scrollPosition.y) },
    .readonly("pageXOffset") { call in .number(call.world.window.scrollPosition.x) },
    .readonly("pageYOffset") { call in .number(call.world.window.scrollPosition.y) },
    .operation("scroll") { call in
      let (x, y) = try call.scrollCoordinates()
      call.world.window.scrollTo(x: x, y: y)
      return .undefined
    },
    .operation("scrollTo") { call in
      let (x, y) = try call.scrollCoordinates()
      call.world.window.scrollTo(x: x, y: y)
      return .undefined
    },
    .operation("scrollBy") { call in
      let (x, y) = try call.scrollCoordinates()
      call.world.window.scrollBy(x: x ?? 0, y: y ?? 0)
      return .undefined
    },
    .operation("matchMedia", length: 1) { call in
      try call.requireArguments(1)
      return call.wrap(call.world.window.matchMedia(try call.string(0)))
    },
  ]
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
