extension PropertyList: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
  /// Creates a `.string` from a string literal.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension PropertyList: ExpressibleByIntegerLiteral {
  /// Creates an `.integer` from an integer literal.
  public init(integerLiteral value: Int64) {
    self = .integer(value)
  }
}

extension PropertyList: ExpressibleByFloatLiteral {
  /// Creates a `.real` from a floating-point literal.
  public init(floatLiteral value: Double) {
    self = .real(value)
  }
}

extension PropertyList: ExpressibleByBooleanLiteral {
  /// Creates a `.boolean` from `true` or `false`.
  public init(booleanLiteral value: Bool) {
    self = .boolean(value)
  }
}

extension PropertyList: ExpressibleByArrayLiteral {
  /// Creates an `.array` from an array literal.
  public init(arrayLiteral elements: PropertyList...) {
    self = .array(elements)
  }
}

extension PropertyList: ExpressibleByDictionaryLiteral {
  /// Creates a `.dictionary` from a dictionary literal, keeping the literal's key order.
  public init(dictionaryLiteral elements: (String, PropertyList)...) {
    var dictionary = PropertyListDictionary()
    for (key, value) in elements {
      precondition(dictionary[key] == nil, "PropertyList literal repeats key \"\(key)\"")
      dictionary[key] = value
    }
    self = .dictionary(dictionary)
  }
}
