/// The cheap facts of a complex selector's subject (rightmost) compound: its element name, ID
/// and first class. A query checks them inline before running the full matcher, so most
/// elements are rejected without touching the selector tree.
struct SubjectFilter {
  /// The type selector's name, as written and lowercased.
  var localName: String?
  var lowercasedLocalName: String?
  /// The first ID selector.
  var id: String?
  /// The first class selector.
  var className: String?

  init(_ selector: ComplexSelector) {
    for simple in selector.compounds[0].simpleSelectors {
      switch simple {
      case .type(let type) where localName == nil:
        localName = type.name
        lowercasedLocalName = type.lowercasedName
      case .id(let value) where id == nil: id = value
      case .className(let value) where className == nil: className = value
      default: break
      }
    }
  }

  /// Whether the element may match: `false` means it certainly does not.
  @inline(__always)
  func admits(_ element: Element, isHTMLDocument: Bool, isQuirksMode: Bool) -> Bool {
    if let localName, let lowercasedLocalName {
      let name = element.qualifiedName
      let wanted = isHTMLDocument && name.namespace == .html ? lowercasedLocalName : localName
      if !SelectorStringMatching.equals(name.localName, wanted) { return false }
    }
    if id == nil && className == nil { return true }
    return element.attributeStorage.withUnsafeBufferPointer { slots in
      var sawID = false
      var sawClass = false
      for index in slots.indices where slots[index].name.namespace == nil {
        if let id, slots[index].name.localName == "id" {
          if !SelectorStringMatching.equals(slots[index].value, id, ignoreCase: isQuirksMode) {
            return false
          }
          sawID = true
        } else if let className, slots[index].name.localName == "class" {
          if !SelectorStringMatching.containsToken(
            slots[index].value, className, ignoreCase: isQuirksMode)
          {
            return false
          }
          sawClass = true
        }
      }
      return (id == nil || sawID) && (className == nil || sawClass)
    }
  }
}
