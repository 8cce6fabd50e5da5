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
  /// to the first token that cannot continue it: a number token (`3`), a dimension token whose
  /// unit starts with `n` (`2n`, `2n-1`, `-3n-`), an ident token (`odd`, `n`, `-n-1`), or `+`
  /// directly before an ident token (`+n`), with a `B` after the `n` where the form takes one.
  ///
  /// https://drafts.csswg.org/css-syntax-3/#anb-production
  mutating func parseAnPlusB() throws(SelectorSyntaxError) -> AnPlusB {
    skipWhitespace()
    let index = position
    let invalid = Self.invalidAnPlusB(current, offset: offset(at: index))
    switch current {
    case .number(let number)?:
      guard number.isInteger else { throw invalid() }
      advance()
      return AnPlusB(a: 0, b: Self.clamp(number.value))
    case .dimension(let number, let unit)?:
      guard number.isInteger else { throw invalid() }
      advance()
      return try parseAfterStep(a: Self.clamp(number.value), unit: unit, at: index)
    case .ident(let written)?:
      let name = written.asciiLowercased()
      advance()
      if name == "odd" { return AnPlusB(a: 2, b: 1) }
      if name == "even" { return AnPlusB(a: 2, b: 0) }
      if name.hasPrefix("-") {
        return try parseAfterStep(a: -1, unit: String(name.dropFirst()), at: index)
      }
      return try parseAfterStep(a: 1, unit: name, at: index)
    case .delim("+")?:
      // `+n…`: the `+` must be followed by an ident with no whitespace between.
      advance()
      guard case .ident(let next)? = current, !next.hasPrefix("-") else { throw invalid() }
      let nextIndex = position
      advance()
      return try parseAfterStep(a: 1, unit: next.asciiLowercased(), at: nextIndex)
    default:
      throw invalid()
    }
  }

  /// The error for `token`, at `offset`, that does not start a valid An+B (made when thrown).
  private static func invalidAnPlusB(_ token: CSSToken?, offset: Int) -> () -> SelectorSyntaxError {
    { SelectorSyntaxError("\(describe(token)) is not a valid An+B expression", offset: offset) }
  }

  /// Whether the current token is a number token with the integer flag, and with (`signed`) or
  /// without a sign: An+B's `<signed-integer>` and `<signless-integer>`.
  private func integer(signed: Bool) -> Double? {
    guard position < end, case .number(let number) = tokens[position].token, number.isInteger,
      tokens[position].hasSign == signed
    else { return nil }
    return number.value
  }

  /// Parses what follows `An` (the token at `index`) once the `n…` unit is known: `n`, `n-`,
  /// `n-<digits>`.
  private mutating func parseAfterStep(a: Int, unit: String, at index: Int)
    throws(SelectorSyntaxError) -> AnPlusB
  {
    let unit = unit.asciiLowercased()
    let invalid = Self.invalidAnPlusB(tokens[index].token, offset: offset(at: index))
    guard unit.hasPrefix("n") else { throw invalid() }
    if unit == "n" {
      // `An`, optionally followed by a signed integer or `+`/`-` and a signless integer.
      let mark = position
      skipWhitespace()
      if let b = integer(signed: true) {
        advance()
        return AnPlusB(a: a, b: Self.clamp(b))
      }
      if let sign = current, sign == .delim("+") || sign == .delim("-") {
        advance()
        skipWhitespace()
        guard let integer = integer(signed: false) else {
          throw error("expected an integer after \(Self.describe(sign))")
        }
        advance()
        let b = Self.clamp(integer)
        return AnPlusB(a: a, b: sign == .delim("-") ? -b : b)
      }
      position = mark
      return AnPlusB(a: a, b: 0)
    }
    if unit == "n-" {
      // `An- B`: a signless integer follows.
      skipWhitespace()
      guard let integer = integer(signed: false) else {
        throw error("expected an integer after 'n-'")
      }
      advance()
      return AnPlusB(a: a, b: -Self.clamp(integer))
    }
    // `n-<digits>`.
    let digits = unit.dropFirst(2)
    guard unit.dropFirst().hasPrefix("-"), !digits.isEmpty,
      digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Double(String(digits))
    else { throw invalid() }
    return AnPlusB(a: a, b: -Self.clamp(value))
  }

  /// Clamps to the 32-bit range browsers use, so arithmetic cannot overflow.
  private static func clamp(_ value: Double) -> Int {
    Int(min(max(value, -2_147_483_648), 2_147_483_647))
  }
}
