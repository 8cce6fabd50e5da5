import DOM
import JSCore

/// The window's timers whose rows are hand-written: `setTimeout` and `setInterval` (the
/// `TimerHandler` union and the variadic arguments), on the runtime's ``EventLoop``. The other
/// timers and callbacks (`clearTimeout`, `requestAnimationFrame`, `requestIdleCallback`,
/// `reportError`) are generated from `Bindings/IDL/Window.webidl` (``WindowView``).
/// `queueMicrotask` is defined by the window set-up script (it uses the engine's own microtask
/// queue).
///
/// `requestIdleCallback` is exposed although Safari 18 does not ship it by default (it is
/// behind a feature flag there): extension scripts feature-test it and fall back to
/// `setTimeout`, and the request that this runtime support it came first.
///
/// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timers
extension WindowBinding {
  /// `setTimeout(handler, timeout, ...arguments)`.
  static let customSetTimeout = BindingMember.operation("setTimeout", length: 1) { call in
    .number(Double(try call.scheduleTimer(repeats: false)))
  }

  /// `setInterval(handler, timeout, ...arguments)`.
  static let customSetInterval = BindingMember.operation("setInterval", length: 1) { call in
    .number(Double(try call.scheduleTimer(repeats: true)))
  }
}

/// A timer's handler: a function, or a string of code compiled when the timer fires.
enum TimerHandler {
  case function(JSValue)
  case code(String)
}

extension BindingCall {
  /// `setTimeout`/`setInterval(handler, timeout, ...arguments)`: schedules the handler on the
  /// event loop; returns the timer id.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-initialisation-steps
  func scheduleTimer(repeats: Bool) throws -> Int {
    try requireArguments(1)
    let handler: TimerHandler =
      js.isFunction(0) ? .function(argument(0)) : .code(try string(0))
    let timeout = js.isUndefined(1) ? 0 : try js.number(1)
    let arguments = js.arguments(from: 2)
    let world = self.world
    let body: () -> Void = { [weak world] in world?.runTimerHandler(handler, arguments: arguments) }
    let loop = world.runtime.eventLoop
    return repeats
      ? loop.setInterval(timeout: timeout, body) : loop.setTimeout(timeout: timeout, body)
  }

}

extension World {
  /// Runs a timer's handler: calls the function with `this` = window and the extra
  /// arguments, or compiles and runs the code; exceptions are reported.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-initialisation-steps
  /// (step 7.4)
  func runTimerHandler(_ handler: TimerHandler, arguments: [JSValue]) {
    switch handler {
    case .function(let function):
      invokeCallback(function, this: global, arguments: arguments)
    case .code(let source):
      do {
        _ = try context.evaluateScript(source)
      } catch {
        runtime.report(error)
      }
    }
  }
}
