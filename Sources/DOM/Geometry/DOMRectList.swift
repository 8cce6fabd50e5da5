/// A fixed list of rectangles (what `getClientRects()` returns).
///
/// https://drafts.fxtf.org/geometry/#domrectlist
public final class DOMRectList {
  /// The rectangles.
  public let rects: [DOMRect]

  /// Makes a list.
  public init(_ rects: [DOMRect] = []) { self.rects = rects }

  /// https://drafts.fxtf.org/geometry/#dom-domrectlist-length
  public var length: Int { rects.count }

  /// The rectangle at `index`, or nil past the end.
  ///
  /// https://drafts.fxtf.org/geometry/#dom-domrectlist-item
  public func item(_ index: Int) -> DOMRect? {
    index >= 0 && index < rects.count ? rects[index] : nil
  }
}
