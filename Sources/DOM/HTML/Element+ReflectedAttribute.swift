// The get and set algorithms of reflected IDL attributes, one per `ReflectedAttribute.Kind`.
// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes

/// A value of a reflected IDL attribute, in its WebIDL type. https://webidl.spec.whatwg.org/#idl-types
public enum ReflectedValue: Equatable, Sendable {
  /// A `DOMString` or `USVString`.
  case string(String)
  /// `null` (a nullable attribute with no value).
  case null
  /// A `boolean`.
  case boolean(Bool)
  /// A `long`.
  case long(Int32)
  /// An `unsigned long`.
  case unsignedLong(UInt32)
  /// A `double`.
  case double(Double)

  /// The value as a string (`null` is `""`, numbers as ECMAScript prints them); a
  /// convenience, not a WebIDL conversion.
  public var stringValue: String {
    switch self {
    case .string(let value): value
    case .null: ""
    case .boolean(let value): value ? "true" : "false"
    case .long(let value): String(value)
    case .unsignedLong(let value): String(value)
    case .double(let value): HTMLMicrosyntax.bestRepresentation(of: value)
    }
  }

  /// The value as a boolean (strings are true when not empty, numbers when not zero); a
  /// convenience, not a WebIDL conversion.
  public var booleanValue: Bool {
    switch self {
    case .string(let value): !value.isEmpty
    case .null: false
    case .boolean(let value): value
    case .long(let value): value != 0
    case .unsignedLong(let value): value != 0
    case .double(let value): value != 0 && !value.isNaN
    }
  }

  /// The value as a double (strings parsed as floating-point numbers, else 0); a convenience,
  /// not a WebIDL conversion.
  public var doubleValue: Double {
    switch self {
    case .string(let value): HTMLMicrosyntax.parseFloatingPoint(value) ?? 0
    case .null: 0
    case .boolean(let value): value ? 1 : 0
    case .long(let value): Double(value)
    case .unsignedLong(let value): Double(value)
    case .double(let value): value
    }
  }
}

extension Element {
  /// The getter of the reflected IDL attribute `attribute` on this element.
  ///
  /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
  public func reflectedValue(of attribute: ReflectedAttribute) -> ReflectedValue {
    // 1. Let contentAttributeValue be the result of running this's get the content attribute.
    let value = attributeValue(localName: attribute.contentAttribute)
    switch attribute.kind {
    case .string:
      // If contentAttributeValue is null, then return the empty string; else return it.
      return .string(value ?? "")
    case .url(let rule):
      return .string(reflectedURLValue(attribute.contentAttribute, idlName: attribute.name, rule))
    case .boolean:
      // Return true if contentAttributeValue is non-null, false otherwise.
      return .boolean(value != nil)
    case .long(let defaultValue):
      return .long(Self.reflectedLong(value, nonNegative: false, default: defaultValue))
    case .nonNegativeLong(let defaultValue):
      return .long(Self.reflectedLong(value, nonNegative: true, default: defaultValue))
    case .unsignedLong(let defaultValue):
      return .unsignedLong(
        Self.reflectedUnsignedLong(value, minimum: 0, maximum: nil, default: defaultValue))
    case .positiveUnsignedLong(let defaultValue),
      .positiveUnsignedLongWithFallback(let defaultValue):
      return .unsignedLong(
        Self.reflectedUnsignedLong(value, minimum: 1, maximum: nil, default: defaultValue))
    case .clampedUnsignedLong(let minimum, let maximum, let defaultValue):
      return .unsignedLong(
        Self.reflectedUnsignedLong(value, minimum: minimum, maximum: maximum, default: defaultValue)
      )
    case .double(let defaultValue):
      // 2. If contentAttributeValue is not null: parse it; if that is not an error, return it.
      // 3. Return the default value.
      return .double(value.flatMap(HTMLMicrosyntax.parseFloatingPoint) ?? defaultValue)
    case .positiveDouble(let defaultValue):
      // 2. … if parsedValue is not an error and is greater than 0.0, then return parsedValue.
      if let parsed = value.flatMap(HTMLMicrosyntax.parseFloatingPoint), parsed > 0 {
        return .double(parsed)
      }
      return .double(defaultValue)
    case .enumerated(let definition):
      // 3. If contentAttributeValue corresponds to a state of attributeDefinition with an
      //    associated keyword, return that keyword. 4. Return the empty string.
      return .string(definition.state(of: value) ?? "")
    case .nullableEnumerated(let definition):
      // As above, but return null when there is no state with a keyword.
      return definition.state(of: value).map { .string($0) } ?? .null
    }
  }

