import DOM
import JSCore

/// `HTMLOutputElement` (the model's `HTML/HTMLOutputElement.swift`).
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmloutputelement
enum HTMLOutputElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLOutputElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLOutputElement") + [
      .readonly("type") { call in .string(try output(call).type) },
      .attribute(
        "value", get: { call in .string(try output(call).value) },
        set: { call in try output(call).value = try call.string(0) }),
      .attribute(
        "defaultValue", get: { call in .string(try output(call).defaultValue) },
        set: { call in try output(call).defaultValue = try call.string(0) }),
      .attribute(
        "htmlFor",
        get: { call in call.wrap(try output(call).element.tokenList(attribute: "for")) },
        set: { call in
          try output(call).element.tokenList(attribute: "for").value = try call.string(0)
        }),
    ] + FormControlMembers.labelable)

  private static func output(_ call: BindingCall) throws -> HTMLOutputElement {
    guard let output = HTMLOutputElement(try call.this(Element.self)) else {
      throw JSThrow.typeError("Can only call HTMLOutputElement.\(call.member) on an output")
    }
    return output
  }
}
