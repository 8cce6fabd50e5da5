import DOM
import JSCore

extension World {
  /// The wrapper of `object` in this world: made on first use with the most-derived interface
  /// the object implements, then the same JS object for the life of the runtime (so identity
  /// holds and expando properties survive).
  ///
  /// https://webidl.spec.whatwg.org/#es-platform-objects
  public func wrapper(for object: AnyObject) -> JSValue {
    if object === runtime.window { return global }
    return keptWrapper(for: object).value
  }

  /// The wrapper of `object` as a binding returns it: without a protection of its own (see
  /// ``keptWrapper(for:)``), which would cost a lock and a table update in the engine.
  func wrapped(_ object: AnyObject) -> JSReturn {
    .kept(keptWrapper(for: object))
  }

  /// The wrapper of `object` as the world's wrapper keeper holds it (no protection taken:
  /// the cheap form to return from a binding). Wrappers are not protected one by one: see
  /// ``JSValueKeeper`` for why.
  func keptWrapper(for object: AnyObject) -> JSKeptValue {
    let key = ObjectIdentifier(object)
    if let existing = wrappers[key] { return existing }
    if object === runtime.window { return keptGlobal }
    let definition: InterfaceDefinition
    if let node = object as? Node {
      definition = NodeInterfaceResolver.definition(for: node)
      noteDocumentKind(of: node)
    } else {
      definition = interfaceDefinition(forInstanceOf: object)
    }
    let recipe = wrapperRecipe(for: definition)
    // An ordinary object unless it needs property hooks (a legacy platform object): lookups
    // on it are cached (see JSPlainCarrier).
    let kept: JSKeptValue
    if recipe.hooks == nil {
      kept = wrapperKeeper.makePlainObject(
        of: recipe.nativeClass, carrying: object, prototype: recipe.prototype)
    } else if let legacy = definition.legacyPlatformObject, legacy.proxied,
      let proxy = makeProxiedWrapper(
        for: object, definition: definition, legacy: legacy, recipe: recipe)
    {
      kept = proxy
    } else {
      // A hooked wrapper has no proxy to put deferred members in place when asked for.
      installAllDeferredMembers(of: definition)
      kept = wrapperKeeper.makeObject(
        of: recipe.nativeClass, carrying: object, prototype: recipe.prototype, hooks: recipe.hooks)
    }
    wrappers.set(kept, for: key)
    return kept
  }

  /// The interface of an object that is not a node, found once per class (the registry's
  /// walk of the class chain hashes each class with SipHash).
  private func interfaceDefinition(forInstanceOf object: AnyObject) -> InterfaceDefinition {
    let type = ObjectIdentifier(Swift.type(of: object))
    if let known = definitionsByClass[type] { return known }
    guard let definition = BindingRegistry.definition(for: object) else {
      preconditionFailure("no binding wraps \(Swift.type(of: object))")
    }
    definitionsByClass.set(definition, for: type)
    return definition
  }

  /// The class and prototype of `definition`'s wrappers, found with one lookup.
  private func wrapperRecipe(for definition: InterfaceDefinition) -> WrapperRecipe {
    let key = ObjectIdentifier(definition)
    if let recipe = wrapperRecipes[key] { return recipe }
    let recipe = WrapperRecipe(
      nativeClass: nativeClass(for: definition), prototype: interface(definition).prototype,
      hooks: instanceHooks(for: definition))
    wrapperRecipes.set(recipe, for: key)
    return recipe
  }

  /// Records `wrapper` as the wrapper of `object` (for objects made by a constructor whose
  /// wrapper script already holds).
  func adopt(_ object: AnyObject, wrapper: JSValue) {
    if let node = object as? Node { noteDocumentKind(of: node) }
    wrappers.set(wrapperKeeper.keep(wrapper), for: ObjectIdentifier(object))
  }

  /// Stops the `nodeName`/`tagName` getters remembering values (for good) when `object` is a
  /// node of a document of the other kind than this world's: an element could then move
  /// between an HTML and an XML document, which changes its upper-casing.
  @inline(__always)
  private func noteDocumentKind(of node: Node) {
    guard !reachesBothDocumentKinds,
      node.nodeDocument.isHTMLDocument != runtime.document.isHTMLDocument
    else { return }
    // (When the engine refuses the call, the stack exhausted, the next wrapper tries again.)
    if (try? bothDocumentKindsMarker.call(arguments: [])) != nil { reachesBothDocumentKinds = true }
  }

  /// The model object a JS value wraps, if it is a wrapper of `definition` (or a derived
  /// interface) in this world.
  public func unwrap<T: AnyObject>(
    _ value: JSValue, as definition: InterfaceDefinition, _ type: T.Type
  )
    -> T?
  {
    value.nativeObject(of: nativeClass(for: definition), as: T.self)
  }
}

/// What making a wrapper of one interface takes: its class and its prototype.
struct WrapperRecipe {
  let nativeClass: JSNativeClass
  let prototype: JSValue
  /// This world's property hooks for the instances (legacy platform objects).
  let hooks: JSPropertyHooks?
}
