// The DOM standard's mutation algorithms: https://dom.spec.whatwg.org/#mutation-algorithms

extension Node {
  /// Inserts `node` before `child` (or at the end when `child` is `nil`).
  ///
  /// https://dom.spec.whatwg.org/#dom-node-insertbefore
  @discardableResult
  public func insertBefore(_ node: Node, _ child: Node?) throws(DOMException) -> Node {
    try preInsert(node, before: child)
  }

  /// Appends `node`. https://dom.spec.whatwg.org/#dom-node-appendchild
  @discardableResult
  public func appendChild(_ node: Node) throws(DOMException) -> Node {
    try preInsert(node, before: nil)
  }

  /// Replaces `child` with `node`. https://dom.spec.whatwg.org/#dom-node-replacechild
  @discardableResult
  public func replaceChild(_ node: Node, _ child: Node) throws(DOMException) -> Node {
    try replace(child, with: node)
  }

  /// Removes `child`. https://dom.spec.whatwg.org/#dom-node-removechild
  @discardableResult
  public func removeChild(_ child: Node) throws(DOMException) -> Node {
    try preRemove(child)
  }

  // MARK: - Validity

  /// https://dom.spec.whatwg.org/#concept-node-ensure-pre-insertion-validity
  func ensurePreInsertionValidity(of node: Node, before child: Node?) throws(DOMException) {
    // 1. The parent must be a document, fragment or element.
    guard self is Document || self is DocumentFragment || self is Element else {
      throw DOMException(.hierarchyRequestError, "A \(nodeName) node cannot have children.")
    }
    // 2. The node must not be a host-including inclusive ancestor of the parent.
    if node.isHostIncludingInclusiveAncestor(of: self) {
      throw DOMException(.hierarchyRequestError, "The new child contains the parent.")
    }
    // 3. The child must be a child of the parent.
    if let child, child.parentStorage !== self {
      throw DOMException(.notFoundError, "The reference child is not a child of this node.")
    }
    // 4. Only these node types can be inserted.
    switch node {
    case is DocumentFragment, is DocumentType, is Element, is CharacterData: break
    default:
      throw DOMException(.hierarchyRequestError, "A \(node.nodeName) node cannot be inserted.")
    }
    // 5. Text in a document, or a doctype outside a document.
    if (node is Text && self is Document) || (node is DocumentType && !(self is Document)) {
      throw DOMException(
        .hierarchyRequestError, "A \(node.nodeName) node cannot be a child of \(nodeName).")
    }
    // 6. A document has at most one element and one doctype, in that order.
    if let document = self as? Document {
      try document.ensureDocumentChildValidity(inserting: node, before: child, replacing: nil)
    }
  }

  // MARK: - Insertion

  /// https://dom.spec.whatwg.org/#concept-node-pre-insert
  @discardableResult
  func preInsert(_ node: Node, before child: Node?) throws(DOMException) -> Node {
    // 1. Validity.
    try ensurePreInsertionValidity(of: node, before: child)
    // 2–3. The reference child skips the node itself.
    var reference = child
    if reference === node { reference = node.nextSiblingStorage }
    // 4. Insert.
    insert(node, before: reference)
    return node
  }

  /// https://dom.spec.whatwg.org/#concept-node-insert
  func insert(_ node: Node, before child: Node?, suppressObservers: Bool = false) {
    // 1–2. The nodes: a fragment's children, or the node.
    var nodes: [Node]
    if let fragment = node as? DocumentFragment {
      nodes = Array(fragment.childNodeSequence)
      // 3. Nothing to insert.
      if nodes.isEmpty { return }
      // 4. Remove the fragment's children, then report that for the fragment.
      for each in nodes { fragment.removeUnchecked(each, suppressObservers: true) }
      fragment.queueTreeMutationRecord(added: [], removed: nodes, previous: nil, next: nil)
    } else {
      nodes = [node]
    }
    // 6. The previous sibling, before the insertion.
    let previousSibling = child == nil ? lastChildStorage : child?.previousSiblingStorage
    // 7. Insert each node.
    for each in nodes { insertOne(each, before: child) }
    // 8. Report the operation.
    if !suppressObservers {
      queueTreeMutationRecord(added: nodes, removed: [], previous: previousSibling, next: child)
    }
  }

