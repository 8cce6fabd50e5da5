import DOM

/// How long the indexed items a legacy platform object answers stay its items: what lets a
/// proxied wrapper (``LegacyPlatformObject/proxied``) keep a copy of them in script and answer
/// `list[i]` without calling into Swift until the document changes.
public enum LegacyItemsValidity {
  /// For the object's life (a static list: `querySelectorAll`'s).
  case forever
  /// Until children are inserted into or removed from a node of `document`, or a node is
  /// adopted into or out of it (``Document/treeVersion``).
  case untilTreeChanges(Document)
  /// Until anything in `document` changes: the tree, an attribute, text, form state
  /// (``Document/domVersion``).
  case untilDocumentChanges(Document)

  /// The index of the counter in the document's ``DocumentVersionCells`` (2: none, forever).
  var cell: Int {
    switch self {
    case .forever: 2
    case .untilTreeChanges: 0
    case .untilDocumentChanges: 1
    }
  }

  /// The document whose counter tells, if any.
  var document: Document? {
    switch self {
    case .forever: nil
    case .untilTreeChanges(let document), .untilDocumentChanges(let document): document
    }
  }
}
