import DOM
import JSCore

/// `HTMLLegendElement` (the model's `HTML/HTMLLegendElement.swift`), declared in
/// `Bindings/IDL/HTMLLegendElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmllegendelement
enum HTMLLegendElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLLegendElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)

  /// `readonly attribute HTMLFormElement? form`: the form of the legend's fieldset.
  static let customForm = BindingMember.readonly("form") { call in
    call.wrap(HTMLLegendElement(try call.this(Element.self))?.form)
  }
}
