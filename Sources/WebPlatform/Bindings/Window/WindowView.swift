import DOM
import JSCore

/// A world's view of its window, which the rows of `Bindings/IDL/Window.webidl` call (the
/// members of the global object, `[ActionJSGlobal=WindowView]`): the ``Window`` model's
/// state and services, and what the world keeps (its document, timers, callbacks).
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
struct WindowView {
  /// The world whose global object this is.
  unowned(unsafe) let world: World

  init(world: World) { self.world = world }

  // MARK: The current browsing context

  /// `window` (and `self`, `top`, `parent`, `frames`: a top-level window with no frames
  /// scripts reach): the window itself, whose wrapper is the global object.
  var window: Window { world.window }

  /// `document`: the world's document.
  var document: Document { world.runtime.document }

  /// `name`. https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-name
  var name: String {
    get { world.window.name }
    nonmutating set { world.window.name = newValue }
  }

  /// `status`: kept, shown nowhere.
  var status: String {
    get { world.window.status }
    nonmutating set { world.window.status = newValue }
  }

  /// `closed`: the window is never closed.
  var closed: Bool { false }

  /// `length`: the number of child frames.
  var length: Int { world.window.frameCount }

  /// `opener`: none (the window was not opened by a script).
  var opener: JSValue? { nil }

  /// `frameElement`: none (a top-level window).
  var frameElement: Element? { nil }

  /// `origin`. https://html.spec.whatwg.org/multipage/webappapis.html#dom-origin
  var origin: String { world.window.origin }

  /// `isSecureContext`.
  var isSecureContext: Bool { world.window.isSecureContext }

  /// `crossOriginIsolated`: never.
  var crossOriginIsolated: Bool { false }

  /// `location`.
  var location: Location { world.window.location }

  /// `history`.
  var history: SessionHistory { world.window.history }

  /// `navigator`, prepared for the world on first use.
  var navigator: Navigator { world.preparedNavigator() }

  /// `performance`.
  var performance: Performance { world.window.performance }

  /// `localStorage`: a `SecurityError` for an opaque origin.
  var localStorage: Storage { get throws { try world.window.localStorage() } }

  /// `sessionStorage`: a `SecurityError` for an opaque origin.
  var sessionStorage: Storage { get throws { try world.window.sessionStorage() } }

  /// `getSelection()`: the document's selection.
  func getSelection() -> Selection? { world.runtime.document.getSelection() }

  /// `getComputedStyle(elt, pseudoElt)`: a new read-only declaration of the element's
  /// computed style. https://drafts.csswg.org/cssom/#dom-window-getcomputedstyle
  func getComputedStyle(_ element: Element, _ pseudoElement: String?) -> ComputedStyleDeclaration {
    ComputedStyleDeclaration(element: element, pseudoElement: pseudoElement, window: world.window)
  }

  /// `open(url, target, features)`: recorded (nothing opens); no window to return.
  func open(_ url: String, _ target: String, _ features: String) throws -> Window? {
    try world.window.open(url, target: target, features: features)
    return nil
  }

  /// `postMessage(message, targetOrigin)` and `postMessage(message, options)` (either
  /// overload's target origin): the message cloned in the world, then posted.
  ///
  /// https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage
  func postMessage(_ message: JSValue?, targetOrigin: String) throws {
    let data = try world.structuredClone(message ?? world.context.undefined)
    try world.window.postMessage(data, targetOrigin: targetOrigin)
  }

  /// `close()`: a script cannot close this window.
  func close() {}

  /// `stop()`: there is no loading to stop.
  func stop() {}

  /// `focus()`: nothing to focus.
  func focus() {}

  /// `blur()`: nothing to blur.
  func blur() {}

  /// `moveTo(x, y)`: there is no window to move.
  func moveTo(_ x: Int, _ y: Int) {}

  /// `moveBy(x, y)`: there is no window to move.
  func moveBy(_ x: Int, _ y: Int) {}

  /// `resizeTo(width, height)`: there is no window to resize.
  func resizeTo(_ width: Int, _ height: Int) {}

  /// `resizeBy(x, y)`: there is no window to resize.
  func resizeBy(_ x: Int, _ y: Int) {}

  // MARK: User prompts, answered by the runtime's DialogResponder

  /// `alert()`: an empty message, recorded and answered by the runtime's ``DialogResponder``.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-alert-noargs
  func alert() { world.runtime.navigationLog.alert("") }

  /// `alert(message)`.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-alert
  func alert(_ message: String) { world.runtime.navigationLog.alert(message) }

  /// `confirm(message)`.
  func confirm(_ message: String) -> Bool { world.runtime.navigationLog.confirm(message) }

  /// `prompt(message, default)`.
  func prompt(_ message: String, defaultValue: String) -> String? {
    world.runtime.navigationLog.prompt(message, defaultValue: defaultValue)
  }

  /// `print()`.
  func print() { world.window.print() }

  // MARK: CSSOM View

  /// `screen`.
  var screen: Screen { world.window.screen }

  /// `visualViewport`.
  var visualViewport: VisualViewport { world.window.visualViewport }

  /// `innerWidth`.
  var innerWidth: Double { world.window.viewport.width }

