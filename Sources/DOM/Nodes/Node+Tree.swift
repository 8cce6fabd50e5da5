// Node members that read or rewrite whole subtrees.

extension Node {
  /// The concatenated data of the Text descendants.
  ///
  /// Two walks: the first counts the text (and finds the common case of a single text node,
  /// whose string is returned as it is), the second copies it into a string made at its
  /// final size.
  ///
  /// https://dom.spec.whatwg.org/#concept-descendant-text-content
  public var descendantTextContent: String {
    var total = 0
    var pieces = 0
    var only: Unmanaged<Text>?
    forEachDescendantText { text in
      total += text._withUnsafeGuaranteedRef { $0.dataStorage.utf8.count }
      pieces += 1
      only = text
    }
    if pieces == 0 { return "" }
    if pieces == 1, let only { return only._withUnsafeGuaranteedRef { $0.dataStorage } }
    var result = ""
    result.reserveCapacity(total)
    forEachDescendantText { text in
      text._withUnsafeGuaranteedRef { result.append($0.dataStorage) }
    }
    return result
  }

  /// Calls `body` with each Text (or CDATASection) descendant, in tree order.
  ///
  /// The walk takes no references: the tree does not change during it, and `self` (which
  /// the caller holds) keeps every descendant alive. Counting each step's references cost
  /// more than the walk itself (half of a `textContent` read of twenty spans); a dynamic
  /// cast per node cost a fifth of it, so the test compares classes.
  @inline(__always)
  func forEachDescendantText(_ body: (Unmanaged<Text>) -> Void) {
    guard let first = firstChildUnmanaged else { return }
    let root = Unmanaged.passUnretained(self).toOpaque()
    let textClass = ObjectIdentifier(Text.self)
    let cdataClass = ObjectIdentifier(CDATASection.self)
    var current = first
    while true {
      let kind = current._withUnsafeGuaranteedRef { ObjectIdentifier(type(of: $0)) }
      if kind == textClass || kind == cdataClass {
        body(Unmanaged<Text>.fromOpaque(current.toOpaque()))
      }
      if let child = current._withUnsafeGuaranteedRef({ $0.firstChildUnmanaged }) {
        current = child
        continue
      }
      while true {
        if let next = current._withUnsafeGuaranteedRef({ $0.nextSiblingUnmanaged }) {
          current = next
          break
        }
        guard let parent = current._withUnsafeGuaranteedRef({ $0.parentUnmanaged }),
          parent.toOpaque() != root
        else { return }
        current = parent
      }
    }
  }

  /// The concatenated data of the Text children. https://dom.spec.whatwg.org/#concept-child-text-content
  public var childTextContent: String {
    var result = ""
    for child in childNodeSequence {
      if let text = child as? Text { result += text.dataStorage }
    }
    return result
  }

  /// The text content: text of the descendants, the data of character data, `nil` for
  /// documents and doctypes. Setting it replaces the children with one text node.
  ///
  /// https://dom.spec.whatwg.org/#dom-node-textcontent
  public var textContent: String? {
    get {
      switch self {
      case is Element, is DocumentFragment: return descendantTextContent
      case let attr as Attr: return attr.value
      case let data as CharacterData: return data.dataStorage
      default: return nil
      }
    }
    set {
      switch self {
      case is Element, is DocumentFragment: stringReplaceAll(newValue ?? "")
      case let attr as Attr: attr.value = newValue ?? ""
      case let data as CharacterData: data.data = newValue ?? ""
      default: break
      }
    }
  }

  /// Replaces all children with a text node holding `string` (none when empty).
  ///
  /// https://dom.spec.whatwg.org/#string-replace-all
  public func stringReplaceAll(_ string: String) {
    let node: Node? = string.isEmpty ? nil : nodeDocument.createTextNode(string)
    replaceAll(with: node)
  }

