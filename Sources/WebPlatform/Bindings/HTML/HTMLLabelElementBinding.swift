import DOM
import JSCore

/// `HTMLLabelElement` (the model's `HTML/HTMLLabelElement.swift`): `htmlFor` (reflected),
/// `control` and `form`, declared in `Bindings/IDL/HTMLLabelElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/forms.html#htmllabelelement
enum HTMLLabelElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLLabelElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)

  /// `readonly attribute HTMLElement? control`: the labeled control.
  static let customControl = BindingMember.readonly("control") { call in
    call.wrap(try label(call).control)
  }

  /// `readonly attribute HTMLFormElement? form`: the labeled control's form.
  static let customForm = BindingMember.readonly("form") { call in
    call.wrap(try label(call).form)
  }

  private static func label(_ call: BindingCall) throws -> HTMLLabelElement {
    guard let label = HTMLLabelElement(try call.this(Element.self)) else {
      throw JSThrow.typeError("Can only call HTMLLabelElement.\(call.member) on a label")
    }
    return label
  }
}
