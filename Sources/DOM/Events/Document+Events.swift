// The DOM standard's legacy event factory on Document: createEvent.
// https://dom.spec.whatwg.org/#dom-document-createevent

extension Document {
  /// The interfaces `createEvent` makes, by ASCII-lowercased alias; nil marks an interface of
  /// the standard's table that is not exposed here (touch and device sensor events, as on
  /// desktop Safari), which throws `NotSupportedError`.
  ///
  /// https://dom.spec.whatwg.org/#dom-document-createevent (step 2's table)
  static let createEventTable: [String: (@Sendable (() -> Double) -> Event)?] = [
    "beforeunloadevent": { BeforeUnloadEvent("", clock: $0) },
    "compositionevent": { CompositionEvent("", clock: $0) },
    "customevent": { CustomEvent("", clock: $0) },
    "devicemotionevent": nil,
    "deviceorientationevent": nil,
    "dragevent": { DragEvent("", clock: $0) },
    "event": { Event("", clock: $0) },
    "events": { Event("", clock: $0) },
    "focusevent": { FocusEvent("", clock: $0) },
    "hashchangeevent": { HashChangeEvent("", clock: $0) },
    "htmlevents": { Event("", clock: $0) },
    "keyboardevent": { KeyboardEvent("", clock: $0) },
    "messageevent": { MessageEvent("", clock: $0) },
    "mouseevent": { MouseEvent("", clock: $0) },
    "mouseevents": { MouseEvent("", clock: $0) },
    "storageevent": { StorageEvent("", clock: $0) },
    "svgevents": { Event("", clock: $0) },
    "textevent": { TextEvent("", clock: $0) },
    "touchevent": nil,
    "uievent": { UIEvent("", clock: $0) },
    "uievents": { UIEvent("", clock: $0) },
  ]

  /// A new, uninitialized event of the interface `interface` names (case-insensitively, with
  /// the legacy aliases); script must call an `init*Event` method before dispatching it.
  ///
  /// - Parameters:
  ///   - interface: `"Event"`, `"HTMLEvents"`, `"MouseEvents"`, `"CustomEvent"`…
  ///   - clock: gives `timeStamp`.
  ///
  /// https://dom.spec.whatwg.org/#dom-document-createevent
  public func createEvent(_ interface: String, clock: () -> Double = { 0 }) throws(DOMException)
    -> Event
  {
    // 1–4. The interface from the table; unknown or unexposed ones are not supported.
    guard let entry = Self.createEventTable[interface.asciiLowercased()], let make = entry else {
      throw DOMException(.notSupportedError, "The event interface '\(interface)' is not supported.")
    }
    // 5–8. A new event: type "", the time stamp, not trusted.
    let event = make(clock)
    // 9. Not initialized.
    event.initializedFlag = false
    // 10. Return it.
    return event
  }
}
