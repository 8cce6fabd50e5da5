import DOM
import JSCore

/// A JavaScript world: one global object (a window proxy) with its own prototypes,
/// constructors and wrappers over the runtime's shared document. The page's own scripts run
/// in the page world; an extension script runs in an isolated world that shares the DOM but not
/// the page's globals (docs/safari-behavior.md §1.4).
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#realms-settings-objects-global-objects
public final class World {
  /// Which world this is.
  public enum Kind: String, Sendable {
    /// The page's own scripts (and `<script>` elements an extension inserts).
    case page
    /// An extension's content world.
    case isolated
  }

  /// Which world this is.
  public let kind: Kind
  /// The runtime owning this world.
  public unowned(unsafe) let runtime: Runtime
  /// The JavaScript context; its global object is this world's `window`.
  public let context: JSContext

  /// One wrapper per model object (node, event, range…), for identity and expandos.
  let wrappers = PointerTable<JSKeptValue>()
  /// The class and prototype of each interface's wrappers, by definition.
  let wrapperRecipes = PointerTable<WrapperRecipe>()
  /// The interface of each class of non-node objects wrapped so far.
  let definitionsByClass = PointerTable<InterfaceDefinition>()
  /// Keeps the wrappers alive for the world's life.
  private(set) lazy var wrapperKeeper = JSValueKeeper(context: context)
  /// The global object as the keeper holds it, kept once (it is every `window` a binding
  /// returns: `defaultView`, `event.view`, `self`…).
  private(set) lazy var keptGlobal = wrapperKeeper.keep(global)
  /// Interfaces made so far in this world, by definition.
  let interfaces = PointerTable<MaterializedInterface>()
  /// What every binding function of this world runs (the functions do not retain them).
  var functionSlots: [JSFunctionSlot] = []
  /// JavaScriptCore classes, one per interface, by definition.
  let classes = PointerTable<JSNativeClass>()
  /// Property hooks of legacy platform objects' instances in this world, by definition.
  var propertyHookTable: [ObjectIdentifier: JSPropertyHooks] = [:]
  /// Legacy platform objects wrapped as script proxies (LegacyPlatformProxy.swift).
  var legacyProxies = LegacyProxyState()
  /// Event listeners made for JS callbacks, by callback object identity and capture flag
  /// (`addEventListener(t, f)` twice adds `f` once).
  var listeners: [UInt: EventListener] = [:]
  /// `install(target, names, getters, setters, enumerable)`: defines accessors in one call.
  let accessorInstaller: JSValue
  /// `value(target, key, value, writable, enumerable)`: a data property, symbol keys too.
  let valueInstaller: JSValue
  /// `pairIterable(prototype, snapshot)`: entries/keys/values/forEach/@@iterator.
  let pairIterableInstaller: JSValue
  /// Tells the remembering getters that documents of both kinds are reachable.
  let bothDocumentKindsMarker: JSValue
  /// Whether this world has wrapped a node of a document whose kind (HTML or XML) is not its
  /// own document's (see ``BindingMember/Remembered/whileDocumentsAreOneKind``).
  var reachesBothDocumentKinds = false
  /// `ownValue(target, key, missing)`: an own property's value (a getter called), or
  /// `missing` when `target` has no such own property; never looks at the prototype chain.
  let ownValueReader: JSValue
  /// `moveToEnd(target, keys)`: moves own properties to the end of the key order, unchanged.
  let propertyMover: JSValue
  /// What each interface with deferred members has of them on its prototype in this world
  /// (``InterfaceDefinition/deferredMembers``).
  let deferredInstalls = PointerTable<DeferredInstall>()
  /// `enqueueMicrotask(callback)`: queues a microtask with the real `Promise.prototype.then`.
  let microtaskEnqueuer: JSValue
  /// `Symbol.toStringTag`, `Symbol.iterator` and friends, read before any script ran.
  let intrinsics: JSValue
  /// The window bindings' per-world state (event handlers, helpers; Bindings/Window).
  var windowState = WindowWorldState()
  /// The script callbacks handed to the page's Swift objects (listeners, mutation
  /// observers), released when the runtime ends (see ``ScriptCallback``).
  var scriptCallbacks: [ScriptCallback] = []

