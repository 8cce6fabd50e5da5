/// One declaration of a declaration block: a longhand (or custom property), its serialized
/// value and its priority.
///
/// https://drafts.csswg.org/cssom/#css-declaration
struct CSSDeclaration: Equatable, Sendable {
  /// The property name (canonical).
  var name: String
  /// The serialized value.
  var value: String
  /// The important flag.
  var important: Bool
}