  /// Merges adjacent text nodes and removes empty ones in the subtree.
  ///
  /// https://dom.spec.whatwg.org/#dom-node-normalize
  public func normalize() {
    var node = firstChildStorage.map { $0 as Node }
    while let current = node {
      guard let text = current as? Text, !(text is CDATASection) else {
        node = current.nextInTreeOrder(within: self)
        continue
      }
      // 1–2. Remove an empty text node.
      if text.length == 0 {
        node = current.nextSkippingChildren(within: self)
        text.parentStorage?.removeUnchecked(text)
        continue
      }
      // 3–6. Append the data of the contiguous exclusive text siblings, then remove them.
      var sibling = text.nextSiblingStorage
      var appended = ""
      var exact = false
      while let next = sibling as? Text, !(next is CDATASection) {
        appended += next.dataStorage
        exact = exact || next.hasLoneSurrogates
        sibling = next.nextSiblingStorage
      }
      var length = text.length
      if !appended.isEmpty {
        // Lone surrogates, or halves of a pair split across the nodes: join the code units.
        var units: [UInt16]? = nil
        if exact || text.hasLoneSurrogates {
          var all: [UInt16] = []
          var each = text.nextSiblingStorage
          while let next = each as? Text, !(next is CDATASection) {
            all.append(contentsOf: next.dataUTF16)
            each = next.nextSiblingStorage
          }
          units = all
        }
        text.replaceData(offset: length, count: 0, string: appended, units: units)
      }
      // 6. Move live-range boundaries from the merged nodes into this one.
      var merged = text.nextSiblingStorage
      while let next = merged as? Text, !(next is CDATASection) {
        nodeDocumentStorage?.liveRangesIfAny?.textMerged(next, into: text, at: length)
        length += next.length
        merged = next.nextSiblingStorage
      }
      // 7. Remove them.
      while let next = text.nextSiblingStorage as? Text, !(next is CDATASection) {
        next.parentStorage?.removeUnchecked(next)
      }
      node = text.nextSkippingChildren(within: self)
    }
  }

  /// Copies the node (and, when `deep`, its subtree); a shadow root cannot be copied
  /// (`NotSupportedError`). https://dom.spec.whatwg.org/#dom-node-clonenode
  public func cloneNode(deep: Bool = false) throws(DOMException) -> Node {
    // 1. A shadow root is not cloned.
    if self is ShadowRoot {
      throw DOMException(.notSupportedError, "The operation is not supported.")
    }
    return clone(document: self is Document ? nil : nodeDocument, deep: deep)
  }

  /// https://dom.spec.whatwg.org/#concept-node-clone
  ///
  /// A deep clone walks the subtree with an explicit stack (no recursion: any depth clones).
  func clone(document: Document?, deep: Bool) -> Node {
    var shadowCopies: [ShadowRoot] = []
    let copy = cloneShallow(document: document)
    cloneShadowRoot(into: copy, document: document, copies: &shadowCopies)
    defer {
      // The copies' slots take the copied host children (as appending them would have).
      for shadow in shadowCopies { SlotAssignment.assignSlottablesForTree(shadow) }
    }
    guard deep else { return copy }
    var pending: [(source: Node, copy: Node, document: Document)] = [
      (self, copy, (copy as? Document) ?? document ?? nodeDocument)
    ]
    while let (source, target, childDocument) = pending.popLast() {
      // Cloning steps: a template's contents are cloned with it when deep.
      if let template = source as? HTMLTemplateElement,
        let templateCopy = target as? HTMLTemplateElement
      {
        let contents = templateCopy.content
        let contentsDocument = contents.nodeDocument
        for child in template.content.childNodeSequence {
          let childCopy = child.cloneShallow(document: contentsDocument)
          child.cloneShadowRoot(into: childCopy, document: contentsDocument, copies: &shadowCopies)
          contents.appendChildForParser(childCopy)
          pending.append((child, childCopy, contentsDocument))
        }
      }
      for child in source.childNodeSequence {
        let childCopy = child.cloneShallow(document: childDocument)
        child.cloneShadowRoot(into: childCopy, document: childDocument, copies: &shadowCopies)
        target.appendChildForParser(childCopy)
        pending.append((child, childCopy, childDocument))
      }
    }
    return copy
  }

  /// Step 7 of https://dom.spec.whatwg.org/#concept-node-clone: a host whose shadow root is
  /// clonable gives its copy a shadow root with the same options and a deep copy of its
  /// children, whether or not the clone is deep (WebKit too: fixture shadow/clone).
  private func cloneShadowRoot(into copy: Node, document: Document?, copies: inout [ShadowRoot]) {
    guard let element = self as? Element, let shadow = element.rareData?.shadowRoot,
      shadow.clonable, let copyElement = copy as? Element
    else { return }
    let options = Element.ShadowRootInit(
      mode: shadow.mode, delegatesFocus: shadow.delegatesFocus,
      slotAssignment: shadow.slotAssignment, clonable: true, serializable: shadow.serializable)
    guard
      let shadowCopy = try? copyElement.attachShadowRoot(
        options, declarative: shadow.declarative)
    else { return }
    for child in shadow.childNodeSequence {
      shadowCopy.appendChildForParser(child.clone(document: document, deep: true))
    }
    copies.append(shadowCopy)
  }