  init(kind: Kind, runtime: Runtime) {
    self.kind = kind
    self.runtime = runtime
    let machine = runtime.virtualMachine
    let eventTargetClass = World.sharedPlainClass(for: EventTargetBinding.definition, machine)
    classes.set(eventTargetClass, for: ObjectIdentifier(EventTargetBinding.definition))
    // The global class has no per-world state (its hooks live with the global object), so
    // every world of the machine shares it.
    let windowClass = machine.sharedClass(for: ObjectIdentifier(WindowBinding.definition)) {
      JSNativeClass(
        globalObjectClassNamed: "Window", parent: eventTargetClass, interceptsWrites: true)
    }
    classes.set(windowClass, for: ObjectIdentifier(WindowBinding.definition))
    context = JSContext(
      virtualMachine: runtime.virtualMachine, globalClass: windowClass, carrying: runtime.window)
    context.name = kind == .page ? "page" : "extension"
    let helpers = World.evaluateHelpers(in: context)
    accessorInstaller = helpers.property("accessors")
    valueInstaller = helpers.property("value")
    pairIterableInstaller = helpers.property("pairIterable")
    microtaskEnqueuer = helpers.property("enqueueMicrotask")
    ownValueReader = helpers.property("ownValue")
    propertyMover = helpers.property("moveToEnd")
    intrinsics = helpers.property("intrinsics")
    bothDocumentKindsMarker = helpers.property("documentsOfBothKinds")
    installGlobal()
    installWindowEnvironment()
    // Inserted `<script>` elements run in the page world from now on (PageScripts/).
    runtime.scriptElements.attach()
  }

  /// Queues `body` as a microtask (it runs when the engine next drains its microtask queue).
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#queue-a-microtask
  public func queueMicrotask(_ body: @escaping () throws -> Void) {
    let function = context.makeFunction(name: "") { _ in
      try body()
      return .undefined
    }
    _ = try? microtaskEnqueuer.call(arguments: [function])
  }

  /// The window's Swift object.
  public var window: Window { runtime.window }

  /// The global object (this world's `window`).
  public var global: JSValue { context.globalObject }

  /// The JavaScriptCore class of `definition`'s instances. Every world of the virtual machine
  /// shares it; a legacy platform object's instances carry this world's property hooks
  /// (``instanceHooks(for:)``), not the class.
  func nativeClass(for definition: InterfaceDefinition) -> JSNativeClass {
    if let made = classes[ObjectIdentifier(definition)] { return made }
    let made = Self.sharedPlainClass(for: definition, runtime.virtualMachine)
    classes.set(made, for: ObjectIdentifier(definition))
    return made
  }

  /// The property hooks of `definition`'s instances in this world: a legacy platform object's
  /// indexed and named properties (nil for other interfaces).
  func instanceHooks(for definition: InterfaceDefinition) -> JSPropertyHooks? {
    let key = ObjectIdentifier(definition)
    if let made = propertyHookTable[key] { return made }
    guard let legacy = definition.legacyPlatformObject else { return nil }
    let made = propertyHooks(legacy, for: definition)
    propertyHookTable[key] = made
    return made
  }

  /// The machine-wide class of a definition (one that serves property hooks when the
  /// definition is a legacy platform object).
  private static func sharedPlainClass(
    for definition: InterfaceDefinition, _ machine: VirtualMachine
  ) -> JSNativeClass {
    machine.sharedClass(for: ObjectIdentifier(definition)) {
      let parent = definition.parent.map { sharedPlainClass(for: $0, machine) }
      let name = definition.toStringTag ?? definition.name
      if definition.legacyPlatformObject != nil {
        return JSNativeClass(
          name: name, parent: parent, instancesCarryHooks: true,
          answersPresence: definition.legacyPlatformObject?.answersPresence ?? false)
      }
      return JSNativeClass(name: name, parent: parent)
    }
  }

