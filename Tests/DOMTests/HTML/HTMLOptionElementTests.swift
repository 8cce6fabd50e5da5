import DOM
import Testing

@Suite struct HTMLOptionElementTests {
  @Test func textValueAndLabel() throws {
    let document = makeDocument(
      body:
        "<select id=s><option id=o>  Hello <b>big</b>\n world<script>no</script> </option></select>"
    )
    let option = try #require(HTMLOptionElement(try document.element("o")))
    #expect(option.text == "Hello big world")
    #expect(option.value == "Hello big world")
    #expect(option.label == "Hello big world")
    option.value = "v"
    option.label = ""
    #expect(option.value == "v")
    #expect(option.label == "")
    option.text = "replaced"
    #expect(try document.element("o").textContent == "replaced")
  }

  @Test func indexFormAndDisabled() throws {
    let document = makeDocument(
      body: """
        <form id=f><select id=s><option id=a>a</option><optgroup disabled>\
        <option id=b>b</option></optgroup></select></form><option id=loose>x</option>
        """)
    let b = try #require(HTMLOptionElement(try document.element("b")))
    #expect(b.index == 1)
    #expect(b.form === (try document.element("f")))
    #expect(b.isDisabled)
    let loose = try #require(HTMLOptionElement(try document.element("loose")))
    #expect(loose.index == 0)
    #expect(loose.form == nil)
  }

  @Test func selectedAndDefaultSelected() throws {
    let document = makeDocument(
      body: "<select id=s><option id=a>a</option><option id=b>b</option></select>")
    let a = try #require(HTMLOptionElement(try document.element("a")))
    let b = try #require(HTMLOptionElement(try document.element("b")))
    #expect(a.selected)
    b.selected = true
    #expect(!a.selected && b.selected)
    // Unselecting the only selected option of a single select selects the first again.
    b.selected = false
    #expect(a.selected)
    // The selected attribute moves a non-dirty option's selectedness.
    #expect(!b.defaultSelected)
    b.defaultSelected = true
    #expect(b.selected == false)  // b is dirty: its attribute no longer matters.
    a.defaultSelected = true
    #expect(a.selected)
  }

  @Test func selectedAttributeChangesMoveTheSelection() throws {
    let document = makeDocument(
      body: "<select id=s><option id=a>a</option><option id=b>b</option></select>")
    let select = try #require(HTMLSelectElement(try document.element("s")))
    #expect(select.selectedIndex == 0)
    try document.element("b").setAttribute("selected", "")
    #expect(select.selectedIndex == 1)
    try document.element("b").removeAttribute("selected")
    #expect(select.selectedIndex == 0)
    try document.element("a").setAttribute("multiple", "")
    try document.element("s").setAttribute("multiple", "")
    try document.element("b").setAttribute("selected", "")
    #expect(select.selectedOptions.length == 2)
  }

  @Test func optionFactory() {
    let document = makeHTMLDocument()
    let option = document.createOption(
      text: "t", value: "v", defaultSelected: true, selected: false)
    let view = HTMLOptionElement(option)
    #expect(view?.text == "t")
    #expect(view?.value == "v")
    #expect(view?.defaultSelected == true)
    #expect(view?.selected == false)
  }
}
