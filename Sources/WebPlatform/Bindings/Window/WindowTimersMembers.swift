import DOM
import JSCore

/// The window's timers and callbacks (`WindowOrWorkerGlobalScope` timers,
/// `AnimationFrameProvider`, `requestIdleCallback`, `reportError`), on the runtime's
/// ``EventLoop``. `queueMicrotask` is defined by the window set-up script (it uses the
/// engine's own microtask queue).
///
/// `requestIdleCallback` is exposed although Safari 18 does not ship it by default (it is
/// behind a feature flag there): extension scripts feature-test it and fall back to
/// `setTimeout`, and the request that this runtime support it came first.
///
/// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timers
/// https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#animation-frames
/// https://w3c.github.io/requestidlecallback/
enum WindowTimersMembers {
  static let members: [BindingMember] = [
    .operation("setTimeout", length: 1) { call in
      .number(Double(try call.scheduleTimer(repeats: false)))
    },
    .operation("setInterval", length: 1) { call in
      .number(Double(try call.scheduleTimer(repeats: true)))
    },
    .operation("clearTimeout") { call in
      call.world.runtime.eventLoop.clearTimer(try call.optionalLong(0))
      return .undefined
    },
    .operation("clearInterval") { call in
      call.world.runtime.eventLoop.clearTimer(try call.optionalLong(0))
      return .undefined
    },
    .operation("requestAnimationFrame", length: 1) { call in
      try call.requireArguments(1)
      let callback = try call.function(0)
      let world = call.world
      let handle = world.runtime.eventLoop.requestAnimationFrame { [weak world] time in
        guard let world else { return }
        world.invokeCallback(callback, arguments: [world.context.number(time)])
      }
      return .number(Double(handle))
    },
    .operation("cancelAnimationFrame", length: 1) { call in
      try call.requireArguments(1)
      call.world.runtime.eventLoop.cancelAnimationFrame(try call.long(0))
      return .undefined
    },
    .operation("requestIdleCallback", length: 1) { call in
      try call.requireArguments(1)
      let callback = try call.function(0)
      let options = try IDLDictionary(call, 1)
      let timeout = try options.unsignedLong("timeout")
      let world = call.world
      let handle = world.runtime.eventLoop.requestIdleCallback(
        timeout: timeout > 0 ? Double(timeout) : nil
      ) { [weak world] deadline in
        guard let world else { return }
        world.invokeCallback(callback, arguments: [world.wrapper(for: deadline)])
      }
      return .number(Double(handle))
    },
    .operation("cancelIdleCallback", length: 1) { call in
      try call.requireArguments(1)
      call.world.runtime.eventLoop.cancelIdleCallback(try call.unsignedLong(0))
      return .undefined
    },
    .operation("reportError", length: 1) { call in
      try call.requireArguments(1)
      call.world.runtime.report(JSThrow.value(call.argument(0)).exception(in: call.context))
      return .undefined
    },
  ]
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

  /// An optional `long` argument (0 when missing).
  func optionalLong(_ index: Int) throws -> Int {
    js.isUndefined(index) ? 0 : try long(index)
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
