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
    linkChild(node, before: child)
  }

  /// Unlinks this node from its parent while a parser builds the tree (the adoption agency
  /// algorithm, foster parenting): no notifications. Does nothing without a parent.
  public func removeFromParentForParser() {
    guard let parent = parentStorage else { return }
    withExtendedLifetime(self) { parent.unlinkChild(self) }
  }

  /// Moves every child of this node, in order, to the end of `newParent`'s children while a
  /// parser builds the tree (the adoption agency algorithm, a fragment's children): no
  /// notifications. Linear in the number of children.
  ///
  /// The caller guarantees that `newParent` is not this node or one of its descendants and
  /// belongs to this node's document.
  public func moveChildrenForParser(to newParent: Node) {
    guard let first = firstChildStorage, let last = first.previousOrLastStorage else { return }
    var child: Node? = first
    while let node = child {
      node.setParent(newParent)
      child = node.nextSiblingStorage
    }
    if let newFirst = newParent.firstChildStorage {
      // `first` follows the old last child; `last` is the last now.
      let tail = newFirst.previousOrLastStorage
      first.previousOrLastStorage = tail
      newFirst.previousOrLastStorage = last
      tail?.nextSiblingStorage = first
    } else {
      // `first` keeps its link to `last`.
      newParent.firstChildStorage = first
    }
    firstChildStorage = nil
  }
}
