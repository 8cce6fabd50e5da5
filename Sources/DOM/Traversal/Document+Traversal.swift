// The DOM standard's traversal members of Document: createNodeIterator, createTreeWalker.
// https://dom.spec.whatwg.org/#interface-document

extension Document {
  /// A node iterator over `root`'s inclusive descendants.
  ///
  /// https://dom.spec.whatwg.org/#dom-document-createnodeiterator
  public func createNodeIterator(
    _ root: Node, whatToShow: NodeFilter.WhatToShow = .all, filter: NodeFilter? = nil
  ) -> NodeIterator {
    NodeIterator(root: root, whatToShow: whatToShow, filter: filter)
  }

  /// A tree walker over `root`'s subtree, at `root`.
  ///
  /// https://dom.spec.whatwg.org/#dom-document-createtreewalker
  public func createTreeWalker(
    _ root: Node, whatToShow: NodeFilter.WhatToShow = .all, filter: NodeFilter? = nil
  ) -> TreeWalker {
    TreeWalker(root: root, whatToShow: whatToShow, filter: filter)
  }
}