  /// The setter of the reflected IDL attribute `attribute` on this element. Throws
  /// `IndexSizeError` where the standard says (negative values of non-negative `long`s, 0 for
  /// `unsigned long`s limited to only positive numbers).
  ///
  /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
  public func setReflectedValue(_ newValue: ReflectedValue, for attribute: ReflectedAttribute)
    throws(DOMException)
  {
    let name = attribute.contentAttribute
    switch attribute.kind {
    case .string, .url, .enumerated:
      // Run this's set the content attribute with the given value.
      setAttributeValue(localName: name, newValue.stringValue)
    case .nullableEnumerated:
      // If the given value is null, run this's delete the content attribute; otherwise set it.
      if newValue == .null {
        removeAttributeNS(nil, name)
      } else {
        setAttributeValue(localName: name, newValue.stringValue)
      }
    case .boolean:
      // If the given value is false, delete the content attribute; if true, set it to "".
      if newValue.booleanValue {
        setAttributeValue(localName: name, "")
      } else {
        removeAttributeNS(nil, name)
      }
    case .long:
      // Set the content attribute to the given value as the shortest valid integer string.
      setAttributeValue(localName: name, String(Self.int32(newValue)))
    case .nonNegativeLong:
      // 1. If the given value is negative, then throw an "IndexSizeError" DOMException.
      let value = Self.int32(newValue)
      if value < 0 {
        throw DOMException(.indexSizeError, "The value \(value) is negative.")
      }
      // 2. Set the content attribute to the value as a valid integer string.
      setAttributeValue(localName: name, String(value))
    case .unsignedLong(let defaultValue):
      setAttributeValue(
        localName: name,
        String(Self.unsignedForSetting(newValue, minimum: 0, default: defaultValue)))
    case .positiveUnsignedLong(let defaultValue):
      // 1. If limited to only positive numbers and the given value is 0, throw IndexSizeError.
      if Self.uint32(newValue) == 0 {
        throw DOMException(.indexSizeError, "The value must be greater than zero.")
      }
      setAttributeValue(
        localName: name,
        String(Self.unsignedForSetting(newValue, minimum: 1, default: defaultValue)))
    case .positiveUnsignedLongWithFallback(let defaultValue):
      setAttributeValue(
        localName: name,
        String(Self.unsignedForSetting(newValue, minimum: 1, default: defaultValue)))
    case .clampedUnsignedLong(_, _, let defaultValue):
      // (The setter of a clamped attribute has the plain unsigned long setter's range.)
      setAttributeValue(
        localName: name,
        String(Self.unsignedForSetting(newValue, minimum: 0, default: defaultValue)))
    case .double:
      // Set the content attribute to the best representation of the value as a float.
      setAttributeValue(
        localName: name, HTMLMicrosyntax.bestRepresentation(of: newValue.doubleValue))
    case .positiveDouble:
      // 1. If the given value is not greater than 0, then return.
      let value = newValue.doubleValue
      guard value > 0 else { return }
      // 2. Set the content attribute to its best representation as a floating-point number.
      setAttributeValue(localName: name, HTMLMicrosyntax.bestRepresentation(of: value))
    }
  }

