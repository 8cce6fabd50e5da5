/// The members of `PointerEvent`'s init dictionary.
///
/// https://w3c.github.io/pointerevents/#dom-pointereventinit
public struct PointerEventInit {
  /// The `MouseEventInit` members.
  public var mouse: MouseEventInit
  /// https://w3c.github.io/pointerevents/#dom-pointereventinit-pointerid
  public var pointerId: Int
  /// https://w3c.github.io/pointerevents/#dom-pointereventinit-width
  public var width: Double
  /// https://w3c.github.io/pointerevents/#dom-pointereventinit-height
  public var height: Double
  /// https://w3c.github.io/pointerevents/#dom-pointereventinit-pressure
  public var pressure: Double
  /// https://w3c.github.io/pointerevents/#dom-pointereventinit-tangentialpressure
  public var tangentialPressure: Double
  /// https://w3c.github.io/pointerevents/#dom-pointereventinit-tiltx
  public var tiltX: Int
  /// https://w3c.github.io/pointerevents/#dom-pointereventinit-tilty
  public var tiltY: Int
  /// https://w3c.github.io/pointerevents/#dom-pointereventinit-twist
  public var twist: Int
  /// https://w3c.github.io/pointerevents/#dom-pointereventinit-altitudeangle
  public var altitudeAngle: Double
  /// https://w3c.github.io/pointerevents/#dom-pointereventinit-azimuthangle
  public var azimuthAngle: Double
  /// https://w3c.github.io/pointerevents/#dom-pointereventinit-pointertype
  public var pointerType: String
  /// https://w3c.github.io/pointerevents/#dom-pointereventinit-isprimary
  public var isPrimary: Bool

  /// Makes an init dictionary.
  public init(
    _ mouse: MouseEventInit = MouseEventInit(), pointerId: Int = 0, width: Double = 1,
    height: Double = 1, pressure: Double = 0, tangentialPressure: Double = 0, tiltX: Int = 0,
    tiltY: Int = 0, twist: Int = 0, altitudeAngle: Double = Double.pi / 2,
    azimuthAngle: Double = 0, pointerType: String = "", isPrimary: Bool = false
  ) {
    self.mouse = mouse
    self.pointerId = pointerId
    self.width = width
    self.height = height
    self.pressure = pressure
    self.tangentialPressure = tangentialPressure
    self.tiltX = tiltX
    self.tiltY = tiltY
    self.twist = twist
    self.altitudeAngle = altitudeAngle
    self.azimuthAngle = azimuthAngle
    self.pointerType = pointerType
    self.isPrimary = isPrimary
  }
}

/// A pointer (mouse, pen, touch) event. The tilt and angle members are kept as given (the
/// standard's conversions between them are left out).
///
/// https://w3c.github.io/pointerevents/#pointerevent-interface
public final class PointerEvent: MouseEvent {
  /// The pointer's members, as given.
  public let pointer: PointerEventInit

  /// Makes a pointer event. https://w3c.github.io/pointerevents/#dom-pointerevent-constructor
  public init(
    _ type: String, _ eventInitDict: PointerEventInit = PointerEventInit(),
    clock: () -> Double = { 0 }
  ) {
    pointer = eventInitDict
    super.init(type, eventInitDict.mouse, clock: clock)
  }

  /// The coalesced events: none. https://w3c.github.io/pointerevents/#dom-pointerevent-getcoalescedevents
  public func getCoalescedEvents() -> [PointerEvent] { [] }

  /// The predicted events: none. https://w3c.github.io/pointerevents/#dom-pointerevent-getpredictedevents
  public func getPredictedEvents() -> [PointerEvent] { [] }
}
