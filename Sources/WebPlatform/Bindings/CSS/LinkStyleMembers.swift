import DOM
import JSCore

/// The `LinkStyle` mixin's `sheet` on `HTMLStyleElement` and `HTMLLinkElement`: the element's
/// style sheet, or null (not connected, not CSS, not loaded); the same object while the
/// source is unchanged.
///
/// https://drafts.csswg.org/cssom/#the-linkstyle-interface
enum LinkStyleMembers {
  static let members: [BindingMember] = [
    .readonly("sheet") { call in call.wrap(try call.this(Element.self).sheet) }
  ]
}
