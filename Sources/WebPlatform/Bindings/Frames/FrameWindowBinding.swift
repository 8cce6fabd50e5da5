import DOM
import JSCore

/// The window of a same-origin child frame (``FrameWindow``): an event target with the members
/// a script of the main window uses (see ``FrameWindow`` for what is left out), declared in
/// `Bindings/IDL/FrameWindow.webidl`. Hidden: no global constructor;
/// `Object.prototype.toString` says `[object Window]`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
enum FrameWindowBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "FrameWindow", parent: EventTargetBinding.definition, members: generatedMembers,
    exposure: .hidden, modelType: FrameWindow.self, toStringTag: "Window")

  /// `opener`: null (no brand check).
  static let customOpener = BindingMember.readonly("opener") { _ in .null }
}

extension FrameWindow {
  /// `window`, `self` and `frames`: the frame window itself.
  var windowProxy: FrameWindow { self }

  /// `parent` and `top`: the main window (its wrapper is the world's global object).
  func mainWindow(world: World) -> Window { world.window }

  /// `length`: a child frame's own frames are not modelled.
  var frameCount: Int { 0 }

  /// `frameElement`: the frame's element (null once removed).
  var frameElement: Element? { frame?.element }

  /// `name`: the frame element's `name` attribute.
  var frameName: String { frame?.element?.attributeValue(localName: "name") ?? "" }

  /// `postMessage(message, targetOrigin)` and `postMessage(message, options)` (either
  /// overload's target origin): the message cloned in the world, then posted.
  ///
  /// https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage
  func postMessage(_ message: JSValue?, targetOrigin: String, world: World) throws {
    let data = try world.structuredClone(message ?? world.context.undefined)
    try postMessage(data, targetOrigin: targetOrigin)
  }

  /// `close()`: a script cannot close a frame's window.
  func close() {}

  /// `focus()`: nothing to focus.
  func focus() {}

  /// `blur()`: nothing to blur.
  func blur() {}
}
