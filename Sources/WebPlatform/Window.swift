import DOM

/// The window of the runtime's page: the event target after the document in event paths, shared
/// by every world (each world's global object carries it). It holds the per-window objects
/// (`location`, `history`, `navigator`, `screen`, `visualViewport`, `performance`), the display
/// (viewport, scroll position, layout estimate), and what the page asked of its window
/// (scrolls, posted messages); the ``Runtime`` owns the clock, event loop and logs it uses.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
public final class Window: EventTargetWithInlineData {
  /// The document shown.
  public let document: Document
  /// The clock of the runtime (event time stamps, records).
  public let clock: any Clock
  /// The event loop tasks are queued on.
  public let eventLoop: EventLoop
  /// Where navigations and dialogs are recorded.
  public let navigationLog: NavigationLog
  /// The storage areas of the run.
  public let storage: StorageRegistry
  /// `window.history`.
  public let history: SessionHistory
  /// `window.location`.
  public let location: Location
  /// `window.navigator`.
  public let navigator: Navigator
  /// `window.performance`.
  public let performance: Performance
  /// The display: viewport, screen, pixel ratio, media features.
  public private(set) var viewport: Viewport
  /// `scrollX`/`scrollY`.
  public let scrollPosition: ScrollPosition
  /// The estimate of the page's boxes (geometry and computed sizes).
  public let layout: LayoutEstimate
  /// The computed values `getComputedStyle` read since the document last changed.
  public let computedStyleCache = ComputedStyleCache()
  /// `window.name`.
  public var name = ""
  /// `window.status`.
  public var status = ""
  /// Every scroll the page asked for, in order.
  public private(set) var scrollLog: [ScrollRecord] = []

  /// `window.screen` (made on first use).
  public private(set) lazy var screen = Screen(window: self)
  /// `window.visualViewport` (made on first use).
  public private(set) lazy var visualViewport = VisualViewport(window: self)

  let namedProperties: WindowNamedProperties
  /// Media evaluation and linked sheets for the document's cascade (the document holds it
  /// weakly).
  var styleEnvironment: WindowStyleEnvironment?
  private var mediaQueryLists: [WeakMediaQueryList] = []
  private var elementScrollOffsets: [ObjectIdentifier: (x: Double, y: Double)] = [:]
  private var listenerStorage: EventListenerList?

  init(
    document: Document, device: DeviceProfile, clock: any Clock, eventLoop: EventLoop,
    navigationLog: NavigationLog, storage: StorageRegistry
  ) {
    self.document = document
    self.clock = clock
    self.eventLoop = eventLoop
    self.navigationLog = navigationLog
    self.storage = storage
    history = SessionHistory(document: document, log: navigationLog, loop: eventLoop)
    location = Location(history: history)
    navigator = Navigator(profile: device.navigator, document: document, log: navigationLog)
    performance = Performance(clock: clock)
    viewport = device.viewport
    scrollPosition = ScrollPosition(viewport: device.viewport)
    layout = LayoutEstimate(
      document: document, viewportWidth: device.viewport.width,
      viewportHeight: device.viewport.height)
    namedProperties = WindowNamedProperties(document: document)
    super.init()
    history.onPopState = { [unowned(unsafe) self] state in
      self.fireEvent(PopStateEvent("popstate", state: state, clock: self.eventClock))
    }
    history.onHashChange = { [unowned(unsafe) self] oldURL, newURL in
      self.fireEvent(
        HashChangeEvent("hashchange", oldURL: oldURL, newURL: newURL, clock: self.eventClock))
    }
  }

  /// A window: the last item of a node's event path, not a retargeting parent.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#window
  public override var isWindow: Bool { true }

  public override var eventListenerList: EventListenerList? { listenerStorage }

  public override func ensureEventListenerList() -> EventListenerList {
    if let listenerStorage { return listenerStorage }
    let list = EventListenerList()
    listenerStorage = list
    return list
  }

  /// The time stamps of events the window fires.
  var eventClock: () -> Double {
    let clock = self.clock
    return { clock.now }
  }

  // MARK: - Origin

  /// `window.origin`: the serialized origin of the document (`file://` for files, as
  /// `location.origin`; `null` for opaque origins).
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-origin
  public var origin: String { location.origin }

  /// `isSecureContext`: HTTPS and WSS pages, files, and `localhost`/loopback addresses.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#secure-context
  public var isSecureContext: Bool {
    guard let url = document.urlRecord else { return false }
    switch url.scheme {
    case "https", "wss", "file": return true
    case "http", "ws":
      let host = url.host?.serialized ?? ""
      return host == "localhost" || host.hasSuffix(".localhost") || host == "127.0.0.1"
        || host == "[::1]"
    default: return false
    }
  }

  /// `window.length`: the number of child navigables (the document's `iframe` and `frame`
  /// elements).
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-length
  public var frameCount: Int {
    document.descendantElements.reduce(0) {
      $0 + ($1.isHTMLElement && ($1.localName == "iframe" || $1.localName == "frame") ? 1 : 0)
    }
  }

