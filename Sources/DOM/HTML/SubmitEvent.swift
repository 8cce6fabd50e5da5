/// The members of `SubmitEvent`'s init dictionary.
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#submiteventinit
public struct SubmitEventInit {
  /// The `EventInit` members.
  public var event: EventInit
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-submiteventinit-submitter
  public var submitter: Element?

  /// Makes an init dictionary.
  public init(_ event: EventInit = EventInit(), submitter: Element? = nil) {
    self.event = event
    self.submitter = submitter
  }
}

/// The `submit` event a form fires before it is submitted, naming the button that submitted it.
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-submitevent-interface
open class SubmitEvent: Event {
  /// The submit button, or `nil` when the form was submitted otherwise.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-submitevent-submitter
  public let submitter: Element?

  /// Makes a submit event. https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#submitevent
  public init(
    _ type: String, _ eventInitDict: SubmitEventInit = SubmitEventInit(),
    clock: () -> Double = { 0 }
  ) {
    self.submitter = eventInitDict.submitter
    super.init(type, eventInitDict.event, clock: clock)
  }
}