  /// Reports one finished child-list operation on this node.
  ///
  /// https://dom.spec.whatwg.org/#queue-a-tree-mutation-record
  func queueTreeMutationRecord(added: [Node], removed: [Node], previous: Node?, next: Node?) {
    guard let document = nodeDocumentStorage, !document.mutationObservers.isEmpty else { return }
    document.deliver(
      .childList(
        target: self, addedNodes: added, removedNodes: removed, previousSibling: previous,
        nextSibling: next))
  }

  private func insertOne(_ node: Node, before child: Node?) {
    // 7.1. Adopt into the parent's node document (this removes it from its old parent).
    nodeDocument.adopt(node)
    // 7.2–7.3. Link it in.
    insertUnchecked(node, before: child)
  }

  /// Links `node` (which has no parent) in before `child`, and reports the insertion.
  func insertUnchecked(_ node: Node, before child: Node?) {
    if node.parentStorage != nil { node.parentStorage?.removeUnchecked(node) }
    link(node, before: child)
    if let document = nodeDocumentStorage {
      document.domVersion &+= 1
      document.treeVersion &+= 1
      if !document.mutationObservers.isEmpty {
        document.deliver(.inserted(node: node, parent: self))
      }
    }
  }

  @inline(__always)
  private func link(_ node: Node, before child: Node?) { linkChild(node, before: child) }

  /// Appends a child while a parser builds the tree: no checks, no notifications.
  ///
  /// The caller guarantees that `node` has no parent and belongs to this node's document.
  @inline(__always)
  public func appendChildForParser(_ node: Node) { linkChild(node, before: nil) }

  // MARK: - Removal

  /// https://dom.spec.whatwg.org/#concept-node-pre-remove
  @discardableResult
  func preRemove(_ child: Node) throws(DOMException) -> Node {
    guard child.parentStorage === self else {
      throw DOMException(.notFoundError, "The node to remove is not a child of this node.")
    }
    removeUnchecked(child)
    return child
  }

  /// Unlinks `child` (a child of this node) and reports the removal, and, unless
  /// `suppressObservers`, the operation.
  ///
  /// https://dom.spec.whatwg.org/#concept-node-remove
  func removeUnchecked(_ child: Node, suppressObservers: Bool = false) {
    let previous = child.previousSiblingStorage
    let next = child.nextSiblingStorage
    let document = nodeDocumentStorage
    let wantsRecord = document.map { !$0.mutationObservers.isEmpty } ?? false
    // Keep the child alive while it is unlinked.
    withExtendedLifetime(child) {
      unlinkChild(child)
      if let document {
        document.domVersion &+= 1
        document.treeVersion &+= 1
        if wantsRecord {
          document.deliver(
            .removed(node: child, parent: self, previousSibling: previous, nextSibling: next))
          if !suppressObservers {
            document.deliver(
              .childList(
                target: self, addedNodes: [], removedNodes: [child], previousSibling: previous,
                nextSibling: next))
          }
        }
      }
    }
  }

  /// Removes every child, in tree order, reporting one operation.
  /// https://dom.spec.whatwg.org/#concept-node-replace-all (with null)
  func removeAllChildren() { replaceAll(with: nil) }

  // MARK: - Replacement

