import DOM
import Testing

@Suite struct HTMLFormElementTests {
  @Test func formOwnerIsTheFormAttributeOrTheAncestor() throws {
    let document = makeDocument(
      body: """
        <form id=f1><input id=a><input id=b form=f2><input id=c form=nowhere>\
        <img id=i form=f2></form><form id=f2></form><input id=d form=f1><p id=p></p>
        """)
    let f1 = try document.element("f1")
    let f2 = try document.element("f2")
    #expect(try document.element("a").form === f1)
    #expect(try document.element("b").form === f2)
    #expect(try document.element("c").form == nil)
    // img is form-associated but not listed: the form attribute does not apply.
    #expect(try document.element("i").form === f1)
    #expect(try document.element("d").form === f1)
    #expect(try document.element("p").form == nil)
    // A disconnected element with a form attribute falls back to its ancestor.
    let form = document.make("form")
    let input = document.make("input")
    try input.setAttribute("form", "f2")
    try form.appendChild(input)
    #expect(input.form === form)
  }

  @Test func elementsAreTheListedElementsOwnedByTheForm() throws {
    let document = makeDocument(
      body: """
        <form id=f><input id=a name=x><fieldset id=fs><button id=b></button></fieldset>\
        <input id=img type=image><output id=o></output><object id=obj></object>\
        <select id=s></select><textarea id=t></textarea><div id=div></div></form>\
        <input id=outside form=f>
        """)
    let form = try #require(HTMLFormElement(try document.element("f")))
    #expect(form.elements.elements.map(\.id) == ["a", "fs", "b", "o", "obj", "s", "t", "outside"])
    #expect(form.length == 8)
    #expect(form.elements === form.elements)
    #expect(form.item(0)?.id == "a")
    let elements = form.elements
    try document.element("t").remove()
    #expect(elements.length == 7)
  }

  @Test func elementsOfADisconnectedForm() throws {
    let document = makeHTMLDocument()
    let form = document.make("form")
    try form.appendChild(document.make("input"))
    let view = try #require(HTMLFormElement(form))
    #expect(view.length == 1)
    try form.appendChild(document.make("select"))
    #expect(view.length == 2)
  }

  @Test func namedItemAndRadioNodeList() throws {
    let document = makeDocument(
      body: """
        <form id=f><input id=one><input type=radio name=r value=x><input type=radio name=r checked>\
        <img name=pic></form>
        """)
    let form = try #require(HTMLFormElement(try document.element("f")))
    guard case .element(let one) = form.elements.namedItem("one") else {
      Issue.record("one element expected")
      return
    }
    #expect(one.id == "one")
    guard case .radioNodeList(let list) = form.elements.namedItem("r") else {
      Issue.record("a RadioNodeList expected")
      return
    }
    #expect(list.length == 2)
    #expect(list.value == "on")
    list.value = "x"
    #expect(list.value == "x")
    #expect(form.elements.namedItem("") == nil)
    #expect(form.elements.namedItem("nothing") == nil)
    guard case .element(let pic) = form.namedItem("pic") else {
      Issue.record("the img expected")
      return
    }
    #expect(pic.localName == "img")
    #expect(form.supportedPropertyNames == ["one", "r", "pic"])
  }

  @Test func resetRestoresControlsUnlessCanceled() throws {
    let document = makeDocument(
      body: """
        <form id=f><input id=t value=orig><input id=c type=checkbox checked>\
        <textarea id=ta>default</textarea><output id=o>out</output></form>
        """)
    let form = try #require(HTMLFormElement(try document.element("f")))
    let text = try document.element("t").input
    let checkbox = try document.element("c").input
    let textarea = try #require(HTMLTextAreaElement(try document.element("ta")))
    let output = try #require(HTMLOutputElement(try document.element("o")))
    try text.setValue("changed")
    checkbox.checked = false
    textarea.value = "typed"
    output.value = "computed"
    #expect(output.defaultValue == "out")
    var canceled = true
    let listener = EventListener { event in if canceled { event.preventDefault() } }
    try document.element("f").addEventListener("reset", listener)
    form.reset()
    #expect(text.value == "changed")
    canceled = false
    form.reset()
    #expect(text.value == "orig")
    #expect(checkbox.checked)
    #expect(textarea.value == "default")
    #expect(output.value == "out")
    // After a reset the attribute is followed again.
    try document.element("t").setAttribute("value", "new")
    #expect(text.value == "new")
  }

  @Test func fieldsetElementsAndLegendForm() throws {
    let document = makeDocument(
      body:
        "<form id=f><fieldset id=fs><legend id=l>L</legend><input><p><select></select></p></fieldset></form>"
    )
    let fieldset = try #require(HTMLFieldSetElement(try document.element("fs")))
    #expect(fieldset.type == "fieldset")
    #expect(fieldset.elements.length == 2)
    #expect(fieldset.elements === fieldset.elements)
    #expect(HTMLLegendElement(try document.element("l"))?.form === (try document.element("f")))
  }

  @Test func disabledFieldsetDisablesItsControls() throws {
    let document = makeDocument(
      body: """
        <fieldset disabled><legend><input id=inLegend></legend><input id=inside></fieldset>\
        <input id=plain disabled>
        """)
    #expect(!(try document.element("inLegend").isActuallyDisabled))
    #expect(try document.element("inside").isActuallyDisabled)
    #expect(try document.element("plain").isActuallyDisabled)
  }
}