  /// The getter of the reflected IDL attribute named `name` of this element's interface, or
  /// `nil` when the interface has no such reflected attribute.
  ///
  /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
  public func reflectedValue(named name: String) -> ReflectedValue? {
    ReflectedAttribute.lookup(element: self, name: name).map { reflectedValue(of: $0) }
  }

  // MARK: - Helpers

  /// A URL-reflecting getter, reusing `Element+URLReflection.swift`.
  private func reflectedURLValue(
    _ contentAttribute: String, idlName: String, _ rule: URLReflectedAttribute.Rule
  ) -> String {
    if rule != .standard, let value = urlReflectingAttribute(idlName) { return value }
    return reflectedURL(attribute: contentAttribute)
  }

  /// The `long` getter: parse (as a non-negative integer when so limited) and keep a value
  /// within the `long` range, else the default.
  private static func reflectedLong(
    _ value: String?, nonNegative: Bool, default defaultValue: Int32
  )
    -> Int32
  {
    // 2. If contentAttributeValue is not null: parse it; if not an error and within the long
    //    range, return it.
    if let value {
      let parsed =
        nonNegative
        ? HTMLMicrosyntax.parseNonNegativeInteger(value) : HTMLMicrosyntax.parseInteger(value)
      if let parsed, let result = Int32(exactly: parsed) { return result }
    }
    // 3–5. The default value (−1 for non-negative attributes without one, else 0).
    return defaultValue
  }

  /// The `unsigned long` getter.
  private static func reflectedUnsignedLong(
    _ value: String?, minimum: UInt32, maximum: UInt32?, default defaultValue: UInt32
  ) -> UInt32 {
    // 5. maximum is 2147483647 unless clamped.
    let upper = Int(maximum ?? 2_147_483_647)
    // 6. If contentAttributeValue is not null:
    if let value, let parsed = HTMLMicrosyntax.parseNonNegativeInteger(value) {
      // 6.2. In range: return it.
      if parsed >= Int(minimum) && parsed <= upper { return UInt32(parsed) }
      // 6.3. Clamped: below the minimum gives the minimum, above the maximum the maximum.
      if let maximum { return parsed < Int(minimum) ? minimum : maximum }
    }
    // 7–8. The default value, else the minimum.
    return defaultValue
  }

  /// The value the `unsigned long` setter writes.
  private static func unsignedForSetting(
    _ newValue: ReflectedValue, minimum: UInt32, default defaultValue: UInt32
  ) -> UInt32 {
    // 4–5. newValue is the default value (else the minimum).
    // 6. If the given value is in the range minimum to 2147483647, newValue is the value.
    let value = uint32(newValue)
    if value >= minimum && value <= 2_147_483_647 { return value }
    return defaultValue
  }

  /// A value as a WebIDL `long` (modulo 2^32 for doubles, as the binding would convert).
  private static func int32(_ value: ReflectedValue) -> Int32 {
    switch value {
    case .long(let value): return value
    case .unsignedLong(let value): return Int32(truncatingIfNeeded: value)
    default: return Int32(truncatingIfNeeded: webIDLInteger(value.doubleValue))
    }
  }

  /// A value as a WebIDL `unsigned long`.
  private static func uint32(_ value: ReflectedValue) -> UInt32 {
    switch value {
    case .long(let value): return UInt32(bitPattern: value)
    case .unsignedLong(let value): return value
    default: return UInt32(truncatingIfNeeded: webIDLInteger(value.doubleValue))
    }
  }

  /// ConvertToInt's modulo step for a 32-bit type: truncate, then wrap modulo 2^32.
  ///
  /// https://webidl.spec.whatwg.org/#abstract-opdef-converttoint
  private static func webIDLInteger(_ value: Double) -> Int64 {
    guard value.isFinite else { return 0 }
    let truncated = value.rounded(.towardZero)
    let modulo = truncated.truncatingRemainder(dividingBy: 4_294_967_296)
    return Int64(modulo)
  }
}
