import DOM
import JSCore

/// `HTMLLegendElement` (the model's `HTML/HTMLLegendElement.swift`).
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmllegendelement
enum HTMLLegendElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLLegendElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLLegendElement") + [
      .readonly("form") { call in
        call.wrap(HTMLLegendElement(try call.this(Element.self))?.form)
      }
    ])
}
