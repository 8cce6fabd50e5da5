import JSCore

/// The global object's own properties that are made on first use: the `Window` members
/// (`document`, `alert`, `setTimeout`…), the event handler attributes (`onload`…), the
/// `console` namespace and the interface objects (`HTMLElement`, `URL`…).
///
/// Making the ~600 of them when a world is made would cost milliseconds; a world starts with
/// none, and each is defined on the global object, exactly as it would have been defined
/// eagerly, the first time a script reaches it:
/// - reading goes through the prototype chain to the named properties object
///   (`WindowProperties`), whose hook defines the property on the global and reads it;
/// - writing (`window.onload = f`, `location = url`) and deleting go through the global
///   object's write hooks, which define the property first and let the write proceed;
/// - listing the global's keys (`Object.keys(window)`, `for…in`) defines all of them first.
///
/// Differences from eager definition, before a name's first use only:
/// `Object.getOwnPropertyDescriptor(window, name)` and `window.hasOwnProperty(name)` do not
/// see it (reading it, `in`, `typeof` and listing do).
///
/// https://webidl.spec.whatwg.org/#es-namespaces
/// https://webidl.spec.whatwg.org/#define-the-global-property-references
enum WindowGlobals {
  /// What a lazily made global is.
  enum Entry {
    /// A `Window` member (an attribute or an operation).
    case member(BindingMember)
    /// A member only touch devices' windows have.
    case touchMember(BindingMember)
    /// An event handler attribute; `touch` ones exist on touch devices only.
    case eventHandler(touch: Bool)
    /// The `console` namespace.
    case console
    /// An interface object (global constructor).
    case interface(InterfaceDefinition)
  }

  /// Every lazily made global by name. Later kinds win a name clash, as later definitions
  /// replaced earlier ones when the globals were made eagerly.
  static let entries: [String: Entry] = {
    var table: [String: Entry] = [:]
    for member in WindowBinding.globalMembers { table[member.name] = .member(member) }
    for member in WindowBinding.touchMembers { table[member.name] = .touchMember(member) }
    for name in EventHandlerAttributes.windowNames { table[name] = .eventHandler(touch: false) }
    for name in EventHandlerAttributes.touchNames { table[name] = .eventHandler(touch: true) }
    table["console"] = .console
    for name in BindingRegistry.exposedNames {
      if let definition = BindingRegistry.definition(named: name) {
        table[name] = .interface(definition)
      }
    }
    return table
  }()

  /// Globals JavaScriptCore defines itself that the window defines differently: made (replacing
  /// the engine's) when a world is made. `console` is the only one (a test checks the engine's
  /// globals against ``entries``).
  static let engineDefinedNames = ["console"]

  /// The names in a fixed order (listing the global's keys defines them in this order).
  static let orderedNames: [String] = {
    var names: [String] = []
    var seen: Set<String> = []
    let all =
      WindowBinding.globalMembers.map(\.name) + WindowBinding.touchMembers.map(\.name)
      + EventHandlerAttributes.windowNames + EventHandlerAttributes.touchNames + ["console"]
      + BindingRegistry.exposedNames
    for name in all where seen.insert(name).inserted { names.append(name) }
    return names
  }()
}

extension World {
  /// Whether `name` is a global this world has not made yet.
  func isPendingGlobal(_ name: String) -> Bool {
    guard !windowState.madeGlobals.contains(name), let entry = WindowGlobals.entries[name] else {
      return false
    }
    return exists(entry)
  }

  /// Whether `entry` exists in this world (touch-only globals exist on touch devices only).
  private func exists(_ entry: WindowGlobals.Entry) -> Bool {
    switch entry {
    case .touchMember, .eventHandler(touch: true):
      return runtime.options.device.navigator.maxTouchPoints > 0
    default:
      return true
    }
  }

  /// Defines the global `name` if it is one not made yet; returns whether it did.
  @discardableResult
  func makeGlobal(_ name: String) -> Bool {
    guard isPendingGlobal(name), let entry = WindowGlobals.entries[name] else { return false }
    // Marked first: defining the property looks it up, which must not come back here.
    windowState.madeGlobals.insert(name)
    switch entry {
    case .member(let member), .touchMember(let member):
      installMembers([member], of: WindowBinding.definition, on: global)
    case .eventHandler:
      installWindowEventHandler(name)
    case .console:
      defineValue(
        on: global, key: context.string("console"), makeConsole(), writable: true,
        enumerable: false)
    case .interface(let definition):
      defineValue(
        on: global, key: context.string(name), interfaceObject(for: definition),
        writable: true, enumerable: false)
    }
    return true
  }

  /// Defines every global not made yet (before the global's keys are listed).
  func makeAllGlobals() {
    guard !windowState.madeAllGlobals else { return }
    windowState.madeAllGlobals = true
    for name in WindowGlobals.orderedNames { makeGlobal(name) }
  }

  /// The value of the global `name` if it is one of the lazily made globals and is now an own
  /// property of the global object (made just now, or earlier: an object's `has` and `get`
  /// hooks are both asked about a name), else nil. Reads own properties only, so a global
  /// deleted after it was made is not found again through the prototype chain.
  func lazyGlobalValue(_ name: String) -> JSValue? {
    guard makeGlobal(name) || windowState.madeGlobals.contains(name) else { return nil }
    let missing = context.object()
    guard
      let value = try? ownValueReader.call(arguments: [global, context.string(name), missing]),
      !value.isStrictlyEqual(to: missing)
    else { return nil }
    return value
  }

  /// Forgets the global `name` without making it (a script deleted it before using it).
  func dropGlobal(_ name: String) -> Bool {
    guard isPendingGlobal(name) else { return false }
    windowState.madeGlobals.insert(name)
    return true
  }

  /// The global object's write hooks: a write or a delete of a global not made yet makes it
  /// first (so that `window.onload = f` reaches the attribute's setter); listing keys makes
  /// them all.
  func globalObjectHooks() -> JSPropertyHooks {
    var hooks = JSPropertyHooks(context: context)
    hooks.set = { [unowned(unsafe) self] _, key, _ in
      self.makeGlobal(key.name)
      return false
    }
    hooks.delete = { [unowned(unsafe) self] _, key in
      // Deleting a global never made: nothing to delete, and it must stay deleted.
      self.dropGlobal(key.name)
    }
    hooks.ownKeys = { [unowned(unsafe) self] _ in
      self.makeAllGlobals()
      return []
    }
    return hooks
  }
}
