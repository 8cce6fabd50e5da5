/// One declaration of a declaration block: a longhand (or custom property), its serialized
/// value and its priority.
///
/// https://drafts.csswg.org/cssom/#css-declaration
struct CSSDeclaration: Equatable, Sendable {
  /// The property name (canonical).
  var name: String
  /// The serialized value (for a pending substitution, the shorthand's value as written).
  var value: String
  /// The important flag.
  var important: Bool
  /// For a longhand set by a shorthand whose value holds a substitution function (`var()`),
  /// that shorthand: the longhand's value is only known at computed-value time, so WebKit
  /// writes it as "" and writes the shorthand's value as given (`margin: var(--x)` keeps
  /// `margin: var(--x)`; its `margin-top` reads ""). Fixture: `style/keywords-priority-var`.
  var pendingShorthand: String? = nil
  /// Whether the value (of a longhand or custom property) holds a substitution function.
  var hasSubstitution = false

  /// The value as `getPropertyValue` and `cssText` write it for this longhand.
  var serializedValue: String { pendingShorthand == nil ? value : "" }
}
