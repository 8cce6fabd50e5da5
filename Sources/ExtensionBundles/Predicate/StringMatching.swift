import Foundation

/// The string operators of a predicate with their `[c]`/`[d]` options (Predicate Programming
/// Guide, "String Comparisons"; docs/safari-behavior.md §5.2).
///
/// Strings are compared as characters (extended grapheme clusters, equal when canonically
/// equivalent), so `é` never matches a bare `e`. `[c]` lowercases both sides first; `[d]`
/// removes combining marks (general categories Mn, Mc, Me) after canonical decomposition (NFD).
enum StringMatching {
  /// `value` folded as `options` say.
  static func foldedString(_ value: String, _ options: StringComparisonOptions) -> String {
    let cased = options.contains(.caseInsensitive) ? value.lowercased() : value
    guard options.contains(.diacriticInsensitive) else { return cased }
    var kept = String.UnicodeScalarView()
    for scalar in cased.decomposedStringWithCanonicalMapping.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: continue
      default: kept.append(scalar)
      }
    }
    return String(kept)
  }

  /// `value` folded as `options` say, as characters.
  static func folded(_ value: String, _ options: StringComparisonOptions) -> [Character] {
    Array(foldedString(value, options))
  }

  /// `value BEGINSWITH prefix`.
  static func beginsWith(_ value: String, _ prefix: String, _ options: StringComparisonOptions)
    -> Bool
  {
    folded(value, options).starts(with: folded(prefix, options))
  }

  /// `value ENDSWITH suffix`.
  static func endsWith(_ value: String, _ suffix: String, _ options: StringComparisonOptions)
    -> Bool
  {
    folded(value, options).reversed().starts(with: folded(suffix, options).reversed())
  }

  /// `value CONTAINS part`. An empty part is never contained: Foundation finds no range for an
  /// empty string.
  static func contains(_ value: String, _ part: String, _ options: StringComparisonOptions)
    -> Bool
  {
    let haystack = folded(value, options)
    let needle = folded(part, options)
    guard !needle.isEmpty, needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }

  /// `value == other` with options.
  static func equals(_ value: String, _ other: String, _ options: StringComparisonOptions) -> Bool {
    folded(value, options) == folded(other, options)
  }

  /// `value LIKE pattern`: `*` matches zero or more characters, `?` exactly one; a backslash
  /// makes the next character literal. The whole string must match.
  static func like(_ value: String, _ pattern: String, _ options: StringComparisonOptions) -> Bool {
    let text = folded(value, options)
    enum Piece: Equatable {
      case literal(Character)
      case one
      case any
    }
    var pieces: [Piece] = []
    var escaping = false
    for character in folded(pattern, options) {
      if escaping {
        pieces.append(.literal(character))
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "*" {
        pieces.append(.any)
      } else if character == "?" {
        pieces.append(.one)
      } else {
        pieces.append(.literal(character))
      }
    }
    if escaping { pieces.append(.literal("\\")) }
    return WildcardMatching.matches(
      text, tokenCount: pieces.count, isAnyRun: { pieces[$0] == .any },
      matchesOne: { index, character in
        switch pieces[index] {
        case .any: false
        case .one: true
        case .literal(let literal): literal == character
        }
      })
  }

  /// The result of a `MATCHES` comparison.
  enum RegexOutcome: Equatable {
    /// The pattern compiled; whether the whole string matched.
    case matched(Bool)
    /// The pattern is not a valid ICU regular expression.
    case invalidPattern(String)
  }

  /// `value MATCHES pattern`: the whole of `value` must match the ICU regular expression
  /// (`NSRegularExpression`). `[c]` sets case-insensitive matching; `[d]` folds diacritics of
  /// both the value and the pattern text first (an approximation of Foundation).
  static func matches(_ value: String, _ pattern: String, _ options: StringComparisonOptions)
    -> RegexOutcome
  {
    let fold: (String) -> String = { text in
      options.contains(.diacriticInsensitive) ? foldedString(text, [.diacriticInsensitive]) : text
    }
    let regexOptions: NSRegularExpression.Options =
      options.contains(.caseInsensitive) ? [.caseInsensitive] : []
    do {
      // Compile the bare pattern first so that wrapping cannot repair an invalid one.
      _ = try NSRegularExpression(pattern: fold(pattern), options: regexOptions)
      let anchored = try NSRegularExpression(
        pattern: "\\A(?:" + fold(pattern) + ")\\z", options: regexOptions)
      let subject = fold(value)
      let range = NSRange(subject.startIndex..<subject.endIndex, in: subject)
      return .matched(anchored.firstMatch(in: subject, options: [], range: range) != nil)
    } catch {
      return .invalidPattern(String(describing: error))
    }
  }
}
