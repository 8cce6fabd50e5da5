import DOM
import JSCore

/// `HTMLOptionElement` (the model's `HTML/HTMLOptionElement.swift`).
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmloptionelement
enum HTMLOptionElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLOptionElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLOptionElement") + ownMembers)

  private static func option(_ call: BindingCall) throws -> HTMLOptionElement {
    guard let option = HTMLOptionElement(try call.this(Element.self)) else {
      throw JSThrow.typeError("Can only call HTMLOptionElement.\(call.member) on an option")
    }
    return option
  }

  private static let ownMembers: [BindingMember] = [
    .attribute(
      "selected", get: { call in .boolean(try option(call).selected) },
      set: { call in try option(call).selected = call.boolean(0) }),
    .attribute(
      "text", get: { call in .string(try option(call).text) },
      set: { call in try option(call).text = try call.string(0) }),
    .attribute(
      "value", get: { call in .string(try option(call).value) },
      set: { call in try option(call).value = try call.string(0) }),
    .attribute(
      "label", get: { call in .string(try option(call).label) },
      set: { call in try option(call).label = try call.string(0) }),
    .readonly("index") { call in call.number(try option(call).index) },
    .readonly("form") { call in call.wrap(try option(call).form) },
  ]
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
