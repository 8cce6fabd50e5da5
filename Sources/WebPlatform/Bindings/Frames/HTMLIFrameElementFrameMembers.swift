import DOM
import JSCore

/// `contentDocument` and `contentWindow` of `HTMLIFrameElement` (and `HTMLFrameElement`):
/// concatenated into the element interface's table by the HTML elements area. The frame is
/// made when script first asks (see ``Frame`` and ``FrameRegistry``): `contentDocument` is
/// `null` for cross-origin frames, `contentWindow` is a ``FrameWindow`` (restricted when
/// cross-origin); both are `null` when the element is not connected.
///
/// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#htmliframeelement
extension Element {
  /// An `iframe`'s `contentDocument`: the frame's document when it is same-origin, else nil.
  func frameContentDocument(world: World) -> Document? {
    world.runtime.frames.contentDocument(of: self)
  }

  /// An `iframe`'s `contentWindow`: the frame's window (a cross-origin one blocks its other
  /// members), or nil without a frame.
  func frameContentWindow(world: World) -> FrameWindow? {
    world.prepareCrossOriginFrameClasses()
    return world.runtime.frames.contentWindow(of: self)
  }
}

/// `window[index]` / `window.frames[index]`: the index-th child frame's window, served by the
/// window's named properties object (`WindowPropertiesBinding` sets this as its indexed
/// getter), so every world sees its own wrapper of the same frame window.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-item
enum WindowFrameIndexing {
  static let indexedGetter: @Sendable (World, AnyObject, Int) throws -> JSReturn? = {
    world, object, index in
    guard object is Window, let frameWindow = world.runtime.frames.window(at: index) else {
      return nil
    }
    world.prepareCrossOriginFrameClasses()
    return world.wrapped(frameWindow)
  }
}
