/// The `IdleDeadline` passed to an idle callback: how much of the idle period is left, and
/// whether the callback runs because its timeout expired.
///
/// https://w3c.github.io/requestidlecallback/#the-idledeadline-interface
public final class IdleDeadline {
  private let clock: any Clock
  /// The loop time at which the idle period ends.
  public let deadline: Double
  /// Whether the callback runs because its `timeout` expired.
  ///
  /// https://w3c.github.io/requestidlecallback/#dom-idledeadline-didtimeout
  public let didTimeout: Bool

  init(clock: any Clock, deadline: Double, didTimeout: Bool) {
    self.clock = clock
    self.deadline = deadline
    self.didTimeout = didTimeout
  }

  /// The milliseconds left until the deadline, never negative.
  ///
  /// https://w3c.github.io/requestidlecallback/#dom-idledeadline-timeremaining
  public func timeRemaining() -> Double {
    max(0, deadline - clock.now)
  }
}
