import DOM

/// The `Headers` interface: a header list with a guard that decides which changes scripts may
/// make. Names keep the case they were given; byte strings are held isomorphically decoded, so
/// every code point is at most U+00FF. https://fetch.spec.whatwg.org/#headers-class
public final class Headers: Sequence {
  /// Which changes the object allows. https://fetch.spec.whatwg.org/#concept-headers-guard
  public enum Guard: String, Sendable {
    /// No change is allowed (the headers of a fetched response or of a sent request).
    case immutable
    /// A request's headers: forbidden request-headers are silently ignored.
    case request
    /// A `no-cors` request's headers: only no-CORS-safelisted request-headers are kept.
    case requestNoCORS = "request-no-cors"
    /// A constructed response's headers: forbidden response-header names are ignored.
    case response
    /// `new Headers()`: every valid header is allowed.
    case none
  }

  /// The guard. https://fetch.spec.whatwg.org/#concept-headers-guard
  public internal(set) var headerGuard: Guard
  /// The header list, in insertion order with names as given.
  /// https://fetch.spec.whatwg.org/#concept-headers-header-list
  public internal(set) var list: [(name: String, value: String)]

  /// Makes an empty object with a guard (`none` for `new Headers()`).
  /// https://fetch.spec.whatwg.org/#dom-headers
  public init(guard headerGuard: Guard = .none) {
    self.headerGuard = headerGuard
    self.list = []
  }

  /// `new Headers(init)` with a record or with a sequence of well-formed pairs: fills the object.
  /// https://fetch.spec.whatwg.org/#dom-headers
  public convenience init(
    _ pairs: [(name: String, value: String)], guard headerGuard: Guard = .none
  ) throws(TypeError) {
    self.init(guard: headerGuard)
    try fill(pairs)
  }

  /// `new Headers(sequence)`: each inner sequence must have exactly two items.
  /// https://fetch.spec.whatwg.org/#concept-headers-fill
  public convenience init(sequence: [[String]], guard headerGuard: Guard = .none)
    throws(TypeError)
  {
    var pairs: [(name: String, value: String)] = []
    for header in sequence {
      // 1.1. If header's size is not 2, then throw a TypeError.
      guard header.count == 2 else {
        throw TypeError("Header init pair must have exactly two items")
      }
      pairs.append((header[0], header[1]))
    }
    try self.init(pairs, guard: headerGuard)
  }

  /// A copy of `other` (list and guard), for cloning requests and responses.
  public init(copying other: Headers) {
    headerGuard = other.headerGuard
    list = other.list
  }

  // MARK: - Public API

  /// Appends each pair with ``append(_:_:)``. https://fetch.spec.whatwg.org/#concept-headers-fill
  public func fill(_ pairs: [(name: String, value: String)]) throws(TypeError) {
    for (name, value) in pairs { try append(name, value) }
  }

  /// Appends a header, combining nothing (a later `get` joins equal names with `, `).
  /// https://fetch.spec.whatwg.org/#dom-headers-append
  public func append(_ name: String, _ value: String) throws(TypeError) {
    // 1. Normalize value.
    let value = HTTPSyntax.trimmingHTTPWhitespace(value)
    // 2. If validating (name, value) for headers returns false, then return.
    guard try validate(name: name, value: value) else { return }
    // 3. If headers's guard is "request-no-cors":
    if headerGuard == .requestNoCORS {
      // 3.1–3.3. Let temporaryValue be the combined value of name, then value appended.
      let temporaryValue = combinedValue(name).map { $0 + ", " + value } ?? value
      // 3.4. If (name, temporaryValue) is not a no-CORS-safelisted request-header, return.
      guard HeaderPolicy.isNoCORSSafelistedRequestHeader(name: name, value: temporaryValue)
      else { return }
    }
    // 4. Append (name, value) to headers's header list.
    list.append((name, value))
    // 5. If headers's guard is "request-no-cors", then remove privileged no-CORS headers.
    if headerGuard == .requestNoCORS { removePrivilegedNoCORSRequestHeaders() }
  }

