internal import CJavaScriptCore

/// A class of JavaScript objects that carry a Swift object as private data (a `JSClassRef`):
/// instances pass brand checks (`JSCall.thisObject(of:as:)`) for this class and the classes
/// derived from it. The Swift object is released when the JS object is finalized.
///
/// Methods and accessors belong on a prototype object (see `JSContext.makeFunction` and
/// `JSValue.defineAccessor`), as WebIDL interfaces have them.
public final class JSNativeClass {
  let ref: JSClassRef
  /// The class name (shown by `Object.prototype.toString`).
  public let name: String
  /// The parent class, for brand checks along the interface chain.
  public let parent: JSNativeClass?
  /// Whether the engine knows `parent` as the class's parent (`JSClassDefinition.parentClass`).
  /// A global object class keeps its parent on the Swift side only: the engine looks a
  /// global variable up by walking the global's class chain (each class costs two table
  /// lookups per read), and brand checks of the global are answered by
  /// ``JSContext/carriedObject(_:of:as:)`` from `parent` instead.
  let parentKnownToEngine: Bool
  /// `parent`, for walks that retain nothing.
  var parentPointer: Unmanaged<JSNativeClass>? { parent.map { Unmanaged.passUnretained($0) } }

  /// Exotic property hooks of the instances, if any.
  let hooks: JSPropertyHooks?
  /// The serial number of the machine keeping this class alive (see
  /// `VirtualMachine.keepAlive`), or 0. A number, not a weak reference: every wrapper made
  /// asks, and a weak reference to the machine made each of its retains the slow kind.
  var keptAliveBy: UInt64 = 0

  /// Makes a class.
  public convenience init(name: String, parent: JSNativeClass? = nil) {
    self.init(name: name, parent: parent, hooksStorage: nil)
  }

  /// Makes a class whose instances start with an automatic prototype object of the class (a
  /// context's global object class needs one: a global's own prototype cannot be replaced).
  /// Other classes start with `Object.prototype` and get their real prototype from
  /// ``JSContext/makeObject(of:carrying:prototype:)``.
  public convenience init(globalObjectClassNamed name: String, parent: JSNativeClass? = nil) {
    self.init(name: name, parent: parent, hooksStorage: nil, automaticPrototype: true)
  }

  /// A class for a context's global object whose writes, deletions and key listing go through
  /// hooks given later with ``JSContext/setGlobalHooks(_:)``. Reads are not hooked, so reading
  /// a global costs what it costs without hooks (a global object with a read hook would call
  /// it for every global variable a script reads); `interceptsWrites` hooks let a global
  /// object make its properties on first use (written, deleted or listed here, read through a
  /// hooked object in its prototype chain).
  public convenience init(
    globalObjectClassNamed name: String, parent: JSNativeClass? = nil, interceptsWrites: Bool
  ) {
    self.init(
      name: name, parent: parent, hooksStorage: nil, automaticPrototype: true,
      writeHooks: interceptsWrites)
  }

  init(
    name: String, parent: JSNativeClass?, hooksStorage hooks: JSPropertyHooks?,
    automaticPrototype: Bool = false, writeHooks: Bool = false, hookedInstances: Bool = false,
    answersPresence: Bool = false
  ) {
    self.name = name
    self.parent = parent
    self.hooks = hooks
    // A global object class's parent stays on the Swift side (see `parentKnownToEngine`).
    let engineParent = automaticPrototype ? nil : parent
    parentKnownToEngine = engineParent != nil || parent == nil
    var definition = kJSClassDefinitionEmpty
    // JavaScriptCore calls the finalizer of every class in an object's class chain, so only
    // the root class (for the engine) releases the private data (once).
    definition.finalize = engineParent == nil ? Trampolines.finalize : nil
    definition.parentClass = engineParent?.ref
    if !automaticPrototype {
      // No per-context prototype object for the class: instances are made with
      // Object.prototype and then given their interface prototype.
      definition.attributes = JSClassAttributes(kJSClassAttributeNoAutomaticPrototype)
    }
    if hooks != nil || hookedInstances {
      definition.getProperty = Trampolines.getProperty
      // Only on request: with it, JavaScriptCore makes every read two calls (ask, then read).
      if answersPresence || hooks?.has != nil { definition.hasProperty = Trampolines.hasProperty }
      definition.setProperty = Trampolines.setProperty
      definition.deleteProperty = Trampolines.deleteProperty
      definition.getPropertyNames = Trampolines.getPropertyNames
    } else if writeHooks {
      definition.setProperty = Trampolines.setProperty
      definition.deleteProperty = Trampolines.deleteProperty
      definition.getPropertyNames = Trampolines.getPropertyNames
    }
    let made = name.withCString { cName in
      definition.className = cName
      return JSClassCreate(&definition)
    }
    guard let made else { preconditionFailure("JSClassCreate failed for \(name)") }
    ref = made
  }

  deinit { JSClassRelease(ref) }
}

extension JSContext {
  /// A new instance of `nativeClass` carrying `object`, with `prototype` as its prototype;
  /// `hooks`, when given, serve its exotic properties instead of the class's own (see
  /// ``JSNativeClass/init(name:parent:instancesCarryHooks:)``).
  public func makeObject(
    of nativeClass: JSNativeClass, carrying object: AnyObject, prototype: JSValue?,
    hooks: JSPropertyHooks? = nil
  )
    -> JSValue
  {
    virtualMachine.keepAlive(nativeClass)
    let box = PrivateBox(object, machine: virtualMachine, hooks: hooks ?? nativeClass.hooks)
    let instance = JSObjectMake(ref, nativeClass.ref, Unmanaged.passRetained(box).toOpaque())
    let value = JSValue(instance ?? JSValueMakeUndefined(ref), in: self)
    if let prototype { value.prototype = prototype }
    return value
  }
}

extension JSValue {
  /// The Swift object an instance of `nativeClass` carries, or `nil` for any other value.
  public func nativeObject<T: AnyObject>(of nativeClass: JSNativeClass, as type: T.Type) -> T? {
    guard let objectRef else { return nil }
    return context.carriedObject(objectRef, of: nativeClass, as: type)
  }
}

extension VirtualMachine {
  /// The class of native function objects (created once per machine, released with it).
  var nativeFunctionClass: JSClassRef {
    if let nativeFunctionClassStorage { return nativeFunctionClassStorage }
    var definition = kJSClassDefinitionEmpty
    definition.callAsFunction = Trampolines.callAsFunction
    definition.callAsConstructor = Trampolines.callAsConstructor
    definition.hasInstance = Trampolines.hasInstance
    definition.finalize = Trampolines.finalize
    let made = "Function".withCString { name in
      definition.className = name
      return JSClassCreate(&definition)
    }
    guard let made else { preconditionFailure("JSClassCreate failed for native functions") }
    nativeFunctionClassStorage = made
    return made
  }
}
