import DOM
import JSCore

/// The accessor rows of reflected IDL attributes, generated from the DOM's `ReflectedAttribute`
/// table ("tables over code"): every HTML interface gets the rows declared on it, converting
/// by the row's IDL type, with no hand-written rows.
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
enum ReflectedAttributeMembers {
  /// The rows of the attributes declared directly on `interface`, except `excluded` (members a
  /// binding file declares by hand because they do more than reflect).
  static func members(declaredOn interface: String, excluding excluded: Set<String> = [])
    -> [BindingMember]
  {
    ReflectedAttribute.attributes(declaredOn: interface)
      .filter { !excluded.contains($0.name) }
      .map(member)
  }

  /// The accessor row of one reflected attribute.
  static func member(_ attribute: ReflectedAttribute) -> BindingMember {
    .attribute(
      attribute.name,
      get: { call in jsValue(try call.this(Element.self).reflectedValue(of: attribute)) },
      set: { call in
        let element = try call.this(Element.self)
        try element.setReflectedValue(try reflectedValue(call, attribute), for: attribute)
      })
  }

  /// A reflected value as a JavaScript value.
  static func jsValue(_ value: ReflectedValue) -> JSReturn {
    switch value {
    case .string(let string): .string(string)
    case .null: .null
    case .boolean(let boolean): .boolean(boolean)
    case .long(let number): .number(Double(number))
    case .unsignedLong(let number): .number(Double(number))
    case .double(let number): .number(number)
    }
  }

  /// Argument 0 converted to the attribute's IDL type.
  ///
  /// https://webidl.spec.whatwg.org/#js-type-mapping
  static func reflectedValue(_ call: BindingCall, _ attribute: ReflectedAttribute) throws
    -> ReflectedValue
  {
    switch attribute.idlType {
    case .domString, .usvString:
      return .string(
        attribute.legacyNullToEmptyString ? try call.stringNullAsEmpty(0) : try call.string(0))
    case .nullableDOMString:
      return try call.nullableString(0).map { .string($0) } ?? .null
    case .boolean:
      return .boolean(call.boolean(0))
    case .long:
      return .long(Int32(truncatingIfNeeded: try call.long(0)))
    case .unsignedLong:
      return .unsignedLong(UInt32(truncatingIfNeeded: try call.unsignedLong(0)))
    case .double:
      return .double(try call.double(0))
    }
  }
}
