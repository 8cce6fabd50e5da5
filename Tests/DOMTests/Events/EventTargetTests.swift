import DOM
import Testing

/// `html > body > div > span` in a document, with a log of listener calls.
private final class Fixture {
  let document = Document()
  let html: Element
  let body: Element
  let div: Element
  let span: Element
  var log: [String] = []

  init() throws {
    html = try document.createElement("html")
    body = try document.createElement("body")
    div = try document.createElement("div")
    span = try document.createElement("span")
    try document.appendChild(html)
    try html.appendChild(body)
    try body.appendChild(div)
    try div.appendChild(span)
  }

  func name(_ target: EventTarget?) -> String {
    switch target {
    case let element as Element: return element.localName
    case is Document: return "document"
    case nil: return "nil"
    default: return "other"
    }
  }

  /// A listener that logs `label:currentTarget:phase`.
  func logger(_ label: String, then action: ((Event) throws -> Void)? = nil) -> EventListener {
    EventListener { [unowned self] event in
      self.log.append("\(label):\(self.name(event.currentTarget)):\(event.eventPhase.rawValue)")
      try action?(event)
    }
  }

  /// Capture and bubble loggers on every node.
  func listenEverywhere(_ type: String) {
    let targets: [(String, Node)] = [
      ("document", document), ("html", html), ("body", body), ("div", div), ("span", span),
    ]
    for (label, node) in targets {
      node.addEventListener(type, logger("capture-\(label)"), capture: true)
      node.addEventListener(type, logger("bubble-\(label)"))
    }
  }
}

private struct Boom: Error {}

