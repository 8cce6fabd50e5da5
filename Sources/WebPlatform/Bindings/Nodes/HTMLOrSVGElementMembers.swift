import DOM
import JSCore

/// The `HTMLOrSVGElement` mixin's `dataset` (the model's `Collections/DOMStringMap.swift`).
/// Included by Element until HTMLElement and SVGElement bindings include it themselves.
///
/// https://html.spec.whatwg.org/multipage/dom.html#htmlorsvgelement
enum HTMLOrSVGElementMembers {
  static let members: [BindingMember] = [
    .remembered("dataset") { call in
      .value(DOMStringMapBinding.wrapper(for: try call.this(Element.self).dataset, in: call.world))
    }
  ]
}
