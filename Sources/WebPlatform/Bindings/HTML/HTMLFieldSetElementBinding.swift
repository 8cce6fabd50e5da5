import DOM
import JSCore

/// `HTMLFieldSetElement` (the model's `HTML/HTMLFieldSetElement.swift`).
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmlfieldsetelement
enum HTMLFieldSetElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLFieldSetElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLFieldSetElement") + [
      .readonly("type") { call in .string(try fieldSet(call).type) },
      .readonly("elements") { call in call.wrap(try fieldSet(call).elements) },
      FormControlMembers.form,
    ] + FormControlMembers.validation)

  private static func fieldSet(_ call: BindingCall) throws -> HTMLFieldSetElement {
    guard let fieldSet = HTMLFieldSetElement(try call.this(Element.self)) else {
      throw JSThrow.typeError("Can only call HTMLFieldSetElement.\(call.member) on a fieldset")
    }
    return fieldSet
  }
}
