import DOM
import JSCore

/// Legacy platform objects (collections, `NamedNodeMap`, `CSSStyleDeclaration`…) whose wrapper
/// is a script `Proxy` over an ordinary object, with the traps Web IDL prescribes for indexed
/// and named properties written in script once per world.
///
/// Why: an instance of a class made with the C API is a `JSCallbackObject`, which
/// JavaScriptCore never caches lookups on, and its property hook is a crossing into Swift for
/// every name read on it: `list.length` cost the hook (which answers "not mine") and then an
/// uncached lookup and the getter's crossing, about 1.2 µs; `list[i]` about 1 µs. Through a
/// proxy, a name that is not an index or a supported name goes straight to the prototype
/// (`list.length`: the getter's crossing alone), and `list[i]` calls the indexed getter
/// once (a script call and one crossing), or, when the items can be copied
/// (``LegacyPlatformObject/itemsValidity``), reads a copy the proxy keeps while the document's
/// counter it depends on (``DocumentVersionCells``) stands still: tens of nanoseconds.
///
/// The copy is taken after a few reads at one version (a loop that changes the tree between
/// reads keeps asking Swift, one crossing each, rather than copying the list each time).
///
/// https://webidl.spec.whatwg.org/#es-legacy-platform-objects
struct LegacyProxyState {
  /// The script side's `make(interface, prototype, cell, counters)`, which makes a proxy
  /// (nil until the first proxied wrapper).
  var maker: JSValue?
  /// The script side's `define(interface, flags)`, which makes an interface's traps.
  var definer: JSValue?
  /// The proxied interfaces of this world, by their number in script.
  var definitions: [InterfaceDefinition] = []
  /// The number of each proxied interface, by definition.
  let numbers = PointerTable<Int>()
  /// The `Float64Array` over each document's counters, by ``DocumentVersionCells`` identity
  /// (an array retains its cells, so an identity here never names other cells).
  let counterArrays = PointerTable<JSValue>()
}

extension World {
  /// A new proxied wrapper of `object`, an instance of `definition` (a legacy platform object
  /// with ``LegacyPlatformObject/proxied``); nil when the engine refused (out of memory, the
  /// stack exhausted), in which case the caller makes a hooked wrapper.
  func makeProxiedWrapper(
    for object: AnyObject, definition: InterfaceDefinition, legacy: LegacyPlatformObject,
    recipe: WrapperRecipe
  ) -> JSKeptValue? {
    guard let maker = legacyProxyMaker() else { return nil }
    let number = legacyProxyNumber(for: definition, legacy)
    let validity = legacy.itemsValidity?(object)
    var cell = validity?.cell ?? -1
    var counters = JSReturn.undefined
    if let document = validity?.document {
      if let array = counterArray(for: document.versionCells) {
        counters = .value(array)
      } else {
        cell = -1
      }
    }
    return wrapperKeeper.keepPlainObject(
      madeBy: maker,
      passing: [
        .number(Double(number)), .value(recipe.prototype), .number(Double(cell)), counters,
      ],
      of: recipe.nativeClass, carrying: object)
  }

  /// The number of `definition` in script, given its traps on first use.
  private func legacyProxyNumber(
    for definition: InterfaceDefinition, _ legacy: LegacyPlatformObject
  )
    -> Int
  {
    let key = ObjectIdentifier(definition)
    if let number = legacyProxies.numbers[key] { return number }
    let number = legacyProxies.definitions.count
    legacyProxies.definitions.append(definition)
    legacyProxies.numbers.set(number, for: key)
    var flags = 0
    if legacy.indexedGetter != nil { flags |= 1 }
    if legacy.namedGetter != nil { flags |= 2 }
    if legacy.indexedSetter != nil { flags |= 4 }
    if legacy.namedSetter != nil { flags |= 8 }
    if legacy.namedDeleter != nil { flags |= 16 }
    if legacy.overrideBuiltIns { flags |= 32 }
    if legacy.unenumerableNames { flags |= 64 }
    if !definition.deferredMembers.isEmpty { flags |= 128 }
    _ = try? legacyProxies.definer?.call(passing: [
      .number(Double(number)), .number(Double(flags)),
    ])
    return number
  }

