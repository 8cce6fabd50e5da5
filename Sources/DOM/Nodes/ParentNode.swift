// The ParentNode, NonElementParentNode, ChildNode and NonDocumentTypeChildNode mixins.
// https://dom.spec.whatwg.org/#interface-parentnode

/// A node or a string, as the variadic mixin methods take them.
public enum NodeOrString {
  case node(Node)
  case string(String)
}

extension Node {
  /// https://dom.spec.whatwg.org/#converting-nodes-into-a-node
  func convertNodesIntoNode(_ nodes: [NodeOrString]) throws(DOMException) -> Node {
    let document = nodeDocument
    let converted: [Node] = nodes.map {
      switch $0 {
      case .node(let node): node
      case .string(let string): document.createTextNode(string)
      }
    }
    if converted.count == 1 { return converted[0] }
    let fragment = document.createDocumentFragment()
    for node in converted { try fragment.preInsert(node, before: nil) }
    return fragment
  }

  // MARK: ParentNode

  /// The element children, as a live collection. https://dom.spec.whatwg.org/#dom-parentnode-children
  public var children: HTMLCollection {
    let rare = ensureRareData()
    if let collection = rare.children { return collection }
    let collection = HTMLCollection(root: self, childrenOnly: true, attributes: []) { _ in true }
    rare.children = collection
    return collection
  }

  /// https://dom.spec.whatwg.org/#dom-parentnode-firstelementchild
  public var firstElementChild: Element? {
    var child = firstChildStorage
    while let node = child {
      if let element = node as? Element { return element }
      child = node.nextSiblingStorage
    }
    return nil
  }

  /// https://dom.spec.whatwg.org/#dom-parentnode-lastelementchild
  public var lastElementChild: Element? {
    var child = lastChildStorage
    while let node = child {
      if let element = node as? Element { return element }
      child = node.previousSiblingStorage
    }
    return nil
  }

  /// https://dom.spec.whatwg.org/#dom-parentnode-childelementcount
  public var childElementCount: Int { childNodeSequence.reduce(0) { $0 + ($1 is Element ? 1 : 0) } }

  /// https://dom.spec.whatwg.org/#dom-parentnode-prepend
  public func prepend(_ nodes: [NodeOrString]) throws(DOMException) {
    try preInsert(try convertNodesIntoNode(nodes), before: firstChildStorage)
  }

  /// https://dom.spec.whatwg.org/#dom-parentnode-append
  public func append(_ nodes: [NodeOrString]) throws(DOMException) {
    try preInsert(try convertNodesIntoNode(nodes), before: nil)
  }

  /// https://dom.spec.whatwg.org/#dom-parentnode-replacechildren
  public func replaceChildren(_ nodes: [NodeOrString]) throws(DOMException) {
    let node = try convertNodesIntoNode(nodes)
    try ensurePreInsertionValidity(of: node, before: nil)
    replaceAll(with: node)
  }

  // MARK: NonDocumentTypeChildNode

  /// https://dom.spec.whatwg.org/#dom-nondocumenttypechildnode-previouselementsibling
  public var previousElementSibling: Element? {
    var sibling = previousSiblingStorage
    while let node = sibling {
      if let element = node as? Element { return element }
      sibling = node.previousSiblingStorage
    }
    return nil
  }

  /// https://dom.spec.whatwg.org/#dom-nondocumenttypechildnode-nextelementsibling
  public var nextElementSibling: Element? {
    var sibling = nextSiblingStorage
    while let node = sibling {
      if let element = node as? Element { return element }
      sibling = node.nextSiblingStorage
    }
    return nil
  }

  // MARK: ChildNode

  private func firstSibling(notIn nodes: [NodeOrString], forward: Bool) -> Node? {
    var sibling = forward ? nextSiblingStorage : previousSiblingStorage
    while let node = sibling {
      let included = nodes.contains {
        if case .node(let n) = $0 { return n === node }
        return false
      }
      if !included { return node }
      sibling = forward ? node.nextSiblingStorage : node.previousSiblingStorage
    }
    return nil
  }

