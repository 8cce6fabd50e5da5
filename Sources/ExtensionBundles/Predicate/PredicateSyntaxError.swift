/// A predicate format string that does not follow the grammar of docs/safari-behavior.md §5.2.
///
/// ``offset`` counts Unicode scalars from the start of the string (0-based), so a caret can be
/// placed under the offending character.
public struct PredicateSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem starts, in Unicode scalars from the start of the string.
  public var offset: Int
  /// What the parser expected there (for example `"an operator"`).
  public var expected: String
  /// What it found instead (for example `"identifier 'foo'"` or `"end of input"`).
  public var found: String

  /// Creates an error.
  public init(offset: Int, expected: String, found: String) {
    self.offset = offset
    self.expected = expected
    self.found = found
  }

  /// `offset 12: expected an operator, found identifier 'foo'`.
  public var description: String {
    "offset \(offset): expected \(expected), found \(found)"
  }
}
