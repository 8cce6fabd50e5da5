internal import CJavaScriptCore

/// A property name as a native class's property hooks see it: the name, and its value as an
/// array index when it is one (`"0"`…`"4294967294"`).
///
/// https://tc39.es/ecma262/#array-index
public struct JSPropertyKey {
  /// The property name.
  public var name: String { storedName ?? index.map { String($0) } ?? "" }
  /// The name as an array index, or nil.
  public let index: Int?
  /// The name as Swift text, made only when it is not an index (an indexed read, the
  /// commonest, reads no text).
  private let storedName: String?

  init(_ ref: JSStringRef) {
    let length = JSStringGetLength(ref)
    guard length > 0, length <= 10 else {
      index = nil
      storedName = JSStringScope.string(ref)
      return
    }
    // A short name is written out as UTF-8 into a stack buffer (ten UTF-16 units take at
    // most thirty bytes): asking for UTF-16 code units instead made the engine widen each
    // 8-bit name into a new buffer, on every read of a hooked object (`list[0]`,
    // `list.length`, `style.display`).
    let (parsed, name): (Int?, String?) = withUnsafeTemporaryAllocation(
      of: CChar.self, capacity: 32
    ) { buffer in
      guard let base = buffer.baseAddress else { return (nil, JSStringScope.string(ref)) }
      let written = JSStringGetUTF8CString(ref, base, 32)
      guard written > 1 else { return (nil, JSStringScope.string(ref)) }
      let bytes = UnsafeRawBufferPointer(start: base, count: written - 1)
      var value = 0
      var valid = bytes.count == length && !(bytes.count > 1 && bytes[0] == 0x30)
      for byte in bytes where valid {
        if byte >= 0x30 && byte <= 0x39 {
          value = value * 10 + Int(byte - 0x30)
        } else {
          valid = false
        }
      }
      if valid && value < 4_294_967_295 { return (value, nil) }
      let text = String(decoding: bytes, as: UTF8.self)
      // A lone surrogate stops the engine's UTF-8 writer: read such a name as UTF-16.
      return (nil, text.utf16.count == length ? text : JSStringScope.string(ref))
    }
    index = parsed
    storedName = name
  }
}

/// Exotic property behaviour for the instances of a native class (Web IDL indexed and named
/// properties: `nodeList[0]`, `form.elements.email`, `element.dataset.fooBar`). Each hook gets
/// the Swift object the instance carries. A hook that returns nil (or false) leaves the access
/// to the ordinary object behaviour (own properties, then the prototype chain).
///
/// https://webidl.spec.whatwg.org/#legacy-platform-objects
public struct JSPropertyHooks {
  /// The context the hooks make values in.
  public unowned(unsafe) let context: JSContext
  /// `object[key]`: the value, or nil when the object does not support that property.
  public var get: ((AnyObject, JSPropertyKey) throws -> JSReturn?)?
  /// `object[key] = value`: true when handled (stored or deliberately ignored).
  public var set: ((AnyObject, JSPropertyKey, JSValue) throws -> Bool)?
  /// `delete object[key]`: true when handled.
  public var delete: ((AnyObject, JSPropertyKey) throws -> Bool)?
  /// `key in object` without computing the value; when nil, `get` answers.
  public var has: ((AnyObject, JSPropertyKey) -> Bool)?
  /// The supported property names to enumerate (`Object.keys`, `for…in`), in order.
  public var ownKeys: ((AnyObject) -> [String])?

  /// Hooks making values in `context`.
  public init(context: JSContext) { self.context = context }
}

extension JSNativeClass {
  /// A native class whose instances have exotic properties served by `hooks`.
  public convenience init(name: String, parent: JSNativeClass? = nil, hooks: JSPropertyHooks) {
    self.init(name: name, parent: parent, hooksStorage: hooks)
  }

  /// A native class whose instances have exotic properties served by the hooks each instance
  /// is made with (``JSContext/makeObject(of:carrying:prototype:hooks:)``): one class serves
  /// every context of a machine, each with hooks of its own. (A class per context would stay
  /// with the machine until it is destroyed: a long-lived machine would keep one per run.)
  ///
  /// `answersPresence`: JavaScriptCore asks the instances' ``JSPropertyHooks/has`` hook (or,
  /// without one, their `get` hook) whether a property exists before reading it, and reads
  /// it with a second call. Without it, a read is one call of the `get` hook, whose nil
  /// answer sends the read on to the object's own properties and prototype chain: the cheap
  /// form, right for every hook whose absence is a nil answer.
  public convenience init(
    name: String, parent: JSNativeClass? = nil, instancesCarryHooks: Bool,
    answersPresence: Bool = false
  ) {
    self.init(
      name: name, parent: parent, hooksStorage: nil, hookedInstances: instancesCarryHooks,
      answersPresence: answersPresence)
  }
}

extension Trampolines {
  /// The Swift object and hooks of a hooked instance, without retaining them.
  @inline(__always)
  static func hooked(_ object: JSObjectRef?) -> (AnyObject, JSPropertyHooks)? {
    guard let object, let data = JSObjectGetPrivate(object) else { return nil }
    let box = Unmanaged<PrivateBox>.fromOpaque(data).takeUnretainedValue()
    guard let hooks = box.hooks else { return nil }
    return (box.object, hooks)
  }

  static let getProperty: JSObjectGetPropertyCallback = { ctx, object, name, exception in
    guard let name, let (target, hooks) = hooked(object), let get = hooks.get else { return nil }
    if hooks.context.virtualMachine.isTerminating {
      exception?.pointee = hooks.context.terminatingError()
      return JSValueMakeUndefined(ctx)
    }
    do {
      return try get(target, JSPropertyKey(name))?.make(in: hooks.context)
    } catch {
      exception?.pointee = hooks.context.exceptionValue(for: error)
      return JSValueMakeUndefined(ctx)
    }
  }

  static let hasProperty: JSObjectHasPropertyCallback = { _, object, name in
    guard let name, let (target, hooks) = hooked(object) else { return false }
    if let has = hooks.has { return has(target, JSPropertyKey(name)) }
    guard let get = hooks.get else { return false }
    return ((try? get(target, JSPropertyKey(name))) ?? nil) != nil
  }

  static let setProperty: JSObjectSetPropertyCallback = { _, object, name, value, exception in
    guard let name, let value, let (target, hooks) = hooked(object), let set = hooks.set else {
      return false
    }
    do {
      return try set(target, JSPropertyKey(name), JSValue(value, in: hooks.context))
    } catch {
      exception?.pointee = hooks.context.exceptionValue(for: error)
      return true
    }
  }

  static let deleteProperty: JSObjectDeletePropertyCallback = { _, object, name, exception in
    guard let name, let (target, hooks) = hooked(object), let delete = hooks.delete else {
      return false
    }
    do {
      return try delete(target, JSPropertyKey(name))
    } catch {
      exception?.pointee = hooks.context.exceptionValue(for: error)
      return true
    }
  }

  static let getPropertyNames: JSObjectGetPropertyNamesCallback = { _, object, accumulator in
    guard let accumulator, let (target, hooks) = hooked(object), let ownKeys = hooks.ownKeys,
      // While the machine is terminating no Swift work starts (the script is being stopped).
      !hooks.context.virtualMachine.isTerminating
    else { return }
    for key in ownKeys(target) {
      JSStringScope.with(key) { JSPropertyNameAccumulatorAddName(accumulator, $0) }
    }
  }
}
