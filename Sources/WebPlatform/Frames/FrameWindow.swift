import DOM

/// The window of a child frame, as the main window's scripts see it through
/// `iframe.contentWindow` or `window.frames[i]`.
///
/// Decision: the minimum a script needs, not a second global. It is an ordinary object in the
/// world that asked (no globals, no constructors of its own: `frame.contentWindow.Array` is
/// `undefined`), an event target (listeners for `message`), with `document`, `location`
/// (a read-only ``FrameLocation``), `parent`/`top` (the main window), `frameElement`, `name`,
/// `origin`, `closed`, `window`/`self`/`frames` (itself), `length` (0: nested frames are not
/// made) and `postMessage`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
public class FrameWindow: EventTargetWithInlineData {
  /// The frame (weak: the registry owns frames).
  public private(set) weak var frame: Frame?
  /// The main window.
  public unowned(unsafe) let parent: Window
  /// Messages posted to this window, in order (`postMessage` from the main window's scripts).
  public private(set) var postedMessages: [(data: Any?, targetOrigin: String)] = []
  private var listenerStorage: EventListenerList?

  /// `location` (one object per window, for identity).
  public private(set) lazy var location: FrameLocation = {
    if self is CrossOriginFrameWindow { return CrossOriginFrameLocation(window: self) }
    return FrameLocation(window: self)
  }()

  init(frame: Frame, parent: Window) {
    self.frame = frame
    self.parent = parent
    super.init()
  }

  public override var isWindow: Bool { true }

  public override var eventListenerList: EventListenerList? { listenerStorage }

  public override func ensureEventListenerList() -> EventListenerList {
    if let listenerStorage { return listenerStorage }
    let list = EventListenerList()
    listenerStorage = list
    return list
  }

  /// The frame's document (`nil` when cross-origin).
  public var document: Document? { frame?.document }

  /// The frame's serialized origin.
  public var origin: String { frame?.origin ?? "null" }

  /// Whether the frame is gone (its element was removed from the document or collected).
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-closed
  public var closed: Bool {
    guard let element = frame?.element else { return true }
    return !element.isConnected
  }

  /// `postMessage(message, targetOrigin)` from the main window: recorded, then a `message`
  /// event is queued at this window (origin: the main window's; source: the main window),
  /// unless `targetOrigin` names another origin than the frame's. `data` is the already cloned
  /// message.
  ///
  /// https://html.spec.whatwg.org/multipage/web-messaging.html#window-post-message-steps
  public func postMessage(_ data: Any?, targetOrigin: String) throws(DOMException) {
    var required: String?
    if targetOrigin == "/" {
      required = parent.origin
    } else if targetOrigin != "*" {
      guard let parsed = WebURL(targetOrigin) else {
        throw DOMException(.syntaxError, "Invalid target origin '\(targetOrigin)'")
      }
      required = parsed.scheme == "file" ? "file://" : parsed.origin.serialized
    }
    postedMessages.append((data, targetOrigin))
    let origin = self.origin
    let sourceOrigin = parent.origin
    let parent = self.parent
    parent.eventLoop.queueTask { [weak self] in
      guard let self, !self.closed else { return }
      if let required, required != origin { return }
      let event = MessageEvent(
        "message", MessageEventInit(data: data, origin: sourceOrigin, source: parent),
        clock: { parent.clock.now })
      self.fireEvent(event)
    }
  }

  /// Releases the listeners (they hold script values).
  func tearDown() { listenerStorage = nil }
}

/// The window of a cross-origin frame: the same model, wrapped by a binding that only allows
/// the cross-origin members (`window`, `self`, `frames`, `length`, `parent`, `top`, `opener`,
/// `closed`, `location` (set, `replace`), `postMessage`, `close`, `focus`, `blur`) and throws a
/// `SecurityError` for everything else, as Safari does.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginproperties-(-o-)
public final class CrossOriginFrameWindow: FrameWindow {}

/// `frame.contentWindow.location` of a same-origin frame: the frame's URL, read-only.
/// Decision: assigning (`href`, `assign`, `replace`) records a navigation in the runtime's
/// navigation log (target: the frame's name or `iframe`), but the frame keeps its document.
public class FrameLocation {
  /// The frame window.
  public unowned(unsafe) let window: FrameWindow

  init(window: FrameWindow) { self.window = window }

  /// The URL.
  public var url: WebURL? { window.frame.flatMap { WebURL($0.url) } }

  /// Records a navigation of the frame to `url` (resolved against the main document).
  func navigate(to url: String, kind: NavigationRecord.Kind) throws(DOMException) {
    guard let resolved = window.parent.document.encodingParseURL(url) else {
      throw DOMException(.syntaxError, "Invalid URL '\(url)'")
    }
    let name = window.frame?.element?.attributeValue(localName: "name") ?? ""
    window.parent.navigationLog.recordNavigation(
      kind, url: resolved.href, target: name.isEmpty ? "iframe" : name)
  }
}

/// `location` of a cross-origin frame's window: only assigning `href` and `replace()` are
/// allowed; reading anything throws a `SecurityError`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginproperties-(-o-)
public final class CrossOriginFrameLocation: FrameLocation {}
