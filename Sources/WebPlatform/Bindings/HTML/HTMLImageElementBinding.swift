import DOM
import JSCore

/// `HTMLImageElement`: reflected attributes plus the state of the (never made) image request
/// (``HTMLImageElementView``), declared in `Bindings/IDL/HTMLImageElement.webidl`.
/// `width`/`height` reflect the attributes (the rendered size would need layout).
///
/// https://html.spec.whatwg.org/multipage/embedded-content.html#htmlimageelement
enum HTMLImageElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLImageElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)
}

/// The legacy factory function `Image(width, height)`: an `img` element of the window's
/// document (its `prototype` is its own object inheriting from `HTMLImageElement.prototype`).
///
/// https://html.spec.whatwg.org/multipage/embedded-content.html#dom-image
enum ImageFactoryBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Image", parent: HTMLImageElementBinding.definition,
    constructor: BindingConstructor { call in
      let image = try call.world.runtime.document.createElement("img")
      if !call.js.isUndefined(0) {
        image.setAttributeValue(localName: "width", String(try call.unsignedLong(0)))
      }
      if !call.js.isUndefined(1) {
        image.setAttributeValue(localName: "height", String(try call.unsignedLong(1)))
      }
      return call.world.wrapper(for: image)
    })
}

/// `HTMLIFrameElement`: reflected attributes, `sandbox`, and the nested browsing context's
/// `contentDocument`/`contentWindow` (Bindings/Frames: same-origin frames get a document,
/// cross-origin ones `null` and a window that throws `SecurityError`).
///
/// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#htmliframeelement
enum HTMLIFrameElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLIFrameElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)
}

/// `HTMLCanvasElement`: `width`/`height` reflected; there is no rendering, so `getContext`
/// returns null (as for an unsupported context type) and `toDataURL` the empty image
/// `"data:,"` (what browsers return for a canvas with no pixels).
///
/// https://html.spec.whatwg.org/multipage/canvas.html#htmlcanvaselement
enum HTMLCanvasElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLCanvasElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)

  /// `toBlob(callback, type, quality)`: the callback (a function, with no argument count
  /// check) is called with null in a microtask (there are no pixels).
  static let customToBlob = BindingMember.operation("toBlob", length: 1) { call in
    _ = try call.this(Element.self)
    let callback = try call.function(0)
    let null = call.context.null
    call.world.queueMicrotask { _ = try callback.call(arguments: [null]) }
    return .undefined
  }
}

/// What a canvas with no rendering answers (`Bindings/IDL/HTMLCanvasElement.webidl`).
struct HTMLCanvasElementView {
  /// The `canvas` element.
  let element: Element

  init(_ element: Element) { self.element = element }

  /// `getContext(contextId, options)`: null, as for an unsupported context type.
  func getContext(_ contextId: String, _ options: JSValue?) -> AnyObject? { nil }

  /// `toDataURL()`: the empty image.
  func toDataURL() -> String { "data:," }

}

/// `HTMLTemplateElement`: `content`, the template contents fragment.
///
/// https://html.spec.whatwg.org/multipage/scripting.html#htmltemplateelement
enum HTMLTemplateElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLTemplateElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)
}

extension Element {
  /// A `template`'s `content`: its template contents (nil for another element).
  var templateContent: DocumentFragment? { (self as? HTMLTemplateElement)?.content }

  /// An `iframe`'s `sandbox`: the DOMTokenList of its `sandbox` attribute.
  var sandboxTokenList: DOMTokenList { tokenList(attribute: "sandbox") }

}

extension BindingCall {
  /// A promise already resolved with `undefined`, or rejected with `rejection`.
  func settledPromise(rejection: DOMException?) throws -> JSValue {
    try world.settledPromise(rejection: rejection)
  }
}
