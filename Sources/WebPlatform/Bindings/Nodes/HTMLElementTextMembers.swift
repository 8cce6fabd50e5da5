import DOM
import JSCore

/// `innerText` and `outerText` (the model's `Nodes/Element+InnerText.swift`): members of
/// HTMLElement, for the HTMLElement binding to include in its table.
///
/// https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute
enum HTMLElementTextMembers {
  static let members: [BindingMember] = [
    .attribute(
      "innerText", get: { call in .string(try call.this(Element.self).innerText) },
      set: { call in try call.this(Element.self).setInnerText(try call.stringNullAsEmpty(0)) }),
    .attribute(
      "outerText", get: { call in .string(try call.this(Element.self).outerText) },
      set: { call in try call.this(Element.self).setOuterText(try call.stringNullAsEmpty(0)) }),
  ]
}
