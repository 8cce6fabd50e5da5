/// A live, filtered list of elements in tree order under a root.
///
/// The matching elements are computed on first use and kept until the document changes, so
/// repeated `item`/`length` calls are O(1). A collection that says which attributes its filter
/// reads is kept across other changes (text, other attributes, form state): a loop that sets
/// an attribute on each of its elements does not recompute it every time.
///
/// https://dom.spec.whatwg.org/#interface-htmlcollection
public final class HTMLCollection: Sequence {
  /// The root the collection searches.
  public let root: Node
  private let includeRoot: Bool
  private let childrenOnly: Bool
  private let filter: (Element) -> Bool
  /// The attribute local names the filter reads; `nil`: it may read anything.
  private let attributes: [String]?
  /// The attribute local names the filter only tests the presence of.
  private let presentAttributes: [String]
  private var cachedVersion: UInt64 = .max
  private var cachedDocument: ObjectIdentifier?
  private var cached: [Element] = []

  /// Makes a collection of the descendants (or only the children) of `root` that match.
  ///
  /// - Parameters:
  ///   - attributes: the local names of the attributes whose values `filter` reads besides
  ///     the element's name (`[]`: none); `nil` (the default) when it may depend on anything,
  ///     which makes any change to the document recompute the collection.
  ///   - presentAttributes: with `attributes`, the local names of attributes `filter` only
  ///     tests the presence of (changing their values leaves the collection alone).
  public init(
    root: Node, childrenOnly: Bool = false, includeRoot: Bool = false,
    attributes: [String]? = nil, presentAttributes: [String] = [],
    filter: @escaping (Element) -> Bool
  ) {
    self.root = root
    self.childrenOnly = childrenOnly
    self.includeRoot = includeRoot
    self.attributes = attributes
    self.presentAttributes = presentAttributes
    self.filter = filter
  }

  /// The document's version as far as this collection is concerned. The counters only grow,
  /// so their sum changes whenever one of them does.
  private func version(of document: Document?) -> UInt64 {
    guard let document else { return 0 }
    guard let attributes else { return document.domVersion }
    var version = document.treeVersion
    for name in attributes { version &+= document.attributeVersion(name) }
    for name in presentAttributes { version &+= document.attributePresenceVersion(name) }
    return version
  }

  /// The document whose changes may change the elements, and whether only changes to its
  /// tree can (``Document/treeVersion``: the filter reads element names alone) or any change
  /// can (``Document/domVersion``); nil when the root's document is gone.
  public var dependency: (document: Document, treeOnly: Bool)? {
    guard let document = root.nodeDocumentStorage else { return nil }
    return (document, attributes?.isEmpty == true && presentAttributes.isEmpty)
  }

  /// The elements, recomputed when the tree changed.
  public var elements: [Element] {
    let document = root.nodeDocumentStorage
    let version = version(of: document)
    let identity = document.map(ObjectIdentifier.init)
    if version == cachedVersion && identity == cachedDocument { return cached }
    var result: [Element] = []
    if childrenOnly {
      var child = root.firstChild
      while let node = child {
        if let element = node as? Element, filter(element) { result.append(element) }
        child = node.nextSibling
      }
    } else {
      var node: Node? = includeRoot ? root : root.nextInTreeOrder(within: root)
      while let current = node {
        if let element = current as? Element, filter(element) { result.append(element) }
        node = current.nextInTreeOrder(within: root)
      }
    }
    cached = result
    cachedVersion = version
    cachedDocument = identity
    return result
  }

  /// https://dom.spec.whatwg.org/#dom-htmlcollection-length
  public var length: Int { elements.count }

  /// https://dom.spec.whatwg.org/#dom-htmlcollection-item
  public func item(_ index: Int) -> Element? {
    let elements = self.elements
    return index >= 0 && index < elements.count ? elements[index] : nil
  }

  /// The item at `index`.
  public subscript(index: Int) -> Element? { item(index) }

  /// The first element whose `id`, or (for HTML elements) `name`, is `key`.
  ///
  /// https://dom.spec.whatwg.org/#dom-htmlcollection-nameditem
  public func namedItem(_ key: String) -> Element? {
    guard !key.isEmpty else { return nil }
    // The filter of the elements' document (a fragment's may not be theirs: a template's
    // contents keep the page's node document).
    if !(root is DocumentFragment), !root.nodeDocument.mayHaveElementNamed(key) { return nil }
    return elements.first {
      $0.attributeValue(localName: "id") == key
        || ($0.isHTMLElement && $0.attributeValue(localName: "name") == key)
    }
  }

  /// The supported property names, in order. https://dom.spec.whatwg.org/#ref-for-dfn-supported-property-names
  public var supportedPropertyNames: [String] {
    var names: [String] = []
    var seen = Set<String>()
    for element in elements {
      if let id = element.attributeValue(localName: "id"), !id.isEmpty, seen.insert(id).inserted {
        names.append(id)
      }
      if element.isHTMLElement, let name = element.attributeValue(localName: "name"), !name.isEmpty,
        seen.insert(name).inserted
      {
        names.append(name)
      }
    }
    return names
  }

  public func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }
}
