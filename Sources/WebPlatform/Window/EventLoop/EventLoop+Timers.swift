extension EventLoop {
  /// `setTimeout(handler, timeout)`: runs `callback` once after `timeout` milliseconds; returns
  /// the timer's id (ids start at 1 and are shared with ``setInterval(timeout:_:)``).
  ///
  /// `timeout` is converted as WebIDL `long` (NaN and infinities become 0; values wrap modulo
  /// 2^32), then clamped: negative becomes 0, and below 4 ms becomes 4 ms when timers are
  /// nested more than 5 deep.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-settimeout
  @discardableResult
  public func setTimeout(timeout: Double = 0, _ callback: @escaping () -> Void) -> Int {
    initializeTimer(callback, timeout: Self.webIDLLong(timeout), repeats: false, previousID: nil)
  }

  /// `setInterval(handler, timeout)`: runs `callback` every `timeout` milliseconds until the
  /// timer is cleared; returns the timer's id.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-setinterval
  @discardableResult
  public func setInterval(timeout: Double = 0, _ callback: @escaping () -> Void) -> Int {
    initializeTimer(callback, timeout: Self.webIDLLong(timeout), repeats: true, previousID: nil)
  }

  /// `clearTimeout(id)` and `clearInterval(id)`: removes the timer from the map of active
  /// timers, so it never fires again (also when called from the timer's own callback).
  /// Unknown ids are ignored.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-cleartimeout
  public func clearTimer(_ id: Int) {
    activeTimers[id] = nil
  }

  /// The ids of the active timers, in ascending order.
  public var activeTimerIDs: [Int] { activeTimers.keys.sorted() }

  /// The timer initialization steps.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-initialisation-steps
  func initializeTimer(
    _ callback: @escaping () -> Void, timeout: Int, repeats: Bool, previousID: Int?
  ) -> Int {
    // 2. If previousId was given, let id be previousId; otherwise, let id be a new integer
    //    greater than zero (ids count up from 1 and are never reused).
    let id: Int
    if let previousID {
      id = previousID
    } else {
      id = nextTimerID
      nextTimerID += 1
    }
    // 3. If the currently running task is a timer task, let nesting level be its timer nesting
    //    level; otherwise 0.
    var nestingLevel = currentTimerNestingLevel ?? 0
    // 4. If timeout is less than 0, then set timeout to 0.
    var timeout = max(0, timeout)
    // 5. If nesting level is greater than 5, and timeout is less than 4, then set timeout to 4.
    if nestingLevel > 5 && timeout < 4 { timeout = 4 }
    // 8. Increment nesting level by one. 9. Set task's timer nesting level to nesting level.
    nestingLevel += 1
    // 10–11. Set the map of active timers[id] to the start time plus timeout.
    let generation = nextTimerGeneration
    nextTimerGeneration += 1
    activeTimers[id] = ActiveTimer(
      callback: callback, timeout: Double(timeout), repeats: repeats, nestingLevel: nestingLevel,
      generation: generation)
    // 12. Run steps after a timeout: ordered by due time, ties in scheduling order.
    queue.insert(.timer(id: id, generation: generation), readyTime: clock.now + Double(timeout))
    return id
  }

  /// The task a timer queues when it is due (step 7 of the timer initialization steps).
  func runTimer(id: Int, generation: Int) {
    // 7.1. If id does not exist in the map of active timers, then abort these steps.
    guard let timer = activeTimers[id], timer.generation == generation else { return }
    currentTimerNestingLevel = timer.nestingLevel
    // 7.4–7.6. Invoke the callback.
    timer.callback()
    // 7.7. If id does not exist in the map of active timers, then abort these steps.
    guard activeTimers[id]?.generation == generation else { return }
    if timer.repeats {
      // 7.8. If repeat is true, perform the timer initialization steps again, with id as
      //      previousId.
      _ = initializeTimer(
        timer.callback, timeout: Int(timer.timeout), repeats: true, previousID: id)
    } else {
      // 7.9. Otherwise, remove the map of active timers[id].
      activeTimers[id] = nil
    }
  }

  /// Converts a JavaScript number to WebIDL `long`: NaN and infinities are 0, the value is
  /// truncated and wrapped modulo 2^32 into the signed 32-bit range.
  ///
  /// https://webidl.spec.whatwg.org/#es-long
  public static func webIDLLong(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    let truncated = value.rounded(.towardZero)
    let twoTo32 = 4_294_967_296.0
    var wrapped = truncated.truncatingRemainder(dividingBy: twoTo32)
    if wrapped < 0 { wrapped += twoTo32 }
    if wrapped >= 2_147_483_648.0 { wrapped -= twoTo32 }
    return Int(wrapped)
  }
}
