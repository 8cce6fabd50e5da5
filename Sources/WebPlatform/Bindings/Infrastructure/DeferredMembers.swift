import JSCore

/// What a world has put on an interface's prototype of its deferred members
/// (``InterfaceDefinition/deferredMembers``).
final class DeferredInstall {
  /// The members installed one by one, by name.
  var installed: Set<String> = []
  /// Whether every deferred member is on the prototype, in its place.
  var complete = false
}

extension World {
  /// Puts the deferred member `name` of `definition` on its prototype, if it has one by that
  /// name not there yet. The proxies of the interface's instances call this before a lookup
  /// of a string key (`style.display`, `"color" in style`, `style.width = …`) can reach the
  /// prototype, so script never misses a member that is not there yet.
  func installDeferredMember(named name: String, of definition: InterfaceDefinition) {
    guard let position = definition.deferredIndex[name] else { return }
    let state = deferredInstall(for: definition)
    guard !state.complete, state.installed.insert(name).inserted else { return }
    installMembers(
      [definition.deferredMembers[position]], of: definition,
      on: interface(definition).prototype)
  }

  /// Puts every deferred member of `definition` and of the interfaces it inherits from on
  /// their prototypes, in the place they would have had if installed with the others: done
  /// before script can reach a prototype itself (`Object.getPrototypeOf(style)`,
  /// `style.constructor`, the global `CSSStyleDeclaration`), where its keys can be listed.
  func installAllDeferredMembers(of definition: InterfaceDefinition) {
    var current: InterfaceDefinition? = definition
    while let each = current {
      if !each.deferredMembers.isEmpty { completeDeferredMembers(of: each) }
      current = each.parent
    }
  }

  private func completeDeferredMembers(of definition: InterfaceDefinition) {
    let state = deferredInstall(for: definition)
    guard !state.complete else { return }
    state.complete = true
    let prototype = interface(definition).prototype
    let missing = definition.deferredMembers.filter { !state.installed.contains($0.name) }
    installMembers(missing, of: definition, on: prototype)
    guard !state.installed.isEmpty else { return }
    // Those installed one by one came first: move all of them, in the order installMembers
    // gives (attributes, then operations), to the end of the keys, where the rest now are.
    var attributes: [JSValue] = []
    var others: [JSValue] = []
    for member in definition.deferredMembers {
      if case .attribute = member.kind {
        attributes.append(context.string(member.name))
      } else {
        others.append(context.string(member.name))
      }
    }
    do {
      try propertyMover.call(arguments: [prototype, context.array(attributes + others)])
    } catch {
      reportBindingFailure("ordering the \(definition.name) members", error)
    }
  }

  private func deferredInstall(for definition: InterfaceDefinition) -> DeferredInstall {
    let key = ObjectIdentifier(definition)
    if let state = deferredInstalls[key] { return state }
    let state = DeferredInstall()
    deferredInstalls.set(state, for: key)
    return state
  }
}
