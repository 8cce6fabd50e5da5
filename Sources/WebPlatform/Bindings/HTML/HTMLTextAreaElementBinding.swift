import DOM
import JSCore

/// `HTMLTextAreaElement` (the model's `HTML/HTMLTextAreaElement.swift`).
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmltextareaelement
enum HTMLTextAreaElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLTextAreaElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLTextAreaElement") + ownMembers
      + FormControlMembers.labelable
      + FormControlMembers.selection { HTMLTextAreaElement($0)?.value ?? "" })

  private static func textArea(_ call: BindingCall) throws -> HTMLTextAreaElement {
    guard let textArea = HTMLTextAreaElement(try call.this(Element.self)) else {
      throw JSThrow.typeError("Can only call HTMLTextAreaElement.\(call.member) on a textarea")
    }
    return textArea
  }

  private static let ownMembers: [BindingMember] = [
    .readonly("type") { call in .string(try textArea(call).type) },
    .attribute(
      "value", get: { call in .string(try textArea(call).value) },
      set: { call in try textArea(call).value = try call.stringNullAsEmpty(0) }),
    .attribute(
      "defaultValue", get: { call in .string(try textArea(call).defaultValue) },
      set: { call in try textArea(call).defaultValue = try call.string(0) }),
    .readonly("textLength") { call in call.number(try textArea(call).textLength) },
    .operation("select") { call in
      try textArea(call).select()
      return .undefined
    },
  ]
}
