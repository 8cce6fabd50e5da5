/// The time source of an ``EventLoop``: loop time (what `performance.now()` reports) and the
/// wall clock (what `Date.now()` reports), and a way to wait until a loop time is reached.
///
/// Loop time is milliseconds since the time origin; the wall clock is the time origin plus
/// loop time, so the two always move together.
///
/// https://w3c.github.io/hr-time/#sec-time-origin
public protocol Clock: AnyObject {
  /// Milliseconds since the time origin (monotonic): `performance.now()`.
  ///
  /// https://w3c.github.io/hr-time/#dom-performance-now
  var now: Double { get }

  /// The time origin as milliseconds since 1970-01-01T00:00:00Z: `performance.timeOrigin`.
  ///
  /// https://w3c.github.io/hr-time/#dom-performance-timeorigin
  var timeOrigin: Double { get }

  /// Whether waiting takes real time (a ``RealClock``) rather than jumping (a ``VirtualClock``).
  var isRealTime: Bool { get }

  /// Waits until ``now`` is at least `time` (a virtual clock jumps; a real clock sleeps).
  /// Times in the past return at once.
  func advance(to time: Double)
}

extension Clock {
  /// The wall clock in milliseconds since 1970 (fractional): the time origin plus ``now``.
  public var wallTime: Double { timeOrigin + now }

  /// `Date.now()`: the wall clock in whole milliseconds since 1970.
  ///
  /// https://tc39.es/ecma262/#sec-date.now
  public var dateNow: Double { wallTime.rounded(.down) }
}
