internal import CJavaScriptCore

extension JSCall {
  /// Whether argument `index` is `undefined` or `null` (missing arguments are `undefined`).
  public func isNullOrUndefined(_ index: Int) -> Bool {
    let value = rawArgument(index)
    return JSValueIsUndefined(context.ref, value) || JSValueIsNull(context.ref, value)
  }

  /// Whether argument `index` is `null`.
  public func isNull(_ index: Int) -> Bool { JSValueIsNull(context.ref, rawArgument(index)) }

  /// Whether argument `index` is an object (functions included).
  public func isObject(_ index: Int) -> Bool { JSValueIsObject(context.ref, rawArgument(index)) }

  /// Whether argument `index` is a string primitive.
  public func isString(_ index: Int) -> Bool { JSValueIsString(context.ref, rawArgument(index)) }

  /// Whether argument `index` is a number primitive.
  public func isNumber(_ index: Int) -> Bool { JSValueIsNumber(context.ref, rawArgument(index)) }

  /// Whether argument `index` is callable.
  public func isFunction(_ index: Int) -> Bool {
    let value = rawArgument(index)
    guard JSValueIsObject(context.ref, value) else { return false }
    return JSObjectIsFunction(context.ref, value)
  }

  /// The Swift object carried by argument `index` when it is an instance of `nativeClass`
  /// (or of a class inheriting from it) and the object is a `T`; nil otherwise.
  public func nativeObject<T: AnyObject>(
    at index: Int, of nativeClass: JSNativeClass, as type: T.Type
  )
    -> T?
  {
    context.carriedObject(rawArgument(index), of: nativeClass, as: type)
  }

  /// Argument `index` converted with ToString (once): the string, and its exact UTF-16 code
  /// units only when it holds a lone surrogate (which the string shows as U+FFFD). The usual
  /// string then costs what ``string(_:)`` does, not an array of code units.
  public func textWithUnits(_ index: Int) throws(JSException) -> (String, [UInt16]?) {
    let string = try context.checking { JSValueToStringCopy(context.ref, rawArgument(index), $0) }
    guard let string else { return ("", nil) }
    defer { JSStringRelease(string) }
    if let wellFormed = JSStringScope.wellFormedString(string) { return (wellFormed, nil) }
    let units = JSStringScope.units(string)
    return (String(decoding: units, as: UTF16.self), units)
  }

  /// Argument `index` converted with ToString, as exact UTF-16 code units (lone surrogates kept).
  public func utf16(_ index: Int) throws(JSException) -> [UInt16] {
    let string = try context.checking { JSValueToStringCopy(context.ref, rawArgument(index), $0) }
    guard let string else { return [] }
    defer { JSStringRelease(string) }
    return JSStringScope.units(string)
  }

  /// Whether `this` is `undefined` or `null` (a bare call such as `setTimeout(f)`).
  public var thisIsNullOrUndefined: Bool {
    guard let thisRef else { return true }
    return JSValueIsUndefined(context.ref, thisRef) || JSValueIsNull(context.ref, thisRef)
  }

  /// The arguments from `index` on, as values (for variadic operations).
  public func arguments(from index: Int) -> [JSValue] {
    guard index < count else { return [] }
    return (index..<count).map { argument($0) }
  }
}