@Suite struct EventTargetTests {
  @Test func dispatchRunsCaptureTargetAndBubblePhasesInOrder() throws {
    let f = try Fixture()
    f.listenEverywhere("x")
    let event = Event("x", EventInit(bubbles: true))
    #expect(try f.span.dispatchEvent(event))
    #expect(
      f.log == [
        "capture-document:document:1", "capture-html:html:1", "capture-body:body:1",
        "capture-div:div:1", "capture-span:span:2", "bubble-span:span:2", "bubble-div:div:3",
        "bubble-body:body:3", "bubble-html:html:3", "bubble-document:document:3",
      ])
    #expect(event.eventPhase == .none)
    #expect(event.currentTarget == nil)
    #expect(event.target === f.span)
    #expect(event.srcElement === f.span)
    #expect(event.composedPath().isEmpty)
  }

  /// A path 100,000 nodes long: every node is found in the target's tree by its child on the
  /// path, and each item's target found once (both were a walk per item: quadratic).
  @Test func dispatchThroughATreeNested100000Deep() throws {
    let f = try Fixture()
    var node: Element = f.span
    for _ in 0..<100_000 {
      let child = try f.document.createElement("b")
      try node.appendChild(child)
      node = child
    }
    var seen: [String] = []
    f.body.addEventListener(
      "x",
      EventListener { event in
        seen.append("\(event.target === node):\(event.currentTarget === f.body)")
      })
    f.body.addEventListener(
      "x", EventListener { event in seen.append("capture:\(event.eventPhase.rawValue)") },
      capture: true)
    #expect(try node.dispatchEvent(Event("x", EventInit(bubbles: true))))
    #expect(seen == ["capture:1", "true:true"])
  }

  @Test func nonBubblingEventsSkipTheBubblePhase() throws {
    let f = try Fixture()
    f.listenEverywhere("x")
    try f.div.dispatchEvent(Event("x"))
    #expect(
      f.log == [
        "capture-document:document:1", "capture-html:html:1", "capture-body:body:1",
        "capture-div:div:2", "bubble-div:div:2",
      ])
  }

  @Test func stopPropagationFinishesTheCurrentTarget() throws {
    let f = try Fixture()
    f.div.addEventListener("x", f.logger("first") { $0.stopPropagation() })
    f.div.addEventListener("x", f.logger("second"))
    f.body.addEventListener("x", f.logger("body"))
    let event = Event("x", EventInit(bubbles: true))
    try f.span.dispatchEvent(event)
    #expect(f.log == ["first:div:3", "second:div:3"])
    // The flags are cleared after the dispatch.
    #expect(!event.cancelBubble)
  }

  @Test func stopImmediatePropagationStopsTheRemainingListeners() throws {
    let f = try Fixture()
    f.div.addEventListener("x", f.logger("first") { $0.stopImmediatePropagation() })
    f.div.addEventListener("x", f.logger("second"))
    f.body.addEventListener("x", f.logger("body"))
    try f.span.dispatchEvent(Event("x", EventInit(bubbles: true)))
    #expect(f.log == ["first:div:3"])
  }

  @Test func cancelBubbleStopsPropagation() throws {
    let f = try Fixture()
    f.div.addEventListener("x", f.logger("div") { $0.cancelBubble = true })
    f.body.addEventListener("x", f.logger("body"))
    try f.span.dispatchEvent(Event("x", EventInit(bubbles: true)))
    #expect(f.log == ["div:div:3"])
  }

  @Test func preventDefaultNeedsCancelableAndNonPassive() throws {
    let f = try Fixture()
    let prevent = EventListener { $0.preventDefault() }
    f.span.addEventListener("x", prevent)
    let cancelable = Event("x", EventInit(cancelable: true))
    #expect(try !f.span.dispatchEvent(cancelable))
    #expect(cancelable.defaultPrevented)
    #expect(!cancelable.returnValue)

    let notCancelable = Event("x")
    #expect(try f.span.dispatchEvent(notCancelable))
    #expect(!notCancelable.defaultPrevented)

    let passive = EventListener { $0.preventDefault() }
    f.div.addEventListener("y", passive, AddEventListenerOptions(passive: true))
    let ignored = Event("y", EventInit(cancelable: true))
    #expect(try f.div.dispatchEvent(ignored))
    #expect(!ignored.defaultPrevented)
  }

  @Test func returnValueFalseCancels() throws {
    let f = try Fixture()
    f.span.addEventListener("x", EventListener { $0.returnValue = false })
    let event = Event("x", EventInit(cancelable: true))
    #expect(try !f.span.dispatchEvent(event))
    #expect(event.defaultPrevented)
  }

  @Test func wheelListenersOnTheBodyArePassiveByDefault() throws {
    let f = try Fixture()
    f.body.addEventListener("wheel", EventListener { $0.preventDefault() })
    f.div.addEventListener("wheel", EventListener { $0.preventDefault() })
    let atBody = Event("wheel", EventInit(cancelable: true))
    #expect(try f.body.dispatchEvent(atBody))
    let atDiv = Event("wheel", EventInit(cancelable: true))
    #expect(try !f.div.dispatchEvent(atDiv))
  }

  @Test func onceListenersRunOnce() throws {
    let f = try Fixture()
    f.span.addEventListener("x", f.logger("once"), AddEventListenerOptions(once: true))
    try f.span.dispatchEvent(Event("x"))
    try f.span.dispatchEvent(Event("x"))
    #expect(f.log == ["once:span:2"])
    #expect(!f.span.hasEventListener(for: "x"))
  }

  @Test func onceListenerIsRemovedBeforeItRunsSoRedispatchSkipsIt() throws {
    let f = try Fixture()
    var calls = 0
    let listener = EventListener { event in
      calls += 1
      if calls == 1 {
        try (event.currentTarget as? Node)?.dispatchEvent(Event("x"))
      }
    }
    f.span.addEventListener("x", listener, AddEventListenerOptions(once: true))
    try f.span.dispatchEvent(Event("x"))
    #expect(calls == 1)
  }

  @Test func abortingTheSignalRemovesListeners() throws {
    let f = try Fixture()
    let controller = AbortController()
    f.span.addEventListener("x", f.logger("a"), AddEventListenerOptions(signal: controller.signal))
    f.span.addEventListener("y", f.logger("b"), AddEventListenerOptions(signal: controller.signal))
    try f.span.dispatchEvent(Event("x"))
    var abortEvents = 0
    controller.signal.addEventListener("abort", EventListener { _ in abortEvents += 1 })
    controller.abort(reason: "done")
    #expect(controller.signal.aborted)
    #expect(controller.signal.reason as? String == "done")
    #expect(abortEvents == 1)
    controller.abort()
    #expect(abortEvents == 1)
    try f.span.dispatchEvent(Event("x"))
    try f.span.dispatchEvent(Event("y"))
    #expect(f.log == ["a:span:2"])
    #expect(!f.span.hasEventListener(for: "x"))
    // An aborted signal adds nothing.
    f.span.addEventListener("x", f.logger("c"), AddEventListenerOptions(signal: controller.signal))
    #expect(!f.span.hasEventListener(for: "x"))
  }

  @Test func abortSignalDefaultReasonIsAbortError() {
    let signal = AbortSignal.abort()
    #expect(signal.aborted)
    #expect((signal.reason as? DOMException)?.name == .abortError)
  }

  @Test func duplicatesAreIgnoredAndCaptureIsPartOfIdentity() throws {
    let f = try Fixture()
    let listener = f.logger("l")
    f.span.addEventListener("x", listener)
    f.span.addEventListener("x", listener)
    f.span.addEventListener("x", listener, AddEventListenerOptions(once: true))
    f.span.addEventListener("x", listener, capture: true)
    f.span.addEventListener("x", nil)
    #expect(f.span.eventListenerList?.count == 2)
    try f.span.dispatchEvent(Event("x"))
    #expect(f.log == ["l:span:2", "l:span:2"])
    f.span.removeEventListener("x", listener)
    #expect(f.span.eventListenerList?.count == 1)
    f.span.removeEventListener("x", listener)
    f.span.removeEventListener("x", listener, capture: true)
    #expect(f.span.eventListenerList?.count == 0)
    // Another closure object with the same code is another listener.
    f.span.addEventListener("x", f.logger("l"))
    f.span.addEventListener("x", f.logger("l"))
    #expect(f.span.eventListenerList?.count == 2)
  }

  @Test func listenersAddedDuringDispatchDoNotRunForTheCurrentTarget() throws {
    let f = try Fixture()
    let late = f.logger("late")
    f.span.addEventListener(
      "x",
      f.logger("first") { _ in
        f.span.addEventListener("x", late)
        f.div.addEventListener("x", f.logger("div-late"))
      })
    try f.span.dispatchEvent(Event("x", EventInit(bubbles: true)))
    #expect(f.log == ["first:span:2", "div-late:div:3"])
    f.log = []
    try f.span.dispatchEvent(Event("x"))
    #expect(f.log == ["first:span:2", "late:span:2"])
  }

  @Test func listenersRemovedDuringDispatchDoNotRun() throws {
    let f = try Fixture()
    let second = f.logger("second")
    f.span.addEventListener("x", f.logger("first") { _ in f.span.removeEventListener("x", second) })
    f.span.addEventListener("x", second)
    try f.span.dispatchEvent(Event("x"))
    #expect(f.log == ["first:span:2"])
  }

  @Test func exceptionsAreReportedAndDispatchContinues() throws {
    let f = try Fixture()
    var reported: [any Error] = []
    let report: (any Error) -> Void = { reported.append($0) }
    let throwing = EventListener(reportException: report) { _ in throw Boom() }
    f.span.addEventListener("x", throwing)
    f.span.addEventListener("x", f.logger("after"))
    f.div.addEventListener("x", f.logger("parent"))
    #expect(try f.span.dispatchEvent(Event("x", EventInit(bubbles: true))))
    #expect(reported.count == 1)
    #expect(reported.first is Boom)
    #expect(f.log == ["after:span:2", "parent:div:3"])
  }

  @Test func composedPathDuringDispatch() throws {
    let f = try Fixture()
    var path: [String] = []
    f.div.addEventListener("x", EventListener { event in path = event.composedPath().map(f.name) })
    try f.span.dispatchEvent(Event("x", EventInit(bubbles: true)))
    #expect(path == ["span", "div", "body", "html", "document"])
  }

  @Test func documentPathContinuesToTheGlobalEventTarget() throws {
    let f = try Fixture()
    let window = EventTargetWithInlineData()
    f.document.globalEventTarget = window
    var phases: [Event.Phase] = []
    window.addEventListener("x", EventListener { phases.append($0.eventPhase) }, capture: true)
    window.addEventListener("x", EventListener { phases.append($0.eventPhase) })
    try f.span.dispatchEvent(Event("x", EventInit(bubbles: true)))
    // A non-window, non-node parent becomes a target of its own.
    #expect(phases == [.atTarget, .atTarget])
    // `load` does not reach it.
    phases = []
    try f.span.dispatchEvent(Event("load", EventInit(bubbles: true)))
    #expect(phases.isEmpty)
  }

  @Test func redispatchingDuringDispatchThrowsInvalidStateError() throws {
    let f = try Fixture()
    var inner: DOMException.Name?
    f.span.addEventListener(
      "x",
      EventListener { event in
        inner = domErrorName { try f.div.dispatchEvent(event) }
      })
    let event = Event("x")
    try f.span.dispatchEvent(event)
    #expect(inner == .invalidStateError)
    // After the dispatch, it can be dispatched again.
    #expect(try f.span.dispatchEvent(event))
  }

  @Test func initEventResetsFlagsButNotDuringDispatch() throws {
    let f = try Fixture()
    let event = Event("x", EventInit(cancelable: true))
    event.preventDefault()
    #expect(event.defaultPrevented)
    event.initEvent("y", bubbles: true, cancelable: false)
    #expect(event.type == "y")
    #expect(event.bubbles)
    #expect(!event.cancelable)
    #expect(!event.defaultPrevented)
    f.span.addEventListener("y", EventListener { $0.initEvent("z") })
    try f.span.dispatchEvent(event)
    #expect(event.type == "y")
  }

  @Test func trustAndTimeStamp() throws {
    let f = try Fixture()
    let event = Event("x", clock: { 42.5 })
    #expect(event.timeStamp == 42.5)
    #expect(Event("x").timeStamp == 0)
    #expect(!event.isTrusted)
    f.span.fireEvent(event)
    #expect(event.isTrusted)
    try f.span.dispatchEvent(event)
    #expect(!event.isTrusted)
  }

  @Test func eventSubclassesKeepTheirInitMembers() throws {
    let f = try Fixture()
    let custom = CustomEvent("c", CustomEventInit(bubbles: true, detail: [1, 2]))
    #expect(custom.bubbles)
    #expect(custom.detail as? [Int] == [1, 2])
    custom.initCustomEvent("d", detail: "x")
    #expect(custom.type == "d")
    #expect(custom.detail as? String == "x")

    let mouse = MouseEvent(
      "click",
      MouseEventInit(
        UIEventInit(bubbles: true, detail: 2), clientX: 3, button: 1, relatedTarget: f.div,
        modifiers: EventModifiers(shiftKey: true)))
    #expect(mouse.detail == 2)
    #expect(mouse.clientX == 3)
    #expect(mouse.button == 1)
    #expect(mouse.shiftKey)
    #expect(mouse.relatedTarget === f.div)

    let key = KeyboardEvent("keydown", KeyboardEventInit(key: "a", code: "KeyA", repeat: true))
    #expect(key.key == "a")
    #expect(key.code == "KeyA")
    #expect(key.repeat)

    let focus = FocusEvent("focus", FocusEventInit(relatedTarget: f.span))
    #expect(focus.relatedTarget === f.span)

    let input = InputEvent("input", InputEventInit(data: "q", inputType: "insertText"))
    #expect(input.data == "q")
    #expect(input.inputType == "insertText")
    #expect(!input.isComposing)
  }

  @Test func standaloneTargetsHoldTheirOwnListeners() throws {
    let target = EventTargetWithInlineData()
    var count = 0
    target.addEventListener("x", EventListener { _ in count += 1 })
    #expect(try target.dispatchEvent(Event("x")))
    #expect(count == 1)
  }

  @Test func nodesWithoutListenersHaveNoList() throws {
    let f = try Fixture()
    try f.span.dispatchEvent(Event("x", EventInit(bubbles: true)))
    #expect(f.span.eventListenerList == nil)
    #expect(f.html.eventListenerList == nil)
  }
}
