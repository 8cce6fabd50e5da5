import DOM
import Testing

@Suite struct FocusTests {
  @Test func focusAndBlurFireEventsInOrder() throws {
    let document = makeDocument(body: "<input id=a><button id=b></button>")
    let a = try document.element("a")
    let b = try document.element("b")
    var log: [String] = []
    for element in [a, b] {
      for type in ["focus", "blur", "focusin", "focusout"] {
        element.addEventListener(
          type,
          EventListener { event in
            let related = ((event as? FocusEvent)?.relatedTarget as? Element)?.id ?? "-"
            log.append("\(type)@\(element.id)<\(related)>\(event.bubbles ? "^" : "")")
          })
      }
    }
    #expect(document.activeElement === document.body)
    a.focus()
    #expect(document.activeElement === a)
    a.focus()
    b.focus()
    b.blur()
    a.blur()
    #expect(document.activeElement === document.body)
    #expect(
      log == [
        "focus@a<->", "focusin@a<->^", "blur@a<b>", "focusout@a<b>^", "focus@b<a>",
        "focusin@b<a>^", "blur@b<->", "focusout@b<->^",
      ])
    #expect(document.hasFocus())
  }

  @Test func focusableAreas() throws {
    let document = makeDocument(
      body: """
        <a id=link href=/x>x</a><a id=nolink>x</a><div id=div></div><div id=tab tabindex=-1></div>\
        <input id=hidden type=hidden><input id=disabled disabled><div hidden><input id=inhidden></div>\
        <div id=edit contenteditable>e</div><select id=s></select><iframe id=f></iframe>\
        <details><summary id=sum>s</summary></details><div inert><button id=inert></button></div>
        """)
    let expected: [String: Bool] = [
      "link": true, "nolink": false, "div": false, "tab": true, "hidden": false,
      "disabled": false, "inhidden": false, "edit": true, "s": true, "f": true, "sum": true,
      "inert": false,
    ]
    for (id, focusable) in expected {
      #expect(try document.element(id).isFocusable == focusable, "\(id)")
    }
    try document.element("div").focus()
    #expect(document.activeElement === document.body)
    #expect(document.make("input").isFocusable == false)
  }

  @Test func tabIndex() throws {
    let document = makeDocument(
      body: "<a id=a href=/>x</a><div id=d></div><div id=t tabindex=' 3x'></div><input id=i>")
    #expect(try document.element("a").tabIndex == 0)
    #expect(try document.element("d").tabIndex == -1)
    #expect(try document.element("t").tabIndex == 3)
    #expect(try document.element("i").tabIndex == 0)
    let d = try document.element("d")
    d.tabIndex = 5
    #expect(d.getAttribute("tabindex") == "5")
    #expect(d.isFocusable)
  }

  @Test func removingTheFocusedElementResetsFocus() throws {
    let document = makeDocument(body: "<div id=wrap><input id=a></div>")
    try document.element("a").focus()
    #expect(document.activeElement?.id == "a")
    try document.element("wrap").remove()
    #expect(document.activeElement === document.body)
    #expect(document.focusedElement == nil)
  }

  @Test func activeElementWithoutBody() throws {
    let document = Document()
    #expect(document.activeElement == nil)
    let html = try document.createElement("html")
    try document.appendChild(html)
    #expect(document.activeElement === html)
  }
}
