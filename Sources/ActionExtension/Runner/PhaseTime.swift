import WebPlatform

/// The duration of one phase of a run: wall-clock and event-loop milliseconds.
struct PhaseTime: Equatable {
  /// Wall-clock milliseconds.
  var wall: Double = 0
  /// Event-loop milliseconds (the page's `performance.now()`).
  var eventLoop: Double = 0

  /// A phase's start.
  struct Mark {
    let wall: ContinuousClock.Instant
    let eventLoop: Double

    /// Now, in `runtime`'s event loop; the wall clock's start is `wall` (default: now).
    init(_ runtime: Runtime, wall: ContinuousClock.Instant = .now) {
      self.wall = wall
      eventLoop = runtime.clock.now
    }

    /// The time since this mark.
    func elapsed(_ runtime: Runtime) -> PhaseTime {
      let duration = ContinuousClock.now - wall
      let milliseconds =
        Double(duration.components.seconds) * 1000
        + Double(duration.components.attoseconds) / 1e15
      return PhaseTime(wall: milliseconds, eventLoop: runtime.clock.now - eventLoop)
    }
  }
}
