/// The dictionary of a ``PropertyList/dictionary(_:)`` value: string keys in insertion order.
///
/// Iteration, ``keys`` and serialization follow insertion order, as JavaScript's own property
/// order does, so reports are deterministic. Equality and hashing ignore the order: two
/// dictionaries are equal when they hold the same keys with equal values, as `NSDictionary`s are.
///
/// Assigning to an existing key replaces its value in place (the key keeps its position);
/// assigning `nil` removes the key.
public struct PropertyListDictionary: Sendable {
  /// The keys, in insertion order.
  public private(set) var keys: [String]
  private var storage: [String: PropertyList]

  /// Creates an empty dictionary.
  public init() {
    keys = []
    storage = [:]
  }

  /// Creates a dictionary from key-value pairs in order; a repeated key keeps its first
  /// position and takes its last value (as repeated JavaScript property assignments do).
  public init<S: Sequence>(_ pairs: S) where S.Element == (String, PropertyList) {
    self.init()
    for (key, value) in pairs {
      self[key] = value
    }
  }

  /// Creates a dictionary from an unordered Swift dictionary, with keys in ascending order (by
  /// Unicode scalar values) so the result does not depend on hashing.
  public init(_ dictionary: [String: PropertyList]) {
    keys = dictionary.keys.sorted(by: PropertyListDictionary.keyPrecedes)
    storage = dictionary
  }

  /// The number of entries.
  public var count: Int { keys.count }

  /// Whether the dictionary has no entries.
  public var isEmpty: Bool { keys.isEmpty }

  /// The values, in key insertion order.
  public var values: [PropertyList] { keys.compactMap { storage[$0] } }

  /// The entries as an unordered Swift dictionary.
  public var unordered: [String: PropertyList] { storage }

  /// The value for `key`; setting a value appends a new key or replaces an existing key's value
  /// in place, and setting `nil` removes the key.
  public subscript(key: String) -> PropertyList? {
    get { storage[key] }
    set {
      if let newValue {
        if storage.updateValue(newValue, forKey: key) == nil {
          keys.append(key)
        }
      } else if storage.removeValue(forKey: key) != nil {
        keys.removeAll { $0 == key }
      }
    }
  }

  /// Removes `key` and returns its value, or returns `nil` if the key is absent.
  @discardableResult
  public mutating func removeValue(forKey key: String) -> PropertyList? {
    let old = storage[key]
    self[key] = nil
    return old
  }

  /// A copy with the keys in ascending order (by Unicode scalar values).
  public func sortedByKey() -> PropertyListDictionary {
    var copy = self
    copy.keys.sort(by: PropertyListDictionary.keyPrecedes)
    return copy
  }

  /// The order used for sorted keys: code-point order, independent of locale and of Swift's
  /// `String` comparison (which normalizes).
  package static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
  }
}

extension PropertyListDictionary: Sequence {
  /// Iterates over `(key, value)` pairs in insertion order.
  public func makeIterator() -> AnyIterator<(key: String, value: PropertyList)> {
    var index = keys.startIndex
    return AnyIterator {
      while index < keys.endIndex {
        let key = keys[index]
        index += 1
        if let value = storage[key] { return (key, value) }
      }
      return nil
    }
  }
}

extension PropertyListDictionary: Equatable {
  /// Compares as unordered dictionaries: same keys, equal values; insertion order is ignored.
  public static func == (lhs: PropertyListDictionary, rhs: PropertyListDictionary) -> Bool {
    lhs.storage == rhs.storage
  }
}

extension PropertyListDictionary: Hashable {
  /// Hashes the entries independently of their order, consistently with ``==(_:_:)``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }
}

extension PropertyListDictionary: ExpressibleByDictionaryLiteral {
  /// Creates a dictionary from a literal, keeping the literal's order. Repeating a key in a
  /// literal is a programmer error, as it is for `Dictionary`.
  public init(dictionaryLiteral elements: (String, PropertyList)...) {
    self.init()
    for (key, value) in elements {
      precondition(storage[key] == nil, "PropertyListDictionary literal repeats key \"\(key)\"")
      self[key] = value
    }
  }
}
