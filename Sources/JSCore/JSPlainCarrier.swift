internal import CJavaScriptCore

/// What an ordinary object made by ``JSValueKeeper/makePlainObject(of:carrying:prototype:)``
/// carries: the Swift object, and the native class whose brand checks it passes (that class
/// and the classes it derives from).
///
/// Why ordinary objects: JavaScriptCore never caches a property lookup on an instance of a
/// class made with the C API (its `JSCallbackObject` prohibits property caching), so every
/// `element.x` on such a wrapper walks the class, the object and the prototype chain in C++:
/// about 150 ns, where an ordinary object's cached lookup takes a few (measured in one
/// context: an expando miss 164 ns against 6 ns). An ordinary object cannot hold private data,
/// so its context keeps a table from the object to what it carries; the keeper keeps the
/// object alive for the context's life, so its address (JavaScriptCore does not move objects)
/// identifies it for that long. A carrier is a value in that table, not an object of its own:
/// making one costs no allocation, and dropping the table releases them all.
struct JSPlainCarrier {
  /// The Swift object.
  let object: AnyObject
  /// The class whose brand checks the object passes (its machine keeps it alive: see
  /// ``JSContext/carry(_:of:on:)``).
  let nativeClass: Unmanaged<JSNativeClass>
}

extension JSNativeClass {
  /// Whether this class is `other` or derives from it (a walk that retains nothing: it runs
  /// for every brand check).
  @inline(__always)
  func isOrDerives(from other: JSNativeClass) -> Bool {
    var current = Unmanaged.passUnretained(self)
    let target = Unmanaged.passUnretained(other).toOpaque()
    while true {
      if current.toOpaque() == target { return true }
      guard let parent = current._withUnsafeGuaranteedRef({ $0.parentPointer }) else {
        return false
      }
      current = parent
    }
  }
}

extension JSContext {
  /// The Swift object `value` carries for `nativeClass` (an instance of the class, or an
  /// ordinary object made to carry an object for it), or nil.
  @inline(__always)
  func carriedObject<T: AnyObject>(
    _ value: JSValueRef?, of nativeClass: JSNativeClass, as type: T.Type
  ) -> T? {
    guard let value else { return nil }
    if !plainCarriers.isEmpty, let carrier = plainCarriers.value(for: UInt(bitPattern: value)) {
      let passes = carrier.nativeClass._withUnsafeGuaranteedRef {
        $0.isOrDerives(from: nativeClass)
      }
      return passes ? carrier.object as? T : nil
    }
    if let global = unchainedGlobal, UInt(bitPattern: value) == UInt(bitPattern: global.ref) {
      guard global.nativeClass.isOrDerives(from: nativeClass),
        let data = JSObjectGetPrivate(global.ref)
      else { return nil }
      return Unmanaged<PrivateBox>.fromOpaque(data)._withUnsafeGuaranteedRef { $0.object as? T }
    }
    guard JSValueIsObjectOfClass(ref, value, nativeClass.ref), let data = JSObjectGetPrivate(value)
    else { return nil }
    return Unmanaged<PrivateBox>.fromOpaque(data)._withUnsafeGuaranteedRef { $0.object as? T }
  }
}

extension JSContext {
  /// Drops what the ordinary objects of this context carry: they fail brand checks from now
  /// on. For the end of a context's use: a carried object holding a ``JSValue`` of this
  /// context (which holds the context) would otherwise keep both alive.
  public func releasePlainCarriers() {
    // The objects are released after the table is empty: a deinit that comes back here finds
    // no carriers, not a table half cleared.
    var carriers = plainCarriers.allValues
    plainCarriers.removeAll()
    virtualMachine.liveBoxes.subtract(carriers.count)
    carriers.removeAll()
  }
}

