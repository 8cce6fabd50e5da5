import DOM
import JSCore

/// `DOMStringMap` (the model's `Collections/DOMStringMap.swift`): `element.dataset`, whose
/// named properties are the `data-*` attributes (`[LegacyOverrideBuiltIns]`: they shadow the
/// prototype's properties, and every string-keyed assignment sets an attribute).
///
/// The wrapper is a `Proxy` over a native `DOMStringMap` object rather than an object with
/// JavaScriptCore property hooks: hooked properties always report themselves non-enumerable
/// and read-only, which would hide the attributes from `Object.entries`, `Object.assign`,
/// `{...dataset}` and `JSON.stringify`. The interface has no members, so no brand check ever
/// sees the proxy; `DOMStringMap` gets a `Symbol.hasInstance` that follows the proxy's
/// prototype (the engine's native `instanceof` does not see through proxies).
///
/// https://html.spec.whatwg.org/multipage/dom.html#domstringmap
enum DOMStringMapBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(name: "DOMStringMap", modelType: DOMStringMap.self)

  /// The wrapper of `map` in `world`: made on first use, then the same object.
  ///
  /// https://webidl.spec.whatwg.org/#legacy-platform-objects
  static func wrapper(for map: DOMStringMap, in world: World) -> JSValue {
    if let existing = world.wrappers[ObjectIdentifier(map)] { return existing.value }
    let target = world.context.makeObject(
      of: world.nativeClass(for: definition), carrying: map,
      prototype: world.interface(definition).prototype, hooks: world.instanceHooks(for: definition))
    let proxy = (try? proxyMaker(in: world).call(arguments: [target])) ?? target
    world.adopt(map, wrapper: proxy)
    return proxy
  }

  /// `make(target)`: a proxy serving the named properties, made once per world.
  private static func proxyMaker(in world: World) throws -> JSValue {
    let cached = world.intrinsics.property(makerName)
    if cached.isFunction { return cached }
    let context = world.context
    let model: (JSCall) -> DOMStringMap? = { [unowned(unsafe) world] js in
      world.unwrap(js.argument(0), as: definition, DOMStringMap.self)
    }
    // The named property getter, setter and deleter, and the supported property names.
    let names = context.makeFunction(name: "names", length: 1) { js in
      let names = model(js)?.supportedPropertyNames ?? []
      return .value(try js.context.array(names.map(js.context.string)))
    }
    let getValue = context.makeFunction(name: "getValue", length: 2) { js in
      guard let value = model(js)?.value(of: try js.string(1)) else { return .undefined }
      return .string(value)
    }
    let setValue = context.makeFunction(name: "setValue", length: 3) {
      [unowned(unsafe) world] js in
      do {
        try model(js)?.setValue(try js.string(2), for: try js.string(1))
      } catch {
        throw world.translate(error)
      }
      return .undefined
    }
    let deleteValue = context.makeFunction(name: "deleteValue", length: 2) { js in
      .boolean(model(js)?.deleteValue(for: try js.string(1)) ?? false)
    }
    let maker = try context.evaluateScript(handlerSource, sourceURL: "actionjs://dataset")
      .call(
        arguments: [
          names, getValue, setValue, deleteValue, world.interfaceObject(for: definition),
        ])
    try world.intrinsics.set(makerName, maker)
    return maker
  }

  private static let makerName = "makeDOMStringMap"

  /// The proxy handler: string keys that are supported property names are the map's own
  /// enumerable, writable, configurable properties; every string-keyed assignment or
  /// definition goes to the named setter; symbols behave as on an ordinary object.
  ///
  /// https://webidl.spec.whatwg.org/#legacy-platform-object-getownproperty
  private static let handlerSource = """
    (function (names, getValue, setValue, deleteValue, interfaceObject) {
      const R = Reflect;
      const ProxyConstructor = Proxy;
      const getPrototypeOf = Object.getPrototypeOf;
      const prototype = interfaceObject.prototype;
      Object.defineProperty(interfaceObject, Symbol.hasInstance, {
        value: function (value) {
          if (value === null || (typeof value !== "object" && typeof value !== "function")) {
            return false;
          }
          for (let object = getPrototypeOf(value); object !== null;
            object = getPrototypeOf(object)) {
            if (object === prototype) { return true; }
          }
          return false;
        },
        writable: false, enumerable: false, configurable: true
      });
      const isString = (key) => typeof key === "string";
      const handler = {
        get(target, key, receiver) {
          if (isString(key)) {
            const value = getValue(target, key);
            if (value !== undefined) { return value; }
          }
          return R.get(target, key, receiver);
        },
        set(target, key, value, receiver) {
          if (isString(key)) { setValue(target, key, value); return true; }
          return R.set(target, key, value, receiver);
        },
        has(target, key) {
          return (isString(key) && getValue(target, key) !== undefined) || R.has(target, key);
        },
        deleteProperty(target, key) {
          if (isString(key) && deleteValue(target, key)) { return true; }
          return R.deleteProperty(target, key);
        },
        ownKeys(target) { return names(target).concat(R.ownKeys(target)); },
        getOwnPropertyDescriptor(target, key) {
          if (isString(key)) {
            const value = getValue(target, key);
            if (value !== undefined) {
              return { value: value, writable: true, enumerable: true, configurable: true };
            }
          }
          return R.getOwnPropertyDescriptor(target, key);
        },
        defineProperty(target, key, descriptor) {
          if (isString(key)) {
            if ("get" in descriptor || "set" in descriptor) { return false; }
            setValue(target, key, descriptor.value);
            return true;
          }
          return R.defineProperty(target, key, descriptor);
        }
      };
      return function (target) { return new ProxyConstructor(target, handler); };
    })
    """
}
