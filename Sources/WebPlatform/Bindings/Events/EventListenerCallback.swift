import DOM
import JSCore

extension World {
  /// The model listener calling a JS callback (a function, or an object with `handleEvent`):
  /// the same listener object for the same callback, so adding it twice adds it once and
  /// removing finds it.
  ///
  /// https://dom.spec.whatwg.org/#callbackdef-eventlistener
  func eventListener(for callback: JSValue, capture: Bool) -> EventListener {
    let key = callback.objectIdentity ?? 0
    if let existing = listeners[key] { return existing }
    let report: (any Error) -> Void = { [weak self] error in self?.runtime.report(error) }
    let kept = retainScriptCallback(callback)
    let listener = EventListener(reportException: report) { [weak self] event in
      guard let self, let callback = kept.value else { return }
      try self.invoke(callback, with: event)
    }
    listeners[key] = listener
    return listener
  }

  /// The listener already made for `callback`, if any.
  func existingEventListener(for callback: JSValue, capture: Bool) -> EventListener? {
    listeners[callback.objectIdentity ?? 0]
  }

  /// Calls a listener's callback with `event`'s wrapper: a function with `this` = the current
  /// target, else the object's `handleEvent` method with `this` = the object.
  ///
  /// https://dom.spec.whatwg.org/#concept-event-listener-inner-invoke (step 2.10)
  /// https://webidl.spec.whatwg.org/#call-a-user-objects-operation
  private func invoke(_ callback: JSValue, with event: Event) throws {
    let eventWrapper = wrapper(for: event)
    if callback.isFunction {
      let thisValue = event.currentTarget.map { wrapper(for: $0) } ?? context.undefined
      try callback.call(this: thisValue, arguments: [eventWrapper])
    } else {
      let handleEvent = try callback.get("handleEvent")
      guard handleEvent.isFunction else {
        throw JSThrow.typeError("The event listener has no handleEvent method").exception(
          in: context)
      }
      try handleEvent.call(this: callback, arguments: [eventWrapper])
    }
  }
}
