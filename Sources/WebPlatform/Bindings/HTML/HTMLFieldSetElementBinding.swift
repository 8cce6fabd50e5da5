import DOM
import JSCore

/// `HTMLFieldSetElement` (the model's `HTML/HTMLFieldSetElement.swift`), declared in
/// `Bindings/IDL/HTMLFieldSetElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmlfieldsetelement
enum HTMLFieldSetElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLFieldSetElement", parent: HTMLElementBinding.definition,
    members: generatedMembers + [FormControlMembers.form] + FormControlMembers.validation)

  /// `readonly attribute DOMString type`: "fieldset".
  static let customType = BindingMember.readonly("type") { call in
    .string(try fieldSet(call).type)
  }

  /// `[SameObject] readonly attribute HTMLCollection elements`: the listed elements in it.
  static let customElements = BindingMember.readonly("elements") { call in
    call.wrap(try fieldSet(call).elements)
  }

  private static func fieldSet(_ call: BindingCall) throws -> HTMLFieldSetElement {
    guard let fieldSet = HTMLFieldSetElement(try call.this(Element.self)) else {
      throw JSThrow.typeError("Can only call HTMLFieldSetElement.\(call.member) on a fieldset")
    }
    return fieldSet
  }
}