  /// `innerHeight`.
  var innerHeight: Double { world.window.viewport.height }

  /// `outerWidth`.
  var outerWidth: Double { world.window.viewport.outerWidth }

  /// `outerHeight`.
  var outerHeight: Double { world.window.viewport.outerHeight }

  /// `devicePixelRatio`.
  var devicePixelRatio: Double { world.window.viewport.devicePixelRatio }

  /// `screenX`: the window is at the screen's origin.
  var screenX: Int { 0 }

  /// `screenY`.
  var screenY: Int { 0 }

  /// `screenLeft`.
  var screenLeft: Int { 0 }

  /// `screenTop`.
  var screenTop: Int { 0 }

  /// `scrollX` (and `pageXOffset`).
  var scrollX: Double { world.window.scrollPosition.x }

  /// `scrollY` (and `pageYOffset`).
  var scrollY: Double { world.window.scrollPosition.y }

  /// `scroll(options)` (and `scrollTo(options)`): to the options' coordinates (nil: the
  /// current one); `behavior` is not used (scrolling is instant).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-window-scroll
  func scroll(behavior: ScrollBehavior, left: Double?, top: Double?) {
    world.window.scrollTo(x: left, y: top)
  }

  /// `scroll(x, y)` (and `scrollTo(x, y)`).
  func scroll(_ x: Double, _ y: Double) { world.window.scrollTo(x: x, y: y) }

  /// `scrollTo(options)`: as `scroll(options)`.
  func scrollTo(behavior: ScrollBehavior, left: Double?, top: Double?) {
    scroll(behavior: behavior, left: left, top: top)
  }

  /// `scrollTo(x, y)`: as `scroll(x, y)`.
  func scrollTo(_ x: Double, _ y: Double) { scroll(x, y) }

  /// `scrollBy(options)`: by the options' offsets (nil: 0).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-window-scrollby
  func scrollBy(behavior: ScrollBehavior, left: Double?, top: Double?) {
    world.window.scrollBy(x: left ?? 0, y: top ?? 0)
  }

  /// `scrollBy(x, y)`.
  func scrollBy(_ x: Double, _ y: Double) { world.window.scrollBy(x: x, y: y) }

  /// `matchMedia(query)`.
  func matchMedia(_ query: String) -> MediaQueryList { world.window.matchMedia(query) }

  // MARK: Timers and callbacks, on the runtime's event loop

  /// `clearTimeout(id)`.
  func clearTimeout(_ id: Int) { world.runtime.eventLoop.clearTimer(id) }

  /// `clearInterval(id)`.
  func clearInterval(_ id: Int) { world.runtime.eventLoop.clearTimer(id) }

  /// `requestAnimationFrame(callback)`: the callback runs with the frame's time.
  ///
  /// https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#dom-animationframeprovider-requestanimationframe
  func requestAnimationFrame(_ callback: JSValue) -> Int {
    let world = self.world
    return world.runtime.eventLoop.requestAnimationFrame { [weak world] time in
      guard let world else { return }
      world.invokeCallback(callback, arguments: [world.context.number(time)])
    }
  }

  /// `cancelAnimationFrame(handle)`.
  func cancelAnimationFrame(_ handle: Int) {
    world.runtime.eventLoop.cancelAnimationFrame(handle)
  }

  /// `requestIdleCallback(callback, { timeout })`: the callback runs with an `IdleDeadline`
  /// when the loop is idle, or once `timeout` (when positive) has passed.
  ///
  /// https://w3c.github.io/requestidlecallback/#the-requestidlecallback-method
  func requestIdleCallback(_ callback: JSValue, _ timeout: UInt32) -> Int {
    let world = self.world
    return world.runtime.eventLoop.requestIdleCallback(
      timeout: timeout > 0 ? Double(timeout) : nil
    ) { [weak world] deadline in
      guard let world else { return }
      world.invokeCallback(callback, arguments: [world.wrapper(for: deadline)])
    }
  }

  /// `cancelIdleCallback(handle)`.
  func cancelIdleCallback(_ handle: Int) { world.runtime.eventLoop.cancelIdleCallback(handle) }

  /// `reportError(e)`: reported as an uncaught exception would be.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-reporterror
  func reportError(_ error: JSValue?) {
    let value = error ?? world.context.undefined
    world.runtime.report(JSThrow.value(value).exception(in: world.context))
  }

  // MARK: Services

  /// `atob(data)`: the forgiving-base64 decoding of the code units, one code unit per byte.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-atob
  func atob(_ data: [UInt16]) throws -> [UInt16] { try Base64.atob(data) }

  /// `btoa(data)`: the base64 encoding of the code units (each at most U+00FF).
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-btoa
  func btoa(_ data: [UInt16]) throws -> String { try Base64.btoa(data) }

  /// `crypto`.
  var crypto: CryptoModel { world.runtime.services.crypto }

  /// `structuredClone(value)`: the window set-up script's clone (shared with `postMessage`).
  ///
  /// https://html.spec.whatwg.org/multipage/structured-data.html#dom-structuredclone
  func structuredClone(_ value: JSValue?) throws -> JSValue {
    try world.structuredClone(value ?? world.context.undefined)
  }
}