  /// Runs the set-up script that returns the installer functions. It runs before any page or
  /// extension script, so it captures the real `Object.defineProperty` and symbols.
  private static func evaluateHelpers(in context: JSContext) -> JSValue {
    let source = """
      (function () {
        const defineProperty = Object.defineProperty;
        const setPrototypeOf = Object.setPrototypeOf;
        const apply = Reflect.apply;
        const arrayValues = Array.prototype.values;
        const iteratorSymbol = Symbol.iterator;
        const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
        const deleteProperty = Reflect.deleteProperty;
        const TypeErrorConstructor = TypeError;
        // A resolved promise is made on first use: the engine compiles its promise
        // built-ins the first time one runs (about 0.1 ms), which most runs never need.
        const PromiseConstructor = Promise;
        const promiseResolve = Promise.resolve;
        const promiseThen = Promise.prototype.then;
        const WeakMapConstructor = WeakMap;
        const weakMapGet = WeakMap.prototype.get;
        const weakMapSet = WeakMap.prototype.set;
        let resolved;
        // Set (for good) when the world wraps a node of a document of the other kind (HTML
        // or XML) than its own: BindingMember.Remembered.whileDocumentsAreOneKind.
        let documentsOfBothKinds = false;
        const keptMap = function () {
          const values = new WeakMapConstructor();
          defineProperty(values, "get", { __proto__: null, value: weakMapGet });
          defineProperty(values, "set", { __proto__: null, value: weakMapSet });
          return values;
        };
        // What `Function.prototype.toString` says of a platform function, as WebKit says it:
        // "function appendChild() {\\n    [native code]\\n}", a getter or setter under its
        // property's name ("get textContent" reads "function textContent()"). JavaScriptCore
        // calls every function made with the C API "CallbackObject", and the remembering
        // getters below are script functions whose source would show: the replaced
        // `toString` answers for both (the functions in `seemNative`, and any whose engine
        // text is the C API's), and the engine's for everything else.
        const functionToString = Function.prototype.toString;
        const stringSlice = String.prototype.slice;
        const callbackObjectText = "function CallbackObject() {\\n    [native code]\\n}";
        const seemNative = keptMap();
        const nativeText = function (fn) {
          const nameDescriptor = getOwnPropertyDescriptor(fn, "name");
          let name = nameDescriptor !== undefined && typeof nameDescriptor.value === "string"
            ? nameDescriptor.value : "";
          const prefix = apply(stringSlice, name, [0, 4]);
          if (prefix === "get " || prefix === "set ") { name = apply(stringSlice, name, [4]); }
          return "function " + name + "() {\\n    [native code]\\n}";
        };
        const toString = {
          toString() {
            "use strict";
            if (typeof this === "function") {
              if (seemNative.get(this) === true) { return nativeText(this); }
              const text = apply(functionToString, this, []);
              return text === callbackObjectText ? nativeText(this) : text;
            }
            return apply(functionToString, this, []);
          }
        }.toString;
        seemNative.set(toString, true);
        defineProperty(Function.prototype, "toString", {
          __proto__: null, value: toString, writable: true, enumerable: false, configurable: true
        });
        // A getter remembering each object's value of an attribute that does not change for
        // it (BindingMember.Remembered, `kind` its number): the first read asks the native
        // getter (which checks `this`), later reads find the value in a WeakMap no script
        // can reach. The map's own get/set are the original built-ins (a page replacing
        // WeakMap.prototype.get changes nothing here), and JavaScriptCore inlines them.
        const rememberingGetter = function (name, nativeGetter, kind) {
          const values = keptMap();
          const getter = getOwnPropertyDescriptor({
            get [name]() {
              "use strict";
              if (kind === 2 && documentsOfBothKinds) { return apply(nativeGetter, this, []); }
              let value = values.get(this);
              if (value === undefined) {
                value = apply(nativeGetter, this, []);
                if (typeof this === "object" && this !== null) { values.set(this, value); }
              }
              return value;
            }
          }, name).get;
          seemNative.set(getter, true);
          return getter;
        };
        return {
          accessors: function (target, names, getters, setters, enumerable, remembered) {
            for (let i = 0; i < names.length; i++) {
              defineProperty(target, names[i], {
                __proto__: null,
                get: remembered[i] !== 0
                  ? rememberingGetter(names[i], getters[i], remembered[i]) : getters[i],
                set: setters[i], enumerable: enumerable[i], configurable: true
              });
            }
          },
          value: function (target, key, value, writable, enumerable) {
            defineProperty(target, key, {
              __proto__: null, value: value, writable: writable, enumerable: enumerable,
              configurable: true
            });
          },
          pairIterable: function (prototype, snapshot) {
            const iterate = function (object, kind) {
              const pairs = apply(snapshot, object, []);
              if (kind === 2) { return apply(arrayValues, pairs, []); }
              // No prototype while filled: a page's Object.prototype setter for "0"… must not
              // run; the array iterator works on it all the same.
              const out = setPrototypeOf([], null);
              for (let i = 0; i < pairs.length; i++) { out[i] = pairs[i][kind]; }
              return apply(arrayValues, out, []);
            };
            const methods = {
              entries: function entries() { return iterate(this, 2); },
              keys: function keys() { return iterate(this, 0); },
              values: function values() { return iterate(this, 1); },
              forEach: function forEach(callback, thisArg) {
                if (typeof callback !== "function") {
                  throw new TypeErrorConstructor("forEach: the callback is not a function");
                }
                const pairs = apply(snapshot, this, []);
                for (let i = 0; i < pairs.length; i++) {
                  apply(callback, thisArg, [pairs[i][1], pairs[i][0], this]);
                }
              }
            };
            const names = ["entries", "keys", "values", "forEach"];
            for (let i = 0; i < names.length; i++) {
              defineProperty(prototype, names[i], {
                __proto__: null, value: methods[names[i]], writable: true, enumerable: true,
                configurable: true
              });
            }
            defineProperty(prototype, iteratorSymbol, {
              __proto__: null, value: methods.entries, writable: true, enumerable: false,
              configurable: true
            });
          },
          documentsOfBothKinds: function () { documentsOfBothKinds = true; },
          enqueueMicrotask: function (callback) {
            if (resolved === undefined) {
              resolved = apply(promiseResolve, PromiseConstructor, [undefined]);
            }
            apply(promiseThen, resolved, [callback]);
          },
          // Moves the own properties `keys` of `target` (those it has) to the end of its key
          // order, in the order given, with their descriptors (so their functions) unchanged.
          moveToEnd: function (target, keys) {
            const descriptors = setPrototypeOf([], null);
            for (let i = 0; i < keys.length; i++) {
              const descriptor = getOwnPropertyDescriptor(target, keys[i]);
              if (descriptor !== undefined) { setPrototypeOf(descriptor, null); }
              descriptors[i] = descriptor;
            }
            for (let i = 0; i < keys.length; i++) {
              if (descriptors[i] !== undefined) { deleteProperty(target, keys[i]); }
            }
            for (let i = 0; i < keys.length; i++) {
              if (descriptors[i] !== undefined) { defineProperty(target, keys[i], descriptors[i]); }
            }
          },
          ownValue: function (target, key, missing) {
            const descriptor = getOwnPropertyDescriptor(target, key);
            if (descriptor === undefined) { return missing; }
            if ("value" in descriptor) { return descriptor.value; }
            return descriptor.get === undefined ? undefined : apply(descriptor.get, target, []);
          },
          intrinsics: {
            toStringTag: Symbol.toStringTag, iterator: iteratorSymbol,
            arrayValues: arrayValues, arrayKeys: Array.prototype.keys,
            arrayEntries: Array.prototype.entries, arrayForEach: Array.prototype.forEach,
            objectPrototype: Object.prototype, errorPrototype: Error.prototype,
            functionPrototype: Function.prototype, defineProperty: defineProperty,
            JSON: JSON, jsonStringify: JSON.stringify, jsonParse: JSON.parse,
            promise: Promise, reflectApply: apply,
            // For the legacy platform objects' proxies (LegacyPlatformProxy.swift), made on
            // first use: the built-ins as they were before any script ran.
            reflectGet: Reflect.get, reflectSet: Reflect.set, reflectHas: Reflect.has,
            reflectDefineProperty: Reflect.defineProperty,
            reflectDeleteProperty: Reflect.deleteProperty, reflectOwnKeys: Reflect.ownKeys,
            reflectGetOwnPropertyDescriptor: Reflect.getOwnPropertyDescriptor,
            reflectGetPrototypeOf: Reflect.getPrototypeOf,
            objectCreate: Object.create, objectHasOwn: Object.hasOwn,
            objectSetPrototypeOf: setPrototypeOf, proxy: Proxy
          }
        };
      })()
      """
    do {
      return try context.evaluateScript(source, sourceURL: "actionjs://bindings")
    } catch {
      preconditionFailure("the bindings' set-up script failed: \(error)")
    }
  }

  /// Makes the global object a window: its prototype chain. Its own members and the global
  /// constructors are made on first use (``WindowGlobals``).
  private func installGlobal() {
    let windowInterface = interface(WindowBinding.definition)
    global.prototype = windowInterface.prototype
    // The global object's own prototype is immutable (the set above does nothing): chain its
    // class's automatic prototype object to Window.prototype instead.
    if !global.prototype.isStrictlyEqual(to: windowInterface.prototype) {
      global.prototype.prototype = windowInterface.prototype
    }
  }
}
