extension Node {
  /// The node after this one in tree order (pre-order), staying inside `root`.
  ///
  /// https://dom.spec.whatwg.org/#concept-tree-following
  @inlinable
  public func nextInTreeOrder(within root: Node?) -> Node? {
    if let first = firstChild { return first }
    return nextSkippingChildren(within: root)
  }

  /// The node after this one in tree order that is not one of its descendants.
  @inlinable
  public func nextSkippingChildren(within root: Node?) -> Node? {
    var node: Node = self
    while true {
      if node === root { return nil }
      if let next = node.nextSibling { return next }
      guard let parent = node.parentNode else { return nil }
      node = parent
    }
  }

  /// The node before this one in tree order. https://dom.spec.whatwg.org/#concept-tree-preceding
  public func previousInTreeOrder(within root: Node?) -> Node? {
    if self === root { return nil }
    guard var node = previousSibling else { return parentNode }
    while let last = node.lastChild { node = last }
    return node
  }

  /// The inclusive descendants in tree order.
  public var inclusiveDescendants: TreeOrderSequence {
    TreeOrderSequence(root: self, inclusive: true)
  }

  /// The descendants in tree order.
  public var descendants: TreeOrderSequence { TreeOrderSequence(root: self, inclusive: false) }

  /// The element descendants in tree order.
  public var descendantElements:
    LazyMapSequence<
      LazyFilterSequence<TreeOrderSequence>, Element
    >
  {
    descendants.lazy.filter { $0 is Element }.map { unsafeDowncast($0, to: Element.self) }
  }

  /// The first element in tree order among the inclusive descendants whose ID is `id`: the
  /// walk `getElementById` and a label's `for` attribute describe.
  ///
  /// https://dom.spec.whatwg.org/#dom-nonelementparentnode-getelementbyid
  func firstElement(withID id: String) -> Element? {
    inclusiveDescendants.lazy.compactMap { $0 as? Element }
      .first { $0.attributeValue(localName: "id") == id }
  }

  /// The ancestors, nearest first.
  public var ancestors: UnfoldSequence<Node, Node?> {
    sequence(state: parentNode) { state in
      defer { state = state?.parentNode }
      return state
    }
  }
}

/// Nodes of a subtree in tree order (pre-order).
public struct TreeOrderSequence: Sequence {
  let root: Node
  let inclusive: Bool

  public struct Iterator: IteratorProtocol {
    let root: Node
    var nextNode: Node?
    public mutating func next() -> Node? {
      guard let current = nextNode else { return nil }
      nextNode = current.nextInTreeOrder(within: root)
      return current
    }
  }

  public func makeIterator() -> Iterator {
    Iterator(root: root, nextNode: inclusive ? root : root.firstChild)
  }
}

extension Node {
  /// Visits the descendants in tree order until `body` returns false, without retaining
  /// each node it passes (the hot loop of queries and collections). `body` must not remove
  /// the node it is given, or anything after it, from the tree.
  @inline(__always)
  func forEachDescendantUnretained(_ body: (Node) -> Bool) {
    guard let first = firstChildUnmanaged else { return }
    let root = Unmanaged.passUnretained(self).toOpaque()
    var node = first
    while true {
      if !node._withUnsafeGuaranteedRef(body) { return }
      if let child = node._withUnsafeGuaranteedRef({ $0.firstChildUnmanaged }) {
        node = child
        continue
      }
      while true {
        if let next = node._withUnsafeGuaranteedRef({ $0.nextSiblingUnmanaged }) {
          node = next
          break
        }
        guard let parent = node._withUnsafeGuaranteedRef({ $0.parentUnmanaged }),
          parent.toOpaque() != root
        else { return }
        node = parent
      }
    }
  }
}
