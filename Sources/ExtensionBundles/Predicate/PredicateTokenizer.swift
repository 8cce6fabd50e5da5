/// Splits a predicate format string into tokens (Predicate Programming Guide, "Predicate
/// Format String Syntax"; docs/safari-behavior.md §5.2).
///
/// Keywords are case-insensitive; `#word` makes any word an identifier; strings take `"` or
/// `'` with backslash escapes; numbers are decimal (with fraction and exponent, optionally
/// negative) or `0x`, `0o`, `0b` integers.
struct PredicateTokenizer {
  /// Words that are keywords wherever they appear (uppercased).
  static let keywords: Set<String> = [
    "AND", "OR", "NOT", "TRUEPREDICATE", "FALSEPREDICATE", "ANY", "SOME", "ALL", "NONE", "IN",
    "BETWEEN", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES", "SUBQUERY", "SELF",
    "TRUE", "YES", "FALSE", "NO", "NULL", "NIL",
    // Reserved by the guide but not part of actionjs's grammar.
    "FETCH", "CAST", "ANYKEY", "FIRST", "LAST", "SIZE",
  ]

  private let scalars: [Unicode.Scalar]
  private var index = 0

  /// Creates a tokenizer over `source`.
  init(_ source: String) {
    scalars = Array(source.unicodeScalars)
  }

  /// All tokens, ending with `.end`.
  static func tokenize(_ source: String) throws(PredicateSyntaxError) -> [PredicateToken] {
    var tokenizer = PredicateTokenizer(source)
    var tokens: [PredicateToken] = []
    while true {
      let token = try tokenizer.next()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    let position = index + ahead
    return position < scalars.count ? scalars[position] : nil
  }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
  }

  private static func describe(_ scalar: Unicode.Scalar?) -> String {
    guard let scalar else { return "end of input" }
    return "'\(Character(scalar))'"
  }

