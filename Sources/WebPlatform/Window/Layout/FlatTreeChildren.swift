import DOM

/// The children an element's box lays out, in the flat tree (the tree that is rendered): a
/// shadow host lays out its shadow root's children instead of its own; a slot lays out the
/// nodes assigned to it, or its own children (its fallback content) when none are; every other
/// element lays out its children. Light children of a host that no slot takes are not rendered
/// and get no box (WebKit: `shadow/flat-tree-layout.js`).
///
/// https://drafts.csswg.org/css-scoping/#flat-tree
struct FlatTreeChildren {
  /// The nodes assigned to a slot, in order (empty for any other element).
  private let assigned: [Node]
  /// The position in `assigned`.
  private var index = 0
  /// The child to lay out next, or `nil` when all are laid out.
  private(set) var current: Node?

  /// The flat-tree children of `element`.
  init(of element: Element) {
    if let shadow = element.attachedShadowRoot {
      assigned = []
      current = shadow.firstChild
    } else if let slot = element as? HTMLSlotElement, slot.getRootNode() is ShadowRoot,
      case let nodes = slot.assignedNodes(), !nodes.isEmpty
    {
      assigned = nodes
      current = nodes[0]
    } else {
      assigned = []
      current = element.firstChild
    }
  }

  /// Moves past the current child.
  mutating func advance() {
    guard let child = current else { return }
    if assigned.isEmpty {
      current = child.nextSibling
    } else {
      index += 1
      current = index < assigned.count ? assigned[index] : nil
    }
  }
}
