import DOM

/// The window's `screen`: the device profile's screen metrics.
///
/// https://drafts.csswg.org/cssom-view/#the-screen-interface
public final class Screen {
  unowned(unsafe) let window: Window
  /// `screen.orientation` (the same object every time).
  public let orientation: ScreenOrientation

  init(window: Window) {
    self.window = window
    orientation = ScreenOrientation(window: window)
  }

  /// The screen metrics.
  public var metrics: Viewport.Screen { window.viewport.screen }

  /// `width` in CSS pixels. https://drafts.csswg.org/cssom-view/#dom-screen-width
  public var width: Double { metrics.width }
  /// `height` in CSS pixels. https://drafts.csswg.org/cssom-view/#dom-screen-height
  public var height: Double { metrics.height }
  /// `availWidth`. https://drafts.csswg.org/cssom-view/#dom-screen-availwidth
  public var availWidth: Double { metrics.availWidth }
  /// `availHeight`. https://drafts.csswg.org/cssom-view/#dom-screen-availheight
  public var availHeight: Double { metrics.availHeight }
  /// `availLeft` (a WebKit extension).
  public var availLeft: Double { metrics.availLeft }
  /// `availTop` (a WebKit extension).
  public var availTop: Double { metrics.availTop }
  /// `colorDepth`. https://drafts.csswg.org/cssom-view/#dom-screen-colordepth
  public var colorDepth: Int { metrics.colorDepth }
  /// `pixelDepth`. https://drafts.csswg.org/cssom-view/#dom-screen-pixeldepth
  public var pixelDepth: Int { metrics.pixelDepth }
}

/// `screen.orientation`: the orientation type and angle; `change` fires when the runtime's
/// viewport rotates. `lock()` is not supported (Safari rejects it outside fullscreen).
///
/// https://w3c.github.io/screen-orientation/#screenorientation-interface
public final class ScreenOrientation: EventTargetWithInlineData {
  unowned(unsafe) let window: Window

  init(window: Window) {
    self.window = window
    super.init()
  }

  /// `type`. https://w3c.github.io/screen-orientation/#dom-screenorientation-type
  public var type: Viewport.OrientationType { window.viewport.screen.orientation }

  /// `angle`. https://w3c.github.io/screen-orientation/#dom-screenorientation-angle
  public var angle: Int { window.viewport.screen.orientationAngle }
}

/// `window.visualViewport`: the visual viewport, which here always equals the layout viewport
/// (scale 1, no pinch zoom, no on-screen keyboard).
///
/// https://drafts.csswg.org/cssom-view/#the-visualviewport-interface
public final class VisualViewport: EventTargetWithInlineData {
  unowned(unsafe) let window: Window

  init(window: Window) {
    self.window = window
    super.init()
  }

  /// `offsetLeft`: 0 (the visual viewport is not panned within the layout viewport).
  public var offsetLeft: Double { 0 }
  /// `offsetTop`: 0.
  public var offsetTop: Double { 0 }
  /// `pageLeft`: the scroll position plus `offsetLeft`.
  public var pageLeft: Double { window.scrollPosition.x }
  /// `pageTop`.
  public var pageTop: Double { window.scrollPosition.y }
  /// `width`: the layout viewport width.
  public var width: Double { window.viewport.width }
  /// `height`: the layout viewport height.
  public var height: Double { window.viewport.height }
  /// `scale`: 1.
  public var scale: Double { 1 }
}
