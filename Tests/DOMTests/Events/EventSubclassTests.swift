import DOM
import Testing

@Suite struct EventSubclassTests {
  @Test(arguments: [
    ("Event", "Event"), ("events", "Event"), ("HTMLEvents", "Event"), ("svgevents", "Event"),
    ("CustomEvent", "CustomEvent"), ("MouseEvents", "MouseEvent"), ("mouseevent", "MouseEvent"),
    ("UIEvents", "UIEvent"), ("uievent", "UIEvent"), ("KeyboardEvent", "KeyboardEvent"),
    ("FocusEvent", "FocusEvent"), ("MessageEvent", "MessageEvent"),
    ("HashChangeEvent", "HashChangeEvent"), ("StorageEvent", "StorageEvent"),
    ("TextEvent", "TextEvent"), ("CompositionEvent", "CompositionEvent"),
    ("DragEvent", "DragEvent"), ("BeforeUnloadEvent", "BeforeUnloadEvent"),
  ])
  func createEventAliases(_ alias: String, _ className: String) throws {
    let document = makeHTMLDocument()
    let event = try document.createEvent(alias, clock: { 42 })
    #expect(String(describing: type(of: event)) == className)
    #expect(event.type == "")
    #expect(event.timeStamp == 42)
    #expect(!event.isTrusted)
    // Not initialized: dispatching throws until an init method runs.
    #expect(domErrorName { _ = try document.dispatchEvent(event) } == .invalidStateError)
    event.initEvent("go")
    #expect(try document.dispatchEvent(event))
  }

  @Test(arguments: [
    "TouchEvent", "DeviceMotionEvent", "DeviceOrientationEvent", "PopStateEvent", "",
  ])
  func createEventRejectsOtherNames(_ name: String) {
    let document = makeHTMLDocument()
    #expect(domErrorName { _ = try document.createEvent(name) } == .notSupportedError)
  }

  @Test func initMethodsReinitialize() throws {
    let document = makeHTMLDocument()
    let target = document.make("div")
    let mouse = MouseEvent("")
    mouse.initMouseEvent(
      "click", bubbles: true, cancelable: true, view: nil, detail: 2, screenX: 1, screenY: 2,
      clientX: 3, clientY: 4, ctrlKey: true, altKey: false, shiftKey: true, metaKey: false,
      button: 1, relatedTarget: target)
    #expect(mouse.type == "click" && mouse.bubbles && mouse.cancelable)
    #expect(mouse.detail == 2)
    #expect([mouse.screenX, mouse.screenY, mouse.clientX, mouse.clientY] == [1, 2, 3, 4])
    #expect([mouse.pageX, mouse.offsetY, mouse.x, mouse.y] == [3, 4, 3, 4])
    #expect(mouse.ctrlKey && mouse.shiftKey && !mouse.altKey)
    #expect(mouse.relatedTarget === target)
    #expect(mouse.which == 2)

    let key = KeyboardEvent("")
    key.initKeyboardEvent("keydown", key: "Enter", location: 3, metaKey: true)
    #expect(key.key == "Enter" && key.location == 3 && key.metaKey)
    #expect(key.getModifierState("Meta"))

    let custom = CustomEvent("")
    custom.initCustomEvent("c", detail: 5)
    #expect(custom.detail as? Int == 5)

    let storage = StorageEvent("")
    storage.initStorageEvent("storage", key: "k", newValue: "v", url: "u")
    #expect(storage.key == "k" && storage.oldValue == nil && storage.newValue == "v")

    let message = MessageEvent("")
    message.initMessageEvent("message", data: "d", origin: "o")
    #expect(message.data as? String == "d" && message.origin == "o")

    let composition = CompositionEvent("")
    composition.initCompositionEvent("compositionend", data: "x")
    #expect(composition.data == "x")
  }

  @Test func initMethodsDoNothingDuringDispatch() throws {
    let document = makeHTMLDocument()
    let event = UIEvent("first", UIEventInit(detail: 1))
    var seen: [String] = []
    document.addEventListener(
      "first",
      EventListener { event in
        (event as? UIEvent)?.initUIEvent("second", detail: 9)
        seen.append(event.type)
      })
    _ = try document.dispatchEvent(event)
    #expect(seen == ["first"])
    #expect(event.detail == 1)
  }

  @Test func modifierStates() {
    let modifiers = EventModifiers(ctrlKey: true, otherModifiers: ["CapsLock"])
    let event = MouseEvent("x", MouseEventInit(modifiers: modifiers))
    #expect(event.getModifierState("Control"))
    #expect(event.getModifierState("CapsLock"))
    #expect(!event.getModifierState("Shift"))
    #expect(!event.getModifierState("control"), "key names are case-sensitive")
    #expect(EventModifiers.modifierMembers.count == 10)
  }

  @Test func legacyWhich() {
    #expect(UIEvent("x", UIEventInit(which: 4)).which == 4)
    #expect(MouseEvent("x", MouseEventInit(button: 2)).which == 3)
    #expect(KeyboardEvent("x", KeyboardEventInit(keyCode: 13)).which == 13)
    #expect(KeyboardEvent("x", KeyboardEventInit(UIEventInit(which: 9))).which == 9)
  }

  @Test func htmlEventValues() {
    let error = ErrorEvent("error", ErrorEventInit(message: "m", lineno: 3))
    #expect(error.message == "m" && error.lineno == 3 && error.error == nil)
    let rejection = PromiseRejectionEvent("unhandledrejection", promise: "p", reason: 1)
    #expect(rejection.promise as? String == "p" && rejection.reason as? Int == 1)
    let progress = ProgressEvent("progress", lengthComputable: true, loaded: 1, total: 2)
    #expect(progress.lengthComputable && progress.loaded == 1 && progress.total == 2)
    #expect(HashChangeEvent("hashchange", oldURL: "a", newURL: "b").newURL == "b")
    #expect(PopStateEvent("popstate").state == nil)
    #expect(PageTransitionEvent("pageshow", persisted: true).persisted)
    let button = makeHTMLDocument().make("button")
    #expect(SubmitEvent("submit", SubmitEventInit(submitter: button)).submitter === button)
    #expect(PointerEvent("pointerdown").pointer.width == 1)
    #expect(WheelEvent("wheel", WheelEventInit(deltaMode: 1)).deltaMode == 1)
    #expect(InputEvent("input").getTargetRanges().isEmpty)
  }
}