  /// The script side's `make`, the script evaluated on first use in this world.
  private func legacyProxyMaker() -> JSValue? {
    if let maker = legacyProxies.maker { return maker }
    guard
      let source = try? context.evaluateScript(
        Self.legacyProxySource, sourceURL: "actionjs://legacy-platform-objects"),
      let factory = try? source.call(arguments: [legacyProxyNatives(), intrinsics]),
      factory.isObject
    else { return nil }
    legacyProxies.definer = factory.property("define")
    legacyProxies.maker = factory.property("make")
    return legacyProxies.maker
  }

  /// The proxied interface whose number is argument 0 of a native the traps call, or nil.
  private func legacyDefinition(_ call: JSCall) throws -> InterfaceDefinition? {
    let number = Int(try call.number(0))
    return legacyProxies.definitions.indices.contains(number)
      ? legacyProxies.definitions[number] : nil
  }

  /// The model object and the legacy declaration behind a proxied wrapper: arguments 0 (the
  /// interface's number) and 1 (the proxy) of a native the traps call.
  private func legacyTarget(_ call: JSCall) throws -> (AnyObject, LegacyPlatformObject) {
    guard let definition = try legacyDefinition(call) else {
      throw JSThrow.typeError("Illegal invocation")
    }
    guard let legacy = definition.legacyPlatformObject,
      let object = call.nativeObject(at: 1, of: nativeClass(for: definition), as: AnyObject.self)
    else { throw JSThrow.typeError("Illegal invocation") }
    return (object, legacy)
  }

  /// The native functions the traps call, each taking the interface's number and the proxy
  /// first; `undefined` answers "no such index / not a supported name".
  private func legacyProxyNatives() -> JSValue {
    let natives = context.object()
    func define(_ name: String, _ body: @escaping (JSCall) throws -> JSReturn) {
      try? natives.set(
        name,
        context.makeFunction(name: name) { [unowned(unsafe) self] call in
          do { return try body(call) } catch { throw self.translate(error) }
        })
    }
    define("item") { [unowned(unsafe) self] call in
      let (object, legacy) = try self.legacyTarget(call)
      let index = try call.number(2)
      guard let getter = legacy.indexedGetter, let position = Int(exactly: index) else {
        return .undefined
      }
      return try getter(self, object, position) ?? .undefined
    }
    define("length") { [unowned(unsafe) self] call in
      let (object, legacy) = try self.legacyTarget(call)
      return .number(Double(legacy.length?(object) ?? 0))
    }
    // The items, then the counters they were read under (a Float64Array over the document's
    // cells; null when the document is gone; undefined for items that never change).
    define("items") { [unowned(unsafe) self] call in
      let (object, legacy) = try self.legacyTarget(call)
      let count = legacy.indexedGetter == nil ? 0 : legacy.length?(object) ?? 0
      var items: [JSReturn] = []
      items.reserveCapacity(count + 1)
      if let getter = legacy.indexedGetter {
        for index in 0..<count {
          guard let item = try getter(self, object, index) else { break }
          items.append(item)
        }
      }
      switch legacy.itemsValidity?(object) {
      case .forever: items.append(.undefined)
      case .some(let validity):
        let counters = validity.document.flatMap { self.counterArray(for: $0.versionCells) }
        items.append(counters.map { .value($0) } ?? .null)
      case nil: items.append(.null)
      }
      return .value(try self.context.array(returning: items))
    }
    define("named") { [unowned(unsafe) self] call in
      let (object, legacy) = try self.legacyTarget(call)
      guard let getter = legacy.namedGetter else { return .undefined }
      return try getter(self, object, try call.string(2)) ?? .undefined
    }
    define("names") { [unowned(unsafe) self] call in
      let (object, legacy) = try self.legacyTarget(call)
      let names = legacy.supportedNames?(object) ?? []
      return .value(try self.context.array(names.map { self.context.string($0) }))
    }
    define("setIndexed") { [unowned(unsafe) self] call in
      let (object, legacy) = try self.legacyTarget(call)
      guard let setter = legacy.indexedSetter, let index = Int(exactly: try call.number(2)) else {
        return .boolean(false)
      }
      try setter(self, object, index, call.argument(3))
      return .boolean(true)
    }
    define("setNamed") { [unowned(unsafe) self] call in
      let (object, legacy) = try self.legacyTarget(call)
      guard let setter = legacy.namedSetter else { return .boolean(false) }
      try setter(self, object, try call.string(2), call.argument(3))
      return .boolean(true)
    }
    // The deferred members (InterfaceDefinition.deferredMembers): one asked for by name, or
    // all of them. Arguments: the interface's number, then the key.
    define("deferred") { [unowned(unsafe) self] call in
      if let definition = try legacyDefinition(call) {
        installDeferredMember(named: try call.string(1), of: definition)
      }
      return .undefined
    }
    define("deferredAll") { [unowned(unsafe) self] call in
      if let definition = try legacyDefinition(call) { installAllDeferredMembers(of: definition) }
      return .undefined
    }
    define("deleteNamed") { [unowned(unsafe) self] call in
      let (object, legacy) = try self.legacyTarget(call)
      guard let deleter = legacy.namedDeleter else { return .boolean(false) }
      return .boolean(try deleter(self, object, try call.string(2)))
    }
    return natives
  }