  /// The node alone, in `document` (the node document when `nil`): the first steps of
  /// https://dom.spec.whatwg.org/#concept-node-clone, without children.
  private func cloneShallow(document: Document?) -> Node {
    let copy: Node
    let target = document ?? nodeDocument
    switch self {
    case let doc as Document:
      copy = doc.cloneDocumentShell()
    case let element as Element:
      let elementCopy = element.cloneElement(into: target)
      // The HTML cloning steps: form controls carry their value and checkedness.
      element.runHTMLCloningSteps(copy: elementCopy)
      copy = elementCopy
    case let doctype as DocumentType:
      copy = DocumentType(
        name: doctype.name, publicId: doctype.publicId, systemId: doctype.systemId,
        document: target)
    case let attr as Attr:
      copy = Attr(name: attr.qualifiedName, value: attr.value, document: target)
    case let text as CDATASection:
      copy = CDATASection(unownedData: text.dataStorage, document: target)
    case let text as Text:
      copy = Text(unownedData: text.dataStorage, document: target)
    case let comment as Comment:
      copy = Comment(unownedData: comment.dataStorage, document: target)
    case let pi as ProcessingInstruction:
      copy = ProcessingInstruction(target: pi.target, data: pi.dataStorage, document: target)
    case is DocumentFragment:
      copy = DocumentFragment(unowned: target)
    default:
      preconditionFailure("unknown node class")
    }
    // Exact data with lone surrogates is copied as is.
    if let data = self as? CharacterData, data.hasLoneSurrogates,
      let copyData = copy as? CharacterData
    {
      copyData.setDataUnits(data.dataUTF16)
    }
    return copy
  }

  /// Whether the two nodes are equal: same type, names, values, attributes and children.
  /// Iterative (an explicit stack of pairs): any depth compares.
  ///
  /// https://dom.spec.whatwg.org/#concept-node-equals
  public func isEqualNode(_ other: Node?) -> Bool {
    guard let other else { return false }
    var pending: [(Node, Node)] = [(self, other)]
    while let (one, two) = pending.popLast() {
      guard one.isEqualIgnoringChildren(two) else { return false }
      var a = one.firstChildStorage
      var b = two.firstChildStorage
      while let x = a, let y = b {
        pending.append((x, y))
        a = x.nextSiblingStorage
        b = y.nextSiblingStorage
      }
      guard a == nil && b == nil else { return false }
    }
    return true
  }

  /// Whether the two nodes are equal apart from their children.
  private func isEqualIgnoringChildren(_ other: Node) -> Bool {
    guard other.nodeType == nodeType else { return false }
    switch (self, other) {
    case (let a as DocumentType, let b as DocumentType):
      guard a.name == b.name, a.publicId == b.publicId, a.systemId == b.systemId else {
        return false
      }
    case (let a as Element, let b as Element):
      guard a.qualifiedName == b.qualifiedName, a.attributeSlots.count == b.attributeSlots.count
      else { return false }
      for slot in a.attributeSlots {
        guard
          b.attributeSlots.contains(where: {
            $0.name.namespace == slot.name.namespace && $0.name.localName == slot.name.localName
              && $0.value == slot.value
          })
        else { return false }
      }
    case (let a as Attr, let b as Attr):
      guard a.qualifiedName.namespace == b.qualifiedName.namespace,
        a.localName == b.localName, a.value == b.value
      else { return false }
    case (let a as ProcessingInstruction, let b as ProcessingInstruction):
      guard a.target == b.target, a.dataStorage == b.dataStorage else { return false }
    case (let a as CharacterData, let b as CharacterData):
      guard a.dataStorage == b.dataStorage else { return false }
    default: break
    }
    return true
  }

