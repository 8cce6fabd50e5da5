/// A token with where it starts in its input and whether its number was written with a sign:
/// what the selector parser reads (to name where an error is, and to tell An+B's
/// `<signed-integer>` from its `<signless-integer>`: `2n+1` against `2n 1`).
///
/// https://drafts.csswg.org/css-syntax-3/#anb-production
struct CSSPositionedToken: Equatable, Sendable {
  /// The token.
  var token: CSSToken
  /// Where the token starts, in code points of the preprocessed input (after any comments
  /// before it).
  var offset: Int
  /// For a number, percentage or dimension, whether its representation starts with `+` or
  /// `-`.
  var hasSign: Bool
}