  /// https://dom.spec.whatwg.org/#concept-node-replace
  @discardableResult
  func replace(_ child: Node, with node: Node) throws(DOMException) -> Node {
    // 1. The parent must be a document, fragment or element.
    guard self is Document || self is DocumentFragment || self is Element else {
      throw DOMException(.hierarchyRequestError, "A \(nodeName) node cannot have children.")
    }
    // 2. No cycles (host-including).
    if node.isHostIncludingInclusiveAncestor(of: self) {
      throw DOMException(.hierarchyRequestError, "The new child contains the parent.")
    }
    // 3. The child must be a child of this node.
    guard child.parentStorage === self else {
      throw DOMException(.notFoundError, "The node to replace is not a child of this node.")
    }
    // 4. Only these node types.
    switch node {
    case is DocumentFragment, is DocumentType, is Element, is CharacterData: break
    default:
      throw DOMException(.hierarchyRequestError, "A \(node.nodeName) node cannot be inserted.")
    }
    // 5. Text in a document, or a doctype outside one.
    if (node is Text && self is Document) || (node is DocumentType && !(self is Document)) {
      throw DOMException(
        .hierarchyRequestError, "A \(node.nodeName) node cannot be a child of \(nodeName).")
    }
    // 6. Document constraints.
    if let document = self as? Document {
      try document.ensureDocumentChildValidity(inserting: node, before: nil, replacing: child)
    }
    // 7–8. The reference child.
    var reference = child.nextSiblingStorage
    if reference === node { reference = node.nextSiblingStorage }
    // 9–10. The previous sibling.
    var previousSibling = child.previousSiblingStorage
    if previousSibling === node { previousSibling = node.previousSiblingStorage }
    // 11–15. Remove the child (unless it is the node itself), insert, report once.
    withExtendedLifetime(child) {
      var removedNodes: [Node] = []
      if child.parentStorage === self {
        removedNodes = [child]
        if child !== node { removeUnchecked(child, suppressObservers: true) }
      }
      let nodes: [Node] =
        (node as? DocumentFragment).map { Array($0.childNodeSequence) } ?? [node]
      insert(node, before: reference, suppressObservers: true)
      queueTreeMutationRecord(
        added: nodes, removed: removedNodes, previous: previousSibling, next: reference)
    }
    return child
  }

  /// Replaces all children with `node` (or nothing).
  ///
  /// https://dom.spec.whatwg.org/#concept-node-replace-all
  func replaceAll(with node: Node?) {
    if let node { nodeDocument.adopt(node) }
    // 1–3. What goes and what comes.
    let removedNodes = Array(childNodeSequence)
    var addedNodes: [Node] = []
    if let fragment = node as? DocumentFragment {
      addedNodes = Array(fragment.childNodeSequence)
    } else if let node {
      addedNodes = [node]
    }
    // 4. Remove the children in tree order, quietly.
    for child in removedNodes { removeUnchecked(child, suppressObservers: true) }
    // 5. Insert, quietly.
    if let node { insert(node, before: nil, suppressObservers: true) }
    // 6. Report once.
    if !addedNodes.isEmpty || !removedNodes.isEmpty {
      queueTreeMutationRecord(added: addedNodes, removed: removedNodes, previous: nil, next: nil)
    }
  }
}

extension Document {
  /// Step 6 of the pre-insertion and replace validity checks, for a document parent.
  func ensureDocumentChildValidity(inserting node: Node, before child: Node?, replacing: Node?)
    throws(DOMException)
  {
    func elementChildren(excluding: Node?) -> Int {
      childNodeSequence.filter { $0 is Element && $0 !== excluding }.count
    }
    func hasDoctype(excluding: Node?) -> Bool {
      childNodeSequence.contains { $0 is DocumentType && $0 !== excluding }
    }
    // The position the node would take: before `child`, or in `replacing`'s place.
    let anchor = replacing ?? child
    func doctypeFollows() -> Bool {
      guard let anchor else { return false }
      var node: Node? = anchor
      if replacing != nil { node = anchor.nextSibling }
      while let current = node {
        if current is DocumentType { return true }
        node = current.nextSibling
      }
      return false
    }
    func elementPrecedes() -> Bool {
      var node: Node? = anchor == nil ? lastChild : anchor?.previousSibling
      while let current = node {
        if current is Element && current !== replacing { return true }
        node = current.previousSibling
      }
      return false
    }
    let error = DOMException(
      .hierarchyRequestError, "A document can have one doctype and one element, in that order.")
    switch node {
    case let fragment as DocumentFragment:
      let elements = fragment.childNodeSequence.filter { $0 is Element }.count
      if elements > 1 || fragment.childNodeSequence.contains(where: { $0 is Text }) { throw error }
      if elements == 1 {
        if elementChildren(excluding: replacing) > 0 || doctypeFollows() { throw error }
        if replacing == nil, let child, child is DocumentType { throw error }
      }
    case is Element:
      if elementChildren(excluding: replacing) > 0 || doctypeFollows() { throw error }
      if replacing == nil, let child, child is DocumentType { throw error }
    case is DocumentType:
      if hasDoctype(excluding: replacing) || elementPrecedes() { throw error }
    default: break
    }
  }

