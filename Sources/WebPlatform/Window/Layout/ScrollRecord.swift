/// A scroll the page asked for (`scrollTo`, `scrollBy`, `scrollIntoView`, setting an element's
/// `scrollTop`…), with the position it ended at after clamping.
///
/// https://drafts.csswg.org/cssom-view/#scrolling
public struct ScrollRecord: Equatable, Sendable {
  /// What asked for the scroll.
  public enum Kind: String, Sendable, CaseIterable {
    /// `window.scrollTo()` / `window.scroll()` (and setting the root's `scrollTop`).
    case scrollTo = "scroll-to"
    /// `window.scrollBy()`.
    case scrollBy = "scroll-by"
    /// `element.scrollTo()`/`scrollBy()`, or setting `element.scrollTop`/`scrollLeft`.
    case elementScroll = "element-scroll"
    /// `element.scrollIntoView()`.
    case scrollIntoView = "scroll-into-view"
  }

  /// What asked for it.
  public var kind: Kind
  /// `window`, or the element as `tag#id.class`.
  public var target: String
  /// The horizontal position afterwards.
  public var x: Double
  /// The vertical position afterwards.
  public var y: Double
  /// The loop time (milliseconds since the time origin).
  public var time: Double

  /// Makes a record.
  public init(kind: Kind, target: String, x: Double, y: Double, time: Double = 0) {
    self.kind = kind
    self.target = target
    self.x = x
    self.y = y
    self.time = time
  }
}
