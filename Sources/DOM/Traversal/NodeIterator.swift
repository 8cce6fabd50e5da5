/// Iterates over the inclusive descendants of a root in tree order, showing the nodes the
/// filter accepts; its position follows removals from the tree.
///
/// An iterator follows the removals of its root's node document at the time it was made (a
/// root later adopted into another document keeps the old document's hook until the next
/// `nextNode()` or `previousNode()` call).
///
/// https://dom.spec.whatwg.org/#interface-nodeiterator
public final class NodeIterator {
  /// https://dom.spec.whatwg.org/#dom-nodeiterator-root
  public let root: Node
  /// The node the iterator is positioned at.
  ///
  /// https://dom.spec.whatwg.org/#dom-nodeiterator-referencenode
  public private(set) var referenceNode: Node
  /// Whether the iterator is before (rather than after) the reference node.
  ///
  /// https://dom.spec.whatwg.org/#dom-nodeiterator-pointerbeforereferencenode
  public private(set) var pointerBeforeReferenceNode = true
  private let state: NodeFilterState
  private let hook = RemovalHook()

  /// Makes an iterator positioned before `root` (what `document.createNodeIterator` does).
  ///
  /// https://dom.spec.whatwg.org/#dom-document-createnodeiterator
  public init(root: Node, whatToShow: NodeFilter.WhatToShow = .all, filter: NodeFilter? = nil) {
    self.root = root
    self.referenceNode = root
    self.state = NodeFilterState(whatToShow: whatToShow, filter: filter)
    hook.iterator = self
    hook.attach(to: root.nodeDocument)
  }

  deinit { hook.detachFromDocument() }

  /// https://dom.spec.whatwg.org/#dom-nodeiterator-whattoshow
  public var whatToShow: NodeFilter.WhatToShow { state.whatToShow }

  /// https://dom.spec.whatwg.org/#dom-nodeiterator-filter
  public var filter: NodeFilter? { state.filter }

  /// The next node the filter accepts, or nil; rethrows what the filter throws.
  ///
  /// https://dom.spec.whatwg.org/#dom-nodeiterator-nextnode
  public func nextNode() throws -> Node? { try traverse(forward: true) }

  /// The previous node the filter accepts, or nil; rethrows what the filter throws.
  ///
  /// https://dom.spec.whatwg.org/#dom-nodeiterator-previousnode
  public func previousNode() throws -> Node? { try traverse(forward: false) }

  /// Does nothing (kept for compatibility). https://dom.spec.whatwg.org/#dom-nodeiterator-detach
  public func detach() {}

  /// https://dom.spec.whatwg.org/#concept-nodeiterator-traverse
  private func traverse(forward: Bool) throws -> Node? {
    hook.attach(to: root.nodeDocument)
    // 1–2. Start from the reference and the pointer.
    var node = referenceNode
    var beforeNode = pointerBeforeReferenceNode
    // 3. Move until the filter accepts a node.
    while true {
      if forward {
        // 3.1 (next). Past the pointer: the following node in the root's subtree.
        if !beforeNode {
          guard let following = node.nextInTreeOrder(within: root) else { return nil }
          node = following
        } else {
          beforeNode = false
        }
      } else {
        // 3.1 (previous). Before the pointer: the preceding node in the root's subtree.
        if beforeNode {
          guard let preceding = node.previousInTreeOrder(within: root) else { return nil }
          node = preceding
        } else {
          beforeNode = true
        }
      }
      // 3.2–3.3. Filter it; stop on FILTER_ACCEPT.
      if try state.filter(node) == .accept { break }
    }
    // 4–6. Remember the position.
    referenceNode = node
    pointerBeforeReferenceNode = beforeNode
    return node
  }

  /// The pre-removing steps, run after the fact from the removal's record (the removed
  /// node's subtree, former parent and siblings are what the steps read).
  ///
  /// https://dom.spec.whatwg.org/#nodeiterator-pre-removing-steps
  func nodeWasRemoved(_ removed: Node, parent: Node, previousSibling: Node?, nextSibling: Node?) {
    // 1. Only when the removed node holds the reference and is not the root.
    guard removed !== root, removed.contains(referenceNode) else { return }
    // 2. Before the reference: move to the first following node outside the removed
    //    subtree, within the root.
    if pointerBeforeReferenceNode {
      var next = nextSibling
      if next == nil {
        var ancestor: Node? = parent
        while let current = ancestor, current !== root {
          if let sibling = current.nextSibling {
            next = sibling
            break
          }
          ancestor = current.parentNode
        }
      }
      if let next, root.contains(next) {
        referenceNode = next
        return
      }
      pointerBeforeReferenceNode = false
    }
    // 3. Otherwise the last inclusive descendant of the previous sibling, or the parent.
    guard var last = previousSibling else {
      referenceNode = parent
      return
    }
    while let child = last.lastChild { last = child }
    referenceNode = last
  }

  /// The iterator's entry in its document's mutation observers.
  private final class RemovalHook: TreeMutationObserver {
    weak var iterator: NodeIterator?
    weak var document: Document?

    func attach(to newDocument: Document) {
      if document === newDocument { return }
      detachFromDocument()
      newDocument.addMutationObserver(self)
      document = newDocument
    }

    func detachFromDocument() {
      document?.removeMutationObserver(self)
      document = nil
    }

    func treeDidMutate(_ mutation: TreeMutation) {
      guard case .removed(let node, let parent, let previousSibling, let nextSibling) = mutation
      else { return }
      iterator?.nodeWasRemoved(
        node, parent: parent, previousSibling: previousSibling, nextSibling: nextSibling)
    }
  }
}
