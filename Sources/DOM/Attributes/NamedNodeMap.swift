/// An element's attributes, as a live map of `Attr` nodes.
///
/// https://dom.spec.whatwg.org/#interface-namednodemap
public final class NamedNodeMap {
  /// The element whose attributes these are.
  public let element: Element

  init(element: Element) { self.element = element }

  /// https://dom.spec.whatwg.org/#dom-namednodemap-length
  public var length: Int { element.attributeSlots.count }

  /// The attributes' qualified names, first occurrence of each, in order; on an HTML element
  /// in an HTML document, names with ASCII upper alphas are left out (they can never match).
  ///
  /// https://dom.spec.whatwg.org/#interface-namednodemap
  public var supportedPropertyNames: [String] {
    let skipsUppercase = element.isHTMLInHTMLDocument
    var names: [String] = []
    for slot in element.attributeSlots {
      let name = slot.name.qualifiedName
      if skipsUppercase && name.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) { continue }
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// https://dom.spec.whatwg.org/#dom-namednodemap-item
  public func item(_ index: Int) -> Attr? {
    guard index >= 0, index < element.attributeSlots.count else { return nil }
    return element.attrNode(at: index)
  }

  /// https://dom.spec.whatwg.org/#dom-namednodemap-getnameditem
  public func getNamedItem(_ qualifiedName: String) -> Attr? {
    element.getAttributeNode(qualifiedName)
  }

  /// https://dom.spec.whatwg.org/#dom-namednodemap-getnameditemns
  public func getNamedItemNS(_ namespace: String?, _ localName: String) -> Attr? {
    element.getAttributeNodeNS(namespace, localName)
  }

  /// https://dom.spec.whatwg.org/#dom-namednodemap-setnameditem
  @discardableResult
  public func setNamedItem(_ attr: Attr) throws(DOMException) -> Attr? {
    try element.setAttributeNode(attr)
  }

  /// https://dom.spec.whatwg.org/#dom-namednodemap-setnameditemns
  @discardableResult
  public func setNamedItemNS(_ attr: Attr) throws(DOMException) -> Attr? {
    try element.setAttributeNode(attr)
  }

  /// https://dom.spec.whatwg.org/#dom-namednodemap-removenameditem
  @discardableResult
  public func removeNamedItem(_ qualifiedName: String) throws(DOMException) -> Attr {
    guard let index = element.slotIndex(qualifiedName: qualifiedName) else {
      throw DOMException(.notFoundError, "No attribute named '\(qualifiedName)'.")
    }
    let attr = element.attrNode(at: index)
    element.removeAttribute(at: index)
    return attr
  }

  /// https://dom.spec.whatwg.org/#dom-namednodemap-removenameditemns
  @discardableResult
  public func removeNamedItemNS(_ namespace: String?, _ localName: String) throws(DOMException)
    -> Attr
  {
    guard let index = element.slotIndex(namespace: Namespace(uri: namespace), localName: localName)
    else {
      throw DOMException(.notFoundError, "No attribute named '\(localName)'.")
    }
    let attr = element.attrNode(at: index)
    element.removeAttribute(at: index)
    return attr
  }
}
