import DOM

/// The child frames of the runtime's document, made lazily (``Frame``) and kept while their
/// element lives and keeps its `srcdoc`/`src`: asking twice gives the same document and
/// window; a changed `srcdoc`/`src` makes a new frame (a navigation); a disconnected element
/// has no frame (its `contentDocument` and `contentWindow` are `null`, as after removal in
/// browsers).
///
/// https://html.spec.whatwg.org/multipage/document-sequences.html#child-navigable
public final class FrameRegistry {
  private unowned(unsafe) let runtime: Runtime
  private var frames: [ObjectIdentifier: Frame] = [:]

  init(runtime: Runtime) {
    self.runtime = runtime
  }

  /// How many frames were made and are kept (frames are made lazily).
  public var madeFrameCount: Int { frames.count }

  deinit { for frame in frames.values { frame.tearDown() } }

  /// Whether `element` is a frame container (`iframe`, or `frame`) of the runtime's document.
  static func isFrameContainer(_ element: Element) -> Bool {
    element.isHTML("iframe") || element.isHTML("frame")
  }

  /// The frame of `element` (an `iframe`/`frame` connected to the runtime's document), made
  /// on first use; `nil` for other elements.
  public func frame(for element: Element) -> Frame? {
    let key = ObjectIdentifier(element)
    guard Self.isFrameContainer(element), element.isConnected,
      element.nodeDocument === runtime.document
    else {
      if let stale = frames.removeValue(forKey: key) { stale.tearDown() }
      return nil
    }
    if let existing = frames[key], existing.element === element,
      existing.sourceKey == Frame.sourceKey(of: element)
    {
      return existing
    }
    frames[key]?.tearDown()
    let made = Frame.make(
      for: element, parent: runtime.window, resources: runtime.options.pageResources)
    frames[key] = made
    return made
  }

  /// `iframe.contentDocument`: the frame's document when it is same-origin, else `null`.
  ///
  /// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-iframe-contentdocument
  public func contentDocument(of element: Element) -> Document? {
    frame(for: element)?.document
  }

  /// `iframe.contentWindow`.
  ///
  /// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-iframe-contentwindow
  public func contentWindow(of element: Element) -> FrameWindow? {
    frame(for: element)?.window
  }

  /// The frame containers of the document, in tree order (what `window.frames[i]` indexes;
  /// their count is `window.length`).
  public var containers: [Element] {
    runtime.document.descendantElements.filter(Self.isFrameContainer)
  }

  /// `window.frames[index]` / `window[index]`: the window of the index-th frame container.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-item
  public func window(at index: Int) -> FrameWindow? {
    let containers = self.containers
    guard index >= 0, index < containers.count else { return nil }
    return contentWindow(of: containers[index])
  }
}
