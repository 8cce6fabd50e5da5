import DOM
import JSCore

/// `HTMLOptionElement` (the model's `HTML/HTMLOptionElement.swift`), declared in
/// `Bindings/IDL/HTMLOptionElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmloptionelement
enum HTMLOptionElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLOptionElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)
}

/// The legacy factory function `Option(text, value, defaultSelected, selected)`: `new Option()`
/// makes an `option` element of the window's document. (Its `prototype` is its own object
/// inheriting from `HTMLOptionElement.prototype`, not that prototype itself, so
/// `new Option() instanceof HTMLOptionElement` holds but `instanceof Option` does not.)
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option
enum OptionFactoryBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Option", parent: HTMLOptionElementBinding.definition,
    constructor: BindingConstructor { call in
      call.world.wrapper(
        for: call.world.runtime.document.createOption(
          text: try call.optionalString(0) ?? "", value: try call.optionalString(1),
          defaultSelected: call.boolean(2), selected: call.boolean(3)))
    })
}
