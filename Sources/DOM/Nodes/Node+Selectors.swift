// Selector-based lookups: the ParentNode query methods and the Element matching methods.
// https://dom.spec.whatwg.org/#interface-parentnode and https://dom.spec.whatwg.org/#interface-element

extension Node {
  /// Parses `selectors`, through `cache` when one is given.
  func parseSelectors(_ selectors: String, cache: SelectorCache?) throws(DOMException)
    -> SelectorList
  {
    if let cache { return try cache.selectorList(for: selectors) }
    guard let document = nodeDocumentStorage else { return try SelectorList(selectors) }
    if let cache = document.selectorCacheStorage { return try cache.selectorList(for: selectors) }
    let cache = SelectorCache()
    document.selectorCacheStorage = cache
    return try cache.selectorList(for: selectors)
  }

  /// The first descendant element, in tree order, matching `selectors`; throws a `SyntaxError`
  /// for an invalid selector. `:scope` is this node (the root element for a document).
  ///
  /// https://dom.spec.whatwg.org/#dom-parentnode-queryselector
  public func querySelector(_ selectors: String, cache: SelectorCache? = nil)
    throws(DOMException) -> Element?
  {
    try parseSelectors(selectors, cache: cache).firstMatch(in: self)
  }

  /// Every descendant element matching `selectors`, in tree order, as a static list.
  ///
  /// https://dom.spec.whatwg.org/#dom-parentnode-queryselectorall
  public func querySelectorAll(_ selectors: String, cache: SelectorCache? = nil)
    throws(DOMException) -> NodeList
  {
    NodeList(snapshot: try parseSelectors(selectors, cache: cache).allMatches(in: self))
  }
}

extension Element {
  /// Whether this element matches `selectors` (`:scope` is the element itself).
  ///
  /// https://dom.spec.whatwg.org/#dom-element-matches
  public func matches(_ selectors: String, cache: SelectorCache? = nil) throws(DOMException)
    -> Bool
  {
    try parseSelectors(selectors, cache: cache).matches(self, scope: self)
  }

  /// The legacy alias of `matches`. https://dom.spec.whatwg.org/#dom-element-webkitmatchesselector
  public func webkitMatchesSelector(_ selectors: String, cache: SelectorCache? = nil)
    throws(DOMException) -> Bool
  {
    try matches(selectors, cache: cache)
  }

  /// The nearest inclusive ancestor element matching `selectors` (`:scope` is this element).
  ///
  /// https://dom.spec.whatwg.org/#dom-element-closest
  public func closest(_ selectors: String, cache: SelectorCache? = nil) throws(DOMException)
    -> Element?
  {
    let list = try parseSelectors(selectors, cache: cache)
    var node: Element? = self
    while let element = node {
      if list.matches(element, scope: self) { return element }
      node = element.parentElement
    }
    return nil
  }
}
