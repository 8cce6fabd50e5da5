import DOM
import JSCore

/// `Window`: the global object of each world. Its members live on the global object itself
/// (Web IDL `[Global]`); the prototype chain is `Window.prototype → EventTarget.prototype`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
enum WindowBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Window", parent: EventTargetBinding.definition)

  /// The members on each world's global object.
  static let globalMembers: [BindingMember] = [
    .readonly("window") { call in .value(call.world.global) },
    .readonly("self") { call in .value(call.world.global) },
    .readonly("document") { call in call.wrap(call.world.runtime.document) },
    .readonly("top") { call in .value(call.world.global) },
    .readonly("parent") { call in .value(call.world.global) },
    .readonly("frames") { call in .value(call.world.global) },
  ]
}
