import DOM
import Testing

@Suite struct HTMLInputElementTests {
  @Test func typeStateAndValueModes() throws {
    let document = makeDocument(
      body: "<input id=a><input id=b type=CheckBox><input id=c type=bogus>")
    #expect(try document.element("a").input.typeState == .text)
    #expect(try document.element("b").input.typeState == .checkbox)
    #expect(try document.element("c").input.typeState == .text)
    #expect(InputTypeState.hidden.valueMode == .default)
    #expect(InputTypeState.radio.valueMode == .defaultOn)
    #expect(InputTypeState.file.valueMode == .filename)
    #expect(InputTypeState.range.valueMode == .value)
    #expect(HTMLInputElement(document.make("div")) == nil)
  }

  @Test func valueFollowsTheAttributeUntilDirty() throws {
    let document = makeDocument(body: "<input id=a value=first>")
    let element = try document.element("a")
    let input = try element.input
    #expect(input.value == "first")
    try element.setAttribute("value", "second")
    #expect(input.value == "second")
    #expect(input.defaultValue == "second")
    try input.setValue("typed")
    #expect(input.value == "typed")
    #expect(element.getAttribute("value") == "second")
    try element.setAttribute("value", "third")
    #expect(input.value == "typed")
    input.defaultValue = "fourth"
    #expect(element.getAttribute("value") == "fourth")
    #expect(input.value == "typed")
  }

  static let sanitization: [(String, String, String)] = [
    ("text", "a\nb\rc", "abc"), ("search", "x\r\ny", "xy"), ("tel", "1\n2", "12"),
    ("password", "p\nw", "pw"), ("url", "  http://x/\n ", "http://x/"),
    ("email", " a@b.c ", "a@b.c"), ("number", "1.5", "1.5"), ("number", "1.5x", ""),
    ("number", "+1", ""), ("number", "1e3", "1e3"), ("color", "#ABCDEF", "#abcdef"),
    ("color", "red", "#000000"), ("color", "", "#000000"), ("date", "2024-02-29", "2024-02-29"),
    ("date", "2024-02-30", ""), ("month", "2024-02", "2024-02"), ("month", "2024-2", ""),
    ("week", "2024-W01", "2024-W01"), ("week", "2024-W54", ""), ("time", "08:30", "08:30"),
    ("time", "8:30", ""), ("datetime-local", "2024-01-02 03:04:00", "2024-01-02T03:04"),
    ("datetime-local", "2024-01-02T03:04:05.100", "2024-01-02T03:04:05.1"),
    ("datetime-local", "2024-01-02", ""), ("hidden", "a\nb", "a\nb"),
  ]

  @Test(arguments: sanitization)
  func valueSanitization(_ type: String, _ value: String, _ expected: String) throws {
    let document = makeHTMLDocument()
    let element = document.make("input")
    try element.setAttribute("type", type)
    let input = try element.input
    try input.setValue(value)
    #expect(input.value == expected)
    // The attribute is sanitized the same way while the value is not dirty.
    let fresh = document.make("input")
    try fresh.setAttribute("type", type)
    try fresh.setAttribute("value", value)
    #expect(try fresh.input.value == expected)
  }

  @Test func emailWithMultipleTrimsEachAddress() throws {
    let document = makeHTMLDocument()
    let element = document.make("input")
    try element.setAttribute("type", "email")
    try element.setAttribute("multiple", "")
    try element.input.setValue(" a@b.c , d@e.f ")
    #expect(try element.input.value == "a@b.c,d@e.f")
  }

  @Test func rangeDefaultsToTheMidpointAndClamps() throws {
    let document = makeDocument(
      body: """
        <input id=a type=range><input id=b type=range min=0 max=10 value=15>\
        <input id=c type=range min=10 max=0><input id=d type=range min=0 max=10 step=4 value=7>\
        <input id=e type=range min=-10 max=10 value=-20>
        """)
    #expect(try document.element("a").input.value == "50")
    #expect(try document.element("b").input.value == "10")
    #expect(try document.element("c").input.value == "10")
    #expect(try document.element("d").input.value == "8")
    #expect(try document.element("e").input.value == "-10")
    let a = try document.element("a").input
    try a.setValue("33.3")
    #expect(a.value == "33")
    try a.setValue("nope")
    #expect(a.value == "50")
  }

  @Test func valueModesDefaultAndFilename() throws {
    let document = makeDocument(
      body: "<input id=c type=checkbox><input id=h type=hidden value=x><input id=f type=file>")
    let checkbox = try document.element("c").input
    #expect(checkbox.value == "on")
    try checkbox.setValue("yes")
    #expect(try document.element("c").getAttribute("value") == "yes")
    let hidden = try document.element("h").input
    #expect(hidden.value == "x")
    try hidden.setValue("y")
    #expect(try document.element("h").getAttribute("value") == "y")
    let file = try document.element("f").input
    #expect(file.value == "")
    try file.setValue("")
    #expect(domErrorName { try file.setValue("C:\\x") } == .invalidStateError)
  }

  @Test func typeChangeSteps() throws {
    let document = makeHTMLDocument()
    let element = document.make("input")
    let input = try element.input
    try input.setValue("typed")
    // value → default: the value is written to the attribute.
    try element.setAttribute("type", "hidden")
    #expect(element.getAttribute("value") == "typed")
    #expect(input.value == "typed")
    // default → value: the value comes from the attribute, not dirty.
    try element.setAttribute("value", "attr")
    try element.setAttribute("type", "text")
    #expect(input.value == "attr")
    try element.setAttribute("value", "changed")
    #expect(input.value == "changed")
    // value → value: sanitized for the new type.
    try input.setValue("12abc")
    try element.setAttribute("type", "number")
    #expect(input.value == "")
  }

