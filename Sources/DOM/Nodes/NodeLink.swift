/// The one word of a node that leads to its parent, its node document and its rare data.
///
/// A node with a parent and no rare data points at the parent (not retained, as the parent
/// link always was); a node without a parent points at its document's ``DocumentReference``;
/// a node with rare data points at the rare data, which holds both. A leaf (`Text`, `Comment`,
/// a doctype) with a parent reaches its node document through the parent, which is always an
/// element (keeping its own in its ``ElementData``) or a document or fragment (never a child,
/// so keeping its own here): a child shares its parent's node document.
///
/// Swift packs an enum of class references (and an `Unmanaged` one) into one pointer, the
/// case in the pointer's spare bits, so this word replaced three (the parent, a weak document
/// reference, the rare data): with the last child made implicit, it took `Text` from 88-byte
/// requests in 96-byte malloc blocks to 56-byte requests in 64-byte blocks (BENCHMARKS.md,
/// "peak memory on the 20 MB page").
enum NodeLink {
  /// No parent and no document (a document being initialized).
  case none
  /// No parent, no rare data: the node document's reference.
  case document(DocumentReference)
  /// The parent, not retained (the parent holds the child; see `Node.parentStorage`).
  case parent(Unmanaged<Node>)
  /// Rare data, which holds the parent and the node document's reference.
  case rare(NodeRareData)
}

/// A document's handle that its nodes hold strongly, pointing back at the document weakly.
///
/// Nodes cannot hold their document strongly (the document's tree holds them), and an enum
/// case cannot hold a `weak` reference, so ``NodeLink`` and ``ContainerNode`` hold this
/// instead (an element in its ``ElementData``): one per document, made with it. When the document is freed, `document` reads
/// `nil`, as the weak reference nodes held before did, and a node that outlives its document
/// is adopted into a new one (`Node.nodeDocument`).
final class DocumentReference {
  /// The document; `nil` once it was freed.
  weak var document: Document?

  init() {}
}