  /// The `Float64Array` over `cells`, made once per world.
  private func counterArray(for cells: DocumentVersionCells) -> JSValue? {
    let key = ObjectIdentifier(cells)
    if let made = legacyProxies.counterArrays[key] { return made }
    guard
      let made = context.float64Array(
        over: cells.cells, count: DocumentVersionCells.count, owner: cells)
    else { return nil }
    legacyProxies.counterArrays.set(made, for: key)
    return made
  }

  /// The traps (https://webidl.spec.whatwg.org/#es-legacy-platform-objects), evaluated once
  /// per world, on first use; the built-ins they use are the world's intrinsics, taken before
  /// any script ran.
  static let legacyProxySource = """
    (function (natives, intrinsics) {
      "use strict";
      const item = natives.item, lengthOf = natives.length, itemsOf = natives.items,
        named = natives.named, namesOf = natives.names,
        setIndexed = natives.setIndexed, setNamed = natives.setNamed,
        deleteNamed = natives.deleteNamed, installDeferred = natives.deferred,
        installAllDeferred = natives.deferredAll;
      const reflectGet = intrinsics.reflectGet, reflectSet = intrinsics.reflectSet,
        reflectHas = intrinsics.reflectHas, reflectDefine = intrinsics.reflectDefineProperty,
        reflectDelete = intrinsics.reflectDeleteProperty,
        reflectOwnKeys = intrinsics.reflectOwnKeys,
        reflectGetPrototypeOf = intrinsics.reflectGetPrototypeOf,
        reflectDescriptor = intrinsics.reflectGetOwnPropertyDescriptor,
        objectCreate = intrinsics.objectCreate, hasOwn = intrinsics.objectHasOwn,
        setPrototypeOf = intrinsics.objectSetPrototypeOf, ProxyConstructor = intrinsics.proxy;
      // The array index `key` names, or -1 (https://tc39.es/ecma262/#array-index).
      const indexOf = function (key) {
        const n = +key;
        if ((n >>> 0) !== n || n === 4294967295) { return -1; }
        return ("" + n) === key ? n : -1;
      };
      const isAccessor = function (descriptor) {
        return hasOwn(descriptor, "get") || hasOwn(descriptor, "set");
      };
      // Each proxy's handler is an object of its own holding the proxy's state (`p` the
      // proxy, `n` the interface's number, `c` the counter cell its items depend on, or -1,
      // `k` the counters, `s` the counter value seen, `i` the copied items or null, `r` the
      // reads at this version), whose prototype holds the interface's traps: a trap's `this`
      // is its proxy's state. Script never reaches a handler. (One ordinary object: a class
      // with private fields on the target cost a third more to make, and a proxy is made for
      // every collection a script asks for.)
      // Item `index`, or undefined: from the copy while it is current, else from Swift (the
      // first reads after a change: a copy is taken at the third read at one version).
      const itemOf = function (state, index) {
        const cell = state.c;
        if (cell < 0) { return item(state.n, state.p, index); }
        let items = state.i;
        if (cell !== 2) {
          const version = state.k[cell];
          if (version !== state.s) {
            state.s = version;
            state.i = items = null;
            state.r = 0;
          }
        }
        if (items !== null) { return index < items.length ? items[index] : undefined; }
        if (++state.r < 3) { return item(state.n, state.p, index); }
        items = itemsOf(state.n, state.p);
        const last = items.length - 1, counters = items[last];
        items.length = last;
        if (cell !== 2) {
          if (counters === null) {
            state.c = -1;
            return index < items.length ? items[index] : undefined;
          }
          state.k = counters;
          state.s = counters[cell];
        }
        state.i = items;
        return index < items.length ? items[index] : undefined;
      };
      // (Null prototypes: a script may have put accessors for indices on Array.prototype or
      // Object.prototype before the first proxy.)
      const handlers = setPrototypeOf([], null);
      // The proxies made so far, in chunks of 1024 hanging from `kept` (as JSValueKeeper keeps
      // wrappers): a store into an old array makes the next young-generation collection visit
      // the whole array again, so one array of every proxy would cost each collection O(n).
      const kept = setPrototypeOf([], null);
      let keptChunk = null, keptCount = 1024;
      const define = function (number, flags) {
        const indexed = (flags & 1) !== 0, hasNamed = (flags & 2) !== 0,
          indexedSetter = (flags & 4) !== 0, namedSetter = (flags & 8) !== 0,
          namedDeleter = (flags & 16) !== 0, overrideBuiltIns = (flags & 32) !== 0,
          enumerableNames = (flags & 64) === 0, deferred = (flags & 128) !== 0;
        // Members put on the prototype when first asked for (deferredMembers in Swift): a
        // lookup that may reach the prototype offers its key first, once per key; reaching
        // the prototype itself (its `constructor`, or [[GetPrototypeOf]]) puts them all.
        const offered = { __proto__: null };
        let complete = false;
        const reach = function (key) {
          if (complete || typeof key !== "string" || offered[key] === true) { return; }
          offered[key] = true;
          if (key === "constructor") {
            complete = true;
            installAllDeferred(number);
          } else {
            installDeferred(number, key);
          }
        };
        // A supported name's value when the named property visibility algorithm shows it.
        const visible = function (state, target, key) {
          if (hasOwn(target, key)) { return undefined; }
          if (!overrideBuiltIns && reflectHas(target, key)) { return undefined; }
          return named(number, state.p, key);
        };
        const ownDescriptor = function (state, target, key) {
          if (typeof key === "string") {
            if (indexed) {
              const index = indexOf(key);
              if (index >= 0) {
                const value = itemOf(state, index);
                if (value === undefined) { return reflectDescriptor(target, key); }
                return { __proto__: null, value: value, writable: indexedSetter, enumerable: true, configurable: true };
              }
            }
            if (hasNamed) {
              const value = visible(state, target, key);
              if (value !== undefined) {
                return { __proto__: null, value: value, writable: namedSetter, enumerable: enumerableNames, configurable: true };
              }
            }
          }
          return reflectDescriptor(target, key);
        };
        const handler = {
          __proto__: null,
          get: function (target, key, receiver) {
            if (deferred) { reach(key); }
            if (typeof key === "string") {
              if (indexed) {
                const index = indexOf(key);
                if (index >= 0) {
                  const value = itemOf(this, index);
                  return value !== undefined ? value : reflectGet(target, key, receiver);
                }
              }
              if (hasNamed) {
                if (!overrideBuiltIns) {
                  // A name found on the object or its prototypes hides a supported name, so
                  // an ordinary read that finds a value is the answer (`list.length`: one
                  // lookup where the visibility test took two more).
                  const found = reflectGet(target, key, receiver);
                  if (found !== undefined) { return found; }
                  const value = visible(this, target, key);
                  return value !== undefined ? value : found;
                }
                const value = visible(this, target, key);
                if (value !== undefined) { return value; }
              }
            }
            return reflectGet(target, key, receiver);
          },
          has: function (target, key) {
            if (deferred) { reach(key); }
            if (typeof key === "string") {
              if (indexed) {
                const index = indexOf(key);
                if (index >= 0) {
                  return itemOf(this, index) !== undefined || reflectHas(target, key);
                }
              }
              if (hasNamed) {
                // (Without [LegacyOverrideBuiltIns], a name the object or its prototypes have
                // is there whether or not it is also a supported name.)
                if (!overrideBuiltIns) {
                  // (Not there: no own property or prototype hides a supported name.)
                  return reflectHas(target, key) || named(number, this.p, key) !== undefined;
                }
                if (visible(this, target, key) !== undefined) { return true; }
              }
            }
            return reflectHas(target, key);
          },
          getOwnPropertyDescriptor: function (target, key) {
            return ownDescriptor(this, target, key);
          },
          defineProperty: function (target, key, descriptor) {
            if (typeof key === "string") {
              if (indexed && indexOf(key) >= 0) {
                if (!indexedSetter || isAccessor(descriptor)) { return false; }
                return setIndexed(number, this.p, indexOf(key), descriptor.value);
              }
              if (hasNamed && (overrideBuiltIns || !hasOwn(target, key))) {
                const creating = named(number, this.p, key) === undefined;
                if (!creating && !namedSetter) { return false; }
                if (namedSetter) {
                  if (isAccessor(descriptor)) { return false; }
                  return setNamed(number, this.p, key, descriptor.value);
                }
              }
            }
            return reflectDefine(target, key, descriptor);
          },
          set: function (target, key, value, receiver) {
            if (deferred) { reach(key); }
            if (typeof key === "string" && receiver === this.p) {
              if (indexedSetter && indexOf(key) >= 0) {
                setIndexed(number, receiver, indexOf(key), value);
                return true;
              }
              if (namedSetter) {
                setNamed(number, receiver, key, value);
                return true;
              }
            }
            const own = ownDescriptor(this, target, key);
            if (own !== undefined && !hasOwn(target, key)) { return false; }
            return reflectSet(target, key, value, receiver);
          },
          deleteProperty: function (target, key) {
            if (typeof key === "string") {
              if (indexed) {
                const index = indexOf(key);
                if (index >= 0) { return itemOf(this, index) === undefined; }
              }
              if (hasNamed && visible(this, target, key) !== undefined) {
                if (!namedDeleter) { return false; }
                return deleteNamed(number, this.p, key);
              }
            }
            return reflectDelete(target, key);
          },
          ownKeys: function (target) {
            const proxy = this.p;
            const keys = setPrototypeOf([], null);
            let count = 0;
            if (indexed) {
              const length = lengthOf(number, proxy);
              for (let i = 0; i < length; i++) { keys[count++] = "" + i; }
            }
            if (hasNamed) {
              const names = namesOf(number, proxy);
              for (let i = 0; i < names.length; i++) {
                const name = names[i];
                // Every supported name, shadowed or not (WebKit lists `item` for an element
                // whose id is "item"), but once: an index or an own key comes elsewhere.
                if (indexed && indexOf(name) >= 0) { continue; }
                if (hasOwn(target, name)) { continue; }
                keys[count++] = name;
              }
            }
            const own = reflectOwnKeys(target);
            for (let i = 0; i < own.length; i++) { keys[count++] = own[i]; }
            return keys;
          },
          preventExtensions: function () { return false; }
        };
        if (deferred) {
          handler.getPrototypeOf = function (target) {
            if (!complete) {
              complete = true;
              installAllDeferred(number);
            }
            return reflectGetPrototypeOf(target);
          };
        }
        handlers[number] = handler;
      };
      return {
        __proto__: null,
        define: define,
        // A new wrapper, kept for the world's life here (as the world's wrapper keeper keeps
        // the others: a crossing saved per wrapper).
        make: function (number, prototype, cell, counters) {
          const traps = handlers[number];
          if (typeof traps !== "object") { return undefined; }
          const tracked = cell === 0 || cell === 1;
          const state = {
            __proto__: traps, p: null, n: number, c: cell,
            k: tracked ? counters : null, s: tracked ? counters[cell] : 0, i: null, r: 0
          };
          const proxy = new ProxyConstructor(objectCreate(prototype), state);
          state.p = proxy;
          if (keptCount === 1024) {
            keptChunk = setPrototypeOf([], null);
            kept[kept.length] = keptChunk;
            keptCount = 0;
          }
          keptChunk[keptCount++] = proxy;
          return proxy;
        }
      };
    })
    """
}
