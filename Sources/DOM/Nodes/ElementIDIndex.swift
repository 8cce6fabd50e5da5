/// A document's map from ID to its first element in tree order, for repeated
/// `getElementById` calls on an unchanged document.
///
/// Scripts look elements up by ID in loops (`for (const id of ids) getElementById(id)`); one
/// walk of the document per call made such a loop quadratic on a large page. The first lookup
/// after a change walks the document as the specification reads (stopping at the first match);
/// a second lookup before the next change builds the map in one walk, and later lookups are
/// dictionary reads. So a loop that mutates between lookups costs what it did, one walk each,
/// and a read-only loop costs one walk in all.
///
/// The map is valid while the document's ``Document/treeVersion`` (children inserted, removed
/// or adopted anywhere in the document) and the version of its `id` attributes
/// (``Document/attributeVersion(_:)``) are those it was built at. It holds its elements
/// weakly: a document keeps its connected elements alive, and nothing here should keep a
/// removed one alive.
///
/// https://dom.spec.whatwg.org/#dom-nonelementparentnode-getelementbyid
final class ElementIDIndex {
  private struct Entry {
    weak var element: Element?
  }

  private var treeVersion: UInt64 = .max
  private var idVersion: UInt64 = .max
  private var lookupsAtVersion = 0
  private var entries: [String: Entry]?

  /// The first element in tree order, among the connected descendants of `document`, whose ID
  /// is `elementId` (not empty).
  func element(withID elementId: String, in document: Document) -> Element? {
    let currentTree = document.treeVersion
    let currentID = document.attributeVersion("id")
    if currentTree != treeVersion || currentID != idVersion {
      treeVersion = currentTree
      idVersion = currentID
      lookupsAtVersion = 0
      entries = nil
    }
    lookupsAtVersion += 1
    if entries == nil && lookupsAtVersion >= 2 {
      var built: [String: Entry] = [:]
      for element in document.descendantElements {
        guard let id = element.attributeValue(localName: "id"), !id.isEmpty,
          built[id] == nil
        else { continue }
        built[id] = Entry(element: element)
      }
      entries = built
    }
    guard let entries else {
      return document.firstElement(withID: elementId)
    }
    guard let entry = entries[elementId] else { return nil }
    // A connected element cannot have gone without a tree change; search anyway if it has.
    return entry.element ?? document.firstElement(withID: elementId)
  }
}
