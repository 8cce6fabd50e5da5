internal import CJavaScriptCore

/// What a *slot function* runs: a native function made without any allocation of its own.
///
/// A function made with ``JSContext/makeFunction(slot:)`` points at its slot without
/// retaining it, and reads its `name` and `length` from it: making one costs an object
/// allocation in the engine and nothing else (a ``JSContext/makeFunction(name:length:_:)``
/// function also gets a private-data box, a finalizer and two property definitions). Bindings
/// make hundreds of functions whenever a prototype is made, so this is the cheap path for them.
///
/// **The owner keeps the slot alive** for as long as the function can be called or its `name`
/// read: the context's life, in practice (a binding world keeps its slots and drops them with
/// its context).
open class JSFunctionSlot {
  /// The context the function is made in and called in.
  public unowned(unsafe) let context: JSContext
  /// The function's `name`.
  public let name: String
  /// The function's `length` (the number of required arguments).
  public let length: Int

  /// A slot for a function `name` of `context` taking `length` required arguments.
  public init(name: String, length: Int, context: JSContext) {
    self.context = context
    self.name = name
    self.length = length
  }

  /// Runs one call. Errors thrown become JavaScript exceptions as for
  /// ``JSContext/makeFunction(name:length:_:)``.
  open func call(_ call: JSCall) throws -> JSReturn { .undefined }
}

extension JSContext {
  /// A function calling `slot` (unretained: see ``JSFunctionSlot``). It is a genuine function
  /// object (its prototype is this context's `Function.prototype`); calling it with `new`
  /// throws a `TypeError`.
  public func makeFunction(slot: JSFunctionSlot) -> JSValue {
    JSValue(makeSlotFunctionRef(slot) ?? JSValueMakeUndefined(ref), in: self)
  }

  func makeSlotFunctionRef(_ slot: JSFunctionSlot) -> JSObjectRef? {
    let object = JSObjectMake(
      ref, virtualMachine.slotFunctionClass, Unmanaged.passUnretained(slot).toOpaque())
    if let object { JSObjectSetPrototype(ref, object, functionPrototypeRef) }
    return object
  }

  /// Defines on `target` one slot function per entry of `slots` (non-enumerable where
  /// `enumerable` says so), without wrapping each function in a ``JSValue``.
  public func defineFunctions(
    _ slots: [JSFunctionSlot], enumerable: [Bool], on target: JSValue
  ) {
    guard let targetRef = target.objectRef else { return }
    for (index, slot) in slots.enumerated() {
      guard let function = makeSlotFunctionRef(slot) else { continue }
      let attributes: JSPropertyAttribute =
        index < enumerable.count && enumerable[index] ? [] : [.dontEnum]
      JSStringScope.with(slot.name) { name in
        JSObjectSetProperty(ref, targetRef, name, function, attributes.rawValue, nil)
      }
    }
  }

  /// Defines accessor properties on `target` in one call of `installer`, a script function
  /// `(target, names, getters, setters, enumerable, remembered)` that calls
  /// `Object.defineProperty` for each (JavaScriptCore's C API cannot define accessors itself).
  /// A missing setter makes a read-only accessor; `remembered` gives each a number the
  /// installer reads (0 when missing; what it means is the installer's).
  public func defineAccessors(
    names: [String], getters: [JSFunctionSlot], setters: [JSFunctionSlot?], enumerable: [Bool],
    remembered: [Int], on target: JSValue, using installer: JSValue
  ) throws(JSException) {
    // Each function goes into a protected array as soon as it is made: the collector does
    // not see references held in Swift arrays.
    // They have no prototype: storing an index is a [[Set]], which would run a page's setter
    // for "0", "1"… on `Array.prototype`/`Object.prototype`.
    var arrays: [JSValue] = []
    for _ in 0..<5 {
      // The engine makes no array while an exception is pending (a time limit's stop).
      var exception: JSValueRef? = nil
      guard let made = JSObjectMakeArray(ref, 0, nil, &exception) else {
        throw JSException(
          value: JSValue(exception ?? terminatingError(), in: self), isTimeLimit: true)
      }
      let array = JSValue(made, in: self)
      array.prototype = null
      arrays.append(array)
    }
    guard let nameArray = arrays[0].objectRef, let getterArray = arrays[1].objectRef,
      let setterArray = arrays[2].objectRef, let enumerableArray = arrays[3].objectRef,
      let rememberedArray = arrays[4].objectRef
    else { return }
    for index in 0..<names.count {
      let position = UInt32(index)
      let name = JSStringScope.with(names[index]) { JSValueMakeString(ref, $0) }
      JSObjectSetPropertyAtIndex(ref, nameArray, position, name, nil)
      JSObjectSetPropertyAtIndex(
        ref, getterArray, position, makeSlotFunctionRef(getters[index]), nil)
      let setter = setters[index].flatMap { makeSlotFunctionRef($0) }
      JSObjectSetPropertyAtIndex(
        ref, setterArray, position, setter ?? JSValueMakeUndefined(ref), nil)
      JSObjectSetPropertyAtIndex(
        ref, enumerableArray, position, JSValueMakeBoolean(ref, enumerable[index]), nil)
      JSObjectSetPropertyAtIndex(
        ref, rememberedArray, position,
        JSValueMakeNumber(ref, index < remembered.count ? Double(remembered[index]) : 0), nil)
    }
    try installer.call(arguments: [target] + arrays)
  }
}

