/// The progress of a load (XMLHttpRequest, FileReader).
///
/// https://xhr.spec.whatwg.org/#interface-progressevent
public final class ProgressEvent: Event {
  /// https://xhr.spec.whatwg.org/#dom-progressevent-lengthcomputable
  public let lengthComputable: Bool
  /// https://xhr.spec.whatwg.org/#dom-progressevent-loaded
  public let loaded: Double
  /// https://xhr.spec.whatwg.org/#dom-progressevent-total
  public let total: Double

  /// Makes a progress event. https://xhr.spec.whatwg.org/#interface-progressevent
  public init(
    _ type: String, _ eventInitDict: EventInit = EventInit(), lengthComputable: Bool = false,
    loaded: Double = 0, total: Double = 0, clock: () -> Double = { 0 }
  ) {
    self.lengthComputable = lengthComputable
    self.loaded = loaded
    self.total = total
    super.init(type, eventInitDict, clock: clock)
  }
}
