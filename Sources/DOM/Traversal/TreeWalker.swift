/// Walks the subtree of a root along the nodes its filter accepts, from a current node that
/// script may move anywhere.
///
/// https://dom.spec.whatwg.org/#interface-treewalker
public final class TreeWalker {
  /// https://dom.spec.whatwg.org/#dom-treewalker-root
  public let root: Node
  /// The node the walker is at (any node may be set).
  ///
  /// https://dom.spec.whatwg.org/#dom-treewalker-currentnode
  public var currentNode: Node
  private let state: NodeFilterState

  /// Makes a walker at `root` (what `document.createTreeWalker` does).
  ///
  /// https://dom.spec.whatwg.org/#dom-document-createtreewalker
  public init(root: Node, whatToShow: NodeFilter.WhatToShow = .all, filter: NodeFilter? = nil) {
    self.root = root
    self.currentNode = root
    self.state = NodeFilterState(whatToShow: whatToShow, filter: filter)
  }

  /// https://dom.spec.whatwg.org/#dom-treewalker-whattoshow
  public var whatToShow: NodeFilter.WhatToShow { state.whatToShow }

  /// https://dom.spec.whatwg.org/#dom-treewalker-filter
  public var filter: NodeFilter? { state.filter }

  /// The nearest accepted ancestor inside the root.
  ///
  /// https://dom.spec.whatwg.org/#dom-treewalker-parentnode
  public func parentNode() throws -> Node? {
    // 1. From the current node.
    var node: Node? = currentNode
    // 2. Up to (not past) the root.
    while let current = node, current !== root {
      node = current.parentNode
      if let parent = node, try state.filter(parent) == .accept {
        currentNode = parent
        return parent
      }
    }
    // 3. None.
    return nil
  }

  /// https://dom.spec.whatwg.org/#dom-treewalker-firstchild
  public func firstChild() throws -> Node? { try traverseChildren(first: true) }

  /// https://dom.spec.whatwg.org/#dom-treewalker-lastchild
  public func lastChild() throws -> Node? { try traverseChildren(first: false) }

  /// https://dom.spec.whatwg.org/#dom-treewalker-previoussibling
  public func previousSibling() throws -> Node? { try traverseSiblings(next: false) }

  /// https://dom.spec.whatwg.org/#dom-treewalker-nextsibling
  public func nextSibling() throws -> Node? { try traverseSiblings(next: true) }

  /// The previous accepted node in tree order inside the root.
  ///
  /// https://dom.spec.whatwg.org/#dom-treewalker-previousnode
  public func previousNode() throws -> Node? {
    // 1. From the current node.
    var node = currentNode
    // 2. Until the root:
    while node !== root {
      // 2.1–2.2. The previous siblings, each entered at its deepest last accepted child.
      var sibling = node.previousSibling
      while let current = sibling {
        node = current
        var result = try state.filter(node)
        while result != .reject, let last = node.lastChild {
          node = last
          result = try state.filter(node)
        }
        if result == .accept {
          currentNode = node
          return node
        }
        sibling = node.previousSibling
      }
      // 2.3–2.4. Then the parent.
      guard node !== root, let parent = node.parentNode else { return nil }
      node = parent
      // 2.5. Accepted parents are returned.
      if try state.filter(node) == .accept {
        currentNode = node
        return node
      }
    }
    // 3. None.
    return nil
  }

  /// The next accepted node in tree order inside the root.
  ///
  /// https://dom.spec.whatwg.org/#dom-treewalker-nextnode
  public func nextNode() throws -> Node? {
    // 1–2. From the current node, as if accepted.
    var node = currentNode
    var result = NodeFilter.Result.accept
    // 3. Until a node is accepted or the subtree ends:
    while true {
      // 3.1. Down the first children, unless the node was rejected.
      while result != .reject, let first = node.firstChild {
        node = first
        result = try state.filter(node)
        if result == .accept {
          currentNode = node
          return node
        }
      }
      // 3.2–3.4. The next sibling of the node or of its nearest ancestor with one.
      var temporary: Node? = node
      var foundSibling = false
      while let current = temporary {
        if current === root { return nil }
        if let sibling = current.nextSibling {
          node = sibling
          foundSibling = true
          break
        }
        temporary = current.parentNode
      }
      if !foundSibling { return nil }
      // 3.5–3.6. Filter it.
      result = try state.filter(node)
      if result == .accept {
        currentNode = node
        return node
      }
    }
  }

  /// https://dom.spec.whatwg.org/#concept-traverse-children
  private func traverseChildren(first: Bool) throws -> Node? {
    // 1. The first (or last) child of the current node.
    var node = first ? currentNode.firstChild : currentNode.lastChild
    // 2. While there is a node:
    outer: while let current = node {
      // 2.1–2.2. Accepted: done.
      let result = try state.filter(current)
      if result == .accept {
        currentNode = current
        return current
      }
      // 2.3. Skipped: look at its children.
      if result == .skip, let child = first ? current.firstChild : current.lastChild {
        node = child
        continue
      }
      // 2.4. Otherwise its siblings, climbing up to (not past) the current node.
      var climbing: Node = current
      while true {
        if let sibling = first ? climbing.nextSibling : climbing.previousSibling {
          node = sibling
          continue outer
        }
        guard let parent = climbing.parentNode, parent !== root, parent !== currentNode else {
          return nil
        }
        climbing = parent
      }
    }
    // 3. None.
    return nil
  }

  /// https://dom.spec.whatwg.org/#concept-traverse-siblings
  private func traverseSiblings(next: Bool) throws -> Node? {
    // 1–2. From the current node, never from the root.
    var node = currentNode
    if node === root { return nil }
    // 3. Repeatedly:
    while true {
      // 3.1. The sibling.
      var sibling = next ? node.nextSibling : node.previousSibling
      // 3.2. While there is one:
      while let current = sibling {
        node = current
        let result = try state.filter(node)
        if result == .accept {
          currentNode = node
          return node
        }
        sibling = next ? node.firstChild : node.lastChild
        if result == .reject || sibling == nil {
          sibling = next ? node.nextSibling : node.previousSibling
        }
      }
      // 3.3–3.4. Up to the parent, stopping at the root.
      guard let parent = node.parentNode, parent !== root else { return nil }
      node = parent
      // 3.5. An accepted parent ends the search.
      if try state.filter(node) == .accept { return nil }
    }
  }
}
