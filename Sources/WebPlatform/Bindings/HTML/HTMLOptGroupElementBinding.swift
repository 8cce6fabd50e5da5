import DOM
import JSCore

/// `HTMLOptGroupElement`: its reflected attributes, declared in
/// `Bindings/IDL/HTMLOptGroupElement.webidl` (its definition is the one the
/// `(HTMLOptionElement or HTMLOptGroupElement)` unions of `add()` check arguments against).
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmloptgroupelement
enum HTMLOptGroupElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLOptGroupElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)
}
