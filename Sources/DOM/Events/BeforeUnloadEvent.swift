/// The event fired before a document unloads (made by script only through
/// `document.createEvent("BeforeUnloadEvent")`).
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-beforeunloadevent-interface
public final class BeforeUnloadEvent: Event {
  /// The legacy `returnValue` string (which shadows `Event.returnValue`): setting a non-empty
  /// string asks the user to confirm leaving.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-beforeunloadevent-returnvalue
  public var confirmationMessage = ""

  /// Makes a before-unload event of `type`.
  init(_ type: String, clock: () -> Double) {
    super.init(type, EventInit(), clock: clock)
  }
}
