/// An element. https://dom.spec.whatwg.org/#interface-element
public class Element: ContainerNode {
  /// The name, attributes and node document's reference, maybe shared with other elements
  /// (``ElementData``); copied before a change (``makeDataUnique()``).
  @usableFromInline final var data: ElementData

  /// The element's namespace, prefix and local name.
  @inlinable
  public var qualifiedName: QualifiedName {
    // The record without a reference taken (this element holds it): selector matching reads
    // names in its inner loops.
    @inline(__always) get {
      Unmanaged.passUnretained(data)._withUnsafeGuaranteedRef { $0.qualifiedName }
    }
  }

  /// The attributes as stored. A `style` attribute whose declarations changed since it was
  /// last written is stale here until ``synchronizeStyleAttribute()`` runs: read
  /// ``attributeSlots`` to see every attribute as script does. A write copies a shared
  /// ``ElementData`` first.
  var attributeStorage: [AttributeSlot] {
    @inline(__always) get {
      Unmanaged.passUnretained(data)._withUnsafeGuaranteedRef { $0.attributes }
    }
    set {
      makeDataUnique()
      data.attributes = newValue
    }
    _modify {
      makeDataUnique()
      yield &data.attributes
    }
  }

  /// Copies the ``ElementData`` if another element (or a cache) holds it too.
  @inline(__always)
  final func makeDataUnique() {
    if !isKnownUniquelyReferenced(&data) {
      data = ElementData(
        name: data.qualifiedName, attributes: data.attributes,
        documentReference: data.documentReference)
    }
  }

  override final var documentReferenceStorage: DocumentReference? {
    Unmanaged.passUnretained(data)._withUnsafeGuaranteedRef { $0.documentReference }
  }

  override final var nodeDocumentStorage: Document? {
    get {
      Unmanaged.passUnretained(data)._withUnsafeGuaranteedRef { $0.documentReference?.document }
    }
    set {
      let reference = newValue?.documentReference
      guard data.documentReference !== reference else { return }
      if let newValue, data.attributes.isEmpty {
        data = newValue.sharedElementData(data.qualifiedName)
      } else {
        makeDataUnique()
        data.documentReference = reference
      }
    }
  }

  /// The attributes, with the `style` attribute brought up to date first (see
  /// `Element+InlineStyle.swift`). Every path that shows script the whole attribute list
  /// reads this: serialization, `attributes`, `getAttributeNames()`, cloning, attribute
  /// selectors.
  var attributeSlots: [AttributeSlot] {
    synchronizeStyleAttribute()
    return attributeStorage
  }

  // The HTML activation behaviours (links, submit buttons, checkboxes…), defined in
  // `HTML/Element+Activation.swift`, so script-dispatched clicks activate as `click()` does.
  // https://html.spec.whatwg.org/multipage/interaction.html#activation-behavior
  public override var hasActivationBehavior: Bool { htmlHasActivationBehavior }
  public override func activationBehavior(_ event: Event) { htmlActivationBehavior(event) }
  public override var hasLegacyPreActivationBehavior: Bool {
    htmlHasLegacyPreActivationBehavior
  }
  public override func legacyPreActivationBehavior() { htmlLegacyPreActivationBehavior() }
  public override func legacyCanceledActivationBehavior() {
    htmlLegacyCanceledActivationBehavior()
  }

  init(name: QualifiedName, document: Document?) {
    self.data =
      document?.sharedElementData(name)
      ?? ElementData(name: name, documentReference: nil)
    super.init(document: document)
    if name.isHTML("base") { document?.mayHaveBaseElements = true }
  }

  public override var nodeType: NodeType { .element }
  public override var nodeName: String { tagName }

  /// https://dom.spec.whatwg.org/#dom-element-namespaceuri
  public var namespaceURI: String? { qualifiedName.namespace?.uri }
  /// The namespace as a value.
  public var namespace: Namespace? { qualifiedName.namespace }
  /// https://dom.spec.whatwg.org/#dom-element-prefix
  public var prefix: String? { qualifiedName.prefix }
  /// https://dom.spec.whatwg.org/#dom-element-localname
  public var localName: String { qualifiedName.localName }

  /// The qualified name, uppercased for HTML elements in HTML documents.
  ///
  /// https://dom.spec.whatwg.org/#dom-element-tagname
  public var tagName: String {
    isHTMLInHTMLDocument
      ? qualifiedName.htmlUppercasedQualifiedName : qualifiedName.qualifiedName
  }

