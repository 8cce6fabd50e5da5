extension EventLoop {
  /// `requestAnimationFrame(callback)`: runs `callback` at the next rendering opportunity with
  /// the frame's timestamp (loop milliseconds); returns the handle (handles start at 1).
  ///
  /// https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#dom-animationframeprovider-requestanimationframe
  @discardableResult
  public func requestAnimationFrame(_ callback: @escaping (Double) -> Void) -> Int {
    // 2. Increment the animation frame callback identifier by one; let handle be the result.
    let handle = nextAnimationFrameHandle
    nextAnimationFrameHandle += 1
    // 4. Set the map of animation frame callbacks[handle] to callback.
    animationFrameCallbacks.append((handle, callback))
    return handle
  }

  /// `cancelAnimationFrame(handle)`: removes the callback; unknown handles are ignored.
  ///
  /// https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#animationframeprovider-cancelanimationframe
  public func cancelAnimationFrame(_ handle: Int) {
    animationFrameCallbacks.removeAll { $0.handle == handle }
  }

  /// The loop time of frame `index`.
  static func frameTime(_ index: Int) -> Double { Double(index) * 1000.0 / 60.0 }

  /// The index of the latest frame boundary at or before `time` (a little tolerance absorbs
  /// rounding), or `nil` for times too large to count frames in.
  static func latestFrameIndex(atOrBefore time: Double) -> Int? {
    guard time.isFinite, time < 1e15 else { return nil }
    var index = max(0, Int((time * 0.06).rounded(.down)))
    while frameTime(index + 1) <= time + 1e-6 { index += 1 }
    while index > 0 && frameTime(index) > time + 1e-6 { index -= 1 }
    return index
  }

  /// The loop time of the next rendering opportunity after the last frame and `now`.
  func nextFrameTime(after now: Double) -> Double? {
    guard let latest = Self.latestFrameIndex(atOrBefore: now) else { return nil }
    return Self.frameTime(max(latest, lastFrameIndex) + 1)
  }

  /// The index of the frame due now, if callbacks wait and a new frame boundary was reached.
  func dueFrameIndex(now: Double) -> Int? {
    guard !animationFrameCallbacks.isEmpty,
      let latest = Self.latestFrameIndex(atOrBefore: now), latest > lastFrameIndex
    else { return nil }
    return latest
  }

  /// Runs the animation frame callbacks of frame `index`: those requested before the frame
  /// started, in order, skipping any cancelled meanwhile.
  ///
  /// https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#run-the-animation-frame-callbacks
  func runAnimationFrame(index: Int) {
    lastFrameIndex = index
    let timestamp = Self.frameTime(index)
    // 1. Let callbacks be target's map of animation frame callbacks (a snapshot of its keys).
    let handles = animationFrameCallbacks.map(\.handle)
    // 2. For each handle: if it still exists in the map, remove it and invoke its callback.
    for handle in handles {
      guard let position = animationFrameCallbacks.firstIndex(where: { $0.handle == handle })
      else { continue }
      let callback = animationFrameCallbacks.remove(at: position).callback
      currentTimerNestingLevel = nil
      callback(timestamp)
      performMicrotaskCheckpoint()
    }
  }
}
