import DOM
import JSCore

/// The window's `setTimeout` and `setInterval` (their rows generated from
/// `Bindings/IDL/Window.webidl`: the `TimerHandler` union, the `long` timeout and the
/// variadic arguments), on the runtime's ``EventLoop``. The other timers and callbacks
/// (`clearTimeout`, `requestAnimationFrame`, `requestIdleCallback`, `reportError`) are in
/// ``WindowView`` too. `queueMicrotask` is defined by the window set-up script (it uses the
/// engine's own microtask queue).
///
/// `requestIdleCallback` is exposed although Safari 18 does not ship it by default (it is
/// behind a feature flag there): extension scripts feature-test it and fall back to
/// `setTimeout`, and the request that this runtime support it came first.
///
/// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timers
extension WindowView {
  /// `setTimeout(handler, timeout, ...arguments)`: the timer's id.
  func setTimeout(_ handler: TimerHandler, _ timeout: Int, _ arguments: [JSValue]) -> Int {
    scheduleTimer(handler, timeout, arguments, repeats: false)
  }

  /// `setInterval(handler, timeout, ...arguments)`: the timer's id.
  func setInterval(_ handler: TimerHandler, _ timeout: Int, _ arguments: [JSValue]) -> Int {
    scheduleTimer(handler, timeout, arguments, repeats: true)
  }

  /// Schedules the handler on the event loop; returns the timer id.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-initialisation-steps
  private func scheduleTimer(
    _ handler: TimerHandler, _ timeout: Int, _ arguments: [JSValue], repeats: Bool
  ) -> Int {
    let world = self.world
    let body: () -> Void = { [weak world] in world?.runTimerHandler(handler, arguments: arguments) }
    let loop = world.runtime.eventLoop
    let delay = Double(timeout)
    return repeats
      ? loop.setInterval(timeout: delay, body) : loop.setTimeout(timeout: delay, body)
  }
}

/// A timer's handler, the `(DOMString or Function)` union `TimerHandler`: a function, or a
/// string of code compiled when the timer fires.
///
/// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timerhandler
enum TimerHandler {
  case function(JSValue)
  case domString(String)
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
    case .domString(let source):
      do {
        _ = try context.evaluateScript(source)
      } catch {
        runtime.report(error)
      }
    }
  }
}
