/// The simplification WebKit applies to a `calc()` of plain sums and products when it parses
/// it: terms of one unit are added up (`calc(1px + 2px)` → `calc(3px)`, `calc(2 * 3px)` →
/// `calc(6px)`) and the sum is written numbers first, then percentages, then dimensions by
/// unit (`calc(1px + 2em)` → `calc(2em + 1px)`); absolute lengths become `px`
/// (`calc(1in + 1px)` → `calc(97px)`) and a nested `calc()` or parenthesis of one unit is
/// folded in. Anything else (`var()`, other functions, products of two dimensions, nested
/// sums of several units) is kept as written. Fixture:
/// `style/values`.
///
/// https://drafts.csswg.org/css-values-4/#calc-simplification
enum CSSCalcSimplification {
  /// The simplified arguments of a `calc()`, or `nil` to keep them as written.
  static func simplify(_ arguments: [CSSComponentValue]) -> String? {
    guard let (sums, order) = sums(arguments) else { return nil }
    let sorted = order.sorted { rank($0) < rank($1) || (rank($0) == rank($1) && $0 < $1) }
    var text = ""
    for (position, unit) in sorted.enumerated() {
      let value = sums[unit] ?? 0
      let magnitude = CSSSerialization.number(position == 0 ? value : abs(value)) + unit
      if position == 0 {
        text = magnitude
      } else {
        text += (value < 0 ? " - " : " + ") + magnitude
      }
    }
    return text
  }

  /// Absolute lengths in `px`. https://drafts.csswg.org/css-values-4/#absolute-lengths
  private static let pixelsPerUnit: [String: Double] = [
    "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6, "in": 96, "pt": 96.0 / 72, "pc": 16,
  ]

  /// The sum's value per unit (absolute lengths in `px`) and the units in order of appearance.
  private static func sums(_ arguments: [CSSComponentValue])
    -> (sums: [String: Double], order: [String])?
  {
    let parts = arguments.withoutWhitespace
    guard !parts.isEmpty else { return nil }
    var sums: [String: Double] = [:]
    var order: [String] = []
    var sign = 1.0
    var index = 0
    while index < parts.count {
      // One term: a factor, then `* number` or `/ number` (or `number *` first).
      guard var (value, unit) = factor(parts[index]) else { return nil }
      index += 1
      while index + 1 < parts.count,
        parts[index] == .token(.delim("*")) || parts[index] == .token(.delim("/"))
      {
        let isDivision = parts[index] == .token(.delim("/"))
        guard let (other, otherUnit) = factor(parts[index + 1]) else { return nil }
        if isDivision {
          guard otherUnit.isEmpty, other != 0 else { return nil }
          value /= other
        } else if unit.isEmpty {
          value *= other
          unit = otherUnit
        } else {
          guard otherUnit.isEmpty else { return nil }
          value *= other
        }
        index += 2
      }
      if sums[unit] == nil { order.append(unit) }
      sums[unit, default: 0] += sign * value
      guard index < parts.count else { break }
      switch parts[index] {
      case .token(.delim("+")): sign = 1
      case .token(.delim("-")): sign = -1
      default: return nil
      }
      index += 1
      guard index < parts.count else { return nil }
    }
    return (sums, order)
  }

  private static func rank(_ unit: String) -> Int { unit.isEmpty ? 0 : unit == "%" ? 1 : 2 }

  private static func factor(_ part: CSSComponentValue) -> (Double, String)? {
    switch part {
    case .token(.number(let number)): return (number.value, "")
    case .token(.percentage(let number)): return (number.value, "%")
    case .token(.dimension(let number, let unit)):
      let lower = unit.asciiLowercased()
      guard CSSValueGrammar.lengthUnits.contains(lower) else { return nil }
      if let factor = pixelsPerUnit[lower] { return (number.value * factor, "px") }
      return (number.value, lower)
    case .function(let name, let arguments) where name.asciiLowercased() == "calc":
      guard let (sums, order) = sums(arguments), order.count == 1 else { return nil }
      return (sums[order[0]] ?? 0, order[0])
    case .block(.openParen, let contents):
      guard let (sums, order) = sums(contents), order.count == 1 else { return nil }
      return (sums[order[0]] ?? 0, order[0])
    default: return nil
    }
  }
}
