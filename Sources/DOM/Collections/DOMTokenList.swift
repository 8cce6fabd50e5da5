/// A set of space-separated tokens, live over one attribute of an element (`classList` over
/// `class`, and the HTML standard's `relList`, `sandbox`…): every read parses the attribute's
/// current value, every change writes the serialized set back to the attribute.
///
/// https://dom.spec.whatwg.org/#interface-domtokenlist
public final class DOMTokenList {
  /// The element whose attribute this list reflects.
  ///
  /// https://dom.spec.whatwg.org/#concept-domtokenlist-element
  public let element: Element
  /// The local name of the reflected attribute (in no namespace).
  ///
  /// https://dom.spec.whatwg.org/#concept-domtokenlist-attribute
  public let attributeName: String
  /// The supported tokens, lowercase; `nil` when the attribute defines none (`class`).
  ///
  /// https://dom.spec.whatwg.org/#concept-supported-tokens
  public let supportedTokens: Set<String>?

  /// The attribute value the cached token set was parsed from.
  private var parsedSource: String?
  /// The token set parsed from ``parsedSource``.
  private var parsedTokens: [String] = []

  init(element: Element, attributeName: String, supportedTokens: Set<String>?) {
    self.element = element
    self.attributeName = attributeName
    self.supportedTokens = supportedTokens
  }

  // MARK: - Public API

  /// The token set: the attribute value split on ASCII whitespace, without duplicates.
  ///
  /// https://dom.spec.whatwg.org/#concept-dtl-tokens
  public var tokens: [String] {
    let source = element.attributeValue(localName: attributeName)
    if source != parsedSource {
      parsedTokens = source.map(DOMTokenList.parseOrderedSet) ?? []
      parsedSource = source
    }
    return parsedTokens
  }

  /// The number of tokens. https://dom.spec.whatwg.org/#dom-domtokenlist-length
  public var length: Int { tokens.count }

  /// The token at `index`, or `nil` past the end. https://dom.spec.whatwg.org/#dom-domtokenlist-item
  public func item(_ index: Int) -> String? {
    let tokens = tokens
    return tokens.indices.contains(index) ? tokens[index] : nil
  }

  /// Whether `token` is in the set. https://dom.spec.whatwg.org/#dom-domtokenlist-contains
  public func contains(_ token: String) -> Bool { tokens.contains(token) }

  /// Adds each token that is not yet in the set.
  ///
  /// https://dom.spec.whatwg.org/#dom-domtokenlist-add
  public func add(_ newTokens: [String]) throws(DOMException) {
    // 1. Validate every token first.
    for token in newTokens { try DOMTokenList.validate(token) }
    // 2. Append each missing token.
    var set = tokens
    for token in newTokens where !set.contains(token) { set.append(token) }
    // 3. Run the update steps.
    update(set)
  }

  /// Removes each token.
  ///
  /// https://dom.spec.whatwg.org/#dom-domtokenlist-remove
  public func remove(_ oldTokens: [String]) throws(DOMException) {
    // 1. Validate every token first.
    for token in oldTokens { try DOMTokenList.validate(token) }
    // 2. Remove them.
    var set = tokens
    set.removeAll { oldTokens.contains($0) }
    // 3. Run the update steps.
    update(set)
  }

  /// Removes `token` when present and adds it when absent (`force` true only adds, false only
  /// removes); returns whether the token is now in the set.
  ///
  /// https://dom.spec.whatwg.org/#dom-domtokenlist-toggle
  @discardableResult
  public func toggle(_ token: String, force: Bool? = nil) throws(DOMException) -> Bool {
    // 1–2. Validate.
    try DOMTokenList.validate(token)
    var set = tokens
    // 3. Present: remove unless forced on.
    if set.contains(token) {
      if force == nil || force == false {
        set.removeAll { $0 == token }
        update(set)
        return false
      }
      return true
    }
    // 4. Absent: add unless forced off.
    if force == nil || force == true {
      set.append(token)
      update(set)
      return true
    }
    // 5.
    return false
  }

