/// A change to a node tree, reported once for every insertion, removal, attribute change and
/// character-data change, after the change is made.
///
/// This is the one place later layers (live ranges, `MutationObserver`, wrapper bookkeeping)
/// attach to. Offsets are in UTF-16 code units, as everywhere in the DOM.
public enum TreeMutation {
  /// `node` was inserted into `parent`. Its child index is `node.index`, read by the observers
  /// that need it (a walk over the preceding siblings: carrying it for every insertion made
  /// appending a million children quadratic).
  ///
  /// https://dom.spec.whatwg.org/#concept-node-insert
  case inserted(node: Node, parent: Node)
  /// `node` was removed from `parent`, from between `previousSibling` and `nextSibling`. Its
  /// former child index is ``removedIndex`` (one more than the previous sibling's), for the
  /// observers that need it: counting it for every removal made emptying a list from its
  /// end quadratic.
  ///
  /// https://dom.spec.whatwg.org/#concept-node-remove
  case removed(node: Node, parent: Node, previousSibling: Node?, nextSibling: Node?)
  /// An attribute of `element` changed; `oldValue` is `nil` when it was added, `newValue` `nil`
  /// when it was removed.
  ///
  /// https://dom.spec.whatwg.org/#concept-element-attributes-change
  case attributeChanged(element: Element, name: QualifiedName, oldValue: String?, newValue: String?)
  /// `count` code units at `offset` of `node`'s data were replaced by `insertedLength` code units.
  ///
  /// https://dom.spec.whatwg.org/#concept-cd-replace
  case characterDataReplaced(
    node: CharacterData, offset: Int, count: Int, insertedLength: Int, oldValue: String)
  /// `node` was split at `offset`; `newNode` holds the rest and was inserted after it (when it
  /// had a parent).
  ///
  /// https://dom.spec.whatwg.org/#concept-text-split
  case textSplit(node: Text, newNode: Text, offset: Int)
  /// One insert, remove or replace operation finished: the standard's "queue a tree mutation
  /// record" point, reported once per operation after its `inserted`/`removed` changes.
  ///
  /// https://dom.spec.whatwg.org/#queue-a-tree-mutation-record
  case childList(
    target: Node, addedNodes: [Node], removedNodes: [Node], previousSibling: Node?,
    nextSibling: Node?)
  /// `node` (and its subtree) moved from `oldDocument` to its current node document.
  ///
  /// https://dom.spec.whatwg.org/#concept-node-adopt
  case adopted(node: Node, oldDocument: Document)
}

/// Receives every `TreeMutation` of the nodes of one document.
public protocol TreeMutationObserver: AnyObject {
  /// Called after each change.
  func treeDidMutate(_ mutation: TreeMutation)
}

extension TreeMutation {
  /// For a removal, the child index the node had: the previous sibling's index plus one.
  /// Read after the removal (the previous sibling is still in the parent).
  public static func removedIndex(previousSibling: Node?) -> Int {
    previousSibling.map { $0.index + 1 } ?? 0
  }
}
