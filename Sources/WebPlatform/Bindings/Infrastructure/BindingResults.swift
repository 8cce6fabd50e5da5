import DOM
import JSCore

// Converting model results back to JavaScript in binding rows.
// https://webidl.spec.whatwg.org/#js-type-mapping

extension BindingCall {
  /// The wrapper of `object` in this world (one per object for the life of the runtime).
  public func wrap(_ object: AnyObject) -> JSReturn { .kept(world.keptWrapper(for: object)) }

  /// The wrapper of `object`, or `null`.
  public func wrap(_ object: AnyObject?) -> JSReturn {
    guard let object else { return .null }
    return .kept(world.keptWrapper(for: object))
  }

  /// A `DOMString?` result.
  public func string(_ value: String?) -> JSReturn {
    guard let value else { return .null }
    return .string(value)
  }

  /// A number result from an integer.
  public func number(_ value: Int) -> JSReturn { .number(Double(value)) }

  /// A `sequence<T>` result as a new array of the values.
  public func array(_ values: [JSValue]) throws -> JSReturn { .value(try context.array(values)) }

  /// A `sequence<DOMString>` result.
  public func array(strings: [String]) throws -> JSReturn {
    .value(try context.array(strings.map { context.string($0) }))
  }
}
