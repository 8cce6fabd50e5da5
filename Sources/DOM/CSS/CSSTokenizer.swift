/// The CSS Syntax tokenizer, over Unicode scalars after input preprocessing.
///
/// https://drafts.csswg.org/css-syntax-3/#tokenizer-algorithms
package struct CSSTokenizer {
  private var input: [Unicode.Scalar]
  private var position = 0
  /// The positions of the newlines that preprocessing made of a CR LF pair (WebKit writes such a
  /// newline in a value as written as two: fixture `style/substitution-more`, `spxCR`).
  private var crlfNewlines: Set<Int> = []
  /// Where the last number consumed starts and ends.
  private var numberRange = 0..<0

  /// Makes a tokenizer for `text`, preprocessing newlines and NULs.
  ///
  /// https://drafts.csswg.org/css-syntax-3/#input-preprocessing
  init(_ text: String) {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(text.unicodeScalars.count)
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\r":
        scalars.append("\n")
        previousWasCR = true
        continue
      case "\n":
        if previousWasCR {
          crlfNewlines.insert(scalars.count - 1)
        } else {
          scalars.append("\n")
        }
      case "\u{0C}":
        scalars.append("\n")
      case "\0":
        scalars.append("\u{FFFD}")
      default:
        if (0xD800...0xDFFF).contains(scalar.value) {
          scalars.append("\u{FFFD}")
        } else {
          scalars.append(scalar)
        }
      }
      previousWasCR = false
    }
    input = scalars
  }

  /// Tokenizes the whole input, comments removed.
  package static func tokenize(_ text: String) -> [CSSToken] {
    var tokenizer = CSSTokenizer(text)
    var tokens: [CSSToken] = []
    while let token = tokenizer.nextToken() { tokens.append(token) }
    return tokens
  }

  /// Tokenizes the whole input, comments removed, each token with the text it was read from
  /// (for writing values back as written).
  static func tokenizeWithSource(_ text: String) -> [CSSSourceToken] {
    var tokenizer = CSSTokenizer(text)
    var tokens: [CSSSourceToken] = []
    while true {
      tokenizer.consumeComments()
      let start = tokenizer.position
      guard let token = tokenizer.nextToken() else { break }
      let range = start..<tokenizer.position
      var numberText: String?
      switch token {
      case .number, .percentage, .dimension:
        numberText = tokenizer.text(tokenizer.numberRange)
      default: break
      }
      var whitespace: String?
      if token == .whitespace {
        whitespace = ""
        for index in range {
          switch tokenizer.input[index] {
          case "\n": whitespace? += tokenizer.crlfNewlines.contains(index) ? "\n\n" : "\n"
          default: whitespace? += " "
          }
        }
      }
      tokens.append(
        CSSSourceToken(token: token, numberText: numberText, whitespace: whitespace))
    }
    return tokens
  }

  /// Tokenizes the whole input, comments removed, with each token's range in ``scalars``: the
  /// input after preprocessing, for parsers that hand a rule's prelude or block on as text.
  static func tokenizeWithRanges(_ text: String) -> (
    tokens: [CSSToken], ranges: [Swift.Range<Int>], scalars: [Unicode.Scalar]
  ) {
    var tokenizer = CSSTokenizer(text)
    var tokens: [CSSToken] = []
    var ranges: [Swift.Range<Int>] = []
    while true {
      tokenizer.consumeComments()
      let start = tokenizer.position
      guard let token = tokenizer.nextToken() else { break }
      tokens.append(token)
      ranges.append(start..<tokenizer.position)
    }
    return (tokens, ranges, tokenizer.input)
  }

  /// Tokenizes the whole input, comments removed, each token with where it starts and whether
  /// its number has a sign (what selector parsing needs: error offsets, and An+B's signed and
  /// signless integers); `end` is where the input ends.
  ///
  /// https://drafts.csswg.org/css-syntax-3/#anb-production
  static func tokenizeWithPositions(_ text: String) -> (tokens: [CSSPositionedToken], end: Int) {
    var tokenizer = CSSTokenizer(text)
    var tokens: [CSSPositionedToken] = []
    while true {
      tokenizer.consumeComments()
      let start = tokenizer.position
      guard let token = tokenizer.nextToken() else { break }
      var hasSign = false
      switch token {
      case .number, .percentage, .dimension:
        let first = tokenizer.input[start]
        hasSign = first == "+" || first == "-"
      default: break
      }
      tokens.append(CSSPositionedToken(token: token, offset: start, hasSign: hasSign))
    }
    return (tokens, tokenizer.position)
  }

  /// The offset in UTF-16 code units (as JavaScript counts) in `text` of the code point at
  /// `offset` of its preprocessed input (where a CR LF pair is one newline); the end of `text`
  /// past the end.
  ///
  /// https://drafts.csswg.org/css-syntax-3/#input-preprocessing
  static func utf16Offset(ofPreprocessed offset: Int, in text: String) -> Int {
    var utf16Offset = 0
    var index = 0
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      let isLFAfterCR = previousWasCR && scalar == "\n"
      previousWasCR = scalar == "\r"
      if !isLFAfterCR {
        if index == offset { return utf16Offset }
        index += 1
      }
      utf16Offset += scalar.utf16.count
    }
    return utf16Offset
  }

  private func text(_ range: Swift.Range<Int>) -> String {
    var result = String.UnicodeScalarView()
    result.append(contentsOf: input[range])
    return String(result)
  }

  // MARK: - Code point helpers

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    let index = position + offset
    return index < input.count ? input[index] : nil
  }

  private static func isDigit(_ c: Unicode.Scalar?) -> Bool {
    guard let c else { return false }
    return c >= "0" && c <= "9"
  }

  private static func isHexDigit(_ c: Unicode.Scalar?) -> Bool {
    guard let c else { return false }
    return isDigit(c) || (c >= "a" && c <= "f") || (c >= "A" && c <= "F")
  }

  private static func isWhitespace(_ c: Unicode.Scalar?) -> Bool {
    c == "\n" || c == "\t" || c == " "
  }

  /// https://drafts.csswg.org/css-syntax-3/#ident-start-code-point
  private static func isIdentStart(_ c: Unicode.Scalar?) -> Bool {
    guard let c else { return false }
    return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c.value >= 0x80
  }

  /// https://drafts.csswg.org/css-syntax-3/#ident-code-point
  static func isIdentCodePoint(_ c: Unicode.Scalar?) -> Bool {
    isIdentStart(c) || isDigit(c) || c == "-"
  }

  private static func isNonPrintable(_ c: Unicode.Scalar) -> Bool {
    c.value <= 0x08 || c.value == 0x0B || (0x0E...0x1F).contains(c.value) || c.value == 0x7F
  }

  /// https://drafts.csswg.org/css-syntax-3/#starts-with-a-valid-escape
  private func isValidEscape(at offset: Int = 0) -> Bool {
    peek(offset) == "\\" && peek(offset + 1) != "\n"
  }

  /// https://drafts.csswg.org/css-syntax-3/#would-start-an-identifier
  private func wouldStartIdentifier(at offset: Int = 0) -> Bool {
    let first = peek(offset)
    if first == "-" {
      return Self.isIdentStart(peek(offset + 1)) || peek(offset + 1) == "-"
        || isValidEscape(at: offset + 1)
    }
    if first == "\\" { return isValidEscape(at: offset) }
    return Self.isIdentStart(first)
  }

  /// https://drafts.csswg.org/css-syntax-3/#starts-with-a-number
  private func wouldStartNumber(at offset: Int = 0) -> Bool {
    let first = peek(offset)
    if first == "+" || first == "-" {
      return Self.isDigit(peek(offset + 1))
        || (peek(offset + 1) == "." && Self.isDigit(peek(offset + 2)))
    }
    if first == "." { return Self.isDigit(peek(offset + 1)) }
    return Self.isDigit(first)
  }

  // MARK: - Consuming

  /// https://drafts.csswg.org/css-syntax-3/#consume-token
  mutating func nextToken() -> CSSToken? {
    consumeComments()
    guard let c = peek() else { return nil }
    if Self.isWhitespace(c) {
      while Self.isWhitespace(peek()) { position += 1 }
      return .whitespace
    }
    switch c {
    case "\"", "'":
      position += 1
      return consumeString(ending: c)
    case "#":
      if Self.isIdentCodePoint(peek(1)) || isValidEscape(at: 1) {
        position += 1
        let isID = wouldStartIdentifier()
        return .hash(consumeIdentSequence(), isID: isID)
      }
    case "(":
      position += 1
      return .openParen
    case ")":
      position += 1
      return .closeParen
    case "[":
      position += 1
      return .openSquare
    case "]":
      position += 1
      return .closeSquare
    case "{":
      position += 1
      return .openCurly
    case "}":
      position += 1
      return .closeCurly
    case ",":
      position += 1
      return .comma
    case ":":
      position += 1
      return .colon
    case ";":
      position += 1
      return .semicolon
    case "+", ".":
      if wouldStartNumber() { return consumeNumeric() }
    case "-":
      if wouldStartNumber() { return consumeNumeric() }
      if peek(1) == "-" && peek(2) == ">" {
        position += 3
        return .cdc
      }
      if wouldStartIdentifier() { return consumeIdentLike() }
    case "<":
      if peek(1) == "!" && peek(2) == "-" && peek(3) == "-" {
        position += 4
        return .cdo
      }
    case "@":
      if wouldStartIdentifier(at: 1) {
        position += 1
        return .atKeyword(consumeIdentSequence())
      }
    case "\\":
      if isValidEscape() { return consumeIdentLike() }
    default:
      if Self.isDigit(c) { return consumeNumeric() }
      if Self.isIdentStart(c) { return consumeIdentLike() }
    }
    position += 1
    return .delim(c)
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-comments
  private mutating func consumeComments() {
    while peek() == "/" && peek(1) == "*" {
      position += 2
      while position < input.count && !(peek() == "*" && peek(1) == "/") { position += 1 }
      position = min(position + 2, input.count)
    }
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-string-token
  private mutating func consumeString(ending: Unicode.Scalar) -> CSSToken {
    var value = String.UnicodeScalarView()
    while let c = peek() {
      if c == ending {
        position += 1
        return .string(String(value))
      }
      if c == "\n" { return .badString }
      if c == "\\" {
        if peek(1) == nil {
          position += 1
        } else if peek(1) == "\n" {
          position += 2
        } else {
          position += 1
          value.append(consumeEscape())
        }
        continue
      }
      value.append(c)
      position += 1
    }
    return .string(String(value))
  }

  /// Consumes an escape; the backslash is already consumed.
  ///
  /// https://drafts.csswg.org/css-syntax-3/#consume-escaped-code-point
  private mutating func consumeEscape() -> Unicode.Scalar {
    guard let c = peek() else { return "\u{FFFD}" }
    if Self.isHexDigit(c) {
      var hex: UInt32 = 0
      var count = 0
      while count < 6, let digit = peek(), Self.isHexDigit(digit) {
        hex = hex * 16 + (UInt32(String(digit), radix: 16) ?? 0)
        position += 1
        count += 1
      }
      if Self.isWhitespace(peek()) { position += 1 }
      if hex == 0 || (0xD800...0xDFFF).contains(hex) || hex > 0x10FFFF { return "\u{FFFD}" }
      return Unicode.Scalar(hex) ?? "\u{FFFD}"
    }
    position += 1
    return c
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-name
  private mutating func consumeIdentSequence() -> String {
    var result = String.UnicodeScalarView()
    while let c = peek() {
      if Self.isIdentCodePoint(c) {
        result.append(c)
        position += 1
      } else if isValidEscape() {
        position += 1
        result.append(consumeEscape())
      } else {
        break
      }
    }
    return String(result)
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-number
  private mutating func consumeNumber() -> CSSNumber {
    let start = position
    defer { numberRange = start..<position }
    var repr = String.UnicodeScalarView()
    var isInteger = true
    if let c = peek(), c == "+" || c == "-" {
      repr.append(c)
      position += 1
    }
    while let c = peek(), Self.isDigit(c) {
      repr.append(c)
      position += 1
    }
    if peek() == ".", Self.isDigit(peek(1)) {
      isInteger = false
      repr.append(".")
      position += 1
      while let c = peek(), Self.isDigit(c) {
        repr.append(c)
        position += 1
      }
    }
    if let e = peek(), e == "e" || e == "E" {
      let signed = (peek(1) == "+" || peek(1) == "-") && Self.isDigit(peek(2))
      if signed || Self.isDigit(peek(1)) {
        isInteger = false
        repr.append("e")
        position += 1
        if signed, let sign = peek() {
          repr.append(sign)
          position += 1
        }
        while let c = peek(), Self.isDigit(c) {
          repr.append(c)
          position += 1
        }
      }
    }
    var text = String(repr)
    if text.hasPrefix("+") { text.removeFirst() }
    if text.hasPrefix(".") { text = "0" + text }
    if text.hasPrefix("-.") { text = "-0" + text.dropFirst() }
    return CSSNumber(value: Double(text) ?? 0, isInteger: isInteger)
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-numeric-token
  private mutating func consumeNumeric() -> CSSToken {
    let number = consumeNumber()
    if wouldStartIdentifier() { return .dimension(number, unit: consumeIdentSequence()) }
    if peek() == "%" {
      position += 1
      return .percentage(number)
    }
    return .number(number)
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-ident-like-token
  private mutating func consumeIdentLike() -> CSSToken {
    let name = consumeIdentSequence()
    guard peek() == "(" else { return .ident(name) }
    position += 1
    if name.asciiCaseInsensitiveEquals("url") {
      while Self.isWhitespace(peek()) && Self.isWhitespace(peek(1)) { position += 1 }
      let next = Self.isWhitespace(peek()) ? peek(1) : peek()
      if next == "\"" || next == "'" { return .function(name) }
      return consumeURL()
    }
    return .function(name)
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-url-token
  private mutating func consumeURL() -> CSSToken {
    var value = String.UnicodeScalarView()
    while Self.isWhitespace(peek()) { position += 1 }
    while let c = peek() {
      position += 1
      switch c {
      case ")":
        return .url(String(value))
      case "\n", "\t", " ":
        while Self.isWhitespace(peek()) { position += 1 }
        if peek() == nil { return .url(String(value)) }
        if peek() == ")" {
          position += 1
          return .url(String(value))
        }
        consumeBadURLRemnants()
        return .badURL
      case "\"", "'", "(":
        consumeBadURLRemnants()
        return .badURL
      case "\\":
        if peek() != "\n" && peek() != nil {
          value.append(consumeEscape())
        } else {
          consumeBadURLRemnants()
          return .badURL
        }
      default:
        if Self.isNonPrintable(c) {
          consumeBadURLRemnants()
          return .badURL
        }
        value.append(c)
      }
    }
    return .url(String(value))
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-remnants-of-bad-url
  private mutating func consumeBadURLRemnants() {
    while let c = peek() {
      if c == ")" {
        position += 1
        return
      }
      if isValidEscape() {
        position += 1
        _ = consumeEscape()
      } else {
        position += 1
      }
    }
  }
}
