/// The interfaces of the DOM's traversal area (`DOM/Traversal`: NodeIterator, TreeWalker,
/// NodeFilter).
enum TraversalArea {
  static let definitions: [InterfaceDefinition] = [
    NodeFilterBinding.definition, NodeIteratorBinding.definition, TreeWalkerBinding.definition,
  ]
}
