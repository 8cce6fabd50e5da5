import DOM
import JSCore

// Converting model results back to JavaScript in binding rows.
// https://webidl.spec.whatwg.org/#js-type-mapping

extension BindingCall {
  /// The wrapper of `object` in this world (one per object for the life of the runtime).
  public func wrap(_ object: AnyObject) -> JSReturn { world.wrapped(object) }

  /// The wrapper of `object`, or `null`.
  public func wrap(_ object: AnyObject?) -> JSReturn {
    guard let object else { return .null }
    return world.wrapped(object)
  }

  /// A `DOMString?` result.
  public func string(_ value: String?) -> JSReturn {
    guard let value else { return .null }
    return .string(value)
  }

  /// A number result from an integer.
  public func number<Value: BinaryInteger>(_ value: Value) -> JSReturn {
    .number(Double(value))
  }

  /// A number result from a floating-point value.
  public func number(_ value: Double) -> JSReturn { .number(value) }

  /// A number result from a model enumeration or option set whose raw value is the IDL
  /// number (`NodeType`, `DocumentPosition`).
  public func number<Value: RawRepresentable>(_ value: Value) -> JSReturn
  where Value.RawValue: BinaryInteger {
    .number(Double(value.rawValue))
  }

  /// The end of a generated row (Scripts/generate-bindings.py): `value` unchanged. It is
  /// marked `throws` so that one `try` in front of the row's model call is never "a `try`
  /// with no throwing call", whether the model member throws or not.
  public func result(_ value: JSReturn) throws -> JSReturn { value }

  /// The end of a generated row whose operation returns `undefined`: see ``result(_:)``.
  public func result(_ value: Void) throws -> JSReturn { .undefined }

  /// A `sequence<T>` result as a new array of the values.
  public func array(_ values: [JSValue]) throws -> JSReturn { .value(try context.array(values)) }

  /// A `sequence<DOMString>` result.
  public func array(strings: [String]) throws -> JSReturn {
    .value(try context.array(strings.map { context.string($0) }))
  }
}
