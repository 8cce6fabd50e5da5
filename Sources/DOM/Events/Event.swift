/// An event: what happened, where it is in its dispatch, and whether it was canceled.
///
/// https://dom.spec.whatwg.org/#interface-event
open class Event {
  /// The `eventPhase` values. https://dom.spec.whatwg.org/#dom-event-eventphase
  public enum Phase: UInt16, Sendable {
    /// `NONE`: not being dispatched.
    case none = 0
    /// `CAPTURING_PHASE`: on the way from the root to the target.
    case capturing = 1
    /// `AT_TARGET`: at the target.
    case atTarget = 2
    /// `BUBBLING_PHASE`: on the way back up.
    case bubbling = 3
  }

  /// An item of the event's path. https://dom.spec.whatwg.org/#concept-event-path
  struct PathItem {
    let invocationTarget: EventTarget
    let shadowAdjustedTarget: EventTarget?
    let relatedTarget: EventTarget?
    let rootOfClosedTree: Bool
    let slotInClosedTree: Bool
  }

  // MARK: Storage

  var typeStorage: String
  var bubblesStorage: Bool
  var cancelableStorage: Bool
  var composedStorage: Bool
  var targetStorage: EventTarget?
  var relatedTargetStorage: EventTarget?
  var currentTargetStorage: EventTarget?
  var phaseStorage: Phase = .none
  var path: [PathItem] = []
  var stopPropagationFlag = false
  var stopImmediatePropagationFlag = false
  var canceledFlag = false
  var inPassiveListenerFlag = false
  var initializedFlag = false
  var dispatchFlag = false

  /// Makes an event (the inner event creation steps; `isTrusted` is false).
  ///
  /// - Parameters:
  ///   - type: the event type, e.g. `"click"`.
  ///   - eventInitDict: bubbles, cancelable and composed.
  ///   - clock: gives `timeStamp`, in milliseconds; the default (always 0) keeps runs
  ///     deterministic.
  ///
  /// https://dom.spec.whatwg.org/#dom-event-event
  public init(
    _ type: String, _ eventInitDict: EventInit = EventInit(), clock: () -> Double = { 0 }
  ) {
    // 1–2. A new, initialized event.
    self.initializedFlag = true
    // 3. The time stamp.
    self.timeStamp = clock()
    // 4. The dictionary members.
    self.typeStorage = type
    self.bubblesStorage = eventInitDict.bubbles
    self.cancelableStorage = eventInitDict.cancelable
    self.composedStorage = eventInitDict.composed
  }

  // MARK: - Public API

  /// The event type. https://dom.spec.whatwg.org/#dom-event-type
  public var type: String { typeStorage }

  /// The target it was dispatched to. https://dom.spec.whatwg.org/#dom-event-target
  public var target: EventTarget? { targetStorage }

  /// The same as `target` (legacy). https://dom.spec.whatwg.org/#dom-event-srcelement
  public var srcElement: EventTarget? { targetStorage }

  /// The target whose listeners are running. https://dom.spec.whatwg.org/#dom-event-currenttarget
  public var currentTarget: EventTarget? { currentTargetStorage }

  /// The targets the event travels through, target first (empty when not being dispatched).
  ///
  /// https://dom.spec.whatwg.org/#dom-event-composedpath
  public func composedPath() -> [EventTarget] {
    // 1–3. Empty when not being dispatched.
    guard !path.isEmpty, let currentTarget = currentTargetStorage else { return [] }
    // 4–5. The current target first.
    var before: [EventTarget] = []
    var after: [EventTarget] = []
    // 6–9. Where the current target is, and how many closed trees deep.
    var currentTargetIndex = 0
    var currentTargetHiddenSubtreeLevel = 0
    var index = path.count - 1
    while index >= 0 {
      if path[index].rootOfClosedTree { currentTargetHiddenSubtreeLevel += 1 }
      if path[index].invocationTarget === currentTarget {
        currentTargetIndex = index
        break
      }
      if path[index].slotInClosedTree { currentTargetHiddenSubtreeLevel -= 1 }
      index -= 1
    }
    // 10–12. Towards the target: targets in closed trees inside the current one are hidden.
    var currentHiddenLevel = currentTargetHiddenSubtreeLevel
    var maxHiddenLevel = currentTargetHiddenSubtreeLevel
    index = currentTargetIndex - 1
    while index >= 0 {
      if path[index].rootOfClosedTree { currentHiddenLevel += 1 }
      if currentHiddenLevel <= maxHiddenLevel { before.append(path[index].invocationTarget) }
      if path[index].slotInClosedTree {
        currentHiddenLevel -= 1
        if currentHiddenLevel < maxHiddenLevel { maxHiddenLevel = currentHiddenLevel }
      }
      index -= 1
    }
    // 13–15. Towards the window.
    currentHiddenLevel = currentTargetHiddenSubtreeLevel
    maxHiddenLevel = currentTargetHiddenSubtreeLevel
    index = currentTargetIndex + 1
    while index < path.count {
      if path[index].slotInClosedTree { currentHiddenLevel += 1 }
      if currentHiddenLevel <= maxHiddenLevel { after.append(path[index].invocationTarget) }
      if path[index].rootOfClosedTree {
        currentHiddenLevel -= 1
        if currentHiddenLevel < maxHiddenLevel { maxHiddenLevel = currentHiddenLevel }
      }
      index += 1
    }
    // 16. Prepended ones came in reverse.
    return before.reversed() + [currentTarget] + after
  }

