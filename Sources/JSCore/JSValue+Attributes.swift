internal import CJavaScriptCore

/// Attributes of a property defined with ``JSValue/setProperty(_:_:attributes:)``.
///
/// https://tc39.es/ecma262/#sec-property-attributes
public struct JSPropertyAttribute: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// `[[Writable]]: false`.
  public static let readOnly = JSPropertyAttribute(rawValue: UInt32(kJSPropertyAttributeReadOnly))
  /// `[[Enumerable]]: false`.
  public static let dontEnum = JSPropertyAttribute(rawValue: UInt32(kJSPropertyAttributeDontEnum))
  /// `[[Configurable]]: false`.
  public static let dontDelete = JSPropertyAttribute(
    rawValue: UInt32(kJSPropertyAttributeDontDelete))
}

extension JSValue {
  /// Sets `value[name]`, defining the property with `attributes` when the object does not have
  /// it yet (own or inherited); cheaper than ``defineProperty(_:value:writable:enumerable:configurable:)``.
  public func setProperty(_ name: String, _ newValue: JSValue, attributes: JSPropertyAttribute)
    throws(JSException)
  {
    guard let objectRef else { throw JSThrow.typeError("Not an object").exception(in: context) }
    try JSStringScope.with(name) { key throws(JSException) in
      try context.checking {
        JSObjectSetProperty(context.ref, objectRef, key, newValue.ref, attributes.rawValue, $0)
      }
    }
  }

  /// A number identifying the object for the life of the object (its address: JavaScriptCore
  /// does not move objects), or nil for primitives. For hashing objects from Swift.
  public var objectIdentity: UInt? {
    guard let objectRef else { return nil }
    return UInt(bitPattern: objectRef)
  }
}

extension JSThrow {
  /// This error as a thrown JavaScript exception of `context`.
  public func exception(in context: JSContext) -> JSException {
    JSException(value: JSValue(context.exceptionValue(for: self), in: context), isTimeLimit: false)
  }
}
