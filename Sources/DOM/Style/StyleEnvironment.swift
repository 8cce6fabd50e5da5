/// What the style engine needs from outside the document: media query evaluation and the
/// text of linked and imported style sheets. The web platform's window provides it (its
/// viewport, its offline resources); without one, only media lists that always match
/// (`""`, `all`, `screen`) apply and no linked sheet loads.
public protocol StyleEnvironment: AnyObject {
  /// Whether the media query list `mediaText` matches (`""` matches).
  func mediaMatches(_ mediaText: String) -> Bool
  /// The text of the style sheet at `url` (absolute, without fragment), or `nil` when it is
  /// not available offline.
  func styleSheetText(at url: String) -> String?
  /// Bumped whenever a media query may change its answer (the viewport was resized).
  var mediaVersion: UInt64 { get }
  /// The width of the viewport in CSS pixels (the initial containing block), if known.
  var viewportWidth: Double? { get }
}

extension StyleEnvironment {
  /// No viewport width by default.
  public var viewportWidth: Double? { nil }
}