  /// The `compareDocumentPosition` bits. https://dom.spec.whatwg.org/#dom-node-comparedocumentposition
  public struct DocumentPosition: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let disconnected = DocumentPosition(rawValue: 0x01)
    public static let preceding = DocumentPosition(rawValue: 0x02)
    public static let following = DocumentPosition(rawValue: 0x04)
    public static let contains = DocumentPosition(rawValue: 0x08)
    public static let containedBy = DocumentPosition(rawValue: 0x10)
    public static let implementationSpecific = DocumentPosition(rawValue: 0x20)
  }

  /// Where `other` is relative to this node. https://dom.spec.whatwg.org/#dom-node-comparedocumentposition
  public func compareDocumentPosition(_ other: Node) -> DocumentPosition {
    // 1. Same node.
    if self === other { return [] }
    // 2–4. Attributes stand for their elements.
    var node1: Node? = other
    var node2: Node? = self
    var attr1: Attr? = nil
    var attr2: Attr? = nil
    if let attr = other as? Attr {
      attr1 = attr
      node1 = attr.ownerElement
    }
    if let attr = self as? Attr {
      attr2 = attr
      node2 = attr.ownerElement
      // 5.2. Two attributes of the same element: attribute-list order.
      if let attr1, let element = node1 as? Element, node2 === element {
        for slot in element.attributeSlots {
          if slot.node === attr1 { return [.implementationSpecific, .preceding] }
          if slot.node === attr2 { return [.implementationSpecific, .following] }
        }
      }
    }
    // 6. Different trees: disconnected, in a consistent order.
    guard let n1 = node1, let n2 = node2, n1.root === n2.root else {
      let order: DocumentPosition =
        ObjectIdentifier(other) < ObjectIdentifier(self) ? .preceding : .following
      return [.disconnected, .implementationSpecific, order]
    }
    // 7. other's node contains this node.
    if (n2.isDescendant(of: n1) && attr1 == nil) || (n1 === n2 && attr2 != nil) {
      return [.contains, .preceding]
    }
    // 8. This node contains other's node.
    if (n1.isDescendant(of: n2) && attr2 == nil) || (n1 === n2 && attr1 != nil) {
      return [.containedBy, .following]
    }
    // 9–10. Tree order.
    return n1.precedes(n2) ? .preceding : .following
  }

  /// Whether this node comes before `other` in tree order (both in one tree).
  ///
  /// https://dom.spec.whatwg.org/#concept-tree-preceding
  public func precedes(_ other: Node) -> Bool {
    if self === other { return false }
    // Paths from the root; compare at the first difference.
    var path1: [Node] = [self]
    var path2: [Node] = [other]
    while let parent = path1[path1.count - 1].parentStorage { path1.append(parent) }
    while let parent = path2[path2.count - 1].parentStorage { path2.append(parent) }
    var i = path1.count - 1
    var j = path2.count - 1
    while i >= 0, j >= 0, path1[i] === path2[j] {
      i -= 1
      j -= 1
    }
    if i < 0 { return true }  // self is an ancestor of other
    if j < 0 { return false }  // other is an ancestor of self
    var sibling = path1[i].nextSiblingStorage
    while let current = sibling {
      if current === path2[j] { return true }
      sibling = current.nextSiblingStorage
    }
    return false
  }

  // MARK: - Namespace lookup

  /// https://dom.spec.whatwg.org/#locate-a-namespace
  ///
  /// The recursion through ancestors is a loop (any depth).
  func locateNamespace(prefix: String?) -> String? {
    var start: Element?
    switch self {
    case let element as Element: start = element
    case let document as Document: start = document.documentElement
    case is DocumentType, is DocumentFragment: return nil
    case let attr as Attr: start = attr.ownerElement
    default: start = parentElement
    }
    if start != nil {
      if prefix == "xml" { return Namespace.xml.uri }
      if prefix == "xmlns" { return Namespace.xmlns.uri }
    }
    var current = start
    while let element = current {
      if element.namespace != nil && element.prefix == prefix { return element.namespaceURI }
      for slot in element.attributeSlots {
        let name = slot.name
        if name.namespace == .xmlns
          && ((name.prefix == "xmlns" && name.localName == prefix)
            || (prefix == nil && name.prefix == nil && name.localName == "xmlns"))
        {
          return slot.value.isEmpty ? nil : slot.value
        }
      }
      current = element.parentElement
    }
    return nil
  }

  /// https://dom.spec.whatwg.org/#dom-node-lookupnamespaceuri
  public func lookupNamespaceURI(_ prefix: String?) -> String? {
    locateNamespace(prefix: prefix?.isEmpty == true ? nil : prefix)
  }

  /// https://dom.spec.whatwg.org/#dom-node-isdefaultnamespace
  public func isDefaultNamespace(_ namespace: String?) -> Bool {
    let namespace = namespace?.isEmpty == true ? nil : namespace
    return locateNamespace(prefix: nil) == namespace
  }

  /// https://dom.spec.whatwg.org/#dom-node-lookupprefix
  public func lookupPrefix(_ namespace: String?) -> String? {
    guard let namespace, !namespace.isEmpty else { return nil }
    func locatePrefix(_ element: Element?) -> String? {
      var current = element
      while let element = current {
        if element.namespaceURI == namespace, let prefix = element.prefix { return prefix }
        for slot in element.attributeSlots
        where slot.name.prefix == "xmlns" && slot.value == namespace {
          return slot.name.localName
        }
        current = element.parentElement
      }
      return nil
    }
    switch self {
    case let element as Element: return locatePrefix(element)
    case let document as Document: return locatePrefix(document.documentElement)
    case is DocumentType, is DocumentFragment: return nil
    case let attr as Attr: return locatePrefix(attr.ownerElement)
    default: return locatePrefix(parentElement)
    }
  }
}