  /// The next token.
  mutating func next() throws(PredicateSyntaxError) -> PredicateToken {
    while let scalar = peek(), scalar.properties.isWhitespace { index += 1 }
    let start = index
    guard let scalar = peek() else { return PredicateToken(kind: .end, offset: start) }

    if scalar == "\"" || scalar == "'" {
      return PredicateToken(kind: .string(try readString(quote: scalar)), offset: start)
    }
    if ("0"..."9").contains(scalar)
      || (scalar == "-" && peek(1).map { ("0"..."9").contains($0) } == true)
    {
      return PredicateToken(kind: .number(try readNumber()), offset: start)
    }
    if scalar == "$" {
      index += 1
      guard let name = readWord() else {
        throw PredicateSyntaxError(
          offset: index, expected: "a variable name after '$'", found: Self.describe(peek()))
      }
      return PredicateToken(kind: .variable(name), offset: start)
    }
    if scalar == "@" {
      index += 1
      guard let name = readWord() else {
        throw PredicateSyntaxError(
          offset: index, expected: "a collection operator after '@'", found: Self.describe(peek()))
      }
      return PredicateToken(kind: .collectionOperator(name), offset: start)
    }
    if scalar == "#" {
      index += 1
      guard let name = readWord() else {
        throw PredicateSyntaxError(
          offset: index, expected: "a word after '#'", found: Self.describe(peek()))
      }
      return PredicateToken(kind: .identifier(name), offset: start)
    }
    if Self.isIdentifierStart(scalar), let word = readWord() {
      let upper = word.uppercased()
      if upper == "UTI", let utiOperator = readUTIOperatorTail() {
        return PredicateToken(kind: .keyword(utiOperator), offset: start)
      }
      if Self.keywords.contains(upper) {
        return PredicateToken(kind: .keyword(upper), offset: start)
      }
      return PredicateToken(kind: .identifier(word), offset: start)
    }
    for symbol in ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"] where matches(symbol) {
      index += symbol.unicodeScalars.count
      return PredicateToken(kind: .symbol(symbol), offset: start)
    }
    if "(){}[],.=<>!".unicodeScalars.contains(scalar) {
      index += 1
      return PredicateToken(kind: .symbol(String(Character(scalar))), offset: start)
    }
    throw PredicateSyntaxError(
      offset: start, expected: "a token", found: "unexpected character \(Self.describe(scalar))")
  }

  private func matches(_ text: String) -> Bool {
    for (delta, scalar) in text.unicodeScalars.enumerated() where peek(delta) != scalar {
      return false
    }
    return true
  }

  private mutating func readWord() -> String? {
    guard let first = peek(), Self.isIdentifierStart(first) else { return nil }
    var word = String.UnicodeScalarView()
    while let scalar = peek(), Self.isIdentifierPart(scalar) {
      word.append(scalar)
      index += 1
    }
    return String(word)
  }

  /// After `UTI`, reads `-CONFORMS-TO` or `-EQUALS` (any case) and returns the operator.
  private mutating func readUTIOperatorTail() -> String? {
    for tail in ["-CONFORMS-TO", "-EQUALS"] {
      let count = tail.unicodeScalars.count
      guard index + count <= scalars.count else { continue }
      let text = String(String.UnicodeScalarView(scalars[index..<(index + count)]))
      let following = peek(count)
      if text.uppercased() == tail, following.map(Self.isIdentifierPart) != true {
        index += count
        return "UTI" + tail
      }
    }
    return nil
  }

  private mutating func readString(quote: Unicode.Scalar) throws(PredicateSyntaxError) -> String {
    let start = index
    index += 1
    var value = String.UnicodeScalarView()
    while let scalar = peek() {
      index += 1
      if scalar == quote { return String(value) }
      guard scalar == "\\" else {
        value.append(scalar)
        continue
      }
      guard let escaped = peek() else { break }
      index += 1
      switch escaped {
      case "n": value.append("\n")
      case "t": value.append("\t")
      case "r": value.append("\r")
      case "0": value.append("\0")
      case "\\", "\"", "'": value.append(escaped)
      case "u":
        var hex = ""
        while hex.count < 4, let digit = peek(), digit.properties.isASCIIHexDigit {
          hex.unicodeScalars.append(digit)
          index += 1
        }
        guard hex.count == 4, let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code)
        else {
          throw PredicateSyntaxError(
            offset: index, expected: "four hexadecimal digits after '\\u'",
            found: Self.describe(peek()))
        }
        value.append(decoded)
      default:
        throw PredicateSyntaxError(
          offset: index - 2, expected: "an escape (\\n \\t \\r \\0 \\\\ \\\" \\' \\uXXXX)",
          found: "'\\\(Character(escaped))'")
      }
    }
    throw PredicateSyntaxError(
      offset: start, expected: "a closing \(Character(quote))", found: "end of input")
  }

  private mutating func readNumber() throws(PredicateSyntaxError) -> Double {
    let start = index
    var negative = false
    if peek() == "-" {
      negative = true
      index += 1
    }
    if peek() == "0", let marker = peek(1), let radix = Self.radix(marker) {
      index += 2
      var digits = ""
      while let scalar = peek(), Self.isIdentifierPart(scalar) {
        digits.unicodeScalars.append(scalar)
        index += 1
      }
      guard !digits.isEmpty, let magnitude = UInt64(digits, radix: radix) else {
        throw PredicateSyntaxError(
          offset: start, expected: "base-\(radix) digits after '0\(Character(marker))'",
          found: digits.isEmpty ? Self.describe(peek()) : "'\(digits)'")
      }
      return negative ? -Double(magnitude) : Double(magnitude)
    }
    var text = negative ? "-" : ""
    func take(_ accept: (Unicode.Scalar) -> Bool) {
      while let scalar = peek(), accept(scalar) {
        text.unicodeScalars.append(scalar)
        index += 1
      }
    }
    let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
    take(isDigit)
    if peek() == ".", peek(1).map(isDigit) == true {
      text += "."
      index += 1
      take(isDigit)
    }
    if peek() == "e" || peek() == "E" {
      let afterMarker = peek(1)
      let signed = afterMarker == "+" || afterMarker == "-"
      if let digit = peek(signed ? 2 : 1), isDigit(digit) {
        text += "e"
        index += 1
        if signed, let sign = peek() {
          text.unicodeScalars.append(sign)
          index += 1
        }
        take(isDigit)
      }
    }
    if let scalar = peek(), Self.isIdentifierStart(scalar) {
      throw PredicateSyntaxError(
        offset: index, expected: "a delimiter after the number",
        found: Self.describe(scalar))
    }
    guard let value = Double(text) else {
      throw PredicateSyntaxError(offset: start, expected: "a number", found: "'\(text)'")
    }
    return value
  }

  private static func radix(_ marker: Unicode.Scalar) -> Int? {
    switch marker {
    case "x", "X": return 16
    case "o", "O": return 8
    case "b", "B": return 2
    default: return nil
    }
  }
}
