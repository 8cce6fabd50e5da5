internal import CJavaScriptCore

/// One call of a native function from JavaScript: `this` and the arguments, borrowed for the
/// duration of the call (wrap one in a `JSValue` with `argument(_:)` to keep it).
public struct JSCall {
  /// The context the call runs in (alive for the whole call).
  public unowned(unsafe) let context: JSContext
  let thisRef: JSObjectRef?
  let count: Int
  let arguments: UnsafePointer<JSValueRef?>?

  /// The number of arguments passed.
  public var argumentCount: Int { count }

  func rawArgument(_ index: Int) -> JSValueRef {
    guard index >= 0, index < count, let arguments, let value = arguments[index] else {
      return JSValueMakeUndefined(context.ref)
    }
    return value
  }

  /// Argument `index`, or `undefined` when fewer were passed.
  public func argument(_ index: Int) -> JSValue { JSValue(rawArgument(index), in: context) }

  /// Argument `index` converted with ToNumber (what WebIDL `double` conversion starts with).
  public func number(_ index: Int) throws(JSException) -> Double {
    try context.checking { JSValueToNumber(context.ref, rawArgument(index), $0) }
  }

  /// Argument `index` converted with ToString. A string the script passes again and again
  /// is found by identity, not converted anew (see `StringArgumentCache`).
  public func string(_ index: Int) throws(JSException) -> String {
    let value = rawArgument(index)
    let cache = context.stringArguments
    if let known = cache.string(for: value) { return known }
    let string = try context.checking { JSValueToStringCopy(context.ref, value, $0) }
    let converted = JSStringScope.consume(string) ?? ""
    cache.offer(value, converted, in: context.ref)
    return converted
  }

  /// Argument `index` converted with ToBoolean.
  public func boolean(_ index: Int) -> Bool { JSValueToBoolean(context.ref, rawArgument(index)) }

  /// Whether argument `index` is `undefined` (or missing).
  public func isUndefined(_ index: Int) -> Bool {
    JSValueIsUndefined(context.ref, rawArgument(index))
  }

  /// `this`.
  public var this: JSValue {
    guard let thisRef else { return context.undefined }
    return JSValue(thisRef, in: context)
  }

  /// The Swift object behind `this` when `this` is an instance of `nativeClass` (or of a
  /// class derived from it), else `nil`: the brand check of WebIDL operations.
  public func thisObject<T: AnyObject>(of nativeClass: JSNativeClass, as type: T.Type) -> T? {
    context.carriedObject(thisRef, of: nativeClass, as: type)
  }
}

/// What a native function returns, without wrapping the common cases in a protected value.
public enum JSReturn {
  case undefined
  case null
  case boolean(Bool)
  case number(Double)
  case string(String)
  case value(JSValue)
  /// A value a ``JSValueKeeper`` keeps (no protection taken for the return).
  case kept(JSKeptValue)

  func make(in context: JSContext) -> JSValueRef {
    switch self {
    case .undefined: JSValueMakeUndefined(context.ref)
    case .null: JSValueMakeNull(context.ref)
    case .boolean(let value): JSValueMakeBoolean(context.ref, value)
    case .number(let value): JSValueMakeNumber(context.ref, value)
    case .string(let value): context.stringResults.value(for: value, in: context.ref)
    case .value(let value): value.ref
    case .kept(let value): value.ref
    }
  }
}

/// The Swift side of a native function object (its private data).
final class NativeFunctionBox: ParkedOnFinalize {
  typealias Body = (JSCall) throws -> JSReturn
  let body: Body
  let construct: ((JSCall) throws -> JSValue)?
  unowned(unsafe) let context: JSContext
  let counter: LiveCounter
  let graveyard: Graveyard
  /// A constructor's `prototype`, which is read-only and not configurable (nil: read the
  /// property).
  var prototypeRef: JSValueRef?

  init(context: JSContext, body: @escaping Body, construct: ((JSCall) throws -> JSValue)?) {
    self.body = body
    self.construct = construct
    self.context = context
    self.counter = context.virtualMachine.liveBoxes
    self.graveyard = context.virtualMachine.graveyard
    counter.increment()
  }

