/// The window's scroll position (`scrollX`, `scrollY`), clamped to the scrollable area: the
/// document size the runtime gives minus the viewport size. Without layout the document size
/// is configuration (by default the viewport size, so nothing scrolls).
///
/// https://drafts.csswg.org/cssom-view/#dom-window-scrollx
public final class ScrollPosition {
  /// `scrollX`. https://drafts.csswg.org/cssom-view/#dom-window-scrollx
  public private(set) var x: Double = 0
  /// `scrollY`. https://drafts.csswg.org/cssom-view/#dom-window-scrolly
  public private(set) var y: Double = 0
  /// The viewport width in CSS pixels.
  public private(set) var viewportWidth: Double
  /// The viewport height in CSS pixels.
  public private(set) var viewportHeight: Double
  /// The document (scrolling area) width in CSS pixels.
  public private(set) var documentWidth: Double
  /// The document (scrolling area) height in CSS pixels.
  public private(set) var documentHeight: Double

  /// Makes a position at the origin for `viewport`, with a document of the given size (the
  /// viewport size by default).
  public init(viewport: Viewport, documentWidth: Double? = nil, documentHeight: Double? = nil) {
    viewportWidth = viewport.width
    viewportHeight = viewport.height
    self.documentWidth = documentWidth ?? viewport.width
    self.documentHeight = documentHeight ?? viewport.height
  }

  /// The largest `scrollX`.
  public var maxX: Double { max(0, documentWidth - viewportWidth) }
  /// The largest `scrollY`.
  public var maxY: Double { max(0, documentHeight - viewportHeight) }

  /// `scrollTo(x, y)` / `scroll()`: moves to the given coordinates (a `nil` one stays),
  /// non-finite values count as 0, the result is clamped; returns whether the position changed
  /// (the runtime then fires `scroll`).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-window-scroll
  @discardableResult
  public func scrollTo(x newX: Double? = nil, y newY: Double? = nil) -> Bool {
    let oldX = x
    let oldY = y
    if let newX { x = Self.clamp(newX, maxX) }
    if let newY { y = Self.clamp(newY, maxY) }
    return x != oldX || y != oldY
  }

  /// `scrollBy(x, y)`: moves by the given amounts.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-window-scrollby
  @discardableResult
  public func scrollBy(x deltaX: Double = 0, y deltaY: Double = 0) -> Bool {
    scrollTo(x: x + Self.finite(deltaX), y: y + Self.finite(deltaY))
  }

  /// Sets the document size and re-clamps the position.
  public func setDocumentSize(width: Double, height: Double) {
    documentWidth = Self.finite(width)
    documentHeight = Self.finite(height)
    scrollTo(x: x, y: y)
  }

  /// Sets the viewport size and re-clamps the position.
  public func setViewport(_ viewport: Viewport) {
    viewportWidth = viewport.width
    viewportHeight = viewport.height
    scrollTo(x: x, y: y)
  }

  /// Normalizes non-finite values to 0.
  ///
  /// https://drafts.csswg.org/cssom-view/#normalize-non-finite-values
  static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

  static func clamp(_ value: Double, _ maximum: Double) -> Double {
    min(max(0, finite(value)), maximum)
  }
}
