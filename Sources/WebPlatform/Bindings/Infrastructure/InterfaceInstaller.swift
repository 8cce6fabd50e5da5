import DOM
import JSCore

/// An interface made in one world: its prototype object and its interface object (the global
/// constructor).
struct MaterializedInterface {
  /// `X.prototype`.
  let prototype: JSValue
  /// `X` itself.
  let interfaceObject: JSValue
}

extension World {
  /// The prototype and constructor of `definition` in this world, made on first use.
  ///
  /// https://webidl.spec.whatwg.org/#interface-prototype-object
  func interface(_ definition: InterfaceDefinition) -> MaterializedInterface {
    if let made = interfaces[ObjectIdentifier(definition)] { return made }
    let parent = definition.parent.map { interface($0) }
    let prototype = context.object()
    if let parent {
      prototype.prototype = parent.prototype
    } else if definition.inheritsFromError {
      prototype.prototype = intrinsics.property("errorPrototype")
    }
    // WebKit's order of the prototype's own keys: `constructor`, the attributes, the
    // operations, the iteration methods, the constants (fixture dom-collections/legacy-objects).
    let interfaceObject = makeInterfaceObject(for: definition, prototype: prototype, parent: parent)
    installMembers(definition.members, of: definition, on: prototype, deferConstants: true)
    installIteration(definition, on: prototype)
    installConstants(definition.members, on: prototype)
    defineValue(
      on: prototype, key: intrinsics.property("toStringTag"),
      context.string(definition.toStringTag ?? definition.name),
      writable: false, enumerable: false)
    let made = MaterializedInterface(prototype: prototype, interfaceObject: interfaceObject)
    interfaces.set(made, for: ObjectIdentifier(definition))
    return made
  }

  /// The global constructor (or, for a callback interface, the constants object).
  /// Script reaches the prototype through it, so deferred members are all put in place first.
  func interfaceObject(for definition: InterfaceDefinition) -> JSValue {
    installAllDeferredMembers(of: definition)
    return interface(definition).interfaceObject
  }

  private func makeInterfaceObject(
    for definition: InterfaceDefinition, prototype: JSValue, parent: MaterializedInterface?
  ) -> JSValue {
    let constants = definition.members.filter {
      if case .constant = $0.kind { return true }
      return false
    }
    if definition.isCallbackInterface {
      let object = context.object()
      installMembers(constants, of: definition, on: object)
      return object
    }
    let world = self
    let construct: ((JSCall) throws -> JSValue)? = definition.constructor.map { constructor in
      { [unowned(unsafe) world] js in
        do {
          return try constructor.body(
            BindingCall(js: js, world: world, interface: definition, member: "constructor"))
        } catch {
          throw world.translate(error)
        }
      }
    }
    let interfaceObject: JSValue
    do {
      interfaceObject = try context.makeConstructor(
        name: definition.name, length: definition.constructor?.length ?? 0,
        prototype: prototype, construct: construct)
    } catch {
      // Only a script that left the engine no room (its stack exhausted, its time up) makes
      // the set-up fail; the interface is then a plain object rather than a crash.
      reportBindingFailure("making the \(definition.name) constructor", error)
      interfaceObject = context.object()
    }
    if let parent { interfaceObject.prototype = parent.interfaceObject }
    installMembers(constants, of: definition, on: interfaceObject)
    installMembers(definition.staticMembers, of: definition, on: interfaceObject)
    return interfaceObject
  }

  /// Defines `members` on `target`: attributes as accessor pairs (one call into the set-up
  /// script for all of them), then operations as functions; constants as read-only values in
  /// their place, or not at all with `deferConstants` (the caller installs them last, with
  /// ``installConstants(_:on:)``).
  ///
  /// https://webidl.spec.whatwg.org/#define-the-operations
  func installMembers(
    _ members: [BindingMember], of definition: InterfaceDefinition, on target: JSValue,
    deferConstants: Bool = false
  ) {
    var operations: [JSFunctionSlot] = []
    var operationsEnumerable: [Bool] = []
    var accessorNames: [String] = []
    var getters: [JSFunctionSlot] = []
    var setters: [JSFunctionSlot?] = []
    var accessorsEnumerable: [Bool] = []
    var accessorsRemembered: [Int] = []
    for member in members {
      let name = member.name
      switch member.kind {
      case .operation(let length, let body):
        operations.append(
          BindingFunctionSlot(
            world: self, interface: definition, member: name, length: length,
            body: .operation(body)))
        operationsEnumerable.append(member.enumerable)
      case .attribute(let get, let set):
        accessorNames.append(name)
        getters.append(
          BindingFunctionSlot(
            world: self, interface: definition, member: name, length: 0, body: .getter(get)))
        setters.append(
          set.map {
            BindingFunctionSlot(
              world: self, interface: definition, member: name, length: 1, body: .setter($0))
          })
        accessorsEnumerable.append(member.enumerable)
        accessorsRemembered.append(set == nil ? member.remembered?.rawValue ?? 0 : 0)
      case .constant:
        if !deferConstants { installConstants([member], on: target) }
      case .value(let make):
        if let value = try? make(self) {
          try? target.setProperty(
            name, value, attributes: member.enumerable ? [] : [.dontEnum])
        }
      }
    }
    // The functions do not retain their slots: the world does.
    functionSlots += operations
    functionSlots += getters
    functionSlots += setters.compactMap { $0 }
    if !accessorNames.isEmpty {
      do {
        try context.defineAccessors(
          names: accessorNames, getters: getters, setters: setters,
          enumerable: accessorsEnumerable, remembered: accessorsRemembered, on: target,
          using: accessorInstaller)
      } catch {
        reportBindingFailure("installing the \(definition.name) attributes", error)
      }
    }
    context.defineFunctions(operations, enumerable: operationsEnumerable, on: target)
  }

