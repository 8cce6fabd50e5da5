import DOM
import JSCore

/// `HTMLButtonElement`: reflected attributes (`type`, `name`, `value`, `formAction`…, declared
/// in `Bindings/IDL/HTMLButtonElement.webidl`) and the form control members; activation (submitting or resetting its form) is the model's
/// `click()` (`HTML/Element+Activation.swift`).
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmlbuttonelement
enum HTMLButtonElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLButtonElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)
}
