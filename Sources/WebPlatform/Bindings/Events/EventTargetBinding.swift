import DOM
import JSCore

/// `EventTarget`: listeners and dispatch (the model's `Events/EventTarget.swift`).
///
/// https://dom.spec.whatwg.org/#interface-eventtarget
enum EventTargetBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "EventTarget",
    members: [
      .operation("addEventListener", length: 2) { call in
        let target = try call.this(EventTarget.self)
        try call.requireArguments(2)
        let type = try call.string(0)
        guard let callback = try call.nullableCallbackObject(1) else { return .undefined }
        let options = try call.addEventListenerOptions(2)
        target.addEventListener(
          type, call.world.eventListener(for: callback, capture: options.capture), options)
        return .undefined
      },
      .operation("removeEventListener", length: 2) { call in
        let target = try call.this(EventTarget.self)
        try call.requireArguments(2)
        let type = try call.string(0)
        guard let callback = try call.nullableCallbackObject(1) else { return .undefined }
        let capture = try call.captureOption(2)
        guard let listener = call.world.existingEventListener(for: callback, capture: capture)
        else { return .undefined }
        target.removeEventListener(type, listener, EventListenerOptions(capture: capture))
        return .undefined
      },
      .operation("dispatchEvent", length: 1) { call in
        let target = try call.this(EventTarget.self)
        try call.requireArguments(1)
        let event = try call.object(0, EventBinding.definition, as: Event.self)
        return .boolean(try target.dispatchEvent(event))
      },
    ],
    constructor: BindingConstructor { call in call.world.wrapper(for: EventTargetWithInlineData())
    },
    modelType: EventTarget.self)
}

extension BindingCall {
  /// The `options` argument of `addEventListener`: a boolean (capture) or a dictionary.
  ///
  /// https://dom.spec.whatwg.org/#concept-flatten-options
  func addEventListenerOptions(_ index: Int) throws -> AddEventListenerOptions {
    guard let dictionary = try dictionaryOrBoolean(index) else {
      return AddEventListenerOptions(capture: boolean(index))
    }
    var signal: AbortSignal?
    let signalValue = try dictionary.get("signal")
    if !signalValue.isUndefined {
      guard
        let unwrapped = world.unwrap(
          signalValue, as: AbortSignalBinding.definition, AbortSignal.self)
      else { throw JSThrow.typeError("The signal option must be an AbortSignal") }
      signal = unwrapped
    }
    let passive = try dictionary.get("passive")
    return AddEventListenerOptions(
      capture: try dictionary.get("capture").toBool(),
      passive: passive.isUndefined ? nil : passive.toBool(),
      once: try dictionary.get("once").toBool(), signal: signal)
  }

  /// The `options` argument of `removeEventListener`: its capture flag.
  func captureOption(_ index: Int) throws -> Bool {
    guard let dictionary = try dictionaryOrBoolean(index) else { return boolean(index) }
    return try dictionary.get("capture").toBool()
  }

  private func dictionaryOrBoolean(_ index: Int) throws -> JSValue? {
    js.isObject(index) ? js.argument(index) : nil
  }
}
