import DOM

/// The `change` event of a ``MediaQueryList``: the query and whether it now matches.
///
/// https://drafts.csswg.org/cssom-view/#mediaquerylistevent
public final class MediaQueryListEvent: Event {
  /// The serialized media query list. https://drafts.csswg.org/cssom-view/#dom-mediaquerylistevent-media
  public let media: String
  /// Whether it matches. https://drafts.csswg.org/cssom-view/#dom-mediaquerylistevent-matches
  public let matches: Bool

  /// Makes an event.
  public init(
    _ type: String, _ eventInit: EventInit = EventInit(), media: String = "",
    matches: Bool = false, clock: () -> Double = { 0 }
  ) {
    self.media = media
    self.matches = matches
    super.init(type, eventInit, clock: clock)
  }
}
