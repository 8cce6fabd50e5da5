import DOM
import JSCore

// The event init dictionaries (EventInit and the UI Events ones derived from it), read in
// Web IDL order: inherited dictionaries first, each dictionary's members sorted by name.
// https://dom.spec.whatwg.org/#dictdef-eventinit
// https://w3c.github.io/uievents/#dictdef-uieventinit

extension IDLDictionary {
  /// `EventInit`. https://dom.spec.whatwg.org/#dictdef-eventinit
  func eventInit() throws -> EventInit {
    EventInit(
      bubbles: try boolean("bubbles"), cancelable: try boolean("cancelable"),
      composed: try boolean("composed"))
  }

  /// `UIEventInit`. https://w3c.github.io/uievents/#dictdef-uieventinit
  func uiEventInit() throws -> UIEventInit {
    let base = try eventInit()
    let detail = try long("detail")
    let view = try object("view", WindowBinding.definition, as: Window.self)
    return UIEventInit(
      bubbles: base.bubbles, cancelable: base.cancelable, composed: base.composed, view: view,
      detail: detail, which: try unsignedLong("which"))
  }

  /// `EventModifierInit`'s own members (after `UIEventInit`'s).
  ///
  /// https://w3c.github.io/uievents/#dictdef-eventmodifierinit
  func eventModifiers() throws -> EventModifiers {
    let altKey = try boolean("altKey")
    let ctrlKey = try boolean("ctrlKey")
    let metaKey = try boolean("metaKey")
    var others: Set<String> = []
    for (member, key) in EventModifiers.modifierMembers where try boolean(member) {
      others.insert(key)
    }
    return EventModifiers(
      ctrlKey: ctrlKey, shiftKey: try boolean("shiftKey"), altKey: altKey, metaKey: metaKey,
      otherModifiers: others)
  }

  /// `MouseEventInit` (with `EventModifierInit` and `UIEventInit`).
  ///
  /// https://w3c.github.io/uievents/#dictdef-mouseeventinit
  func mouseEventInit() throws -> MouseEventInit {
    let ui = try uiEventInit()
    let modifiers = try eventModifiers()
    return MouseEventInit(
      ui, button: try short("button"), buttons: try unsignedShort("buttons"),
      clientX: try double("clientX"), clientY: try double("clientY"),
      movementX: try double("movementX"), movementY: try double("movementY"),
      relatedTarget: try object(
        "relatedTarget", EventTargetBinding.definition, as: EventTarget.self),
      screenX: try double("screenX"), screenY: try double("screenY"), modifiers: modifiers)
  }
}

extension MouseEventInit {
  /// Member-wise, in the order a dictionary is read.
  init(
    _ ui: UIEventInit, button: Int16, buttons: UInt16, clientX: Double, clientY: Double,
    movementX: Double, movementY: Double, relatedTarget: EventTarget?, screenX: Double,
    screenY: Double, modifiers: EventModifiers
  ) {
    self.init(
      ui, screenX: screenX, screenY: screenY, clientX: clientX, clientY: clientY, button: button,
      buttons: buttons, relatedTarget: relatedTarget, modifiers: modifiers, movementX: movementX,
      movementY: movementY)
  }
}

extension BindingCall {
  /// The clock event time stamps come from.
  var eventClock: () -> Double { world.runtime.eventClock }

  /// An opaque model value that a binding stored (a JavaScript value): itself when it belongs
  /// to this world, else `missing` (values never cross worlds, as in Safari).
  func opaque(_ value: Any?, missing: JSReturn) -> JSReturn {
    guard let value = value as? JSValue, value.context === context else { return missing }
    return .value(value)
  }

  /// Argument `index` as an opaque `any` value: nil when `undefined`.
  func anyArgument(_ index: Int) -> JSValue? {
    js.isUndefined(index) ? nil : argument(index)
  }

  /// A `Window?` argument.
  func nullableWindow(_ index: Int) throws -> Window? {
    try nullableObject(index, WindowBinding.definition, as: Window.self)
  }

  /// An `EventTarget?` argument.
  func nullableEventTarget(_ index: Int) throws -> EventTarget? {
    try nullableObject(index, EventTargetBinding.definition, as: EventTarget.self)
  }

  /// An event constructor's first argument, the (required) event type.
  ///
  /// https://dom.spec.whatwg.org/#concept-event-constructor
  func eventType() throws -> String {
    try requireArguments(1)
    return try string(0)
  }
}
