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
}
