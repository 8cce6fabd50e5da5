import DOM
import JSCore

/// `HTMLSlotElement` (the model's `HTML/HTMLSlotElement.swift`): `name` (reflected),
/// `assignedNodes()`, `assignedElements()` and `assign()`, declared in
/// `Bindings/IDL/HTMLSlotElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/scripting.html#the-slot-element
enum HTMLSlotElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLSlotElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)

}
