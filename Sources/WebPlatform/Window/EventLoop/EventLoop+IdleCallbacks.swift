extension EventLoop {
  /// The longest idle period, in milliseconds.
  ///
  /// https://w3c.github.io/requestidlecallback/#start-an-idle-period-algorithm
  public static let maximumIdlePeriod: Double = 50

  /// `requestIdleCallback(callback, { timeout })`: runs `callback` in an idle period (when no
  /// task is ready and no frame is due), or as a task once `timeout` milliseconds have passed
  /// (with `didTimeout` true); returns the handle (handles start at 1).
  ///
  /// https://w3c.github.io/requestidlecallback/#the-requestidlecallback-method
  @discardableResult
  public func requestIdleCallback(
    timeout: Double? = nil, _ callback: @escaping (IdleDeadline) -> Void
  ) -> Int {
    // 2–3. Increment the idle callback identifier; let handle be its value.
    let handle = nextIdleHandle
    nextIdleHandle += 1
    // 4. Push callback to the end of the list of idle request callbacks.
    idleCallbacks.append((handle, callback))
    // 6. If timeout is present and greater than 0, wait timeout ms, then queue a task that
    //    invokes the idle callback timeout algorithm.
    if let timeout, timeout.isFinite, timeout > 0 {
      queue.insert(.idleTimeout(handle: handle), readyTime: clock.now + timeout)
    }
    return handle
  }

  /// `cancelIdleCallback(handle)`: removes the callback; unknown handles are ignored.
  ///
  /// https://w3c.github.io/requestidlecallback/#the-cancelidlecallback-method
  public func cancelIdleCallback(_ handle: Int) {
    idleCallbacks.removeAll { $0.handle == handle }
  }

  /// The idle callback timeout algorithm: runs the callback now, if it has not run yet, with a
  /// deadline of now and `didTimeout` true.
  ///
  /// https://w3c.github.io/requestidlecallback/#invoke-idle-callback-timeout-algorithm
  func runIdleTimeout(handle: Int) {
    guard let position = idleCallbacks.firstIndex(where: { $0.handle == handle }) else { return }
    let callback = idleCallbacks.remove(at: position).callback
    callback(IdleDeadline(clock: clock, deadline: clock.now, didTimeout: true))
  }

  /// Starts an idle period at `now` if idle callbacks wait and none started in this frame;
  /// the deadline is the earliest of now + 50 ms, the next scheduled job and, when animation
  /// frame callbacks wait, the next frame.
  ///
  /// https://w3c.github.io/requestidlecallback/#start-an-idle-period-algorithm
  func startIdlePeriodIfPossible(now: Double) -> Bool {
    guard idlePeriod == nil, !idleCallbacks.isEmpty, now >= nextIdlePeriodStart else {
      return false
    }
    var deadline = now + Self.maximumIdlePeriod
    if let next = firstLiveEntry() { deadline = min(deadline, next.readyTime) }
    if !animationFrameCallbacks.isEmpty, let frame = nextFrameTime(after: now) {
      deadline = min(deadline, frame)
    }
    guard deadline > now else { return false }
    // 1–2. The callbacks runnable in this period are those posted before it starts.
    idlePeriod = (deadline, idleCallbacks.map(\.handle))
    // One idle period per frame: the next one starts at the following frame boundary at the
    // earliest, so that callbacks that re-post themselves let time move on.
    nextIdlePeriodStart = nextFrameTime(after: now) ?? deadline
    return true
  }

  /// Runs the next callback of the current idle period, if the deadline has not passed; ends
  /// the period when none is left. Returns whether a callback ran.
  ///
  /// https://w3c.github.io/requestidlecallback/#invoke-idle-callbacks-algorithm
  func runNextIdleCallback(now: Double) -> Bool {
    guard var period = idlePeriod else { return false }
    // 2. If now is before the deadline, pop the first runnable callback and invoke it.
    while now < period.deadline, !period.handles.isEmpty {
      let handle = period.handles.removeFirst()
      guard let position = idleCallbacks.firstIndex(where: { $0.handle == handle }) else {
        continue
      }
      idlePeriod = period.handles.isEmpty ? nil : period
      let callback = idleCallbacks.remove(at: position).callback
      currentTimerNestingLevel = nil
      callback(IdleDeadline(clock: clock, deadline: period.deadline, didTimeout: false))
      performMicrotaskCheckpoint()
      return true
    }
    idlePeriod = nil
    return false
  }
}
