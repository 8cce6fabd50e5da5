import DOM
import JSCore

/// The window's service members (`WindowOrWorkerGlobalScope`): `atob`, `btoa`, `crypto`,
/// `structuredClone` (the window set-up script's clone, shared with `postMessage`) and
/// `fetch`, served offline by the runtime's ``OfflineFetcher``: the promise settles in a task
/// of the event loop; a failure rejects with Safari's `TypeError: Load failed`; an aborted
/// signal rejects with its reason.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#windoworworkerglobalscope
/// https://fetch.spec.whatwg.org/#fetch-method
enum ServicesGlobalMembers {
  static let members: [BindingMember] = [
    .operation("atob", length: 1) { call in
      try call.requireArguments(1)
      return .value(call.context.string(utf16: try Base64.atob(try call.utf16(0))))
    },
    .operation("btoa", length: 1) { call in
      try call.requireArguments(1)
      return .string(try Base64.btoa(try call.utf16(0)))
    },
    .readonly("crypto") { call in call.wrap(call.services.crypto) },
    .operation("structuredClone", length: 1) { call in
      try call.requireArguments(1)
      return .value(try call.world.structuredClone(call.argument(0)))
    },
    .operation("fetch", length: 1) { call in
      let deferred = try call.promise()
      do {
        try call.requireArguments(1)
        let request = try call.fetchRequest(0)
        request.initiator = .fetch
        let world = call.world
        if let signal = request.signal, signal.aborted {
          throw JSThrow.value(call.abortReasonValue(signal.reason))
        }
        call.settleInTask(deferred) {
          if let signal = request.signal, signal.aborted {
            throw JSThrow.value(world.abortReasonValue(signal.reason))
          }
          switch world.runtime.services.fetch(request) {
          case .success(let response): return world.wrapper(for: response)
          case .failure: throw JSThrow.typeError(NetworkError.safariFetchMessage)
          }
        }
      } catch {
        _ = try? deferred.reject.call(arguments: [call.world.rejectionValue(for: error)])
      }
      return .value(deferred.promise)
    },
  ]
}

extension World {
  /// An abort reason as JS (see `BindingCall.abortReasonValue`).
  func abortReasonValue(_ reason: Any?) -> JSValue {
    switch reason {
    case let value as JSValue: value
    case let exception as DOMException: wrapper(for: DOMExceptionObject(exception))
    default: context.undefined
    }
  }
}
