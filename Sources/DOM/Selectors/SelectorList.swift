/// A parsed selector list, ready to match elements or query a tree.
///
/// Parsing follows Selectors Level 4 as browsers ship it; matching follows the HTML standard's
/// meaning of each pseudo-class and its case rules. Parse once and reuse: a `SelectorList` is
/// independent of any document.
///
/// https://drafts.csswg.org/selectors-4/#grouping
public struct SelectorList: Sendable {
  /// The selector text this list was parsed from.
  public let text: String
  let selectors: [ComplexSelector]

  /// Parses `text`, throwing a `SyntaxError` whose message names the offending offset (in
  /// UTF-16 code units) and the selector.
  ///
  /// https://drafts.csswg.org/selectors-4/#parse-a-selector
  public init(_ text: String) throws(DOMException) {
    self.text = text
    self.selectors = try SelectorParser.parse(text)
  }

  /// Whether the list matches `element`, with `:scope` matching `scope` (by default the
  /// element itself, as `Element.matches` does).
  ///
  /// https://drafts.csswg.org/selectors-4/#match-a-selector-against-an-element
  public func matches(_ element: Element, scope: Element? = nil) -> Bool {
    SelectorMatcher(scope: scope ?? element, document: element.nodeDocumentStorage)
      .matches(selectors, element)
  }

  /// Whether no selector of the list can match an element (all name pseudo-elements).
  var neverMatches: Bool { selectors.allSatisfy(\.hasPseudoElement) }

  /// The element `:scope` matches in a query on `root`: `root` itself, or for a document its
  /// root element (as `:root`).
  static func scopeElement(for root: Node) -> Element? {
    if let element = root as? Element { return element }
    if let document = root as? Document { return document.documentElement }
    return nil
  }

  /// The ID of a selector list that is exactly `#id`, for the document fast path.
  private var soleID: String? {
    guard selectors.count == 1, selectors[0].compounds.count == 1,
      !selectors[0].hasPseudoElement, selectors[0].compounds[0].simpleSelectors.count == 1,
      case .id(let id) = selectors[0].compounds[0].simpleSelectors[0]
    else { return nil }
    return id
  }

  /// The first descendant of `root`, in tree order, that matches.
  ///
  /// https://dom.spec.whatwg.org/#scope-match-a-selectors-string
  public func firstMatch(in root: Node) -> Element? {
    if neverMatches { return nil }
    let document = root.nodeDocumentStorage
    if let id = soleID, document?.mode != .quirks {
      // `#id`: compare IDs directly, stopping at the first.
      var found: Element? = nil
      root.forEachDescendantUnretained { current in
        if let element = current as? Element, element.hasID(id) {
          found = element
          return false
        }
        return true
      }
      return found
    }
    let matcher = SelectorMatcher(scope: Self.scopeElement(for: root), document: document)
    let filters = selectors.map(SubjectFilter.init)
    var found: Element? = nil
    root.forEachDescendantUnretained { current in
      if let element = current as? Element, matches(element, matcher, filters) {
        found = element
        return false
      }
      return true
    }
    return found
  }

  /// Whether `element` matches, trying each selector's subject filter first.
  @inline(__always)
  private func matches(_ element: Element, _ matcher: SelectorMatcher, _ filters: [SubjectFilter])
    -> Bool
  {
    filters.withUnsafeBufferPointer { filters in
      selectors.withUnsafeBufferPointer { selectors in
        for index in filters.indices
        where filters[index].admits(
          element, isHTMLDocument: matcher.isHTMLDocument, isQuirksMode: matcher.isQuirksMode)
          && matcher.matches(selectors[index], element)
        {
          return true
        }
        return false
      }
    }
  }

  /// Every descendant of `root` that matches, in tree order, in one pass over the tree.
  ///
  /// https://dom.spec.whatwg.org/#scope-match-a-selectors-string
  public func allMatches(in root: Node) -> [Element] {
    if neverMatches { return [] }
    let matcher = SelectorMatcher(
      scope: Self.scopeElement(for: root), document: root.nodeDocumentStorage)
    let filters = selectors.map(SubjectFilter.init)
    var result: [Element] = []
    root.forEachDescendantUnretained { current in
      if let element = current as? Element, matches(element, matcher, filters) {
        result.append(element)
      }
      return true
    }
    return result
  }
}

extension Element {
  /// Whether the element's ID (its null-namespace `id` attribute) is exactly `id`.
  func hasID(_ id: String) -> Bool {
    for slot in attributeStorage where slot.name.namespace == nil && slot.name.localName == "id" {
      return SelectorStringMatching.equals(slot.value, id)
    }
    return false
  }
}
