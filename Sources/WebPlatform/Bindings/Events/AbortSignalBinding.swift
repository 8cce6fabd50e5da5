import DOM
import JSCore

/// `AbortSignal` (the model's `Events/AbortSignal.swift`). Reasons given by script are kept as
/// JS values.
///
/// https://dom.spec.whatwg.org/#interface-AbortSignal
enum AbortSignalBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "AbortSignal", parent: EventTargetBinding.definition,
    members: [
      .readonly("aborted") { call in .boolean(try call.this(AbortSignal.self).aborted) },
      .readonly("reason") { call in call.abortReason(try call.this(AbortSignal.self).reason) },
      .operation("throwIfAborted") { call in
        let signal = try call.this(AbortSignal.self)
        guard signal.aborted else { return .undefined }
        throw JSThrow.value(call.abortReasonValue(signal.reason))
      },
    ],
    staticMembers: [
      .operation("abort") { call in
        let reason: Any? = call.js.isUndefined(0) ? nil : call.argument(0)
        return call.wrap(AbortSignal.abort(reason: reason))
      }
    ],
    modelType: AbortSignal.self)
}

/// `AbortController` (the model's `Events/AbortController.swift`).
///
/// https://dom.spec.whatwg.org/#interface-abortcontroller
enum AbortControllerBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "AbortController",
    members: [
      .readonly("signal") { call in call.wrap(try call.this(AbortController.self).signal) },
      .operation("abort") { call in
        let controller = try call.this(AbortController.self)
        controller.abort(reason: call.js.isUndefined(0) ? nil : call.argument(0))
        return .undefined
      },
    ],
    constructor: BindingConstructor { call in call.world.wrapper(for: AbortController()) },
    modelType: AbortController.self)
}

extension BindingCall {
  /// An abort reason as JS: a script-given value as is, a model `DOMException` wrapped.
  func abortReasonValue(_ reason: Any?) -> JSValue {
    switch reason {
    case let value as JSValue: value
    case let exception as DOMException: world.wrapper(for: DOMExceptionObject(exception))
    default: context.undefined
    }
  }

  func abortReason(_ reason: Any?) -> JSReturn { .value(abortReasonValue(reason)) }
}
