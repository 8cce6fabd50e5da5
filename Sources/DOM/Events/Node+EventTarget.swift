// The node and document parts of the EventTarget interface.
// https://dom.spec.whatwg.org/#interface-eventtarget

extension Node {
  /// A node's "get the parent": its assigned slot, else its parent; for a shadow root, its
  /// host; for a document, its global object (none for `load` events).
  ///
  /// https://dom.spec.whatwg.org/#get-the-parent
  func nodeGetTheParent(_ event: Event) -> EventTarget? {
    if let document = self as? Document {
      return event.type == "load" ? nil : document.globalEventTarget
    }
    // A shadow root's parent is its host, unless the event is not composed and started in
    // this shadow tree. https://dom.spec.whatwg.org/#interface-shadowroot (get the parent)
    if let shadow = self as? ShadowRoot {
      if !event.composed, let first = event.path.first?.invocationTarget as? Node,
        first.root === shadow
      {
        return nil
      }
      return shadow.host
    }
    // An assigned slottable's parent is its slot. https://dom.spec.whatwg.org/#interface-node
    if isSlottable, parentStorage?.rareData?.shadowRoot != nil,
      let slot = SlotAssignment.findSlot(for: self)
    {
      return slot
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
