/// The `An+B` notation of the `:nth-*()` pseudo-classes: the indices `A×n + B` for n ≥ 0.
///
/// https://drafts.csswg.org/css-syntax-3/#anb-microsyntax
struct AnPlusB: Equatable, Sendable {
  /// The step.
  var a: Int
  /// The offset.
  var b: Int

  /// Whether the 1-based `index` is `A×n + B` for some integer n ≥ 0.
  ///
  /// https://drafts.csswg.org/selectors-4/#the-nth-child-pseudo
  func matches(index: Int) -> Bool {
    if a == 0 { return index == b }
    let difference = index - b
    return difference % a == 0 && difference / a >= 0
  }
}

extension SelectorParser {
  /// Parses `An+B` from the tokens at the current position (whitespace allowed around it), up
  /// to the first token that cannot continue it.
  ///
  /// https://drafts.csswg.org/css-syntax-3/#anb-production
  mutating func parseAnPlusB() throws(SelectorSyntaxError) -> AnPlusB {
    skipWhitespace()
    let token = current
    func invalid() -> SelectorSyntaxError {
      SelectorSyntaxError("\(token.displayName) is not a valid An+B expression", token)
    }
    switch token.kind {
    case .number:
      guard token.isInteger else { throw invalid() }
      advance()
      return AnPlusB(a: 0, b: Self.clamp(token.number))
    case .dimension:
      guard token.isInteger else { throw invalid() }
      advance()
      return try parseAfterStep(a: Self.clamp(token.number), unit: token.value, token)
    case .ident:
      let name = token.value.asciiLowercased()
      advance()
      if name == "odd" { return AnPlusB(a: 2, b: 1) }
      if name == "even" { return AnPlusB(a: 2, b: 0) }
      if name.hasPrefix("-") {
        return try parseAfterStep(a: -1, unit: String(name.dropFirst()), token)
      }
      return try parseAfterStep(a: 1, unit: name, token)
    case .delim where token.isDelim("+"):
      // `+n…`: the `+` must be followed by an ident with no whitespace between.
      advance()
      let next = current
      guard next.kind == .ident, !next.value.hasPrefix("-") else { throw invalid() }
      advance()
      return try parseAfterStep(a: 1, unit: next.value.asciiLowercased(), next)
    default:
      throw invalid()
    }
  }

  /// Parses what follows `An` once the `n…` unit is known: `n`, `n-`, `n-<digits>`.
  private mutating func parseAfterStep(a: Int, unit: String, _ token: SelectorToken)
    throws(SelectorSyntaxError) -> AnPlusB
  {
    let unit = unit.asciiLowercased()
    let invalid = SelectorSyntaxError("\(token.displayName) is not a valid An+B expression", token)
    guard unit.hasPrefix("n") else { throw invalid }
    if unit == "n" {
      // `An`, optionally followed by a signed integer or `+`/`-` and a signless integer.
      let mark = position
      skipWhitespace()
      let next = current
      if next.kind == .number, next.isInteger, next.hasSign {
        advance()
        return AnPlusB(a: a, b: Self.clamp(next.number))
      }
      if next.isDelim("+") || next.isDelim("-") {
        advance()
        skipWhitespace()
        let integer = current
        guard integer.kind == .number, integer.isInteger, !integer.hasSign else {
          throw SelectorSyntaxError("expected an integer after '\(next.value)'", integer)
        }
        advance()
        let b = Self.clamp(integer.number)
        return AnPlusB(a: a, b: next.isDelim("-") ? -b : b)
      }
      position = mark
      return AnPlusB(a: a, b: 0)
    }
    if unit == "n-" {
      // `An- B`: a signless integer follows.
      skipWhitespace()
      let integer = current
      guard integer.kind == .number, integer.isInteger, !integer.hasSign else {
        throw SelectorSyntaxError("expected an integer after 'n-'", integer)
      }
      advance()
      return AnPlusB(a: a, b: -Self.clamp(integer.number))
    }
    // `n-<digits>`.
    let digits = unit.dropFirst(2)
    guard unit.dropFirst().hasPrefix("-"), !digits.isEmpty,
      digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Double(String(digits))
    else { throw invalid }
    return AnPlusB(a: a, b: -Self.clamp(value))
  }

  /// Clamps to the 32-bit range browsers use, so arithmetic cannot overflow.
  private static func clamp(_ value: Double) -> Int {
    Int(min(max(value, -2_147_483_648), 2_147_483_647))
  }
}