extension VirtualMachine {
  /// The class of slot functions: callable, not constructible, `name` and `length` read from
  /// the slot.
  var slotFunctionClass: JSClassRef {
    if let slotFunctionClassStorage { return slotFunctionClassStorage }
    var definition = kJSClassDefinitionEmpty
    definition.callAsFunction = Trampolines.callSlot
    definition.attributes = JSClassAttributes(kJSClassAttributeNoAutomaticPrototype)
    let readOnly = JSPropertyAttributes(
      kJSPropertyAttributeReadOnly | kJSPropertyAttributeDontEnum
        | kJSPropertyAttributeDontDelete)
    // JSClassCreate copies the names and the table.
    let made = "name".withCString { name in
      "length".withCString { length in
        var values = [
          JSStaticValue(
            name: name, getProperty: Trampolines.slotName, setProperty: nil,
            attributes: readOnly),
          JSStaticValue(
            name: length, getProperty: Trampolines.slotLength, setProperty: nil,
            attributes: readOnly),
          JSStaticValue(name: nil, getProperty: nil, setProperty: nil, attributes: 0),
        ]
        return values.withUnsafeMutableBufferPointer { buffer in
          definition.staticValues = UnsafePointer(buffer.baseAddress)
          return "Function".withCString { className in
            definition.className = className
            return JSClassCreate(&definition)
          }
        }
      }
    }
    guard let made else { preconditionFailure("JSClassCreate failed for slot functions") }
    slotFunctionClassStorage = made
    return made
  }
}

extension Trampolines {
  @inline(__always)
  static func slot(of object: JSObjectRef?) -> JSFunctionSlot? {
    guard let object, let data = JSObjectGetPrivate(object) else { return nil }
    return Unmanaged<JSFunctionSlot>.fromOpaque(data).takeUnretainedValue()
  }

  /// Calls a slot function's slot.
  static let callSlot: JSObjectCallAsFunctionCallback = {
    ctx, function, thisObject, argumentCount, arguments, exception in
    guard let ctx, let function, let data = JSObjectGetPrivate(function) else {
      return JSValueMakeUndefined(ctx)
    }
    return Unmanaged<JSFunctionSlot>.fromOpaque(data)._withUnsafeGuaranteedRef { slot in
      let context = slot.context
      if context.virtualMachine.isTerminating {
        exception?.pointee = context.terminatingError()
        return JSValueMakeUndefined(ctx)
      }
      let call = JSCall(
        context: context, thisRef: thisObject, count: argumentCount, arguments: arguments)
      do {
        return try slot.call(call).make(in: context)
      } catch {
        exception?.pointee = context.exceptionValue(for: error)
        return JSValueMakeUndefined(ctx)
      }
    }
  }

  static let slotName: JSObjectGetPropertyCallback = { ctx, object, _, _ in
    guard let slot = slot(of: object) else { return JSValueMakeUndefined(ctx) }
    return JSStringScope.with(slot.name) { JSValueMakeString(ctx, $0) }
  }

  static let slotLength: JSObjectGetPropertyCallback = { ctx, object, _, _ in
    guard let slot = slot(of: object) else { return JSValueMakeUndefined(ctx) }
    return JSValueMakeNumber(ctx, Double(slot.length))
  }
}
