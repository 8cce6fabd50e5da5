/// The `URLSearchParams` interface: an ordered list of name/value pairs, kept in sync with the
/// query of its `URL` object, if any.
///
/// https://url.spec.whatwg.org/#interface-urlsearchparams
public final class URLSearchParams: Sequence {
  /// The list of name-value pairs. https://url.spec.whatwg.org/#concept-urlsearchparams-list
  public internal(set) var list: [(name: String, value: String)]
  /// The `URL` object whose query this object mirrors, or `nil`.
  /// https://url.spec.whatwg.org/#concept-urlsearchparams-url-object
  weak var urlObject: DOMURL?

  /// `new URLSearchParams(string)`: parses `string` as `application/x-www-form-urlencoded`,
  /// ignoring one leading `?`.
  ///
  /// https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
  public init(_ string: String = "") {
    // 1–3. (Sequences and records are the other initializers.) Strip a leading "?" and parse.
    let input = string.hasPrefix("?") ? String(string.dropFirst()) : string
    list = FormURLEncoding.parse(input)
  }

  /// `new URLSearchParams(record)` or `new URLSearchParams(sequence)` with well-formed pairs.
  ///
  /// https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
  public init(_ pairs: [(name: String, value: String)]) {
    list = pairs
  }

  /// `new URLSearchParams(sequence)`: each inner sequence must have exactly two items.
  ///
  /// https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
  public init(sequence: [[String]]) throws(URLTypeError) {
    var pairs: [(name: String, value: String)] = []
    for pair in sequence {
      // If pair does not contain exactly two items, then throw a TypeError.
      guard pair.count == 2 else {
        throw URLTypeError(message: "URLSearchParams init pair must have exactly two items")
      }
      pairs.append((pair[0], pair[1]))
    }
    list = pairs
  }

  /// The update steps: write the serialized list to the URL object's query.
  /// https://url.spec.whatwg.org/#concept-urlsearchparams-update
  private func update() {
    // 1. If query's URL object is null, then return.
    guard let urlObject else { return }
    // 2–3. Let serializedQuery be the serialization of query's list; "" becomes null.
    let serialized = FormURLEncoding.serialize(list)
    // 4. Set query's URL object's URL's query to serializedQuery.
    urlObject.url.query = serialized.isEmpty ? nil : serialized
  }

  /// Code-unit equality (Swift's `==` on strings is canonical equivalence, which JS does not use).
  private func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

  /// The number of pairs. https://url.spec.whatwg.org/#dom-urlsearchparams-size
  public var size: Int { list.count }

  /// Appends a pair. https://url.spec.whatwg.org/#dom-urlsearchparams-append
  public func append(_ name: String, _ value: String) {
    list.append((name, value))
    update()
  }

  /// Removes the pairs named `name` (and, if given, with `value`).
  /// https://url.spec.whatwg.org/#dom-urlsearchparams-delete
  public func delete(_ name: String, _ value: String? = nil) {
    list.removeAll { pair in same(pair.name, name) && (value.map { same($0, pair.value) } ?? true) }
    update()
  }

  /// The value of the first pair named `name`, or `nil`.
  /// https://url.spec.whatwg.org/#dom-urlsearchparams-get
  public func get(_ name: String) -> String? {
    list.first { same($0.name, name) }?.value
  }

  /// The values of all pairs named `name`, in order.
  /// https://url.spec.whatwg.org/#dom-urlsearchparams-getall
  public func getAll(_ name: String) -> [String] {
    list.filter { same($0.name, name) }.map(\.value)
  }

  /// Whether a pair named `name` (and, if given, with `value`) exists.
  /// https://url.spec.whatwg.org/#dom-urlsearchparams-has
  public func has(_ name: String, _ value: String? = nil) -> Bool {
    list.contains { pair in same(pair.name, name) && (value.map { same($0, pair.value) } ?? true) }
  }

  /// Sets the first pair named `name` to `value` and removes the others, or appends a pair.
  /// https://url.spec.whatwg.org/#dom-urlsearchparams-set
  public func set(_ name: String, _ value: String) {
    // 1. If there are pairs whose name is name, set the first one's value and remove the others.
    if let first = list.firstIndex(where: { same($0.name, name) }) {
      list[first].value = value
      var index = list.count - 1
      while index > first {
        if same(list[index].name, name) { list.remove(at: index) }
        index -= 1
      }
    } else {
      // 2. Otherwise, append a new name-value pair.
      list.append((name, value))
    }
    // 3. Run the update steps.
    update()
  }

  /// Sorts the pairs by name, comparing UTF-16 code units, keeping the order of equal names.
  /// https://url.spec.whatwg.org/#dom-urlsearchparams-sort
  public func sort() {
    // 1. Sort all tuples in the list by their names; the relative order of equal names is kept.
    list = list.enumerated().sorted { a, b in
      let (x, y) = (a.element.name.utf16, b.element.name.utf16)
      if x.lexicographicallyPrecedes(y) { return true }
      if y.lexicographicallyPrecedes(x) { return false }
      return a.offset < b.offset
    }.map(\.element)
    // 2. Run the update steps.
    update()
  }

  /// The `application/x-www-form-urlencoded` serialization of the list.
  /// https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior
  public func toString() -> String { FormURLEncoding.serialize(list) }

  /// Iterates the pairs in order (the value iterator of the interface).
  /// https://url.spec.whatwg.org/#interface-urlsearchparams
  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    list.makeIterator()
  }
}
