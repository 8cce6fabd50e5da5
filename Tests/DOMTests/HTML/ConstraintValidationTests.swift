import DOM
import Testing

@Suite struct ConstraintValidationTests {
  @Test func willValidate() throws {
    let document = makeDocument(
      body: """
        <input id=text><input id=hidden type=hidden><input id=ro readonly>\
        <input id=dis disabled><button id=sub></button><button id=btn type=button></button>\
        <input id=reset type=reset><datalist><input id=dl></datalist><output id=out></output>\
        <fieldset id=fs></fieldset><select id=s></select><textarea id=ta readonly></textarea>\
        <input id=cb type=checkbox readonly>
        """)
    let expected: [String: Bool] = [
      "text": true, "hidden": false, "ro": false, "dis": false, "sub": true, "btn": false,
      "reset": false, "dl": false, "out": false, "fs": false, "s": true, "ta": false, "cb": true,
    ]
    for (id, value) in expected {
      #expect(try document.element(id).willValidate == value, "\(id)")
    }
  }

  @Test func valueMissing() throws {
    let document = makeDocument(
      body: """
        <input id=t required><input id=filled required value=x><input id=cb type=checkbox required>\
        <input id=r1 type=radio name=g required><input id=r2 type=radio name=g>\
        <textarea id=ta required></textarea><select id=s required><option value="">Pick</option>\
        <option>A</option></select><select id=s2 required><option>A</option></select>
        """)
    #expect(try document.element("t").validity.valueMissing)
    #expect(!(try document.element("filled").validity.valueMissing))
    #expect(try document.element("cb").validity.valueMissing)
    #expect(try document.element("r2").validity.valueMissing)
    try document.element("r2").input.checked = true
    #expect(!(try document.element("r1").validity.valueMissing))
    #expect(try document.element("ta").validity.valueMissing)
    #expect(try document.element("s").validity.valueMissing)
    #expect(!(try document.element("s2").validity.valueMissing))
    #expect(try document.element("t").validationMessage == "Fill out this field")
  }

  @Test func typeMismatchPatternRangeAndStep() throws {
    let document = makeDocument(
      body: """
        <input id=email type=email value=nope><input id=okmail type=email value=a@b.c>\
        <input id=url type=url value=relative/path><input id=pat pattern="[0-9]{3}" value=12a>\
        <input id=okpat pattern="[0-9]{3}" value=123><input id=num type=number min=2 max=5 value=1>\
        <input id=big type=number max=5 value=9><input id=step type=number min=0 step=2 value=3>\
        <input id=date type=date min=2024-01-10 value=2024-01-01>
        """)
    #expect(try document.element("email").validity.typeMismatch)
    #expect(try document.element("okmail").validity.valid)
    #expect(try document.element("url").validity.typeMismatch)
    #expect(try document.element("pat").validity.patternMismatch)
    #expect(try document.element("okpat").validity.valid)
    #expect(try document.element("num").validity.rangeUnderflow)
    #expect(try document.element("big").validity.rangeOverflow)
    #expect(try document.element("step").validity.stepMismatch)
    #expect(try document.element("date").validity.rangeUnderflow)
  }

  @Test func customValidityAndCheckValidity() throws {
    let document = makeDocument(body: "<form id=f><input id=a><input id=b required></form>")
    let a = try document.element("a")
    let log = EventLog()
    log.listen(["invalid"], on: a)
    #expect(a.checkValidity())
    a.setCustomValidity("bad")
    #expect(a.validity.customError)
    #expect(a.validationMessage == "bad")
    #expect(!a.checkValidity())
    #expect(!a.reportValidity())
    #expect(log.entries == ["invalid@a", "invalid@a"])
    a.setCustomValidity("")
    #expect(a.checkValidity())
    let form = try #require(HTMLFormElement(try document.element("f")))
    #expect(!form.checkValidity())
    try document.element("b").input.setValue("x")
    #expect(form.checkValidity())
  }
}
