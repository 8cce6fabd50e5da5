// The DOM standard's event dispatch: https://dom.spec.whatwg.org/#concept-event-dispatch
//
// With shadow trees: targets are retargeted across shadow boundaries, an assigned slottable's
// parent in the path is its slot, and a shadow root's parent is its host unless the event is
// not composed and started in that shadow tree. The touch target list is left out.

extension EventTarget {
  /// Dispatches `event` to this target and returns `false` when it was canceled.
  ///
  /// https://dom.spec.whatwg.org/#concept-event-dispatch
  func dispatch(_ event: Event) -> Bool {
    var listenersThrew = false
    return dispatch(event, legacyOutputDidListenersThrow: &listenersThrew)
  }

  /// `a` retargeted against `b`: while `a` is a node in a shadow tree that is not a
  /// shadow-including inclusive ancestor of `b`, its root's host.
  ///
  /// https://dom.spec.whatwg.org/#retarget
  public static func retarget(_ a: EventTarget?, against b: EventTarget?) -> EventTarget? {
    var current = a
    while true {
      // 1. Not a node, not in a shadow tree, or its root contains `b`: done.
      guard let node = current as? Node, let shadow = node.root as? ShadowRoot else {
        return current
      }
      if let other = b as? Node, shadow.isShadowIncludingInclusiveAncestor(of: other) {
        return current
      }
      // 2. The host.
      current = shadow.host
    }
  }

  /// Dispatches `event`, setting `legacyOutputDidListenersThrow` when a listener throws.
  ///
  /// https://dom.spec.whatwg.org/#concept-event-dispatch
  func dispatch(_ event: Event, legacyOutputDidListenersThrow: inout Bool) -> Bool {
    // 1. Set the dispatch flag.
    event.dispatchFlag = true
    // 2. The target override (the legacy override is not supported).
    // 3. The activation target.
    var activationTarget: EventTarget?
    // 4. The related target, retargeted against the target.
    let originalRelatedTarget = event.relatedTargetStorage
    let relatedTarget = Self.retarget(event.relatedTargetStorage, against: self)
    // 5. Whether to clear the targets afterwards.
    var clearTargets = false
    // 6. When the target is not the related target (or is the event's related target):
    if self !== relatedTarget || self === event.relatedTargetStorage {
      // 6.3–6.9. The path.
      var path = EventPathBuilder(event: event, target: self, relatedTarget: relatedTarget)
      path.build()
      activationTarget = path.activationTarget
      // 6.10–6.11. Clear the targets when the event's target or related target is in a shadow
      //     tree. WebKit decides on the original target (and related target): a composed
      //     event from inside a shadow tree ends with a null target even though the host,
      //     outside, was the last shadow-adjusted target (the standard keeps the host
      //     there); fixture shadow/events, `afterDispatchInShadow`.
      let inShadow = { (target: EventTarget?) -> Bool in (target as? Node)?.root is ShadowRoot }
      if inShadow(self) || inShadow(originalRelatedTarget) { clearTargets = true }
      // 6.12. Legacy-pre-activation behavior.
      if let activationTarget, activationTarget.hasLegacyPreActivationBehavior {
        activationTarget.legacyPreActivationBehavior()
      }
      // 6.13–6.14. Capturing, then bubbling.
      invokeEventPath(event, legacyOutputDidListenersThrow: &legacyOutputDidListenersThrow)
    }
    // 7–11. Reset the event.
    endDispatch(event, clearTargets: clearTargets)
    // 12. Activation behavior.
    if let activationTarget {
      if !event.canceledFlag {
        activationTarget.activationBehavior(event)
      } else if activationTarget.hasLegacyPreActivationBehavior {
        activationTarget.legacyCanceledActivationBehavior()
      }
    }
    // 13. Not canceled?
    return !event.canceledFlag
  }
}

/// Steps 6.13–6.14 of dispatch: the listeners of each path item, capturing from the end of
/// the path, then bubbling from its start. https://dom.spec.whatwg.org/#concept-event-dispatch
private func invokeEventPath(_ event: Event, legacyOutputDidListenersThrow: inout Bool) {
  // The target of each path item for invoke's step 1: the nearest shadow-adjusted target at
  // or before it (found once, not by a walk back per item).
  var targets: [EventTarget?] = []
  targets.reserveCapacity(event.path.count)
  for item in event.path {
    targets.append(item.shadowAdjustedTarget ?? targets.last ?? nil)
  }
  // 6.13. Capturing: the path from the end.
  for index in event.path.indices.reversed() {
    let item = event.path[index]
    event.phaseStorage = item.shadowAdjustedTarget != nil ? .atTarget : .capturing
    invoke(
      event, at: index, target: targets[index], phase: .capturing,
      legacyOutputDidListenersThrow: &legacyOutputDidListenersThrow)
  }
  // 6.14. Bubbling: the path from the start.
  for index in event.path.indices {
    let item = event.path[index]
    if item.shadowAdjustedTarget != nil {
      event.phaseStorage = .atTarget
    } else {
      if !event.bubbles { continue }
      event.phaseStorage = .bubbling
    }
    invoke(
      event, at: index, target: targets[index], phase: .bubbling,
      legacyOutputDidListenersThrow: &legacyOutputDidListenersThrow)
  }
}

