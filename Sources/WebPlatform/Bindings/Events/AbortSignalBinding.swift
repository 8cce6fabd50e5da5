import DOM
import JSCore

/// `AbortSignal` (the model's `Events/AbortSignal.swift`). Reasons given by script are kept as
/// JS values.
///
/// https://dom.spec.whatwg.org/#interface-AbortSignal
enum AbortSignalBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "AbortSignal", parent: EventTargetBinding.definition,
    members: generatedMembers, staticMembers: generatedStaticMembers,
    modelType: AbortSignal.self)
}

/// `AbortController` (the model's `Events/AbortController.swift`).
///
/// https://dom.spec.whatwg.org/#interface-abortcontroller
enum AbortControllerBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "AbortController",
    members: generatedMembers,
    constructor: BindingConstructor { call in call.world.wrapper(for: AbortController()) },
    modelType: AbortController.self)
}

extension AbortSignal {
  /// `reason`: the script's value, or the model's DOMException as a new object (undefined
  /// while not aborted).
  ///
  /// https://dom.spec.whatwg.org/#dom-abortsignal-reason
  func reason(world: World) -> JSValue { world.abortReasonValue(reason) }

  /// `throwIfAborted()`: throws the reason once aborted.
  ///
  /// https://dom.spec.whatwg.org/#dom-abortsignal-throwifaborted
  func throwIfAborted(world: World) throws {
    guard aborted else { return }
    throw JSThrow.value(world.abortReasonValue(reason))
  }
}

extension BindingCall {
  /// An abort reason as JS: a script-given value as is, a model `DOMException` wrapped.
  func abortReasonValue(_ reason: Any?) -> JSValue { world.abortReasonValue(reason) }
}