  /// Removes every header called `name`. https://fetch.spec.whatwg.org/#dom-headers-delete
  public func delete(_ name: String) throws(TypeError) {
    // 1. If validating (name, ``) for this returns false, then return.
    guard try validate(name: name, value: "") else { return }
    // 2. If this's guard is "request-no-cors", name is not a no-CORS-safelisted request-header
    //    name, and name is not a privileged no-CORS request-header name, then return.
    if headerGuard == .requestNoCORS,
      !HeaderPolicy.isNoCORSSafelistedRequestHeaderName(name),
      !HeaderPolicy.isPrivilegedNoCORSRequestHeaderName(name)
    {
      return
    }
    // 3. If this's header list does not contain name, then return.
    guard contains(name) else { return }
    // 4. Delete name from this's header list.
    removeAll(name)
    // 5. If this's guard is "request-no-cors", then remove privileged no-CORS headers.
    if headerGuard == .requestNoCORS { removePrivilegedNoCORSRequestHeaders() }
  }

  /// The values of every header called `name` joined with `, `, or `nil`.
  /// https://fetch.spec.whatwg.org/#dom-headers-get
  public func get(_ name: String) throws(TypeError) -> String? {
    // 1. If name is not a header name, then throw a TypeError.
    try Self.checkName(name)
    // 2. Return the result of getting name from this's header list.
    return combinedValue(name)
  }

  /// The values of the `Set-Cookie` headers, each on its own.
  /// https://fetch.spec.whatwg.org/#dom-headers-getsetcookie
  public func getSetCookie() -> [String] {
    // 1. If this's header list does not contain `Set-Cookie`, then return « ».
    // 2. Return the values of all headers whose name is a byte-case-insensitive match for
    //    `Set-Cookie`, in order.
    list.filter { HTTPSyntax.equalsIgnoringASCIICase($0.name, "set-cookie") }.map(\.value)
  }

  /// Whether a header called `name` exists. https://fetch.spec.whatwg.org/#dom-headers-has
  public func has(_ name: String) throws(TypeError) -> Bool {
    // 1. If name is not a header name, then throw a TypeError.
    try Self.checkName(name)
    // 2. Return true if this's header list contains name; otherwise false.
    return contains(name)
  }

  /// Replaces every header called `name` with one (`name`, `value`) at the first one's place.
  /// https://fetch.spec.whatwg.org/#dom-headers-set
  public func set(_ name: String, _ value: String) throws(TypeError) {
    // 1. Normalize value.
    let value = HTTPSyntax.trimmingHTTPWhitespace(value)
    // 2. If validating (name, value) for this returns false, then return.
    guard try validate(name: name, value: value) else { return }
    // 3. If this's guard is "request-no-cors" and (name, value) is not a no-CORS-safelisted
    //    request-header, then return.
    if headerGuard == .requestNoCORS,
      !HeaderPolicy.isNoCORSSafelistedRequestHeader(name: name, value: value)
    {
      return
    }
    // 4. Set (name, value) in this's header list.
    setInList(name, value)
    // 5. If this's guard is "request-no-cors", then remove privileged no-CORS headers.
    if headerGuard == .requestNoCORS { removePrivilegedNoCORSRequestHeaders() }
  }

  /// The headers as scripts iterate them: names lowercased and sorted, values of equal names
  /// combined, except `set-cookie`, whose headers stay separate.
  /// https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine
  public func sortedAndCombined() -> [(name: String, value: String)] {
    // 1. Let headers be a list of name-value pairs.
    var headers: [(name: String, value: String)] = []
    // 2. Let names be the result of converting header names to a sorted-lowercase set.
    var seen: Set<String> = []
    var names: [String] = []
    for (name, _) in list {
      let lowered = HTTPSyntax.asciiLowercased(name)
      if seen.insert(lowered).inserted { names.append(lowered) }
    }
    names.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    // 3. For each name of names:
    for name in names {
      if name == "set-cookie" {
        // 3.1. If name is `set-cookie`, then: append (name, value) for each value in order.
        for (headerName, value) in list where HTTPSyntax.asciiLowercased(headerName) == name {
          headers.append((name, value))
        }
      } else if let value = combinedValue(name) {
        // 3.2. Otherwise: append (name, the combined value).
        headers.append((name, value))
      }
    }
    // 4. Return headers.
    return headers
  }

