/// A node that can have children: `Element`, `Document` and `DocumentFragment` (not a DOM
/// interface; WebKit has the same split).
///
/// Only containers store a first child, so that leaves (`Text`, `Comment`, doctypes), half the
/// nodes of a page, do not carry it; a leaf reaches its node document through its parent
/// (``NodeLink``), an element keeps its own in its ``ElementData``, and a document or a
/// fragment (never a child) in its ``NodeLink``. The last child is the first child's
/// `previousOrLastStorage`.
///
/// A container holds its children strongly (through the first child and the next-sibling
/// chain); being freed, it clears its children's links to it, so a child that survives its
/// parent sees no parent, and frees its subtree iteratively (`Node.release`).
public class ContainerNode: Node {
  /// The first child; the children hold each other through `nextSiblingStorage`.
  final var firstChildSlot: Node?
  deinit {
    var pending: [Node] = []
    if let shadowRoot = rareData?.shadowRoot.take() { pending.append(shadowRoot) }
    guard firstChildSlot != nil || !pending.isEmpty else { return }
    Node.detachChildren(of: self, into: &pending)
    Node.release(&pending)
  }

  override final var firstChildStorage: Node? {
    get { firstChildSlot }
    set { firstChildSlot = newValue }
  }

  override final var firstChildUnmanaged: Unmanaged<Node>? {
    firstChildSlot.map { Unmanaged.passUnretained($0) }
  }
}
