/// Tree operations for an HTML parser building a tree: no checks, no notifications, no
/// version bumps (the tree is not observable while it is built), like
/// ``Node/appendChildForParser(_:)``.
extension Node {
  /// Inserts `node` before `child` (a child of this node) while a parser builds the tree (foster
  /// parenting): no checks, no notifications.
  ///
  /// The caller guarantees that `node` has no parent, belongs to this node's document, and
  /// that `child` is a child of this node.
  public func insertBeforeForParser(_ node: Node, _ child: Node) {
    node.parentStorage = self
    let previous = child.previousSiblingStorage
    node.previousSiblingStorage = previous
    node.nextSiblingStorage = child
    child.previousSiblingStorage = node
    if let previous { previous.nextSiblingStorage = node } else { firstChildStorage = node }
  }

  /// Unlinks this node from its parent while a parser builds the tree (the adoption agency
  /// algorithm, foster parenting): no notifications. Does nothing without a parent.
  public func removeFromParentForParser() {
    guard let parent = parentStorage else { return }
    let previous = previousSiblingStorage
    let next = nextSiblingStorage
    withExtendedLifetime(self) {
      if let previous {
        previous.nextSiblingStorage = next
      } else {
        parent.firstChildStorage = next
      }
      if let next {
        next.previousSiblingStorage = previous
      } else {
        parent.lastChildStorage = previous
      }
      parentStorage = nil
      previousSiblingStorage = nil
      nextSiblingStorage = nil
    }
  }

  /// Moves every child of this node, in order, to the end of `newParent`'s children while a
  /// parser builds the tree (the adoption agency algorithm, a fragment's children): no
  /// notifications. Linear in the number of children.
  ///
  /// The caller guarantees that `newParent` is not this node or one of its descendants and
  /// belongs to this node's document.
  public func moveChildrenForParser(to newParent: Node) {
    guard let first = firstChildStorage, let last = lastChildStorage else { return }
    var child: Node? = first
    while let node = child {
      node.parentStorage = newParent
      child = node.nextSiblingStorage
    }
    if let tail = newParent.lastChildStorage {
      tail.nextSiblingStorage = first
      first.previousSiblingStorage = tail
    } else {
      newParent.firstChildStorage = first
    }
    newParent.lastChildStorage = last
    firstChildStorage = nil
    lastChildStorage = nil
  }
}
