import DOM
import JSCore

/// `Window`: the global object of each world. Its members live on the global object itself
/// (Web IDL `[Global]`); the prototype chain is `Window.prototype → WindowProperties (named
/// access) → EventTarget.prototype`. The model is `WebPlatform/Window.swift`; the services it
/// uses are in `WebPlatform/Window/`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
enum WindowBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Window", parent: EventTargetBinding.definition)

  /// The members on each world's global object, declared in `Bindings/IDL/Window.webidl` (the
  /// event handler attributes, `onload`…, are added by `World+WindowEnvironment.swift`: see
  /// ``EventHandlerAttributes``).
  static let globalMembers: [BindingMember] = generatedMembers

  /// Members only a touch device's Safari has: `window.orientation`, iOS's legacy rotation
  /// angle (and the touch event handlers, ``EventHandlerAttributes/touchNames``).
  static let touchMembers: [BindingMember] = [
    .readonly("orientation") { call in
      .number(Double(call.world.window.viewport.screen.orientationAngle))
    }
  ]
}
