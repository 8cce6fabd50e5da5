import DOM
import JSCore

/// `HTMLOutputElement` (the model's `HTML/HTMLOutputElement.swift`), declared in
/// `Bindings/IDL/HTMLOutputElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmloutputelement
enum HTMLOutputElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLOutputElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)
}

extension HTMLOutputElement {
  /// `htmlFor`: the element's `DOMTokenList` of its `for` attribute.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-output-htmlfor
  var htmlForTokens: DOMTokenList { element.tokenList(attribute: "for") }
}
