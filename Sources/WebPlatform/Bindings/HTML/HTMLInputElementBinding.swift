import DOM
import JSCore

/// `HTMLInputElement` (the model's `HTML/HTMLInputElement.swift`): reflected attributes from
/// the table, the value modes (`value` is an accessor on the prototype, so React's value
/// tracker, which shadows it on the instance and calls the prototype's setter, reaches the
/// model), checkedness, the number/date views, stepping, selection no-ops and the form
/// control members.
///
/// https://html.spec.whatwg.org/multipage/input.html#htmlinputelement
enum HTMLInputElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLInputElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLInputElement") + ownMembers
      + FormControlMembers.labelable
      + FormControlMembers.selection { HTMLInputElement($0)?.value ?? "" })

  private static func input(_ call: BindingCall) throws -> HTMLInputElement {
    guard let input = HTMLInputElement(try call.this(Element.self)) else {
      throw JSThrow.typeError("Can only call HTMLInputElement.\(call.member) on an input")
    }
    return input
  }

  private static let ownMembers: [BindingMember] = [
    .attribute(
      "value", get: { call in .string(try input(call).value) },
      set: { call in try input(call).setValue(try call.stringNullAsEmpty(0)) }),
    .attribute(
      "checked", get: { call in .boolean(try input(call).checked) },
      set: { call in try input(call).checked = call.boolean(0) }),
    .attribute(
      "indeterminate", get: { call in .boolean(try input(call).indeterminate) },
      set: { call in try input(call).indeterminate = call.boolean(0) }),
    .attribute(
      "valueAsNumber", get: { call in .number(try input(call).valueAsNumber) },
      set: { call in try input(call).setValueAsNumber(try call.unrestrictedDouble(0)) }),
    .attribute(
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
      }),
    .readonly("list") { call in call.wrap(try input(call).list) },
    .readonly("files") { call in
      _ = try input(call)
      return .null
    },
    .operation("stepUp") { call in
      try input(call).stepUp(call.js.isUndefined(0) ? 1 : try call.long(0))
      return .undefined
    },
    .operation("stepDown") { call in
      try input(call).stepDown(call.js.isUndefined(0) ? 1 : try call.long(0))
      return .undefined
    },
    .operation("select") { call in
      try input(call).select()
      return .undefined
    },
    .operation("showPicker") { call in
      _ = try input(call)
      return .undefined
    },
  ]
}
