import DOM
import JSCore

/// `HTMLTextAreaElement` (the model's `HTML/HTMLTextAreaElement.swift`), declared in
/// `Bindings/IDL/HTMLTextAreaElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmltextareaelement
enum HTMLTextAreaElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLTextAreaElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)

  /// The text selection API ([Custom]: no selection is modelled; see ``FormControlMembers``).
  static let customSelectionStart = FormControlMembers.selectionStart { element in
    HTMLTextAreaElement(element)?.value ?? ""
  }
  static let customSelectionEnd = FormControlMembers.selectionEnd { element in
    HTMLTextAreaElement(element)?.value ?? ""
  }
  static let customSelectionDirection = FormControlMembers.selectionDirection
}
