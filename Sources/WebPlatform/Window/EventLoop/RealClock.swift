import Foundation

/// A clock that follows real time: loop time is the monotonic time elapsed since the clock was
/// made, the time origin is the wall clock at that moment, and waiting sleeps.
///
/// https://w3c.github.io/hr-time/#sec-time-origin
public final class RealClock: Clock {
  private let start = ContinuousClock.now
  /// The wall clock when the clock was made, in milliseconds since 1970.
  public let timeOrigin: Double
  /// Always true: waiting sleeps.
  public var isRealTime: Bool { true }

  /// Makes a clock whose time origin is now.
  public init() {
    timeOrigin = Date().timeIntervalSince1970 * 1000
  }

  /// Milliseconds of monotonic time since the clock was made.
  public var now: Double {
    let elapsed = ContinuousClock.now - start
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }

  /// Sleeps until ``now`` reaches `time`.
  public func advance(to time: Double) {
    guard time.isFinite else { return }
    while true {
      let remaining = time - now
      if remaining <= 0 { return }
      Thread.sleep(forTimeInterval: remaining / 1000)
    }
  }
}