  /// Whether this is an HTML element (HTML namespace). https://dom.spec.whatwg.org/#html-element
  @inlinable
  public var isHTMLElement: Bool { qualifiedName.namespace == .html }

  /// Whether this is the HTML element `localName`.
  @inlinable
  public func isHTML(_ localName: String) -> Bool { qualifiedName.isHTML(localName) }

  var isHTMLInHTMLDocument: Bool {
    qualifiedName.namespace == .html && (nodeDocumentStorage?.isHTMLDocument ?? true)
  }

  /// `name` ASCII-lowercased when this is an HTML element in an HTML document (attribute
  /// names given to getAttribute and its kin). A name without an ASCII upper-case letter is
  /// itself either way: the document (a weak reference, costly to take) is not consulted.
  @inline(__always)
  func lowercasedIfHTML(_ name: String) -> String {
    guard name.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return name }
    return isHTMLInHTMLDocument ? name.asciiLowercased() : name
  }

  /// The `id` attribute. https://dom.spec.whatwg.org/#dom-element-id
  public var id: String {
    get { attributeValue(localName: "id") ?? "" }
    set { setAttributeValue(localName: "id", newValue) }
  }

  /// The `class` attribute. https://dom.spec.whatwg.org/#dom-element-classname
  public var className: String {
    get { attributeValue(localName: "class") ?? "" }
    set { setAttributeValue(localName: "class", newValue) }
  }

  /// The `class` attribute's tokens.
  public var classNames: [String] {
    attributeValue(localName: "class")?.splitOnASCIIWhitespace() ?? []
  }

  // MARK: - Attributes

  /// Whether there are attributes. https://dom.spec.whatwg.org/#dom-element-hasattributes
  public func hasAttributes() -> Bool { !attributeSlots.isEmpty }

  /// The attributes, as a live map. https://dom.spec.whatwg.org/#dom-element-attributes
  public var attributes: NamedNodeMap {
    let rare = ensureRareData()
    if let map = rare.attributes { return map }
    let map = NamedNodeMap(element: self)
    rare.attributes = map
    return map
  }

  /// Number of attributes.
  public var attributeCount: Int { attributeSlots.count }

  /// The attributes as (name, value) pairs, in order (a convenience).
  public var attributeList: [(name: QualifiedName, value: String)] {
    attributeSlots.map { ($0.name, $0.value) }
  }

  /// The qualified names of the attributes, in order.
  ///
  /// https://dom.spec.whatwg.org/#dom-element-getattributenames
  public func getAttributeNames() -> [String] { attributeSlots.map { $0.name.qualifiedName } }

  /// https://dom.spec.whatwg.org/#concept-element-attributes-get-by-name
  func slotIndex(qualifiedName name: String) -> Int? {
    let name = lowercasedIfHTML(name)
    if name == "style" { synchronizeStyleAttribute() }
    return attributeStorage.firstIndex { $0.name.qualifiedName == name }
  }

  /// https://dom.spec.whatwg.org/#concept-element-attributes-get-by-namespace
  func slotIndex(namespace: Namespace?, localName: String) -> Int? {
    if namespace == nil && localName == "style" { synchronizeStyleAttribute() }
    return attributeStorage.firstIndex {
      $0.name.localName == localName && $0.name.namespace == namespace
    }
  }

  func slotIndex(of attr: Attr) -> Int? {
    attributeSlots.firstIndex { $0.node === attr }
  }

  /// The value of the null-namespace attribute `localName` (no case folding), or `nil`.
  public func attributeValue(localName: String) -> String? {
    if localName == "style" { synchronizeStyleAttribute() }
    for slot in attributeStorage
    where slot.name.localName == localName && slot.name.namespace == nil {
      return slot.value
    }
    return nil
  }

  /// Sets the null-namespace attribute `localName` (no validation: for reflected attributes).
  public func setAttributeValue(localName: String, _ value: String) {
    if let index = slotIndex(namespace: nil, localName: localName) {
      changeAttribute(at: index, to: value)
    } else {
      let name =
        nodeDocumentStorage?.internName(namespace: nil, prefix: nil, localName: localName)
        ?? QualifiedName(namespace: nil, localName: localName)
      appendAttribute(name: name, value: value)
    }
  }

  /// https://dom.spec.whatwg.org/#dom-element-getattribute
  public func getAttribute(_ qualifiedName: String) -> String? {
    slotIndex(qualifiedName: qualifiedName).map { attributeStorage[$0].value }
  }

  /// https://dom.spec.whatwg.org/#dom-element-getattributens
  public func getAttributeNS(_ namespace: String?, _ localName: String) -> String? {
    slotIndex(namespace: Namespace(uri: namespace), localName: localName).map {
      attributeStorage[$0].value
    }
  }

  /// https://dom.spec.whatwg.org/#dom-element-hasattribute
  public func hasAttribute(_ qualifiedName: String) -> Bool {
    slotIndex(qualifiedName: qualifiedName) != nil
  }

  /// https://dom.spec.whatwg.org/#dom-element-hasattributens
  public func hasAttributeNS(_ namespace: String?, _ localName: String) -> Bool {
    slotIndex(namespace: Namespace(uri: namespace), localName: localName) != nil
  }

  /// https://dom.spec.whatwg.org/#dom-element-setattribute
  public func setAttribute(_ qualifiedName: String, _ value: String) throws(DOMException) {
    // 1. The name must be a valid attribute local name.
    guard NameValidation.isValidAttributeLocalName(Substring(qualifiedName)) else {
      throw DOMException(
        .invalidCharacterError, "'\(qualifiedName)' is not a valid attribute name.")
    }
    // 2. Lowercase it on an HTML element in an HTML document.
    let name = lowercasedIfHTML(qualifiedName)
    // 3–5. Change the first attribute with that qualified name, or append a new one.
    if let index = attributeStorage.firstIndex(where: { $0.name.qualifiedName == name }) {
      changeAttribute(at: index, to: value)
    } else {
      appendAttribute(name: intern(nil, nil, name), value: value)
    }
  }

  /// https://dom.spec.whatwg.org/#dom-element-setattributens
  public func setAttributeNS(_ namespace: String?, _ qualifiedName: String, _ value: String)
    throws(DOMException)
  {
    let parts = try NameValidation.validateAndExtract(
      namespace: namespace, qualifiedName: qualifiedName, context: .attribute)
    setAttribute(
      name: intern(parts.namespace, parts.prefix, parts.localName), value: value)
  }

  /// Sets an attribute by name: https://dom.spec.whatwg.org/#concept-element-attributes-set-value
  public func setAttribute(name: QualifiedName, value: String) {
    if let index = slotIndex(namespace: name.namespace, localName: name.localName) {
      changeAttribute(at: index, to: value)
    } else {
      appendAttribute(name: name, value: value)
    }
  }

  /// https://dom.spec.whatwg.org/#dom-element-removeattribute
  ///
  /// WebKit: removing a `style` attribute not yet written from changed declarations empties
  /// the declarations and leaves `style=""` to be written (fixture `style-attribute/remove`).
  public func removeAttribute(_ qualifiedName: String) {
    let name = lowercasedIfHTML(qualifiedName)
    if name == "style" && removeUnwrittenStyleAttribute() { return }
    if let index = slotIndex(qualifiedName: qualifiedName) { removeAttribute(at: index) }
  }

  /// https://dom.spec.whatwg.org/#dom-element-removeattributens
  ///
  /// WebKit looks the attribute up as stored: a `style` attribute not yet written from
  /// changed declarations is not found, and is written later (fixture `style-attribute/remove`).
  public func removeAttributeNS(_ namespace: String?, _ localName: String) {
    let namespace = Namespace(uri: namespace)
    if let index = attributeStorage.firstIndex(where: {
      $0.name.localName == localName && $0.name.namespace == namespace
    }) {
      removeAttribute(at: index)
    }
  }

  /// https://dom.spec.whatwg.org/#dom-element-toggleattribute
  @discardableResult
  public func toggleAttribute(_ qualifiedName: String, force: Bool? = nil) throws(DOMException)
    -> Bool
  {
    // 1. Validate.
    guard NameValidation.isValidAttributeLocalName(Substring(qualifiedName)) else {
      throw DOMException(
        .invalidCharacterError, "'\(qualifiedName)' is not a valid attribute name.")
    }
    // 2–3. Lowercase and look up.
    let name = lowercasedIfHTML(qualifiedName)
    if name == "style" { synchronizeStyleAttribute() }
    if let index = attributeStorage.firstIndex(where: { $0.name.qualifiedName == name }) {
      // 5. Present: remove unless force is true.
      if force == true { return true }
      removeAttribute(at: index)
      return false
    }
    // 4. Absent: add unless force is false.
    if force == false { return false }
    appendAttribute(name: intern(nil, nil, name), value: "")
    return true
  }

  /// https://dom.spec.whatwg.org/#dom-element-getattributenode
  public func getAttributeNode(_ qualifiedName: String) -> Attr? {
    slotIndex(qualifiedName: qualifiedName).map { attrNode(at: $0) }
  }

  /// https://dom.spec.whatwg.org/#dom-element-getattributenodens
  public func getAttributeNodeNS(_ namespace: String?, _ localName: String) -> Attr? {
    slotIndex(namespace: Namespace(uri: namespace), localName: localName).map { attrNode(at: $0) }
  }

  /// Sets an `Attr` node, returning the one it replaced.
  ///
  /// https://dom.spec.whatwg.org/#concept-element-attributes-set
  @discardableResult
  public func setAttributeNode(_ attr: Attr) throws(DOMException) -> Attr? {
    // 1. An attribute that belongs to another element is in use.
    if let owner = attr.ownerElement, owner !== self {
      throw DOMException(.inUseAttributeError, "The attribute belongs to another element.")
    }
    // 2–3. Find the old attribute with the same namespace and local name.
    let name = attr.qualifiedName
    let oldIndex = slotIndex(namespace: name.namespace, localName: name.localName)
    if let oldIndex, attributeStorage[oldIndex].node === attr { return attr }
    adopt(attr)
    if let oldIndex {
      // 4. Replace.
      let old = attrNode(at: oldIndex)
      let oldValue = attributeStorage[oldIndex].value
      old.detachedValue = oldValue
      old.ownerElement = nil
      attributeStorage[oldIndex] = AttributeSlot(name: name, value: attr.detachedValue, node: attr)
      attr.ownerElement = self
      noteNameFilter(name, attr.detachedValue, in: nodeDocumentStorage)
      attributeDidChange(name, presence: false)
      notify(
        .attributeChanged(
          element: self, name: name, oldValue: oldValue, newValue: attr.detachedValue))
      return old
    }
    // 5. Append.
    attributeStorage.append(AttributeSlot(name: name, value: attr.detachedValue, node: attr))
    attr.ownerElement = self
    noteNameFilter(name, attr.detachedValue, in: nodeDocumentStorage)
    attributeDidChange(name, presence: true)
    notify(
      .attributeChanged(element: self, name: name, oldValue: nil, newValue: attr.detachedValue))
    return nil
  }

  /// https://dom.spec.whatwg.org/#dom-element-setattributenodens
  @discardableResult
  public func setAttributeNodeNS(_ attr: Attr) throws(DOMException) -> Attr? {
    try setAttributeNode(attr)
  }

  /// https://dom.spec.whatwg.org/#dom-element-removeattributenode
  @discardableResult
  public func removeAttributeNode(_ attr: Attr) throws(DOMException) -> Attr {
    guard let index = slotIndex(of: attr) else {
      throw DOMException(.notFoundError, "The attribute is not one of this element's.")
    }
    removeAttribute(at: index)
    return attr
  }

  // MARK: - Attribute primitives

  func intern(_ namespace: Namespace?, _ prefix: String?, _ localName: String) -> QualifiedName {
    nodeDocumentStorage?.internName(namespace: namespace, prefix: prefix, localName: localName)
      ?? QualifiedName(namespace: namespace, prefix: prefix, localName: localName)
  }

  /// The `Attr` for slot `index`, made on first use.
  func attrNode(at index: Int) -> Attr {
    if let node = attributeStorage[index].node { return node }
    let slot = attributeStorage[index]
    let node = Attr(name: slot.name, value: slot.value, document: nodeDocumentStorage)
    node.ownerElement = self
    attributeStorage[index].node = node
    return node
  }

  private func adopt(_ attr: Attr) {
    if attr.nodeDocumentStorage !== nodeDocumentStorage {
      attr.nodeDocumentStorage = nodeDocumentStorage
    }
  }

  /// https://dom.spec.whatwg.org/#concept-element-attributes-change
  func changeAttribute(at index: Int, to value: String, notifying: Bool = true) {
    let oldValue = attributeStorage[index].value
    attributeStorage[index].value = value
    noteNameFilter(attributeStorage[index].name, value, in: nodeDocumentStorage)
    // An Attr that outlives its element keeps the last value.
    attributeStorage[index].node?.detachedValue = value
    attributeDidChange(attributeStorage[index].name, presence: false)
    guard notifying else { return }
    notify(
      .attributeChanged(
        element: self, name: attributeStorage[index].name, oldValue: oldValue, newValue: value))
  }

  /// https://dom.spec.whatwg.org/#concept-element-attributes-append
  func appendAttribute(name: QualifiedName, value: String, notifying: Bool = true) {
    attributeStorage.append(AttributeSlot(name: name, value: value, node: nil))
    noteNameFilter(name, value, in: nodeDocumentStorage)
    attributeDidChange(name, presence: true)
    guard notifying else { return }
    notify(.attributeChanged(element: self, name: name, oldValue: nil, newValue: value))
  }

  /// Appends an attribute while parsing: no checks, no notification.
  public func appendAttributeForParser(name: QualifiedName, value: String) {
    attributeStorage.append(AttributeSlot(name: name, value: value, node: nil))
    noteNameFilter(name, value, in: nodeDocumentStorage)
  }

  /// https://dom.spec.whatwg.org/#concept-element-attributes-remove
  func removeAttribute(at index: Int) {
    let slot = attributeStorage.remove(at: index)
    if let node = slot.node {
      node.detachedValue = slot.value
      node.ownerElement = nil
    }
    attributeDidChange(slot.name, presence: true)
    notify(.attributeChanged(element: self, name: slot.name, oldValue: slot.value, newValue: nil))
  }

  /// Bumps the document's versions for attributes named like `name` (collections filtering on
  /// that attribute recompute): its value version always, its presence version when the
  /// attribute was added or removed (`presence`).
  @inline(__always)
  private func attributeDidChange(_ name: QualifiedName, presence: Bool) {
    // The `style` attribute as written is the inline style's source again.
    if name.localName == "style" && name.namespace == nil {
      rareData?.inlineStyle?.isAttributeStale = false
    }
    guard let document = nodeDocumentStorage else { return }
    document.attributeVersions[name.localName, default: 0] &+= 1
    if presence { document.attributePresenceVersions[name.localName, default: 0] &+= 1 }
  }

  // MARK: - Cloning support

  /// Makes an element like this one (same interface, name and attributes) in `document`.
  func cloneElement(into document: Document) -> Element {
    let copy = document.createElement(name: qualifiedName)
    copy.attributeStorage = attributeSlots.map {
      AttributeSlot(name: $0.name, value: $0.value, node: nil)
    }
    copy.noteNameFilter(in: document)
    return copy
  }
}