extension JSValueKeeper {
  /// A new ordinary object with `prototype` as its prototype, carrying `object` for the brand
  /// checks of `nativeClass` (``JSCall/thisObject(of:as:)``, ``JSValue/nativeObject(of:as:)``),
  /// kept for the keeper's life. Unlike ``makeObject(of:carrying:prototype:hooks:)`` it has no
  /// class: no property hooks, and JavaScriptCore caches lookups on it (see
  /// ``JSPlainCarrier``).
  public func makePlainObject(
    of nativeClass: JSNativeClass, carrying object: AnyObject, prototype: JSValue
  ) -> JSKeptValue {
    let ref = context.ref
    // One call of a script function that makes the object and keeps it: one lock round trip
    // where making it, setting its prototype and storing it took three (each C API call in a
    // callback takes the engine's lock anew).
    if let maker = plainObjectMaker() {
      let argument: JSValueRef? = prototype.ref
      if let made = withUnsafePointer(
        to: argument,
        {
          context.madeObject(by: maker, UnsafeBufferPointer(start: $0, count: 1))
        })
      {
        context.carry(object, of: nativeClass, on: made)
        noteKeptByScript()
        return JSKeptValue(ref: made, context: context)
      }
    }
    guard let instance = JSObjectMake(ref, nil, nil) else {
      return JSKeptValue(ref: JSValueMakeUndefined(ref), context: context)
    }
    JSObjectSetPrototype(ref, instance, prototype.ref)
    context.carry(object, of: nativeClass, on: instance)
    return keep(ref: instance)
  }
}

extension JSValueKeeper {
  /// Keeps `value`, an object made by script (a `Proxy` standing for a legacy platform
  /// object, for example), as a wrapper carrying `object` for the brand checks of
  /// `nativeClass`, like ``makePlainObject(of:carrying:prototype:)``'s objects. With
  /// `keptByScript`, the script that made it keeps it alive for the context's life itself
  /// (the keeper does not). Nil when `value` is not an object.
  public func keepPlainObject(
    _ value: JSValue, of nativeClass: JSNativeClass, carrying object: AnyObject,
    keptByScript: Bool = false
  ) -> JSKeptValue? {
    guard let instance = value.objectRef else { return nil }
    context.carry(object, of: nativeClass, on: instance)
    return keptByScript ? JSKeptValue(ref: instance, context: context) : keep(ref: instance)
  }
}

extension JSValueKeeper {
  /// Calls `maker` (a script function that makes an object and keeps it alive for the
  /// context's life itself, as ``keepPlainObject(_:of:carrying:keptByScript:)`` with
  /// `keptByScript` expects) with `arguments`, and records that its result carries `object`
  /// for the brand checks of `nativeClass`. Nil when the call throws or makes no object.
  ///
  /// The cheap form of a call and a keep for objects made in bulk (a collection's wrapper per
  /// `getElementsByTagName`): the result is never wrapped in a protected ``JSValue`` (a
  /// protection and its release are two lock round trips inside a callback), and the arguments
  /// are not copied into an array of their own.
  public func keepPlainObject(
    madeBy maker: JSValue, passing arguments: [JSReturn], of nativeClass: JSNativeClass,
    carrying object: AnyObject
  ) -> JSKeptValue? {
    guard let function = maker.objectRef else { return nil }
    let context = self.context
    let result = withUnsafeTemporaryAllocation(of: JSValueRef?.self, capacity: arguments.count) {
      buffer -> JSValueRef? in
      guard let base = buffer.baseAddress else {
        return context.madeObject(by: function, UnsafeBufferPointer(start: nil, count: 0))
      }
      for (index, argument) in arguments.enumerated() {
        (base + index).initialize(to: argument.make(in: context))
      }
      defer { base.deinitialize(count: arguments.count) }
      return context.madeObject(
        by: function, UnsafeBufferPointer(start: base, count: arguments.count))
    }
    guard let result else { return nil }
    context.carry(object, of: nativeClass, on: result)
    return JSKeptValue(ref: result, context: context)
  }
}

extension JSContext {
  /// The object `function` returns when called with `arguments`, or nil when it throws or
  /// returns no object; the result is not protected (the function keeps what it makes).
  func madeObject(by function: JSObjectRef, _ arguments: UnsafeBufferPointer<JSValueRef?>)
    -> JSValueRef?
  {
    var exception: JSValueRef? = nil
    let made = JSObjectCallAsFunction(
      ref, function, nil, arguments.count, arguments.baseAddress, &exception)
    guard exception == nil, let made, JSValueIsObject(ref, made) else { return nil }
    return made
  }

  /// Records that the ordinary object `instance` carries `object` for the brand checks of
  /// `nativeClass` (retained until ``releasePlainCarriers()``).
  func carry(_ object: AnyObject, of nativeClass: JSNativeClass, on instance: JSObjectRef) {
    virtualMachine.keepAlive(nativeClass)
    let added = plainCarriers.set(
      JSPlainCarrier(object: object, nativeClass: .passUnretained(nativeClass)),
      for: UInt(bitPattern: instance))
    // Counted with the machine's boxes (leak checks see them) until the table is dropped.
    if added { virtualMachine.liveBoxes.increment() }
  }
}