  /// Replaces `token` with `newToken`; returns false (and changes nothing) when `token` is not
  /// in the set.
  ///
  /// https://dom.spec.whatwg.org/#dom-domtokenlist-replace
  @discardableResult
  public func replace(_ token: String, _ newToken: String) throws(DOMException) -> Bool {
    // 1–2. An empty string is a syntax error; white space is an invalid character.
    if token.isEmpty || newToken.isEmpty {
      throw DOMException(.syntaxError, "A token must not be empty.")
    }
    if DOMTokenList.hasASCIIWhitespace(token) || DOMTokenList.hasASCIIWhitespace(newToken) {
      throw DOMException(.invalidCharacterError, "A token must not contain white space.")
    }
    // 3. Not present: nothing to do.
    var set = tokens
    guard let first = set.firstIndex(where: { $0 == token || $0 == newToken }),
      set.contains(token)
    else { return false }
    // 4. Replace the first of token/newToken, remove the others (ordered set replace).
    set[first] = newToken
    var index = set.index(after: first)
    while index < set.endIndex {
      if set[index] == token || set[index] == newToken {
        set.remove(at: index)
      } else {
        index = set.index(after: index)
      }
    }
    // 5. Run the update steps.
    update(set)
    return true
  }

  /// Whether `token` is one of the attribute's supported tokens (ASCII case-insensitively);
  /// a `TypeError` when the attribute defines no supported tokens (as `class` does not).
  ///
  /// https://dom.spec.whatwg.org/#dom-domtokenlist-supports
  public func supports(_ token: String) throws(TypeError) -> Bool {
    guard let supportedTokens else {
      throw TypeError("The '\(attributeName)' attribute has no supported tokens.")
    }
    return supportedTokens.contains(token.asciiLowercased())
  }

  /// The attribute's value ("" when absent); setting it sets the attribute.
  ///
  /// https://dom.spec.whatwg.org/#dom-domtokenlist-value
  public var value: String {
    get { element.attributeValue(localName: attributeName) ?? "" }
    set { element.setAttributeValue(localName: attributeName, newValue) }
  }

  // MARK: - Internals

  /// https://dom.spec.whatwg.org/#concept-domtokenlist-update-steps
  private func update(_ set: [String]) {
    // 1. No attribute and no tokens: do not create the attribute.
    if element.attributeValue(localName: attributeName) == nil && set.isEmpty { return }
    // 2. Set the attribute to the serialized set.
    element.setAttributeValue(localName: attributeName, set.joined(separator: " "))
  }

  /// https://dom.spec.whatwg.org/#concept-domtokenlist-validation (steps 1–2 of add/remove…)
  private static func validate(_ token: String) throws(DOMException) {
    if token.isEmpty { throw DOMException(.syntaxError, "A token must not be empty.") }
    if hasASCIIWhitespace(token) {
      throw DOMException(
        .invalidCharacterError, "The token '\(token)' contains white space.")
    }
  }

  private static func hasASCIIWhitespace(_ token: String) -> Bool {
    token.utf8.contains { $0.isASCIIWhitespace }
  }

  /// https://dom.spec.whatwg.org/#concept-ordered-set-parser
  static func parseOrderedSet(_ input: String) -> [String] {
    var set: [String] = []
    for token in input.splitOnASCIIWhitespace() where !set.contains(token) {
      set.append(token)
    }
    return set
  }
}

/// A token list an element caches without keeping it alive.
struct WeakTokenList {
  weak var list: DOMTokenList?
}

extension Element {
  /// The `class` attribute's tokens, as a live list; the same object while anyone holds it.
  ///
  /// https://dom.spec.whatwg.org/#dom-element-classlist
  public var classList: DOMTokenList { tokenList(attribute: "class") }

  /// The live token list over the attribute `localName` (for `classList`, and the HTML
  /// standard's `relList`, `sandbox`, `htmlFor` of `output`…): the same object while anyone holds
  /// it. `supportedTokens` (lowercase) is used when the list is first made.
  ///
  /// https://dom.spec.whatwg.org/#interface-domtokenlist
  public func tokenList(attribute localName: String, supportedTokens: Set<String>? = nil)
    -> DOMTokenList
  {
    let rare = ensureRareData()
    rare.tokenLists.removeAll { $0.list == nil }
    if let existing = rare.tokenLists.first(where: { $0.list?.attributeName == localName })?.list {
      return existing
    }
    let list = DOMTokenList(
      element: self, attributeName: localName, supportedTokens: supportedTokens)
    rare.tokenLists.append(WeakTokenList(list: list))
    return list
  }
}