  /// Iterates ``sortedAndCombined()`` (a snapshot; the binding's iterator re-reads it per step,
  /// as WebIDL's pair iterator does). https://fetch.spec.whatwg.org/#headers-class
  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    sortedAndCombined().makeIterator()
  }

  // MARK: - Header list concepts

  /// Whether the list has a header called `name`.
  /// https://fetch.spec.whatwg.org/#header-list-contains
  func contains(_ name: String) -> Bool {
    list.contains { HTTPSyntax.equalsIgnoringASCIICase($0.name, name) }
  }

  /// The values called `name` joined with `, `, or `nil`.
  /// https://fetch.spec.whatwg.org/#concept-header-list-get
  func combinedValue(_ name: String) -> String? {
    var result: String?
    for (headerName, value) in list where HTTPSyntax.equalsIgnoringASCIICase(headerName, name) {
      result = result.map { $0 + ", " + value } ?? value
    }
    return result
  }

  /// Removes every header called `name`. https://fetch.spec.whatwg.org/#concept-header-list-delete
  func removeAll(_ name: String) {
    list.removeAll { HTTPSyntax.equalsIgnoringASCIICase($0.name, name) }
  }

  /// Sets `name` in the list without validation: the first match gets `value`, the others go.
  /// https://fetch.spec.whatwg.org/#concept-header-list-set
  func setInList(_ name: String, _ value: String) {
    // 1. If list contains name, then set the value of the first such header to value and remove
    //    the others. 2. Otherwise, append (name, value) to list.
    guard let first = list.firstIndex(where: { HTTPSyntax.equalsIgnoringASCIICase($0.name, name) })
    else {
      list.append((name, value))
      return
    }
    list[first].value = value
    var index = list.count - 1
    while index > first {
      if HTTPSyntax.equalsIgnoringASCIICase(list[index].name, name) { list.remove(at: index) }
      index -= 1
    }
  }

  /// Combines (`name`, `value`) into the list without validation: appended to the first match's
  /// value after `, `, else appended. https://fetch.spec.whatwg.org/#concept-header-list-combine
  func combineInList(_ name: String, _ value: String) {
    if let first = list.firstIndex(where: { HTTPSyntax.equalsIgnoringASCIICase($0.name, name) }) {
      list[first].value += ", " + value
    } else {
      list.append((name, value))
    }
  }

  /// The MIME type the `Content-Type` headers give, or `nil` on failure.
  /// https://fetch.spec.whatwg.org/#concept-header-extract-mime-type
  public func extractMIMEType() -> MIMEType? {
    // 1–3. Let charset, essence and mimeType be null.
    var charset: String?
    var essence: String?
    var mimeType: MIMEType?
    // 4. Let values be the result of getting, decoding, and splitting `Content-Type`.
    // 5. If values is null, then return failure.
    guard let combined = combinedValue("content-type") else { return nil }
    // 6. For each value of values:
    for value in HTTPSyntax.decodeAndSplit(combined) {
      // 6.1–6.2. Parse value; on failure or an essence of */*, continue.
      guard let temporaryMIMEType = MIMEType(value), temporaryMIMEType.essence != "*/*" else {
        continue
      }
      // 6.3. Set mimeType to temporaryMimeType.
      var current = temporaryMIMEType
      if current.essence != essence {
        // 6.4. If mimeType's essence is not essence: reset charset to the new charset
        //      parameter, if any, and set essence to mimeType's essence.
        charset = current.charset
        essence = current.essence
      } else if current.charset == nil, let charset {
        // 6.5. Otherwise, if mimeType's parameters["charset"] does not exist and charset is
        //      non-null, set mimeType's parameters["charset"] to charset.
        current.setParameter("charset", charset)
      }
      mimeType = current
    }
    // 7–8. If mimeType is null, then return failure; return mimeType.
    return mimeType
  }

  /// The `Content-Length` as a number, or `nil` when absent, inconsistent or not digits.
  /// https://fetch.spec.whatwg.org/#header-list-extract-a-length
  public func extractLength() -> Int? {
    // 1. Let values be the result of getting, decoding, and splitting `Content-Length`.
    // 2. If values is null, then return null.
    guard let combined = combinedValue("content-length") else { return nil }
    // 3. Let candidateValue be null.
    var candidateValue: String?
    // 4. For each value of values: if candidateValue is null, set it to value; otherwise, if
    //    value is not candidateValue, return failure.
    for value in HTTPSyntax.decodeAndSplit(combined) {
      if let candidateValue, candidateValue != value { return nil }
      candidateValue = value
    }
    // 5. If candidateValue is the empty string or has a code point that is not an ASCII digit,
    //    then return null.
    guard let candidateValue, !candidateValue.isEmpty,
      candidateValue.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
    else { return nil }
    // 6. Return candidateValue, interpreted as decimal number.
    return Int(candidateValue)
  }

  // MARK: - Validation

  /// Throws unless `name` is a header name. https://fetch.spec.whatwg.org/#header-name
  static func checkName(_ name: String) throws(TypeError) {
    guard HTTPSyntax.isToken(name) else {
      throw TypeError("Invalid header name: '\(name)'")
    }
  }

  /// Whether `value` is a header value: no leading or trailing tab or space, no NUL, CR or LF,
  /// and (as a ByteString) no code point above U+00FF. https://fetch.spec.whatwg.org/#header-value
  static func isValue(_ value: String) -> Bool {
    if let first = value.unicodeScalars.first, HTTPSyntax.isHTTPTabOrSpace(first) { return false }
    if let last = value.unicodeScalars.last, HTTPSyntax.isHTTPTabOrSpace(last) { return false }
    return value.unicodeScalars.allSatisfy { scalar in
      scalar != "\0" && scalar != "\n" && scalar != "\r" && scalar.value <= 0xFF
    }
  }

  /// Validates (`name`, `value`) for this object: throws for an invalid header or an immutable
  /// guard, returns false when the guard silently drops it.
  /// https://fetch.spec.whatwg.org/#headers-validate
  private func validate(name: String, value: String) throws(TypeError) -> Bool {
    // 1. If name is not a header name or value is not a header value, then throw a TypeError.
    try Self.checkName(name)
    guard Self.isValue(value) else {
      throw TypeError("Header '\(name)' has invalid value: '\(value)'")
    }
    switch headerGuard {
    case .immutable:
      // 2. If headers's guard is "immutable", then throw a TypeError.
      throw TypeError("Headers object's guard is 'immutable'")
    case .request:
      // 3. If headers's guard is "request" and (name, value) is a forbidden request-header,
      //    then return false.
      return !HeaderPolicy.isForbiddenRequestHeader(name: name, value: value)
    case .response:
      // 4. If headers's guard is "response" and name is a forbidden response-header name,
      //    then return false.
      return !HeaderPolicy.isForbiddenResponseHeaderName(name)
    case .requestNoCORS, .none:
      // 5. Return true.
      return true
    }
  }

  /// Removes privileged no-CORS request-headers (`Range`).
  /// https://fetch.spec.whatwg.org/#concept-headers-remove-privileged-no-cors-request-headers
  private func removePrivilegedNoCORSRequestHeaders() {
    list.removeAll { HeaderPolicy.isPrivilegedNoCORSRequestHeaderName($0.name) }
  }
}
