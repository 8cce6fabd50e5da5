import DOM
import JSCore

/// `MutationObserver` (the model's `MutationObservers/MutationObserver.swift`). Observers use
/// the runtime's agent, so records are delivered in a microtask after the script's
/// synchronous part; the callback gets `(records, observer)` with `this` = the observer, and
/// what it throws is reported, not propagated.
///
/// https://dom.spec.whatwg.org/#interface-mutationobserver
enum MutationObserverBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "MutationObserver",
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      try call.requireArguments(1)
      let callback = try call.function(0)
      let runtime = call.world.runtime
      let observer = MutationObserver(
        agent: runtime.mutationObserverAgent,
        reportException: { [weak world = call.world] error in world?.runtime.report(error) },
        call.world.mutationCallback(callback))
      return call.world.wrapper(for: observer)
    },
    modelType: MutationObserver.self)
}

extension World {
  /// The model callback calling a script's `MutationCallback` with `(records, observer)` and
  /// `this` = the observer.
  ///
  /// https://dom.spec.whatwg.org/#notify-mutation-observers (step 5.4)
  func mutationCallback(_ callback: JSValue) -> MutationObserver.Callback {
    let kept = retainScriptCallback(callback)
    return { [weak self] records, observer in
      guard let self, let callback = kept.value else { return }
      let observerWrapper = self.wrapper(for: observer)
      let list = try self.context.array(records.map { self.wrapper(for: $0) })
      try callback.call(this: observerWrapper, arguments: [list, observerWrapper])
    }
  }
}

extension BindingCall {
  /// A `MutationObserverInit` argument (absent members stay absent: the model tells them
  /// from `false`).
  ///
  /// https://dom.spec.whatwg.org/#dictdef-mutationobserverinit
  func mutationObserverInit(_ index: Int) throws -> MutationObserverInit {
    let dictionary = try IDLDictionary(self, index)
    let attributeFilter = try dictionary.stringSequence("attributeFilter")
    let attributeOldValue = try dictionary.value("attributeOldValue")?.toBool()
    let attributes = try dictionary.value("attributes")?.toBool()
    let characterData = try dictionary.value("characterData")?.toBool()
    let characterDataOldValue = try dictionary.value("characterDataOldValue")?.toBool()
    let childList = try dictionary.boolean("childList")
    let subtree = try dictionary.boolean("subtree")
    return MutationObserverInit(
      childList: childList, attributes: attributes, characterData: characterData,
      subtree: subtree, attributeOldValue: attributeOldValue,
      characterDataOldValue: characterDataOldValue, attributeFilter: attributeFilter)
  }
}