  deinit { counter.decrement() }
}

/// The private data of a native class instance: the Swift object it carries.
final class PrivateBox: ParkedOnFinalize {
  let object: AnyObject
  let counter: LiveCounter
  let graveyard: Graveyard

  /// Exotic property hooks of the instance's class, if any.
  let hooks: JSPropertyHooks?

  init(_ object: AnyObject, machine: VirtualMachine, hooks: JSPropertyHooks? = nil) {
    self.object = object
    self.hooks = hooks
    self.counter = machine.liveBoxes
    self.graveyard = machine.graveyard
    counter.increment()
  }

  deinit { counter.decrement() }
}

extension JSContext {
  /// A JavaScript function backed by a Swift closure. Errors the closure throws become JS
  /// exceptions (`JSThrow` picks the type; a `JSException` rethrows its value).
  public func makeFunction(
    name: String, length: Int = 0, _ body: @escaping (JSCall) throws -> JSReturn
  ) -> JSValue {
    makeNativeCallable(name: name, length: length, body: body, construct: nil)
  }

  /// A constructor for an interface: `prototype` becomes its `prototype` property (with
  /// `constructor` pointing back). Without `construct`, both calling it and `new` throw
  /// "Illegal constructor", as for DOM interfaces.
  public func makeConstructor(
    name: String, length: Int = 0, prototype: JSValue,
    construct: ((JSCall) throws -> JSValue)? = nil
  ) throws(JSException) -> JSValue {
    let constructor = makeNativeCallable(
      name: name, length: length,
      body: { _ in throw JSThrow.typeError("Illegal constructor") }, construct: construct)
    try constructor.defineProperty(
      "prototype", value: prototype, writable: false, enumerable: false, configurable: false)
    // `instanceof` reads it from the box: the property can never change (and keeps it alive
    // as long as the constructor, which owns the box).
    if let object = constructor.objectRef, let data = JSObjectGetPrivate(object) {
      Unmanaged<NativeFunctionBox>.fromOpaque(data).takeUnretainedValue().prototypeRef =
        prototype.ref
    }
    try prototype.defineProperty(
      "constructor", value: constructor, writable: true, enumerable: false, configurable: true)
    return constructor
  }

  private func makeNativeCallable(
    name: String, length: Int, body: @escaping NativeFunctionBox.Body,
    construct: ((JSCall) throws -> JSValue)?
  ) -> JSValue {
    let box = NativeFunctionBox(context: self, body: body, construct: construct)
    let object = JSObjectMake(
      ref, virtualMachine.nativeFunctionClass, Unmanaged.passRetained(box).toOpaque())
    guard let object else { return undefined }
    // Name and length are set while the object's prototype is still Object.prototype (which
    // has neither), so JSObjectSetProperty defines them with these attributes directly: far
    // cheaper than Object.defineProperty, and prototypes are built from many functions.
    let attributes = JSPropertyAttribute([.readOnly, .dontEnum]).rawValue
    JSStringScope.with("name") { key in
      JSStringScope.with(name) { value in
        JSObjectSetProperty(ref, object, key, JSValueMakeString(ref, value), attributes, nil)
      }
    }
    JSStringScope.with("length") { key in
      JSObjectSetProperty(ref, object, key, JSValueMakeNumber(ref, Double(length)), attributes, nil)
    }
    // A real function: the context's own Function.prototype (looked up before any script ran,
    // so a page cannot swap it) gives it call, apply and bind.
    JSObjectSetPrototype(ref, object, functionPrototypeRef)
    return JSValue(object, in: self)
  }

  /// Turns a Swift error from a native callback into the JS value to throw.
  func exceptionValue(for error: any Error) -> JSValueRef {
    switch error {
    case let thrown as JSThrow:
      switch thrown {
      case .typeError(let message): return makeError(kind: "TypeError", message: message).ref
      case .rangeError(let message): return makeError(kind: "RangeError", message: message).ref
      case .error(let name, let message): return makeError(kind: name, message: message).ref
      case .value(let value): return value.ref
      }
    case let exception as JSException:
      return exception.value.ref
    default:
      return makeError(message: String(describing: error)).ref
    }
  }
}