  @Test func checkednessAndDirtyFlag() throws {
    let document = makeDocument(body: "<input id=a type=checkbox checked>")
    let element = try document.element("a")
    let input = try element.input
    #expect(input.checked)
    #expect(input.defaultChecked)
    element.removeAttribute("checked")
    #expect(!input.checked)
    try element.setAttribute("checked", "")
    #expect(input.checked)
    input.checked = false
    try element.setAttribute("checked", "")
    #expect(!input.checked)
    input.defaultChecked = false
    #expect(element.getAttribute("checked") == nil)
    #expect(!input.checked)
    input.indeterminate = true
    #expect(input.indeterminate)
  }

  @Test func radioGroupsKeepOneChecked() throws {
    let document = makeDocument(
      body: """
        <form id=f><input id=a type=radio name=g checked><input id=b type=radio name=g checked>\
        <input id=c type=radio name=g><input id=o type=radio name=other checked></form>\
        <input id=d type=radio name=g checked>
        """)
    let a = try document.element("a").input
    let b = try document.element("b").input
    let c = try document.element("c").input
    let d = try document.element("d").input
    // As parsed: the last checked one of the group wins.
    #expect(!a.checked)
    #expect(b.checked)
    // Outside the form: another group.
    #expect(d.checked)
    c.checked = true
    #expect(!a.checked && !b.checked && c.checked)
    #expect(d.checked)
    #expect(try document.element("o").input.checked)
    // Setting the attribute it already has changes nothing; adding it to a non-dirty member
    // checks it (and unchecks the rest of the group).
    try document.element("a").setAttribute("checked", "")
    #expect(!a.checked)
    try document.element("a").removeAttribute("checked")
    try document.element("a").setAttribute("checked", "")
    #expect(a.checked && !c.checked)
    // c is dirty: its attribute no longer matters.
    try document.element("c").setAttribute("checked", "")
    #expect(a.checked && !c.checked)
  }

  @Test func checkedAttributeOnANonDirtyRadioUnchecksTheGroup() throws {
    let document = makeDocument(
      body: "<input id=a type=radio name=g checked><input id=b type=radio name=g>")
    let a = try document.element("a").input
    let b = try document.element("b").input
    #expect(a.checked && !b.checked)
    try document.element("b").setAttribute("checked", "")
    #expect(!a.checked && b.checked)
    // Inserting a checked radio button unchecks the others of its new group.
    let c = document.make("input")
    try c.setAttribute("type", "radio")
    try c.setAttribute("name", "g")
    try c.setAttribute("checked", "")
    try document.body?.appendChild(c)
    let cChecked = try c.input.checked
    #expect(!b.checked && cChecked)
  }

  @Test func valueAsNumberAndDate() throws {
    let document = makeHTMLDocument()
    let element = document.make("input")
    try element.setAttribute("type", "date")
    let input = try element.input
    try input.setValue("1970-01-02")
    #expect(input.valueAsNumber == 86_400_000)
    #expect(input.valueAsDate == 86_400_000)
    try input.setValueAsNumber(86_400_000 * 31)
    #expect(input.value == "1970-02-01")
    try input.setValueAsDate(nil)
    #expect(input.value == "")
    #expect(input.valueAsNumber.isNaN)
    try element.setAttribute("type", "number")
    try input.setValueAsNumber(2.5)
    #expect(input.value == "2.5")
    #expect((try? input.setValueAsNumber(.infinity)) == nil)
    try element.setAttribute("type", "time")
    try input.setValueAsNumber(3_600_000 * 13 + 60000)
    #expect(input.value == "13:01")
    try element.setAttribute("type", "week")
    try input.setValue("2024-W02")
    #expect(input.valueAsNumber == 1_704_672_000_000)
    try input.setValueAsNumber(1_704_672_000_000 + 7 * 86_400_000)
    #expect(input.value == "2024-W03")
    try element.setAttribute("type", "month")
    try input.setValue("1971-03")
    #expect(input.valueAsNumber == 14)
    try element.setAttribute("type", "text")
    #expect(domErrorName { try input.setValueAsDate(0) } == .invalidStateError)
  }

  @Test func stepUpAndDown() throws {
    let document = makeHTMLDocument()
    let element = document.make("input")
    try element.setAttribute("type", "number")
    try element.setAttribute("step", "5")
    try element.setAttribute("max", "12")
    let input = try element.input
    try input.stepUp()
    #expect(input.value == "5")
    try input.stepUp(3)
    #expect(input.value == "10")
    try input.setValue("7")
    try input.stepDown()
    #expect(input.value == "5")
    try element.setAttribute("step", "any")
    #expect(domErrorName { try input.stepUp() } == .invalidStateError)
    try element.setAttribute("type", "text")
    #expect(domErrorName { try input.stepUp() } == .invalidStateError)
  }

  @Test func listNamesADatalist() throws {
    let document = makeDocument(
      body: "<input id=a list=l><datalist id=l></datalist><input id=b list=a>")
    #expect(try document.element("a").input.list === (try document.element("l")))
    #expect(try document.element("b").input.list == nil)
  }
}