  // MARK: - Storage

  /// `localStorage` of the document's origin; `SecurityError` for opaque origins.
  ///
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-localstorage
  public func localStorage() throws(DOMException) -> Storage {
    try storage.localStorage(for: try storageURL())
  }

  /// `sessionStorage` of the document's origin; `SecurityError` for opaque origins.
  ///
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-sessionstorage
  public func sessionStorage() throws(DOMException) -> Storage {
    try storage.sessionStorage(for: try storageURL())
  }

  private func storageURL() throws(DOMException) -> WebURL {
    guard let url = document.urlRecord else {
      throw DOMException(.securityError, "The operation is insecure.")
    }
    return url
  }

  // MARK: - Browsing context

  /// `window.open(url, target, features)`: recorded; nothing opens (the caller returns null).
  /// An empty URL is `about:blank`; a URL that does not parse is a `SyntaxError`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-open
  public func open(_ url: String, target: String, features: String) throws(DOMException) {
    var href = "about:blank"
    if !url.isEmpty {
      guard let parsed = document.encodingParseURL(url) else {
        throw DOMException(.syntaxError, "Unable to open a window with invalid URL '\(url)'.")
      }
      href = parsed.href
    }
    navigationLog.recordNavigation(
      .windowOpen, url: href, target: target.isEmpty ? "_blank" : target,
      detail: features.isEmpty ? nil : features)
  }

  /// `postMessage(message, targetOrigin)`: queues a `message` event at this window with the
  /// page's origin and this window as source, unless `targetOrigin` names another origin.
  /// `targetOrigin` is `*`, `/` (this origin) or a URL (a `SyntaxError` when it does not
  /// parse). `data` is the already cloned message.
  ///
  /// https://html.spec.whatwg.org/multipage/web-messaging.html#window-post-message-steps
  public func postMessage(_ data: Any?, targetOrigin: String) throws(DOMException) {
    // 3–5. "/" is this origin; "*" any; otherwise parse it and take its origin.
    var required: String?
    if targetOrigin == "/" {
      required = origin
    } else if targetOrigin != "*" {
      guard let parsed = WebURL(targetOrigin) else {
        throw DOMException(.syntaxError, "Invalid target origin '\(targetOrigin)'")
      }
      required = parsed.scheme == "file" ? "file://" : parsed.origin.serialized
    }
    let origin = self.origin
    // 7. Queue a global task on the posted message task source.
    eventLoop.queueTask { [weak self] in
      guard let self else { return }
      // 7.1. If the target origin does not match, abort.
      if let required, required != origin { return }
      let event = MessageEvent(
        "message", MessageEventInit(data: data, origin: origin, source: self),
        clock: self.eventClock)
      self.fireEvent(event)
    }
  }

  /// `print()`: recorded.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-print
  public func print() { navigationLog.print() }

  // MARK: - Viewport and media queries

  /// `matchMedia(query)`: a new list evaluated against the viewport, kept (weakly) so that it
  /// hears of viewport changes.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-window-matchmedia
  public func matchMedia(_ query: String) -> MediaQueryList {
    let list = MediaQueryList(media: query, viewport: viewport)
    mediaQueryLists.removeAll { $0.list == nil }
    mediaQueryLists.append(WeakMediaQueryList(list: list))
    return list
  }

  /// Changes the display (a window resize or a device rotation): re-clamps the scroll
  /// position, fires `resize` at the window and the visual viewport, `change` at media query
  /// lists whose result changed and, on rotation, `change` at `screen.orientation` and
  /// `orientationchange` at the window.
  ///
  /// https://drafts.csswg.org/cssom-view/#run-the-resize-steps
  /// https://drafts.csswg.org/cssom-view/#evaluate-media-queries-and-report-changes
  public func setViewport(_ newViewport: Viewport) {
    let old = viewport
    viewport = newViewport
    styleEnvironment?.setViewport(newViewport)
    layout.viewportWidth = newViewport.width
    layout.viewportHeight = newViewport.height
    scrollPosition.setViewport(newViewport)
    updateDocumentSize()
    if old.width != newViewport.width || old.height != newViewport.height {
      fireEvent(Event("resize", clock: eventClock))
      visualViewport.fireEvent(Event("resize", clock: eventClock))
    }
    for entry in mediaQueryLists {
      guard let list = entry.list, list.update(viewport: newViewport) else { continue }
      list.fireEvent(
        MediaQueryListEvent(
          "change", media: list.media, matches: list.matches, clock: eventClock))
    }
    if old.screen.orientation != newViewport.screen.orientation
      || old.screen.orientationAngle != newViewport.screen.orientationAngle
    {
      screen.orientation.fireEvent(Event("change", clock: eventClock))
      fireEvent(Event("orientationchange", clock: eventClock))
    }
  }

  // MARK: - Scrolling