/// Steps 7–11 of dispatch: the event's phase, current target, path and flags are reset, and
/// its targets cleared when it ended inside a shadow tree.
private func endDispatch(_ event: Event, clearTargets: Bool) {
  // 7–9. Reset the phase, the current target and the path.
  event.phaseStorage = .none
  event.currentTargetStorage = nil
  event.path = []
  // 10. Unset the dispatch and propagation flags.
  event.dispatchFlag = false
  event.stopPropagationFlag = false
  event.stopImmediatePropagationFlag = false
  // 11. Clear the targets of an event that ended inside a shadow tree.
  if clearTargets {
    event.targetStorage = nil
    event.relatedTargetStorage = nil
  }
}

/// The phase an invocation runs listeners for.
private enum ListenerPhase {
  case capturing, bubbling
}

/// The legacy `webkit`-prefixed names tried for trusted events with no listener.
private func legacyPrefixedType(_ type: String) -> String? {
  switch type {
  case "animationend": "webkitAnimationEnd"
  case "animationiteration": "webkitAnimationIteration"
  case "animationstart": "webkitAnimationStart"
  case "transitionend": "webkitTransitionEnd"
  default: nil
  }
}

/// https://dom.spec.whatwg.org/#concept-event-listener-invoke
private func invoke(
  _ event: Event, at index: Int, target: EventTarget?, phase: ListenerPhase,
  legacyOutputDidListenersThrow: inout Bool
) {
  let item = event.path[index]
  // 1. The target: the nearest shadow-adjusted target at or before this item (`target`).
  event.targetStorage = target
  // 2. The related target.
  event.relatedTargetStorage = item.relatedTarget
  // 4. Stopped?
  if event.stopPropagationFlag { return }
  // 5. The current target.
  event.currentTargetStorage = item.invocationTarget
  // 6. A copy of the listeners: ones added from now on do not run for this target.
  let listeners = item.invocationTarget.eventListenerList?.listeners ?? []
  guard !listeners.isEmpty else { return }
  // 7. Inner invoke.
  let found = innerInvoke(
    event, listeners, phase: phase, legacyOutputDidListenersThrow: &legacyOutputDidListenersThrow)
  // 8. Trusted events with no listener try the legacy type.
  if !found && event.isTrusted, let legacyType = legacyPrefixedType(event.type) {
    let originalType = event.typeStorage
    event.typeStorage = legacyType
    _ = innerInvoke(
      event, listeners, phase: phase,
      legacyOutputDidListenersThrow: &legacyOutputDidListenersThrow)
    event.typeStorage = originalType
  }
}

/// https://dom.spec.whatwg.org/#concept-event-listener-inner-invoke
private func innerInvoke(
  _ event: Event, _ listeners: [RegisteredEventListener], phase: ListenerPhase,
  legacyOutputDidListenersThrow: inout Bool
) -> Bool {
  // 1. Nothing found yet.
  var found = false
  // 2. Each listener that was not removed:
  for listener in listeners where !listener.removed {
    // 2.1. Of the event's type.
    if event.type != listener.type { continue }
    // 2.2. Found.
    found = true
    // 2.3–2.4. Of this phase.
    if phase == .capturing && !listener.capture { continue }
    if phase == .bubbling && listener.capture { continue }
    // 2.5. A `once` listener is removed before it runs.
    if listener.once, let currentTarget = event.currentTargetStorage {
      currentTarget.removeAnEventListener(listener)
    }
    // 2.9. The in passive listener flag.
    if listener.passive == true { event.inPassiveListenerFlag = true }
    // 2.11. Call the callback; report what it throws.
    do {
      try listener.callback.callback(event)
    } catch {
      listener.callback.reportException?(error)
      legacyOutputDidListenersThrow = true
    }
    // 2.12. Unset the in passive listener flag.
    event.inPassiveListenerFlag = false
    // 2.14. Stop after stopImmediatePropagation().
    if event.stopImmediatePropagationFlag { break }
  }
  // 3. Whether any listener of the type was there.
  return found
}
