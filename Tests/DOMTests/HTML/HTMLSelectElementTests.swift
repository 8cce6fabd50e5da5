import DOM
import Testing

@Suite struct HTMLSelectElementTests {
  /// A document whose `select#s` is the subject; the document lives as long as the fixture.
  private struct Fixture {
    let document: Document
    let select: HTMLSelectElement
  }

  private func fixture(_ markup: String) throws -> Fixture {
    let document = makeDocument(body: markup)
    return Fixture(
      document: document, select: try #require(HTMLSelectElement(try document.element("s"))))
  }

  @Test func listOfOptionsIncludesOptgroupChildren() throws {
    let f = try fixture(
      """
      <select id=s><option>a</option><optgroup label=g><option>b</option><option>c</option>\
      </optgroup><div><option>not</option></div><option>d</option></select>
      """)
    #expect(f.select.length == 4)
    #expect(f.select.options.elements.map { HTMLOptionElement($0)?.text } == ["a", "b", "c", "d"])
    #expect(f.select.options === f.select.options)
    #expect(f.select.type == "select-one")
  }

  @Test func singleSelectSelectsTheFirstEnabledOption() throws {
    let f = try fixture(
      "<select id=s><option disabled>a</option><option value=v2>b</option><option>c</option></select>"
    )
    #expect(f.select.selectedIndex == 1)
    #expect(f.select.value == "v2")
    #expect(f.select.selectedOptions.length == 1)
  }

  @Test func lastSelectedAttributeWins() throws {
    let f = try fixture(
      "<select id=s><option selected>a</option><option>b</option><option selected>c</option></select>"
    )
    #expect(f.select.selectedIndex == 2)
    let first = try #require(f.select.item(0))
    #expect(HTMLOptionElement(first)?.selected == false)
  }

  @Test func multipleSelect() throws {
    let f = try fixture(
      "<select id=s multiple><option selected>a</option><option>b</option><option selected>c</option></select>"
    )
    #expect(f.select.type == "select-multiple")
    #expect(f.select.selectedIndex == 0)
    #expect(f.select.selectedOptions.length == 2)
    let second = try #require(f.select.item(1))
    let b = try #require(HTMLOptionElement(second))
    b.selected = true
    #expect(f.select.selectedOptions.length == 3)
    f.select.selectedIndex = 1
    #expect(f.select.selectedOptions.elements.map { HTMLOptionElement($0)?.text } == ["b"])
  }

  @Test func sizeGreaterThanOneSelectsNothingByDefault() throws {
    let f = try fixture("<select id=s size=3><option>a</option><option>b</option></select>")
    #expect(f.select.selectedIndex == -1)
    #expect(f.select.value == "")
  }

  @Test func selectedIndexAndValueSetters() throws {
    let f = try fixture(
      "<select id=s><option>a</option><option value=x>b</option><option>c</option></select>")
    f.select.selectedIndex = 2
    #expect(f.select.value == "c")
    f.select.value = "x"
    #expect(f.select.selectedIndex == 1)
    f.select.value = "nothing"
    #expect(f.select.selectedIndex == -1)
    f.select.selectedIndex = 7
    #expect(f.select.selectedIndex == -1)
    f.select.selectedIndex = 0
    #expect(f.select.value == "a")
  }

  @Test func selectedOptionsIsLive() throws {
    let f = try fixture("<select id=s><option>a</option><option>b</option></select>")
    let selected = f.select.selectedOptions
    #expect(selected === f.select.selectedOptions)
    #expect(selected.item(0).flatMap { HTMLOptionElement($0)?.text } == "a")
    f.select.selectedIndex = 1
    #expect(selected.item(0).flatMap { HTMLOptionElement($0)?.text } == "b")
  }

  @Test func insertingAndRemovingOptionsRunsTheSelectednessAlgorithm() throws {
    let f = try fixture("<select id=s><option>a</option><option>b</option></select>")
    #expect(f.select.selectedIndex == 0)
    // A selected option inserted into the list takes the selection.
    let option = f.document.createOption(
      text: "c", value: "c", defaultSelected: true, selected: true)
    try f.select.add(option)
    #expect(f.select.selectedIndex == 2)
    // Removing the selected option selects the first one again.
    f.select.remove(2)
    #expect(f.select.length == 2)
    #expect(f.select.selectedIndex == 0)
    // An option with the selected attribute, inserted with appendChild.
    let d = f.document.make("option")
    try d.setAttribute("selected", "")
    try f.select.element.appendChild(d)
    #expect(f.select.selectedIndex == 2)
  }

  @Test func addBeforeAndErrors() throws {
    let f = try fixture(
      "<div id=outer><select id=s><option id=a>a</option><option id=b>b</option></select></div>")
    let x = f.document.createOption(text: "x")
    try f.select.add(x, before: .index(1))
    #expect(f.select.options.elements.map { $0.id } == ["a", "", "b"])
    let y = f.document.createOption(text: "y")
    try f.select.add(y, before: .element(try f.document.element("a")))
    #expect(f.select.item(0) === y)
    #expect(
      domErrorName { try f.select.add(try f.document.element("outer")) } == .hierarchyRequestError)
    #expect(
      domErrorName {
        try f.select.add(f.document.createOption(), before: .element(f.document.make("p")))
      }
        == .notFoundError)
  }

  @Test func lengthSetterAndIndexedSetter() throws {
    let f = try fixture("<select id=s><option>a</option></select>")
    f.select.setLength(3)
    #expect(f.select.length == 3)
    f.select.setLength(1)
    #expect(f.select.length == 1)
    let option = f.document.createOption(text: "z")
    try f.select.setItem(3, option)
    #expect(f.select.length == 4)
    #expect(f.select.item(3) === option)
    let replacement = f.document.createOption(text: "r")
    try f.select.setItem(0, replacement)
    #expect(f.select.item(0) === replacement)
    try f.select.setItem(0, nil)
    #expect(f.select.length == 3)
  }

  @Test func resetRestoresDefaultSelectedness() throws {
    let f = try fixture(
      "<form id=f><select id=s><option>a</option><option selected>b</option></select></form>")
    f.select.selectedIndex = 0
    try #require(HTMLFormElement(try f.document.element("f"))).reset()
    #expect(f.select.selectedIndex == 1)
  }

  @Test func namedItem() throws {
    let f = try fixture(
      "<select id=s><option id=one>a</option><option name=two>b</option></select>")
    #expect(f.select.namedItem("one")?.id == "one")
    #expect(f.select.namedItem("two").flatMap { HTMLOptionElement($0)?.text } == "b")
    #expect(f.select.namedItem("three") == nil)
  }
}
