import DOM

/// What `matchMedia(query)` returns: the parsed query list, its serialized text and whether
/// it matches; an event target for `change` events, which the runtime fires when ``update(viewport:)``
/// reports a change.
///
/// https://drafts.csswg.org/cssom-view/#the-mediaquerylist-interface
public final class MediaQueryList: EventTargetWithInlineData {
  /// The parsed query list.
  public let querySet: MediaQuerySet
  /// Whether the list matched at the last evaluation.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-mediaquerylist-matches
  public private(set) var matches: Bool

  /// Parses `media` and evaluates it against `viewport`.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-window-matchmedia
  public init(media: String, viewport: Viewport) {
    querySet = MediaQuerySet(parsing: media)
    matches = MediaQueryEvaluator(viewport: viewport).evaluate(querySet)
    super.init()
  }

  /// The serialized media query list. https://drafts.csswg.org/cssom-view/#dom-mediaquerylist-media
  public var media: String { querySet.serialized }

  private var listenerStorage: EventListenerList?

  public override var eventListenerList: EventListenerList? { listenerStorage }

  public override func ensureEventListenerList() -> EventListenerList {
    if let listenerStorage { return listenerStorage }
    let list = EventListenerList()
    listenerStorage = list
    return list
  }

  /// Drops every listener (when the window goes away).
  func removeAllEventListeners() { listenerStorage = nil }

  /// Re-evaluates against `viewport`; returns whether ``matches`` changed (the runtime then
  /// fires a `change` event).
  ///
  /// https://drafts.csswg.org/cssom-view/#evaluate-media-queries-and-report-changes
  @discardableResult
  public func update(viewport: Viewport) -> Bool {
    let now = MediaQueryEvaluator(viewport: viewport).evaluate(querySet)
    defer { matches = now }
    return now != matches
  }
}
