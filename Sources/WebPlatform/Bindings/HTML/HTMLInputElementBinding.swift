import DOM
import JSCore

/// `HTMLInputElement` (the model's `HTML/HTMLInputElement.swift`), declared in
/// `Bindings/IDL/HTMLInputElement.webidl`: reflected attributes from the table, the value
/// modes (`value` is an accessor on the prototype, so React's value tracker, which shadows it
/// on the instance and calls the prototype's setter, reaches the model), checkedness, the
/// number/date views, stepping, selection no-ops and the form control members.
///
/// https://html.spec.whatwg.org/multipage/input.html#htmlinputelement
enum HTMLInputElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLInputElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)

  /// The text selection API ([Custom]: no selection is modelled; see ``FormControlMembers``).
  static let customSelectionStart = FormControlMembers.selectionStart { element in
    HTMLInputElement(element)?.value ?? ""
  }
  static let customSelectionEnd = FormControlMembers.selectionEnd { element in
    HTMLInputElement(element)?.value ?? ""
  }
  static let customSelectionDirection = FormControlMembers.selectionDirection

  private static func input(_ call: BindingCall) throws -> HTMLInputElement {
    try call.this(Element.self, view: HTMLInputElement.init)
  }

  /// `attribute object? valueAsDate`: a new Date, or null; set from a Date or null.
  static let customValueAsDate = BindingMember.attribute(
    "valueAsDate",
    get: { call in
      guard let time = try input(call).valueAsDate else { return .null }
      return .value(try call.context.date(millisecondsSince1970: time))
    },
    set: { call in
      let value = call.argument(0)
      if value.isNull { return try input(call).setValueAsDate(nil) }
      guard let time = call.context.timeValue(of: value) else {
        throw JSThrow.typeError("The value given to valueAsDate is not a Date")
      }
      try input(call).setValueAsDate(time)
    })

  /// `attribute FileList? files`: null (no FileList), read-only here.
  static let customFiles = BindingMember.readonly("files") { call in
    _ = try input(call)
    return .null
  }

  /// `undefined showPicker()`: nothing to show.
  static let customShowPicker = BindingMember.operation("showPicker") { call in
    _ = try input(call)
    return .undefined
  }
}
