/// An attribute, as a node. Elements keep their attributes as plain values and make an `Attr`
/// only when one is asked for; it is then the same object for as long as the attribute lives.
///
/// https://dom.spec.whatwg.org/#interface-attr
public final class Attr: Node {
  /// The attribute's name.
  public let qualifiedName: QualifiedName
  /// The value while the attribute belongs to no element.
  var detachedValue: String
  /// The element the attribute belongs to. https://dom.spec.whatwg.org/#dom-attr-ownerelement
  public internal(set) weak var ownerElement: Element?

  init(name: QualifiedName, value: String, document: Document?) {
    self.qualifiedName = name
    self.detachedValue = value
    super.init(document: document)
  }

  public override var nodeType: NodeType { .attribute }
  public override var nodeName: String { qualifiedName.qualifiedName }

  /// https://dom.spec.whatwg.org/#dom-attr-namespaceuri
  public var namespaceURI: String? { qualifiedName.namespace?.uri }
  /// https://dom.spec.whatwg.org/#dom-attr-prefix
  public var prefix: String? { qualifiedName.prefix }
  /// https://dom.spec.whatwg.org/#dom-attr-localname
  public var localName: String { qualifiedName.localName }
  /// The qualified name. https://dom.spec.whatwg.org/#dom-attr-name
  public var name: String { qualifiedName.qualifiedName }
  /// Always true. https://dom.spec.whatwg.org/#dom-attr-specified
  public var specified: Bool { true }

  /// The value; setting it on an owned attribute changes the element's attribute.
  ///
  /// https://dom.spec.whatwg.org/#dom-attr-value
  public var value: String {
    get {
      if let ownerElement, let index = ownerElement.slotIndex(of: self) {
        return ownerElement.attributeSlots[index].value
      }
      return detachedValue
    }
    set {
      if let ownerElement, let index = ownerElement.slotIndex(of: self) {
        ownerElement.changeAttribute(at: index, to: newValue)
      } else {
        detachedValue = newValue
      }
    }
  }

  public override var nodeValue: String? {
    get { value }
    set { value = newValue ?? "" }
  }
}

/// One attribute of an element, stored inline.
struct AttributeSlot {
  var name: QualifiedName
  var value: String
  /// The `Attr` node, once one was made.
  var node: Attr?
}