  /// `scrollTo(x, y)` / `scroll()`: moves the viewport (clamped to the document estimate),
  /// records it, and queues a `scroll` event at the document when the position changed.
  /// `nil` keeps a coordinate.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-window-scroll
  public func scrollTo(x: Double?, y: Double?) {
    scrollWindow(kind: .scrollTo, target: "window") { $0.scrollTo(x: x, y: y) }
  }

  /// `scrollBy(x, y)`.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-window-scrollby
  public func scrollBy(x: Double, y: Double) {
    scrollWindow(kind: .scrollBy, target: "window") { $0.scrollBy(x: x, y: y) }
  }

  private func scrollWindow(
    kind: ScrollRecord.Kind, target: String, _ body: (ScrollPosition) -> Bool
  ) {
    updateDocumentSize()
    let changed = body(scrollPosition)
    scrollLog.append(
      ScrollRecord(
        kind: kind, target: target, x: scrollPosition.x, y: scrollPosition.y, time: clock.now))
    if changed { queueScrollEvent(at: document, bubbles: true) }
  }

  /// Sets the scrolling area to the layout estimate's document size (whole pixels, as
  /// `scrollHeight`).
  func updateDocumentSize() {
    scrollPosition.setDocumentSize(
      width: viewport.width, height: max(viewport.height, layout.documentHeight.rounded()))
  }

  /// Queues a `scroll` event (fired once the current task is over, as the rendering steps do).
  ///
  /// https://drafts.csswg.org/cssom-view/#run-the-scroll-steps
  private func queueScrollEvent(at target: EventTarget, bubbles: Bool) {
    let clock = eventClock
    eventLoop.queueTask { [weak target] in
      target?.fireEvent(Event("scroll", EventInit(bubbles: bubbles), clock: clock))
    }
  }

  /// `document.scrollingElement`: the element whose scroll offsets are the viewport's (the
  /// root element, or the body in quirks mode).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-document-scrollingelement
  public var scrollingElement: Element? {
    document.mode == .quirks ? document.body : document.documentElement
  }

  /// Whether `element` is the ``scrollingElement``.
  func isScrollingElement(_ element: Element) -> Bool {
    element === scrollingElement
  }

  /// An element's scroll offset (`scrollLeft`, `scrollTop`); the viewport's for the scrolling
  /// element.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-element-scrolltop
  public func scrollOffset(of element: Element) -> (x: Double, y: Double) {
    if isScrollingElement(element) { return (scrollPosition.x, scrollPosition.y) }
    return elementScrollOffsets[ObjectIdentifier(element)] ?? (0, 0)
  }

  /// Scrolls an element (setting `scrollTop`/`scrollLeft`, `element.scrollTo()`), clamped to
  /// its scrollable overflow; recorded; the scrolling element scrolls the viewport.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-element-scroll
  public func scrollElement(_ element: Element, x: Double?, y: Double?) {
    if isScrollingElement(element) {
      scrollWindow(kind: .scrollTo, target: Self.describe(element)) { $0.scrollTo(x: x, y: y) }
      return
    }
    guard let box = renderedBox(of: element), !box.isInline else { return }
    let current = scrollOffset(of: element)
    let maxX = 0.0
    let maxY = Double(max(0, scrollHeight(of: element) - clientHeight(of: element)))
    func clamp(_ value: Double?, _ old: Double, _ limit: Double) -> Double {
      guard let value else { return old }
      return min(max(0, value.isFinite ? value : 0), limit)
    }
    let new = (x: clamp(x, current.x, maxX), y: clamp(y, current.y, maxY))
    elementScrollOffsets[ObjectIdentifier(element)] = new
    scrollLog.append(
      ScrollRecord(
        kind: .elementScroll, target: Self.describe(element), x: new.x, y: new.y, time: clock.now))
    if new != current { queueScrollEvent(at: element, bubbles: false) }
  }

  /// `element.scrollIntoView()`: scrolls the viewport so that the element's box starts at the
  /// top (clamped), and records it.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-element-scrollintoview
  public func scrollIntoView(_ element: Element) {
    let box = layout.box(for: element)
    scrollWindow(kind: .scrollIntoView, target: Self.describe(element)) { position in
      guard let box else { return false }
      return position.scrollTo(x: nil, y: box.y)
    }
  }

  /// A short description of an element for records: `tag#id.class1.class2`.
  static func describe(_ element: Element) -> String {
    var text = element.localName
    if let id = element.attributeValue(localName: "id"), !id.isEmpty { text += "#" + id }
    if let classes = element.attributeValue(localName: "class") {
      for name in classes.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
        text += "." + name
      }
    }
    return text
  }

  // MARK: - Teardown

  /// Releases what holds script values (listeners, history states, timeline details), so that
  /// the runtime's contexts can go when the runtime does.
  func tearDown() {
    listenerStorage = nil
    history.removeAllStates()
    performance.removeAllEntries()
    for entry in mediaQueryLists { entry.list?.removeAllEventListeners() }
    mediaQueryLists.removeAll()
  }
}

/// A media query list the window notifies of viewport changes, held weakly.
struct WeakMediaQueryList {
  weak var list: MediaQueryList?
}
