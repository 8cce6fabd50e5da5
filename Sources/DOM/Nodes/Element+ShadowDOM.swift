// The shadow-tree members of Element and the Slottable mixin. This DOM has no shadow trees:
// `attachShadow` always fails, `shadowRoot` and `assignedSlot` are always null.
// https://dom.spec.whatwg.org/#shadow-trees

extension Element {
  /// The `slot` attribute ("" when absent). https://dom.spec.whatwg.org/#dom-element-slot
  public var slot: String {
    get { attributeValue(localName: "slot") ?? "" }
    set { setAttributeValue(localName: "slot", newValue) }
  }

  /// Always `nil`: no element hosts a shadow tree here.
  ///
  /// https://dom.spec.whatwg.org/#dom-element-shadowroot
  public var shadowRoot: Node? { nil }

  /// Always throws `NotSupportedError`: shadow trees are not supported.
  ///
  /// https://dom.spec.whatwg.org/#dom-element-attachshadow
  public func attachShadow() throws(DOMException) -> Never {
    throw DOMException(.notSupportedError, "Shadow trees are not supported.")
  }
}

extension Node {
  /// Always `nil` (no slots without shadow trees); for elements and text nodes.
  ///
  /// https://dom.spec.whatwg.org/#dom-slottable-assignedslot
  public var assignedSlot: Element? { nil }
}
