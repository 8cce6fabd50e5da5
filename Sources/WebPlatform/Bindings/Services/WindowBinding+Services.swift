import DOM
import JSCore

/// The window's service member whose row is hand-written (`WindowOrWorkerGlobalScope`):
/// `fetch`, served offline by the runtime's ``OfflineFetcher``: the promise settles in a task
/// of the event loop; a failure rejects with Safari's `TypeError: Load failed`; an aborted
/// signal rejects with its reason (and so do the argument errors: the operation returns a
/// promise). `atob`, `btoa`, `crypto` and `structuredClone` are generated from
/// `Bindings/IDL/Window.webidl` (``WindowView``).
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#windoworworkerglobalscope
/// https://fetch.spec.whatwg.org/#fetch-method
extension WindowBinding {
  /// `fetch(input, init)`. https://fetch.spec.whatwg.org/#dom-global-fetch
  static let customFetch = BindingMember.operation("fetch", length: 1) { call in
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
  }
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
