/// The live collections a node's `getElementsByTagName`, `getElementsByTagNameNS` and
/// `getElementsByClassName` made, kept while anyone holds them, so that the same arguments
/// answer the same object: WebKit's `el.getElementsByTagName("p") === el.getElementsByTagName("p")`
/// is `true` (an expando set on one is seen on the other), while `"P"` and `"p"`, or the class
/// lists `"a b"` and `"b a"`, are different collections (fixture `dom-collections/cached`).
/// The standard allows it: "the same HTMLCollection object may be returned as returned by an
/// earlier call" (https://dom.spec.whatwg.org/#concept-getelementsbytagname).
///
/// It is also what makes a script asking `node.getElementsByTagName(name).length` again and
/// again (Turndown does, for each blank node and each void element name) cheap: the
/// collection keeps its elements until the document changes.
enum CollectionCache {
  /// What a collection was made for: the method, its arguments as given, and the facts of
  /// the node's document the filter reads (a node moved into a document of another kind, or a
  /// document whose mode changed, gets a new collection).
  struct Key: WeakObjectCacheKey {
    enum Method: Hashable {
      case tagName(String)
      case tagNameNS(String?, String)
      case className(String)
    }
    let method: Method
    let document: ObjectIdentifier
    let isHTMLDocument: Bool
    let quirks: Bool

    var quickHash: Int {
      let names: Int
      switch method {
      case .tagName(let name): names = name.quickHash
      case .tagNameNS(let namespace, let name):
        names = (namespace?.quickHash ?? 1) &* 31 &+ name.quickHash
      case .className(let classNames): names = classNames.quickHash &+ 7
      }
      let address = Int(bitPattern: UInt(bitPattern: document) &* 0x9E37_79B9_7F4A_7C15)
      return names ^ address ^ (isHTMLDocument ? 1 : 0) ^ (quirks ? 2 : 0)
    }
  }
}

extension Node {
  /// The collection cached for `method` on this node, or the one `make` returns (then cached).
  func cachedCollection(
    _ method: CollectionCache.Key.Method, make: () -> HTMLCollection
  ) -> HTMLCollection {
    let document = nodeDocument
    let key = CollectionCache.Key(
      method: method, document: ObjectIdentifier(document),
      isHTMLDocument: document.isHTMLDocument, quirks: document.mode == .quirks)
    return ensureRareData().collections.object(for: key, make: make)
  }
}
