/// A clock whose time only moves when the event loop asks it to: waiting for a timer jumps to
/// the timer's due time at once, so a 5 s `setTimeout` completes immediately and every run is
/// deterministic.
///
/// https://w3c.github.io/hr-time/#sec-time-origin
public final class VirtualClock: Clock {
  /// The default time origin: 2024-01-01T00:00:00Z, in milliseconds since 1970.
  public static let defaultEpoch: Double = 1_704_067_200_000

  /// Milliseconds since the time origin.
  public private(set) var now: Double
  /// The time origin, in milliseconds since 1970.
  public let timeOrigin: Double
  /// Always false: waiting does not take real time.
  public var isRealTime: Bool { false }

  /// Makes a clock whose time origin is `epoch` (milliseconds since 1970) and whose loop time
  /// starts at `start` milliseconds.
  public init(epoch: Double = VirtualClock.defaultEpoch, start: Double = 0) {
    timeOrigin = epoch.isFinite ? epoch : VirtualClock.defaultEpoch
    now = start.isFinite ? max(0, start) : 0
  }

  /// Jumps to `time` if it is later than ``now``.
  public func advance(to time: Double) {
    if time.isFinite, time > now { now = time }
  }

  /// Moves time forward by `milliseconds` (negative values are ignored).
  public func advance(by milliseconds: Double) {
    advance(to: now + milliseconds)
  }
}