  /// https://dom.spec.whatwg.org/#dom-childnode-before
  public func before(_ nodes: [NodeOrString]) throws(DOMException) {
    guard let parent = parentStorage else { return }
    let viablePrevious = firstSibling(notIn: nodes, forward: false)
    let node = try convertNodesIntoNode(nodes)
    let reference = viablePrevious?.nextSiblingStorage ?? parent.firstChildStorage
    try parent.preInsert(node, before: reference)
  }

  /// https://dom.spec.whatwg.org/#dom-childnode-after
  public func after(_ nodes: [NodeOrString]) throws(DOMException) {
    guard let parent = parentStorage else { return }
    let viableNext = firstSibling(notIn: nodes, forward: true)
    let node = try convertNodesIntoNode(nodes)
    try parent.preInsert(node, before: viableNext)
  }

  /// https://dom.spec.whatwg.org/#dom-childnode-replacewith
  public func replaceWith(_ nodes: [NodeOrString]) throws(DOMException) {
    guard let parent = parentStorage else { return }
    let viableNext = firstSibling(notIn: nodes, forward: true)
    let node = try convertNodesIntoNode(nodes)
    if parentStorage === parent {
      try parent.replace(self, with: node)
    } else {
      try parent.preInsert(node, before: viableNext)
    }
  }

  /// https://dom.spec.whatwg.org/#dom-childnode-remove
  public func remove() {
    parentStorage?.removeUnchecked(self)
  }

  // MARK: Element lookups

  /// Elements with the qualified name (or `*`), as a live collection.
  ///
  /// https://dom.spec.whatwg.org/#concept-getelementsbytagname
  /// The same arguments answer the same collection while it is held (see `CollectionCache`).
  public func getElementsByTagName(_ qualifiedName: String) -> HTMLCollection {
    cachedCollection(.tagName(qualifiedName)) {
      if qualifiedName == "*" { return HTMLCollection(root: self, attributes: []) { _ in true } }
      let lowered = qualifiedName.asciiLowercased()
      let isHTMLDocument = nodeDocument.isHTMLDocument
      return HTMLCollection(root: self, attributes: []) { element in
        if isHTMLDocument && element.isHTMLElement {
          return element.qualifiedName.qualifiedName == lowered
        }
        return element.qualifiedName.qualifiedName == qualifiedName
      }
    }
  }

  /// https://dom.spec.whatwg.org/#concept-getelementsbytagnamens
  public func getElementsByTagNameNS(_ namespace: String?, _ localName: String) -> HTMLCollection {
    // (null and "" are the same namespace: one collection.)
    cachedCollection(.tagNameNS(namespace == "" ? nil : namespace, localName)) {
      let anyNamespace = namespace == "*"
      let ns = anyNamespace ? nil : Namespace(uri: namespace)
      let anyName = localName == "*"
      return HTMLCollection(root: self, attributes: []) { element in
        (anyNamespace || element.namespace == ns) && (anyName || element.localName == localName)
      }
    }
  }

  /// https://dom.spec.whatwg.org/#concept-getelementsbyclassname
  public func getElementsByClassName(_ classNames: String) -> HTMLCollection {
    cachedCollection(.className(classNames)) { makeClassNameCollection(classNames) }
  }

  private func makeClassNameCollection(_ classNames: String) -> HTMLCollection {
    let wanted = Set(classNames.splitOnASCIIWhitespace())
    guard !wanted.isEmpty else { return HTMLCollection(root: self, attributes: []) { _ in false } }
    let quirks = nodeDocument.mode == .quirks
    let lowered = Set(wanted.map { $0.asciiLowercased() })
    return HTMLCollection(root: self, attributes: ["class"]) { element in
      guard let value = element.attributeValue(localName: "class") else { return false }
      let classes = value.splitOnASCIIWhitespace()
      if quirks {
        let have = Set(classes.map { $0.asciiLowercased() })
        return lowered.isSubset(of: have)
      }
      return wanted.isSubset(of: Set(classes))
    }
  }
}

extension DocumentFragment {
  /// https://dom.spec.whatwg.org/#dom-nonelementparentnode-getelementbyid
  public func getElementById(_ elementId: String) -> Element? {
    // (No filter: the parser leaves a template's contents with the node document of the page,
    // not that of the fragment holding them, so the fragment's document may not know them.)
    guard !elementId.isEmpty else { return nil }
    return firstElement(withID: elementId)
  }
}
