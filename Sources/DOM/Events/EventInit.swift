/// The members every event constructor takes. https://dom.spec.whatwg.org/#dictdef-eventinit
public struct EventInit {
  /// https://dom.spec.whatwg.org/#dom-eventinit-bubbles
  public var bubbles: Bool
  /// https://dom.spec.whatwg.org/#dom-eventinit-cancelable
  public var cancelable: Bool
  /// https://dom.spec.whatwg.org/#dom-eventinit-composed
  public var composed: Bool

  /// Makes an init dictionary.
  public init(bubbles: Bool = false, cancelable: Bool = false, composed: Bool = false) {
    self.bubbles = bubbles
    self.cancelable = cancelable
    self.composed = composed
  }
}
