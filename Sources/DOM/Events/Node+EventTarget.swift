// The node and document parts of the EventTarget interface.
// https://dom.spec.whatwg.org/#interface-eventtarget

extension Node {
  /// A node's "get the parent": its parent; for a document, its global object (none for
  /// `load` events). Slots do not exist here.
  ///
  /// https://dom.spec.whatwg.org/#get-the-parent
  func nodeGetTheParent(_ event: Event) -> EventTarget? {
    if let document = self as? Document {
      return event.type == "load" ? nil : document.globalEventTarget
    }
    return parentStorage
  }
}

extension Document {
  /// The target after the document in event paths: its relevant global object (a `Window`),
  /// or `nil` while it has no browsing context. Held weakly; the window owns the document.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#concept-relevant-global
  public var globalEventTarget: EventTarget? {
    get { rareData?.documentEventParent }
    set { ensureRareData().documentEventParent = newValue }
  }
}
