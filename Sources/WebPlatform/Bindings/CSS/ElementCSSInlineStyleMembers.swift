import DOM
import JSCore

/// The `ElementCSSInlineStyle` mixin's `style` (`[SameObject, PutForwards=cssText]`): included
/// by Element until HTMLElement, SVGElement and MathMLElement bindings include it themselves.
///
/// https://drafts.csswg.org/cssom/#the-elementcssinlinestyle-mixin
enum ElementCSSInlineStyleMembers {
  static let members: [BindingMember] = [
    .attribute(
      "style", remembered: .forLife, get: { call in call.wrap(try call.this(Element.self).style) },
      set: { call in try call.this(Element.self).style.cssText = try call.string(0) })
  ]
}
