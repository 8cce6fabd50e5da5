import DOM
import JSCore

/// The state of an image element's request, never made offline, which
/// `Bindings/IDL/HTMLImageElement.webidl`'s rows read. As Safari reports for an image that has
/// no data: `naturalWidth`/`naturalHeight` are 0, `complete` is true, `currentSrc` is the
/// resolved `src` (set when the request starts), and `decode()` resolves; `x` and `y` are 0
/// (no layout).
///
/// https://html.spec.whatwg.org/multipage/embedded-content.html#htmlimageelement
struct HTMLImageElementView {
  /// The `img` element.
  let element: Element

  init(_ element: Element) { self.element = element }

  /// `naturalWidth`: 0 (no image data).
  var naturalWidth: Int { 0 }

  /// `naturalHeight`: 0 (no image data).
  var naturalHeight: Int { 0 }

  /// `complete`: true (the request is over, with no data).
  var complete: Bool { true }

  /// `currentSrc`: the resolved `src`, or "".
  var currentSrc: String {
    element.hasAttribute("src") ? element.reflectedURL(attribute: "src") : ""
  }

  /// `x` (CSSOM View): 0 (no layout).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-htmlimageelement-x
  var x: Int { 0 }

  /// `y` (CSSOM View): 0 (no layout).
  var y: Int { 0 }

  /// `decode()`: a promise already resolved.
  func decode(world: World) throws -> JSValue { try world.settledPromise(rejection: nil) }
}
