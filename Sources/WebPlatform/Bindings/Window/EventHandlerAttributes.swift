import DOM
import JSCore

/// Event handler IDL attributes (`window.onload`, `mediaQueryList.onchange`…): a per-world
/// slot holding the handler; the first non-null value registers one event listener that calls
/// whatever the slot holds, and `null` removes it. Non-object values are `null`
/// (`[LegacyTreatNonObjectAsNull]`); a handler returning `false` cancels the event, except
/// `window.onerror`, which gets `(message, source, lineno, colno, error)` and cancels by
/// returning `true`.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes
enum EventHandlerAttributes {
  /// The attribute `name` (`"onload"`) of the target `target` gives.
  static func attribute(
    _ name: String, target: @escaping @Sendable (BindingCall) throws -> EventTarget
  ) -> BindingMember {
    .attribute(
      name,
      get: { call in
        let handler = call.world.eventHandler(name, on: try target(call))
        return handler.map { .value($0) } ?? .null
      },
      set: { call in
        let value = call.argument(0)
        call.world.setEventHandler(name, on: try target(call), to: value.isObject ? value : nil)
      })
  }

  /// The handlers only a touch device's window has (`'ontouchstart' in window` is the usual
  /// mobile test).
  static let touchNames: [String] = [
    "ontouchstart", "ontouchmove", "ontouchend", "ontouchcancel", "onorientationchange",
    "ongesturestart", "ongesturechange", "ongestureend",
  ]

  /// The `GlobalEventHandlers` and `WindowEventHandlers` the window has (defined on each
  /// world's global object by `World+WindowEnvironment.swift`, as accessors calling two shared
  /// native functions).
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#globaleventhandlers
  /// https://html.spec.whatwg.org/multipage/webappapis.html#windoweventhandlers
  static let windowNames: [String] = [
    // WindowEventHandlers
    "onafterprint", "onbeforeprint", "onbeforeunload", "onhashchange", "onlanguagechange",
    "onmessage", "onmessageerror", "onoffline", "ononline", "onpagehide", "onpageshow",
    "onpopstate", "onrejectionhandled", "onstorage", "onunhandledrejection", "onunload",
    // GlobalEventHandlers
    "onabort", "onanimationend", "onanimationiteration", "onanimationstart", "onbeforeinput",
    "onblur", "oncancel", "oncanplay", "oncanplaythrough", "onchange", "onclick", "onclose",
    "oncontextmenu", "oncopy", "oncut", "ondblclick", "ondrag", "ondragend", "ondragenter",
    "ondragleave", "ondragover", "ondragstart", "ondrop", "ondurationchange", "onemptied",
    "onended", "onerror", "onfocus", "onfocusin", "onfocusout", "onformdata", "oninput",
    "oninvalid", "onkeydown", "onkeypress", "onkeyup", "onload", "onloadeddata",
    "onloadedmetadata", "onloadstart", "onmousedown", "onmouseenter", "onmouseleave",
    "onmousemove", "onmouseout", "onmouseover", "onmouseup", "onpaste", "onpause", "onplay",
    "onplaying", "onpointercancel", "onpointerdown", "onpointerenter", "onpointerleave",
    "onpointermove", "onpointerout", "onpointerover", "onpointerup", "onprogress",
    "onratechange", "onreset", "onresize", "onscroll", "onscrollend", "onsearch",
    "onsecuritypolicyviolation", "onseeked", "onseeking", "onselect", "onselectionchange",
    "onselectstart", "onslotchange", "onstalled", "onsubmit", "onsuspend", "ontimeupdate",
    "ontoggle", "ontransitioncancel", "ontransitionend", "ontransitionrun",
    "ontransitionstart", "onvolumechange", "onwaiting", "onwheel",
  ]
}

/// Where an event handler lives: a target and an attribute name.
struct EventHandlerKey: Hashable {
  let target: ObjectIdentifier
  let name: String
}

/// An event handler's value and the listener that calls it.
final class EventHandlerSlot {
  var value: JSValue
  let type: String
  weak var target: EventTarget?
  var listener: EventListener?

  init(value: JSValue, type: String, target: EventTarget) {
    self.value = value
    self.type = type
    self.target = target
  }
}

extension World {
  /// The handler of attribute `name` on `target` in this world, or nil (`null`).
  func eventHandler(_ name: String, on target: EventTarget) -> JSValue? {
    windowState.eventHandlers[EventHandlerKey(target: ObjectIdentifier(target), name: name)]?
      .value
  }

  /// Sets (or, with nil, removes) the handler of attribute `name` on `target`.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-idl-attributes
  func setEventHandler(_ name: String, on target: EventTarget, to value: JSValue?) {
    let key = EventHandlerKey(target: ObjectIdentifier(target), name: name)
    guard let value else {
      // Deactivate: remove the listener.
      if let slot = windowState.eventHandlers.removeValue(forKey: key), let listener = slot.listener
      {
        target.removeEventListener(slot.type, listener)
      }
      return
    }
    if let slot = windowState.eventHandlers[key] {
      slot.value = value
      return
    }
    // Activate: one listener, added now, that calls whatever the slot holds.
    let slot = EventHandlerSlot(value: value, type: String(name.dropFirst(2)), target: target)
    let report: (any Error) -> Void = { [weak self] error in self?.runtime.report(error) }
    let listener = EventListener(reportException: report) { [weak self, weak slot] event in
      guard let self, let slot else { return }
      try self.runEventHandler(slot.value, name: name, event: event)
    }
    slot.listener = listener
    windowState.eventHandlers[key] = slot
    target.addEventListener(slot.type, listener)
  }

  /// The event handler processing algorithm: calls the handler and processes its return value.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#the-event-handler-processing-algorithm
  func runEventHandler(_ handler: JSValue, name: String, event: Event) throws {
    guard handler.isFunction else { return }
    let thisValue = event.currentTarget.map { wrapper(for: $0) } ?? context.undefined
    if name == "onerror", let error = event as? ErrorEvent, event.currentTarget?.isWindow == true {
      var errorValue = context.null
      if let value = error.error as? JSValue, value.context === context { errorValue = value }
      let result = try handler.call(
        this: thisValue,
        arguments: [
          context.string(error.message), context.string(error.filename),
          context.number(Double(error.lineno)), context.number(Double(error.colno)), errorValue,
        ])
      if result.isBoolean && result.toBool() { event.preventDefault() }
      return
    }
    let result = try handler.call(this: thisValue, arguments: [wrapper(for: event)])
    if name == "onbeforeunload" {
      if !result.isUndefined && !result.isNull { event.preventDefault() }
    } else if result.isBoolean && !result.toBool() {
      event.preventDefault()
    }
  }
}