  /// Moves `node` (and its subtree) into this document.
  ///
  /// https://dom.spec.whatwg.org/#concept-node-adopt
  func adopt(_ node: Node) {
    // 1–2. Remove it from its parent.
    if let parent = node.parentStorage { parent.removeUnchecked(node) }
    // 3. Change the node document of every inclusive descendant.
    let oldDocument = node.nodeDocumentStorage
    if oldDocument === self { return }
    //    (Shadow-including: the shadow trees of hosts move too.)
    var subtrees: [Node] = [node]
    while let subtree = subtrees.popLast() {
      var current: Node? = subtree
      while let each = current {
        each.nodeDocumentStorage = self
        if let element = each as? Element {
          if element.qualifiedName.isHTML("base") { mayHaveBaseElements = true }
          element.noteNameFilter(in: self)
          for index in element.attributeStorage.indices {
            element.attributeStorage[index].node?.nodeDocumentStorage = self
          }
          // Template contents move to this document's template contents owner.
          if let template = element as? HTMLTemplateElement {
            appropriateTemplateContentsOwnerDocument.adopt(template.content)
          }
          if let shadow = element.rareData?.shadowRoot {
            ensureSlotAssignment()
            subtrees.append(shadow)
          }
        }
        current = each.nextInTreeOrder(within: subtree)
      }
    }
    oldDocument?.domVersion &+= 1
    oldDocument?.treeVersion &+= 1
    domVersion &+= 1
    treeVersion &+= 1
    if let oldDocument, !mutationObservers.isEmpty {
      deliver(.adopted(node: node, oldDocument: oldDocument))
    }
  }

  /// Imports a copy of `node` into this document.
  ///
  /// https://dom.spec.whatwg.org/#dom-document-importnode
  public func importNode(_ node: Node, deep: Bool = false) throws(DOMException) -> Node {
    if node is Document || node is ShadowRoot {
      throw DOMException(.notSupportedError, "The operation is not supported.")
    }
    return node.clone(document: self, deep: deep)
  }

  /// Moves `node` into this document. https://dom.spec.whatwg.org/#dom-document-adoptnode
  @discardableResult
  public func adoptNode(_ node: Node) throws(DOMException) -> Node {
    if node is Document {
      throw DOMException(.notSupportedError, "A document cannot be adopted.")
    }
    // 2. A shadow root cannot be adopted on its own.
    if node is ShadowRoot {
      throw DOMException(
        .hierarchyRequestError, "The operation would yield an incorrect node tree.")
    }
    if let attr = node as? Attr {
      if let owner = attr.ownerElement, let index = owner.slotIndex(of: attr) {
        owner.removeAttribute(at: index)
      }
      attr.nodeDocumentStorage = self
      return attr
    }
    adopt(node)
    return node
  }
}

extension Node {
  /// Drops every child without notifications (a parser starting over).
  public func removeAllChildrenForParser() {
    // From the last child back, so that no release frees a chain of siblings.
    while let last = lastChildStorage { unlinkChild(last) }
  }
}

extension CharacterData {
  /// Appends to the data while parsing: no notification.
  public func appendDataForParser(_ data: String) { dataStorage += data }
}
