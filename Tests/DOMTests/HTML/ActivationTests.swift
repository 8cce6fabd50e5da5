import DOM
import Testing

@Suite struct ActivationTests {
  @Test func clickFiresAnUntrustedBubblingPointerEvent() throws {
    let document = makeDocument(body: "<div id=d><span id=s>x</span></div>")
    var seen: [Event] = []
    try document.element("d").addEventListener("click", EventListener { seen.append($0) })
    try document.element("s").click()
    let event = try #require(seen.first as? PointerEvent)
    #expect(event.pointer.pointerId == -1)
    #expect(event.bubbles && event.cancelable && event.composed)
    #expect(!event.isTrusted)
    #expect((event.target as? Element)?.id == "s")
  }

  @Test func disabledControlsIgnoreClick() throws {
    let document = makeDocument(
      body:
        "<button id=b disabled></button><fieldset disabled><input id=i type=checkbox></fieldset>")
    let log = EventLog()
    log.listen(["click"], on: document)
    try document.element("b").click()
    try document.element("i").click()
    #expect(log.entries.isEmpty)
    #expect(!(try document.element("i").input.checked))
  }

  @Test func checkboxTogglesAndFiresInputThenChange() throws {
    let document = makeDocument(body: "<input id=c type=checkbox>")
    let checkbox = try document.element("c")
    var checkedDuringClick: Bool?
    checkbox.addEventListener(
      "click", EventListener { _ in checkedDuringClick = try? checkbox.input.checked })
    let log = EventLog()
    log.listen(["click", "input", "change"], on: document)
    try checkbox.input.indeterminate = true
    checkbox.click()
    #expect(checkedDuringClick == true)
    #expect(try checkbox.input.checked)
    #expect(!(try checkbox.input.indeterminate))
    #expect(log.entries == ["click@doc", "input@doc", "change@doc"])
  }

  @Test func canceledCheckboxClickRestoresTheState() throws {
    let document = makeDocument(body: "<input id=c type=checkbox checked>")
    let checkbox = try document.element("c")
    checkbox.addEventListener("click", EventListener { $0.preventDefault() })
    let log = EventLog()
    log.listen(["input", "change"], on: checkbox)
    try checkbox.input.indeterminate = true
    checkbox.click()
    #expect(try checkbox.input.checked)
    #expect(try checkbox.input.indeterminate)
    #expect(log.entries.isEmpty)
  }

  @Test func radioChecksAndFiresOnlyWhenChanged() throws {
    let document = makeDocument(
      body: "<input id=a type=radio name=g checked><input id=b type=radio name=g>")
    let a = try document.element("a")
    let b = try document.element("b")
    let log = EventLog()
    log.listen(["input", "change"], on: document)
    b.click()
    #expect(try b.input.checked && !(a.input.checked))
    #expect(log.entries == ["input@doc", "change@doc"])
    b.click()
    #expect(log.entries.count == 2)
    // A canceled click puts the previously checked one back.
    a.addEventListener("click", EventListener { $0.preventDefault() })
    a.click()
    #expect(try b.input.checked && !(a.input.checked))
  }

  @Test func anchorsNavigateThroughTheHandler() throws {
    let document = makeDocument(
      body: """
        <base target=main><a id=a href="../other?x#y">go</a><a id=t href=/t target=_blank>t</a>\
        <a id=none>no href</a><a id=dl href=file.zip download=name.zip>d</a>\
        <a id=map href=/map><img id=img ismap></a><area id=area href=/area>\
        <a id=wrap href=/wrap><span id=inner>in</span></a>
        """)
    var requests: [HTMLNavigationRequest] = []
    document.navigationHandler = { requests.append($0) }
    try document.element("a").click()
    try document.element("t").click()
    try document.element("none").click()
    try document.element("dl").click()
    try document.element("img").click()
    try document.element("area").click()
    try document.element("inner").click()
    #expect(
      requests.map(\.url) == [
        "https://example.com/other?x#y", "https://example.com/t",
        "https://example.com/dir/file.zip",
        "https://example.com/map?0,0", "https://example.com/area", "https://example.com/wrap",
      ])
    #expect(requests.map(\.target) == ["main", "_blank", "main", "main", "main", "main"])
    #expect(requests[0].reason == .hyperlink)
    #expect(requests[2].reason == .download)
    #expect(requests[2].downloadFilename == "name.zip")
    #expect(requests[5].element.id == "wrap")
  }

  @Test func canceledAnchorClickDoesNotNavigate() throws {
    let document = makeDocument(body: "<a id=a href=/x>x</a>")
    var requests: [HTMLNavigationRequest] = []
    document.navigationHandler = { requests.append($0) }
    document.addEventListener("click", EventListener { $0.preventDefault() })
    try document.element("a").click()
    #expect(requests.isEmpty)
  }

  @Test func resetButtons() throws {
    let document = makeDocument(
      body: """
        <form id=f><input id=t value=v><button id=r type=reset></button>\
        <input id=ri type=reset></form>
        """)
    let text = try document.element("t").input
    try text.setValue("changed")
    try document.element("r").click()
    #expect(text.value == "v")
    try text.setValue("changed")
    try document.element("ri").click()
    #expect(text.value == "v")
  }

  @Test func labelClickClicksAndFocusesItsControl() throws {
    let document = makeDocument(
      body: """
        <label id=l for=c>Check</label><input id=c type=checkbox>\
        <label id=wrap>Name <input id=name><a id=link href=/x>link</a></label>
        """)
    let log = EventLog()
    log.listen(["click"], on: document)
    try document.element("l").click()
    #expect(try document.element("c").input.checked)
    #expect(document.activeElement?.id == "c")
    #expect(log.entries == ["click@doc", "click@doc"])
    // A click on the control itself, or on interactive content in the label, does nothing more.
    log.entries = []
    try document.element("name").click()
    #expect(log.entries == ["click@doc"])
    document.navigationHandler = { _ in }
    log.entries = []
    try document.element("link").click()
    #expect(log.entries == ["click@doc"])
    #expect(document.activeElement?.id == "c")
    log.entries = []
    try document.element("wrap").click()
    #expect(log.entries == ["click@doc", "click@doc"])
    #expect(document.activeElement?.id == "name")
  }

  @Test func summaryTogglesItsDetails() throws {
    let document = makeDocument(
      body: "<details id=d><summary id=s>S</summary><summary id=s2>2</summary>body</details>")
    try document.element("s").click()
    #expect(try document.element("d").hasAttribute("open"))
    try document.element("s2").click()
    #expect(try document.element("d").hasAttribute("open"))
    try document.element("s").click()
    #expect(!(try document.element("d").hasAttribute("open")))
  }

  @Test func textInputClickDoesNothingSpecial() throws {
    let document = makeDocument(body: "<form id=f><input id=t value=x></form>")
    var submitted = false
    document.formSubmissionHandler = { _ in submitted = true }
    try document.element("t").click()
    #expect(!submitted)
    #expect(try document.element("t").input.value == "x")
  }

  @Test func clickInProgressPreventsReentrance() throws {
    let document = makeDocument(body: "<button id=b type=button></button>")
    let button = try document.element("b")
    var count = 0
    button.addEventListener(
      "click",
      EventListener { _ in
        count += 1
        button.click()
      })
    button.click()
    #expect(count == 1)
  }
}