  /// Defines the constants among `members` on `target`, read-only and permanent.
  ///
  /// https://webidl.spec.whatwg.org/#es-constants
  func installConstants(_ members: [BindingMember], on target: JSValue) {
    for member in members {
      guard case .constant(let value) = member.kind else { continue }
      try? target.setProperty(
        member.name, context.number(value), attributes: [.readOnly, .dontDelete])
    }
  }

  /// `[Symbol.iterator]`, `entries`, `keys`, `values` and `forEach` of an iterable interface.
  ///
  /// https://webidl.spec.whatwg.org/#es-iterators
  private func installIteration(_ definition: InterfaceDefinition, on prototype: JSValue) {
    guard let iterable = definition.iterable else { return }
    switch iterable {
    case .indexedIteratorOnly:
      defineValue(
        on: prototype, key: intrinsics.property("iterator"), intrinsics.property("arrayValues"),
        writable: true, enumerable: false)
    case .indexed:
      defineValue(
        on: prototype, key: intrinsics.property("iterator"), intrinsics.property("arrayValues"),
        writable: true, enumerable: false)
      for (name, intrinsic) in [
        ("entries", "arrayEntries"), ("forEach", "arrayForEach"), ("keys", "arrayKeys"),
        ("values", "arrayValues"),
      ] where !definition.members.contains(where: { $0.name == name }) {
        try? prototype.setProperty(name, intrinsics.property(intrinsic), attributes: [])
      }
    case .pairs(let entries):
      let snapshot = context.makeFunction(name: "entries") { [unowned(unsafe) self] js in
        do {
          let call = BindingCall(js: js, world: self, interface: definition, member: "entries")
          let pairs = try entries(call)
          let arrays = try pairs.map { pair in try self.context.array([pair.0, pair.1]) }
          return .value(try self.context.array(arrays))
        } catch {
          throw self.translate(error)
        }
      }
      do {
        try pairIterableInstaller.call(arguments: [prototype, snapshot])
      } catch {
        reportBindingFailure("installing \(definition.name) iteration", error)
      }
    }
  }

  /// Records that setting up part of an interface failed (the engine refused to run the
  /// set-up: stack exhausted, time limit): a console error, so the report shows it; the
  /// interface stays incomplete in this world.
  func reportBindingFailure(_ what: String, _ error: any Error) {
    runtime.console.record(
      .error, text: "actionjs: \(what) failed (\(error)); it is incomplete in this world")
  }

  /// Defines a data property whose key may be a symbol.
  func defineValue(
    on target: JSValue, key: JSValue, _ value: JSValue, writable: Bool, enumerable: Bool
  ) {
    _ = try? valueInstaller.call(
      arguments: [
        target, key, value, context.boolean(writable), context.boolean(enumerable),
      ])
  }

  /// The JavaScriptCore property hooks serving a legacy platform object's indexed and named
  /// properties.
  ///
  /// https://webidl.spec.whatwg.org/#legacy-platform-object-getownproperty
  func propertyHooks(_ legacy: LegacyPlatformObject, for definition: InterfaceDefinition)
    -> JSPropertyHooks
  {
    var hooks = JSPropertyHooks(context: context)
    hooks.get = { [unowned(unsafe) self] object, key in
      do {
        if let index = key.index, let indexed = legacy.indexedGetter {
          return try indexed(self, object, index)
        }
        guard let named = legacy.namedGetter else { return nil }
        if !legacy.overrideBuiltIns && self.interface(definition).prototype.has(key.name) {
          return nil
        }
        return try named(self, object, key.name)
      } catch {
        throw self.translate(error)
      }
    }
    hooks.set = { [unowned(unsafe) self] object, key, value in
      do {
        if let index = key.index, legacy.indexedGetter != nil {
          try legacy.indexedSetter?(self, object, index, value)
          return true
        }
        guard let named = legacy.namedSetter else { return false }
        if !legacy.overrideBuiltIns && self.interface(definition).prototype.has(key.name) {
          return false
        }
        try named(self, object, key.name, value)
        return true
      } catch {
        throw self.translate(error)
      }
    }
    hooks.delete = { [unowned(unsafe) self] object, key in
      do {
        if key.index != nil, let indexed = legacy.indexedGetter {
          // An existing index cannot be deleted; a missing one is not ours.
          return try indexed(self, object, key.index ?? 0) != nil
        }
        guard let deleter = legacy.namedDeleter else { return false }
        return try deleter(self, object, key.name)
      } catch {
        throw self.translate(error)
      }
    }
    hooks.ownKeys = { object in
      var keys: [String] = []
      if let length = legacy.length { keys = (0..<length(object)).map(String.init) }
      if !legacy.unenumerableNames, let names = legacy.supportedNames { keys += names(object) }
      return keys
    }
    return hooks
  }

  /// A Swift error thrown by the model, as the JavaScript exception Web IDL prescribes:
  /// `DOMException` objects, `TypeError`s for the model's type errors.
  ///
  /// https://webidl.spec.whatwg.org/#es-exceptions
  func translate(_ error: any Error) -> any Error {
    switch error {
    case let exception as DOMException:
      return JSThrow.value(wrapper(for: DOMExceptionObject(exception)))
    case let typeError as DOM.TypeError:
      return JSThrow.typeError(typeError.message)
    case let typeError as URLTypeError:
      return JSThrow.typeError(typeError.message)
    default:
      return error
    }
  }
}
