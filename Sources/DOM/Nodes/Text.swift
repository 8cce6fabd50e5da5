/// A text node. https://dom.spec.whatwg.org/#interface-text
public class Text: CharacterData {
  /// Makes a text node in `document`. https://dom.spec.whatwg.org/#dom-text-text
  public init(_ data: String = "", document: Document) {
    super.init(document: document, data: data)
  }

  init(unownedData data: String, document: Document?) {
    super.init(document: document, data: data)
  }

  public override var nodeType: NodeType { .text }
  public override var nodeName: String { "#text" }

  /// Splits the node at `offset`; the new node holds the rest and follows this one.
  ///
  /// https://dom.spec.whatwg.org/#dom-text-splittext
  @discardableResult
  public func splitText(_ offset: Int) throws(DOMException) -> Text {
    // 1–2. The offset must be within the data.
    let length = self.length
    guard offset >= 0, offset <= length else {
      throw DOMException(.indexSizeError, "Offset \(offset) is past the length \(length).")
    }
    // 3–5. A new node of the same interface with the data after offset.
    let count = length - offset
    let newNode = makeSibling(data: Self.utf16Slice(dataStorage, offset, length))
    // Splitting inside a pair, or data with lone surrogates: copy the exact code units.
    if hasLoneSurrogates || !isScalarBoundary(offset) {
      newNode.setDataUnits(Array(dataUTF16[offset...]))
    }
    // 6–7. Insert it after this node when there is a parent.
    if let parent = parentStorage {
      parent.insert(newNode, before: nextSiblingStorage)
    }
    notify(.textSplit(node: self, newNode: newNode, offset: offset))
    // 8. Replace the data after offset with nothing.
    replaceData(offset: offset, count: count, with: "", unchecked: ())
    return newNode
  }

  func makeSibling(data: String) -> Text { Text(unownedData: data, document: nodeDocumentStorage) }

  private func isScalarBoundary(_ offset: Int) -> Bool {
    let utf16 = dataStorage.utf16
    let index = utf16.index(utf16.startIndex, offsetBy: offset)
    return index.samePosition(in: dataStorage.unicodeScalars) != nil
  }

  /// The data of this node and its contiguous text siblings.
  ///
  /// https://dom.spec.whatwg.org/#dom-text-wholetext
  public var wholeText: String {
    var first: Node = self
    while let previous = first.previousSibling, previous is Text { first = previous }
    var result = ""
    var node: Node? = first
    while let text = node as? Text {
      result += text.dataStorage
      node = text.nextSibling
    }
    return result
  }
}

/// A CDATA section (only XML documents have them; the HTML parser makes none).
///
/// https://dom.spec.whatwg.org/#interface-cdatasection
public final class CDATASection: Text {
  public override var nodeType: NodeType { .cdataSection }
  public override var nodeName: String { "#cdata-section" }
  override func makeSibling(data: String) -> Text {
    CDATASection(unownedData: data, document: nodeDocumentStorage)
  }
}

/// A comment. https://dom.spec.whatwg.org/#interface-comment
public final class Comment: CharacterData {
  /// Makes a comment in `document`. https://dom.spec.whatwg.org/#dom-comment-comment
  public init(_ data: String = "", document: Document) {
    super.init(document: document, data: data)
  }

  init(unownedData data: String, document: Document?) {
    super.init(document: document, data: data)
  }

  public override var nodeType: NodeType { .comment }
  public override var nodeName: String { "#comment" }
}

/// A processing instruction (XML only; the HTML parser turns `<?...>` into a comment).
///
/// https://dom.spec.whatwg.org/#interface-processinginstruction
public final class ProcessingInstruction: CharacterData {
  /// The target. https://dom.spec.whatwg.org/#dom-processinginstruction-target
  public let target: String

  init(target: String, data: String, document: Document?) {
    self.target = target
    super.init(document: document, data: data)
  }

  public override var nodeType: NodeType { .processingInstruction }
  public override var nodeName: String { target }
}