/// An element's attributes as the HTML parser makes them, to be given to one element or to
/// several (``Element/setAttributesForParser(_:)``): elements of one document whose start tags
/// carry the same attributes and name share one ``ElementData``, copied on an element's first
/// attribute change, as WebKit's parser shares a `ShareableElementData`. The storage is made at
/// the exact capacity (no growth slack).
package struct ParsedAttributeList {
  var slots: [AttributeSlot] = []
  /// The record last made from this list, for the next element with its name and document.
  let shared = SharedElementData()

  /// The box of ``shared`` (copies of the list share it).
  final class SharedElementData {
    var data: ElementData?
  }

  /// An empty list with room for `capacity` attributes.
  package init(capacity: Int) { slots.reserveCapacity(capacity) }

  /// Appends an attribute.
  package mutating func append(name: QualifiedName, value: String) {
    slots.append(AttributeSlot(name: name, value: value, node: nil))
  }

  /// The number of attributes.
  package var count: Int { slots.count }

  /// Whether the attribute at `index` has this name (unprefixed, no namespace: as the HTML
  /// parser names attributes) and value, both UTF-8.
  package func attribute(at index: Int, is name: [UInt8], _ value: [UInt8]) -> Bool {
    let slot = slots[index]
    return slot.value.utf8.elementsEqual(value) && slot.name.localName.utf8.elementsEqual(name)
  }
}

extension Element {
  /// Gives a new element (no attributes yet) the parser's attributes, sharing their storage
  /// with other elements given the same list: no checks, no notification.
  package func setAttributesForParser(_ list: ParsedAttributeList) {
    let document = nodeDocumentStorage
    if data.attributes.isEmpty {
      if let shared = list.shared.data, shared.qualifiedName === data.qualifiedName,
        shared.documentReference === data.documentReference
      {
        data = shared
      } else {
        data = ElementData(
          name: data.qualifiedName, attributes: list.slots,
          documentReference: data.documentReference)
        list.shared.data = data
      }
      for slot in list.slots { noteNameFilter(slot.name, slot.value, in: document) }
    } else {
      for slot in list.slots { appendAttributeForParser(name: slot.name, value: slot.value) }
    }
  }
}
