/// An element's qualified name, attributes and node document's reference: one word of the
/// element, shared between elements of one document with the same name and attributes.
///
/// Most elements of a page have no attributes, or the same ones as many others (WebKit splits
/// its `ElementData` the same way, into a `ShareableElementData` and a `UniqueElementData`):
/// a document hands its elements without attributes one record per name
/// (``Document/sharedElementData(_:)``), and the HTML parser one record per start tag's
/// attributes (``ParsedAttributeList``). An element copies its record before changing it
/// (``Element/attributeStorage``'s write, adoption into another document), so a change never
/// shows through another element. Keeping the three fields here took `Element` from 72-byte
/// requests in 80-byte malloc blocks to 56-byte requests in 64-byte blocks (BENCHMARKS.md,
/// "peak memory on the 20 MB page").
@usableFromInline
final class ElementData {
  @usableFromInline let qualifiedName: QualifiedName
  /// The attributes as stored (``Element/attributeStorage``).
  var attributes: [AttributeSlot]
  /// The node document's reference.
  var documentReference: DocumentReference?

  init(
    name: QualifiedName, attributes: [AttributeSlot] = [],
    documentReference: DocumentReference?
  ) {
    self.qualifiedName = name
    self.attributes = attributes
    self.documentReference = documentReference
  }
}

extension Document {
  /// The record of an element named `name` without attributes in this document, shared with
  /// the other elements given it (a small direct-mapped cache: a miss makes a new record).
  func sharedElementData(_ name: QualifiedName) -> ElementData {
    if elementDataCache.isEmpty {
      elementDataCache = [ElementData?](repeating: nil, count: Self.elementDataCacheSize)
    }
    let bits = UInt(bitPattern: ObjectIdentifier(name))
    let index = Int((bits >> 4 ^ bits >> 12) & UInt(Self.elementDataCacheSize - 1))
    if let data = elementDataCache[index], data.qualifiedName === name,
      data.attributes.isEmpty
    {
      return data
    }
    let data = ElementData(name: name, documentReference: documentReference)
    elementDataCache[index] = data
    return data
  }

  static let elementDataCacheSize = 256
}
