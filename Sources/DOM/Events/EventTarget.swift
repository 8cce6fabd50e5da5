/// An object that can receive events and have listeners for them.
///
/// The class has no stored properties, so that the million nodes of a large page pay nothing
/// for it: a subclass provides the listener storage by overriding `eventListenerList` and
/// `ensureEventListenerList()` (`Node` keeps its list in its rare data; other targets subclass
/// `EventTargetWithInlineData`).
///
/// https://dom.spec.whatwg.org/#interface-eventtarget
open class EventTarget {
  /// Makes a target. Subclasses must provide listener storage.
  public init() {}

  // MARK: - Storage and hooks for subclasses

  /// The event listener list, or `nil` when none was ever made (reading it allocates nothing).
  ///
  /// https://dom.spec.whatwg.org/#eventtarget-event-listener-list
  open var eventListenerList: EventListenerList? { nil }

  /// The event listener list, made on first use.
  ///
  /// https://dom.spec.whatwg.org/#eventtarget-event-listener-list
  open func ensureEventListenerList() -> EventListenerList {
    preconditionFailure("an EventTarget subclass must provide listener storage")
  }

  /// The next target in an event's path: `nil` by default; a node's parent; a document's
  /// global object (see `Document.globalEventTarget`).
  ///
  /// https://dom.spec.whatwg.org/#get-the-parent
  open func getTheParent(_ event: Event) -> EventTarget? { nil }

  /// Whether this target is a `Window` (the dispatch algorithm and the default passive value
  /// treat windows specially). A future `Window` returns `true`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#window
  open var isWindow: Bool { false }

  /// Whether this target has activation behavior (links, buttons, checkboxes).
  ///
  /// https://dom.spec.whatwg.org/#eventtarget-activation-behavior
  open var hasActivationBehavior: Bool { false }

  /// Runs the activation behavior after a `click` dispatch that was not canceled.
  ///
  /// https://dom.spec.whatwg.org/#eventtarget-activation-behavior
  open func activationBehavior(_ event: Event) {}

  /// Whether this target has legacy-pre-activation behavior (checkboxes and radio buttons).
  ///
  /// https://dom.spec.whatwg.org/#eventtarget-legacy-pre-activation-behavior
  open var hasLegacyPreActivationBehavior: Bool { false }

  /// Runs before the listeners of a `click` dispatch.
  ///
  /// https://dom.spec.whatwg.org/#eventtarget-legacy-pre-activation-behavior
  open func legacyPreActivationBehavior() {}

  /// Undoes the legacy-pre-activation behavior after a canceled `click` dispatch.
  ///
  /// https://dom.spec.whatwg.org/#eventtarget-legacy-canceled-activation-behavior
  open func legacyCanceledActivationBehavior() {}

  // MARK: - Public API

  /// Adds `callback` as a listener for events of `type` (no effect when an equal listener,
  /// same callback object and same capture, is already there).
  ///
  /// https://dom.spec.whatwg.org/#dom-eventtarget-addeventlistener
  public func addEventListener(
    _ type: String, _ callback: EventListener?,
    _ options: AddEventListenerOptions = AddEventListenerOptions()
  ) {
    // "Flatten more" the options, then add an event listener.
    guard let callback else { return }
    let listener = RegisteredEventListener(
      type: type, callback: callback, capture: options.capture, passive: options.passive,
      once: options.once, signal: options.signal)
    addAnEventListener(listener)
  }

  /// Adds `callback` as a listener, with `useCapture` (the boolean overload).
  ///
  /// https://dom.spec.whatwg.org/#dom-eventtarget-addeventlistener
  public func addEventListener(_ type: String, _ callback: EventListener?, capture useCapture: Bool)
  {
    addEventListener(type, callback, AddEventListenerOptions(capture: useCapture))
  }

  /// Removes the listener with this type, callback object and capture, if there is one.
  ///
  /// https://dom.spec.whatwg.org/#dom-eventtarget-removeeventlistener
  public func removeEventListener(
    _ type: String, _ callback: EventListener?,
    _ options: EventListenerOptions = EventListenerOptions()
  ) {
    // 1. Flatten the options.
    guard let callback, let list = eventListenerList else { return }
    // 2–3. Remove the matching listener.
    if let listener = list.listeners.first(where: {
      $0.type == type && $0.callback === callback && $0.capture == options.capture
    }) {
      removeAnEventListener(listener)
    }
  }