  /// The phase of the dispatch. https://dom.spec.whatwg.org/#dom-event-eventphase
  public var eventPhase: Phase { phaseStorage }

  /// Stops the event from reaching further targets (the current target's remaining
  /// listeners still run). https://dom.spec.whatwg.org/#dom-event-stoppropagation
  public func stopPropagation() {
    stopPropagationFlag = true
  }

  /// Whether propagation was stopped; setting `true` stops it (legacy).
  ///
  /// https://dom.spec.whatwg.org/#dom-event-cancelbubble
  public var cancelBubble: Bool {
    get { stopPropagationFlag }
    set { if newValue { stopPropagationFlag = true } }
  }

  /// Stops the event from reaching any further listener.
  ///
  /// https://dom.spec.whatwg.org/#dom-event-stopimmediatepropagation
  public func stopImmediatePropagation() {
    stopPropagationFlag = true
    stopImmediatePropagationFlag = true
  }

  /// https://dom.spec.whatwg.org/#dom-event-bubbles
  public var bubbles: Bool { bubblesStorage }

  /// https://dom.spec.whatwg.org/#dom-event-cancelable
  public var cancelable: Bool { cancelableStorage }

  /// `false` when the event was canceled; setting `false` cancels it (legacy).
  ///
  /// https://dom.spec.whatwg.org/#dom-event-returnvalue
  public var returnValue: Bool {
    get { !canceledFlag }
    set { if !newValue { setCanceledFlag() } }
  }

  /// Cancels the event, unless it is not cancelable or a passive listener is running.
  ///
  /// https://dom.spec.whatwg.org/#dom-event-preventdefault
  public func preventDefault() {
    setCanceledFlag()
  }

  /// Whether the event was canceled. https://dom.spec.whatwg.org/#dom-event-defaultprevented
  public var defaultPrevented: Bool { canceledFlag }

  /// https://dom.spec.whatwg.org/#dom-event-composed
  public var composed: Bool { composedStorage }

  /// Whether the user agent (not a script) dispatched the event.
  ///
  /// https://dom.spec.whatwg.org/#dom-event-istrusted
  public internal(set) var isTrusted = false

  /// The creation time, in milliseconds, from the clock given to the initializer.
  ///
  /// https://dom.spec.whatwg.org/#dom-event-timestamp
  public let timeStamp: Double

  /// Re-initializes an event that is not being dispatched (legacy).
  ///
  /// https://dom.spec.whatwg.org/#dom-event-initevent
  public func initEvent(_ type: String, bubbles: Bool = false, cancelable: Bool = false) {
    // 1. Not while it is being dispatched.
    if dispatchFlag { return }
    // 2. Initialize.
    initialize(type: type, bubbles: bubbles, cancelable: cancelable)
  }

  // MARK: - Internal

  /// https://dom.spec.whatwg.org/#concept-event-initialize
  func initialize(type: String, bubbles: Bool, cancelable: Bool) {
    // 1. Set the initialized flag.
    initializedFlag = true
    // 2. Unset the stop propagation, stop immediate propagation and canceled flags.
    stopPropagationFlag = false
    stopImmediatePropagationFlag = false
    canceledFlag = false
    // 3–4. Not trusted, no target.
    isTrusted = false
    targetStorage = nil
    // 5–7. The type, bubbles and cancelable.
    typeStorage = type
    bubblesStorage = bubbles
    cancelableStorage = cancelable
  }

  /// https://dom.spec.whatwg.org/#set-the-canceled-flag
  func setCanceledFlag() {
    if cancelableStorage && !inPassiveListenerFlag { canceledFlag = true }
  }
}
