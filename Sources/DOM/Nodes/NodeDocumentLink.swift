/// The one word of a node that leads to its node document and to its rare data.
///
/// A node without rare data points at its document's ``DocumentReference``; a node with rare
/// data points at the rare data, which holds the reference. Swift packs an enum of class
/// references into one pointer (the case in the pointer's spare bits), so the node pays one
/// word where a weak document reference and a rare-data reference took two: on the 20 MB
/// synthetic page that word was part of what took `Text` and `Element` from 96-byte malloc
/// blocks to 80-byte ones (BENCHMARKS.md, "peak memory on the 20 MB page").
enum NodeDocumentLink {
  /// No document (a document being initialized; a node made without one).
  case none
  /// No rare data; the node document's reference.
  case document(DocumentReference)
  /// Rare data, which holds the node document's reference.
  case rare(NodeRareData)
}

/// A document's handle that its nodes hold strongly, pointing back at the document weakly.
///
/// Nodes cannot hold their document strongly (the document's tree holds them), and an enum
/// case cannot hold a `weak` reference, so ``NodeDocumentLink`` holds this instead: one per
/// document, made with it. When the document is freed, `document` reads `nil`, as the weak
/// reference nodes held before did, and a node that outlives its document is adopted into a
/// new one (`Node.nodeDocument`).
final class DocumentReference {
  /// The document; `nil` once it was freed.
  weak var document: Document?

  init() {}
}