  /// Removes a listener, with `useCapture` (the boolean overload).
  ///
  /// https://dom.spec.whatwg.org/#dom-eventtarget-removeeventlistener
  public func removeEventListener(
    _ type: String, _ callback: EventListener?, capture useCapture: Bool
  ) {
    removeEventListener(type, callback, EventListenerOptions(capture: useCapture))
  }

  /// Dispatches a script-made event and returns `false` when it was canceled.
  ///
  /// Throws `InvalidStateError` when the event is being dispatched or was never initialized.
  ///
  /// https://dom.spec.whatwg.org/#dom-eventtarget-dispatchevent
  @discardableResult
  public func dispatchEvent(_ event: Event) throws(DOMException) -> Bool {
    // 1. The event must be initialized and not being dispatched.
    if event.dispatchFlag || !event.initializedFlag {
      throw DOMException(
        .invalidStateError, "The event is already being dispatched or was not initialized.")
    }
    // 2. Script-dispatched events are not trusted.
    event.isTrusted = false
    // 3. Dispatch.
    return dispatch(event)
  }

  /// Fires `event` as the user agent does: it is trusted, then dispatched to this target.
  /// Returns `false` when it was canceled. The event must be new (not being dispatched).
  ///
  /// https://dom.spec.whatwg.org/#concept-event-fire
  @discardableResult
  public func fireEvent(_ event: Event) -> Bool {
    precondition(!event.dispatchFlag, "an event being dispatched cannot be fired")
    event.initializedFlag = true
    event.isTrusted = true
    return dispatch(event)
  }

  /// Whether any listener for `type` is registered (a convenience; not a DOM member).
  public func hasEventListener(for type: String) -> Bool {
    eventListenerList?.listeners.contains { $0.type == type } ?? false
  }

  // MARK: - Listener list algorithms

  /// https://dom.spec.whatwg.org/#add-an-event-listener
  func addAnEventListener(_ listener: RegisteredEventListener) {
    // 1–2. An aborted signal adds nothing.
    if let signal = listener.signal, signal.aborted { return }
    // 3. (The callback is not null.)
    // 4. The default passive value.
    if listener.passive == nil {
      listener.passive = defaultPassiveValue(for: listener.type)
    }
    // 5. Append unless an equal listener is there.
    let list = ensureEventListenerList()
    let isDuplicate = list.listeners.contains {
      $0.type == listener.type && $0.callback === listener.callback
        && $0.capture == listener.capture
    }
    guard !isDuplicate else { return }
    list.listeners.append(listener)
    // 6. The signal removes the listener when aborted.
    if let signal = listener.signal {
      signal.addAbortAlgorithm { [weak self, weak listener] in
        guard let self, let listener else { return }
        self.removeAnEventListener(listener)
      }
    }
  }

  /// https://dom.spec.whatwg.org/#remove-an-event-listener
  func removeAnEventListener(_ listener: RegisteredEventListener) {
    // 2. Mark it removed (a dispatch in progress skips it) and remove it.
    listener.removed = true
    eventListenerList?.listeners.removeAll { $0 === listener }
  }

  /// https://dom.spec.whatwg.org/#default-passive-value
  func defaultPassiveValue(for type: String) -> Bool {
    // 1. Only these event types.
    switch type {
    case "touchstart", "touchmove", "wheel", "mousewheel": break
    default: return false
    }
    // 1.1. A window, a document, its document element or its body.
    if isWindow { return true }
    guard let node = self as? Node, let document = node.nodeDocumentStorage else { return false }
    return node === document || node === document.documentElement || node === document.body
  }
}

/// A target that stores its own listener list: non-node targets (`AbortSignal`, a future
/// `Window`, and the object `new EventTarget()` makes in script).
///
/// https://dom.spec.whatwg.org/#dom-eventtarget-eventtarget
open class EventTargetWithInlineData: EventTarget {
  private var listenerStorage: EventListenerList?

  /// Makes a target with no listeners. https://dom.spec.whatwg.org/#dom-eventtarget-eventtarget
  public override init() {}

  open override var eventListenerList: EventListenerList? { listenerStorage }

  open override func ensureEventListenerList() -> EventListenerList {
    if let listenerStorage { return listenerStorage }
    let list = EventListenerList()
    listenerStorage = list
    return list
  }
}
