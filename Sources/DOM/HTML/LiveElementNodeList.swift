// Live lists of elements whose membership is not "descendants of a fixed root": `labels`,
// `getElementsByName`, `form.elements` (whose root is the form's tree root, wherever the form
// is) and `RadioNodeList`. Each recomputes its elements when its document changed.

/// The elements of a live list, recomputed when the anchor's document changed (any mutation
/// bumps the document's version; moving to another document changes its identity).
struct LiveElementCache {
  private var version: UInt64 = .max
  private var document: ObjectIdentifier?
  private var cached: [Element] = []

  mutating func elements(anchor: Node, compute: () -> [Element]) -> [Element] {
    let owner = anchor.nodeDocumentStorage
    let currentVersion = owner?.domVersion ?? 0
    let identity = owner.map(ObjectIdentifier.init)
    if currentVersion == version && identity == document { return cached }
    let result = compute()
    cached = result
    // The computation may make form state (bumping the version): key by the version after.
    version = owner?.domVersion ?? 0
    document = identity
    return result
  }
}

/// A live `NodeList` of elements: `labels`, `getElementsByName` and the base of
/// `RadioNodeList`. (`NodeList` in IDL.)
///
/// https://dom.spec.whatwg.org/#interface-nodelist
public class LiveElementNodeList: Sequence {
  /// The node whose document's changes make the list recompute.
  let anchor: Node
  private let compute: () -> [Element]
  private var cache = LiveElementCache()

  init(anchor: Node, compute: @escaping () -> [Element]) {
    self.anchor = anchor
    self.compute = compute
  }

  /// The elements, in tree order.
  public var elements: [Element] { cache.elements(anchor: anchor, compute: compute) }

  /// https://dom.spec.whatwg.org/#dom-nodelist-length
  public var length: Int { elements.count }

  /// https://dom.spec.whatwg.org/#dom-nodelist-item
  public func item(_ index: Int) -> Element? {
    let elements = self.elements
    return index >= 0 && index < elements.count ? elements[index] : nil
  }

  /// The item at `index`.
  public subscript(index: Int) -> Element? { item(index) }

  public func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }
}

/// The elements of a form's `elements` with a given `id` or `name`; its `value` is that of
/// the checked radio button among them.
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#radionodelist
public final class RadioNodeList: LiveElementNodeList {
  /// The value of the first checked radio button in the list, or `""`; setting it checks the
  /// first radio button whose value is the new value.
  ///
  /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-radionodelist-value
  public var value: String {
    get {
      // 1. Let element be the first element in tree order represented by the RadioNodeList
      //    object that is an input element whose type attribute is in the Radio Button state
      //    and whose checkedness is true. Otherwise, let it be null.
      // 2. If element is null, return the empty string.
      guard let element = elements.first(where: { $0.isRadioButton && $0.checkedness }) else {
        return ""
      }
      // 3. If element is an element with no value attribute, return the string "on".
      // 4. Otherwise, return the value of element's value attribute.
      return element.attributeValue(localName: "value") ?? "on"
    }
    set {
      // 1. If the new value is the string "on": let element be the first radio button in tree
      //    order that has no value attribute or whose value attribute is "on".
      // 2. Otherwise: the first radio button whose value attribute is the new value.
      let element = elements.first {
        guard $0.isRadioButton else { return false }
        let value = $0.attributeValue(localName: "value")
        return newValue == "on" ? (value == nil || value == "on") : value == newValue
      }
      // 3. If element is not null, then set its checkedness to true.
      element?.setCheckedness(true, dirty: true)
    }
  }
}

/// A form's `elements`: its listed elements (except image buttons), in tree order; `namedItem`
/// gives one element or a `RadioNodeList`. (An `HTMLCollection` in IDL.)
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmlformcontrolscollection
public final class HTMLFormControlsCollection: Sequence {
  /// What `namedItem` finds: one element, or several as a live list.
  public enum NamedItem {
    /// Exactly one element has the name or ID.
    case element(Element)
    /// Several elements have the name or ID.
    case radioNodeList(RadioNodeList)
  }

  /// The `form` element.
  public let form: Element
  private var cache = LiveElementCache()

  init(form: Element) {
    self.form = form
  }

  /// The listed elements whose form owner is the form, except image buttons, in tree order.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-elements
  public var elements: [Element] {
    let form = self.form
    return cache.elements(anchor: form) { Self.controls(of: form) }
  }

  static func controls(of form: Element) -> [Element] {
    Element.elements(ownedBy: form) { $0.isListed && $0.inputType != .image }
  }

  /// https://dom.spec.whatwg.org/#dom-htmlcollection-length
  public var length: Int { elements.count }

  /// https://dom.spec.whatwg.org/#dom-htmlcollection-item
  public func item(_ index: Int) -> Element? {
    let elements = self.elements
    return index >= 0 && index < elements.count ? elements[index] : nil
  }

  /// The item at `index`.
  public subscript(index: Int) -> Element? { item(index) }

  /// The element with `id` or `name` equal to `name`, a `RadioNodeList` when there are
  /// several, or `nil`.
  ///
  /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmlformcontrolscollection-nameditem
  public func namedItem(_ name: String) -> NamedItem? {
    // 1. If name is the empty string, return null and stop the algorithm.
    //    (And when no element of the document has ever had that ID or name.)
    guard !name.isEmpty, form.nodeDocument.mayHaveElementNamed(name) else { return nil }
    let matches = elements.filter { Self.has($0, name: name) }
    // 2. If there is exactly one node in the collection with that id or name, return it.
    if matches.count == 1 { return .element(matches[0]) }
    // 3. Otherwise, if there are no nodes in the collection that have either an id attribute
    //    or a name attribute equal to name, then return null and stop the algorithm.
    if matches.isEmpty { return nil }
    // 4. Otherwise, create a new RadioNodeList object representing a live view of the
    //    HTMLFormControlsCollection object, further filtered so that the only nodes in the
    //    RadioNodeList object are those that have either an id attribute or a name attribute
    //    equal to name. The nodes in the RadioNodeList object must be sorted in tree order.
    // 5. Return that RadioNodeList object.
    return .radioNodeList(
      RadioNodeList(anchor: form) { [self] in elements.filter { Self.has($0, name: name) } })
  }

  /// The supported property names: each element's `id`, then `name`, first occurrence only.
  ///
  /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmlformcontrolscollection
  public var supportedPropertyNames: [String] {
    var names: [String] = []
    var seen = Set<String>()
    for element in elements {
      for key in ["id", "name"] {
        if let value = element.attributeValue(localName: key), !value.isEmpty,
          seen.insert(value).inserted
        {
          names.append(value)
        }
      }
    }
    return names
  }

  public func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }

  private static func has(_ element: Element, name: String) -> Bool {
    element.attributeValue(localName: "id") == name
      || element.attributeValue(localName: "name") == name
  }
}
