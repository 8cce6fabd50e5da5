/// The members of `WheelEvent`'s init dictionary.
///
/// https://w3c.github.io/uievents/#dictdef-wheeleventinit
public struct WheelEventInit {
  /// The `MouseEventInit` members.
  public var mouse: MouseEventInit
  /// https://w3c.github.io/uievents/#dom-wheeleventinit-deltax
  public var deltaX: Double
  /// https://w3c.github.io/uievents/#dom-wheeleventinit-deltay
  public var deltaY: Double
  /// https://w3c.github.io/uievents/#dom-wheeleventinit-deltaz
  public var deltaZ: Double
  /// https://w3c.github.io/uievents/#dom-wheeleventinit-deltamode
  public var deltaMode: UInt32

  /// Makes an init dictionary.
  public init(
    _ mouse: MouseEventInit = MouseEventInit(), deltaX: Double = 0, deltaY: Double = 0,
    deltaZ: Double = 0, deltaMode: UInt32 = 0
  ) {
    self.mouse = mouse
    self.deltaX = deltaX
    self.deltaY = deltaY
    self.deltaZ = deltaZ
    self.deltaMode = deltaMode
  }
}

/// A wheel (scroll) movement. https://w3c.github.io/uievents/#interface-wheelevent
public final class WheelEvent: MouseEvent {
  /// https://w3c.github.io/uievents/#dom-wheelevent-deltax
  public let deltaX: Double
  /// https://w3c.github.io/uievents/#dom-wheelevent-deltay
  public let deltaY: Double
  /// https://w3c.github.io/uievents/#dom-wheelevent-deltaz
  public let deltaZ: Double
  /// The unit of the deltas: 0 pixels, 1 lines, 2 pages.
  ///
  /// https://w3c.github.io/uievents/#dom-wheelevent-deltamode
  public let deltaMode: UInt32

  /// Makes a wheel event. https://w3c.github.io/uievents/#dom-wheelevent-wheelevent
  public init(
    _ type: String, _ eventInitDict: WheelEventInit = WheelEventInit(),
    clock: () -> Double = { 0 }
  ) {
    deltaX = eventInitDict.deltaX
    deltaY = eventInitDict.deltaY
    deltaZ = eventInitDict.deltaZ
    deltaMode = eventInitDict.deltaMode
    super.init(type, eventInitDict.mouse, clock: clock)
  }
}
