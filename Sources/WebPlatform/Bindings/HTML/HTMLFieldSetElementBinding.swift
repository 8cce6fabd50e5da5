import DOM
import JSCore

/// `HTMLFieldSetElement` (the model's `HTML/HTMLFieldSetElement.swift`), declared in
/// `Bindings/IDL/HTMLFieldSetElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmlfieldsetelement
enum HTMLFieldSetElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLFieldSetElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)
}
