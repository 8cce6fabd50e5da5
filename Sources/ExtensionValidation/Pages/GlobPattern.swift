import ExtensionBundles

/// One path component of a glob: `*` (any run of characters), `?` (one character), `[abc]`,
/// `[a-z]` and `[!abc]`/`[^abc]` (one character of, or not of, a set); anything else matches
/// itself. `**` as a whole component (any number of folders) is handled by
/// ``PageCollection``, not here.
///
/// The rules are those of POSIX shell pattern matching
/// (https://pubs.opengroup.org/onlinepubs/9699919799/utilities/V3_chap02.html#tag_18_13),
/// without escapes, applied to one component at a time so `*` never crosses a `/`.
struct GlobPattern {
  private enum Token: Equatable {
    case literal(Character)
    case any
    case anyRun
    case set([ClosedRange<Character>], negated: Bool)
  }

  private let tokens: [Token]

  /// Whether `text` holds any glob character (`*`, `?`, `[`).
  static func isGlob(_ text: String) -> Bool {
    text.contains { $0 == "*" || $0 == "?" || $0 == "[" }
  }

  /// Reads `component`; throws the reason when a `[` is not closed.
  init(_ component: String) throws(GlobPatternSyntaxError) {
    let characters = Array(component)
    var tokens: [Token] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "*":
        if tokens.last != .anyRun { tokens.append(.anyRun) }
        index += 1
      case "?":
        tokens.append(.any)
        index += 1
      case "[":
        var cursor = index + 1
        var negated = false
        if cursor < characters.count, characters[cursor] == "!" || characters[cursor] == "^" {
          negated = true
          cursor += 1
        }
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while cursor < characters.count, characters[cursor] != "]" || first {
          first = false
          let low = characters[cursor]
          if cursor + 2 < characters.count, characters[cursor + 1] == "-",
            characters[cursor + 2] != "]"
          {
            let high = characters[cursor + 2]
            guard low <= high else {
              throw GlobPatternSyntaxError(reason: "the range \(low)-\(high) is reversed")
            }
            ranges.append(low...high)
            cursor += 3
          } else {
            ranges.append(low...low)
            cursor += 1
          }
        }
        guard cursor < characters.count else {
          throw GlobPatternSyntaxError(reason: "'[' is not closed")
        }
        tokens.append(.set(ranges, negated: negated))
        index = cursor + 1
      default:
        tokens.append(.literal(character))
        index += 1
      }
    }
    self.tokens = tokens
  }

  /// Whether the whole of `text` matches.
  func matches(_ text: String) -> Bool {
    WildcardMatching.matches(
      Array(text), tokenCount: tokens.count, isAnyRun: { tokens[$0] == .anyRun },
      matchesOne: { index, character in
        switch tokens[index] {
        case .anyRun: false
        case .any: true
        case .literal(let literal): literal == character
        case .set(let ranges, let negated): ranges.contains { $0.contains(character) } != negated
        }
      })
  }
}

/// Why a glob component cannot be read.
struct GlobPatternSyntaxError: Error {
  let reason: String
}
