/// Splits a string into CSS tokens, following CSS Syntax Level 3 (comments dropped).
///
/// https://drafts.csswg.org/css-syntax-3/#tokenizer-algorithms
struct SelectorTokenizer {
  /// The preprocessed input. https://drafts.csswg.org/css-syntax-3/#input-preprocessing
  private var input: [Unicode.Scalar] = []
  /// For each code point of `input` (and one past the end), its offset in UTF-16 code units
  /// in the original string.
  private(set) var utf16Offsets: [Int] = []
  private var position = 0

  /// Prepares `text`: CR LF, CR and FF become LF; NUL becomes U+FFFD.
  init(_ text: String) {
    input.reserveCapacity(text.utf8.count)
    utf16Offsets.reserveCapacity(text.utf8.count + 1)
    var offset = 0
    var afterCR = false
    for scalar in text.unicodeScalars {
      defer { offset += scalar.utf16.count }
      if afterCR {
        afterCR = false
        if scalar == "\n" { continue }
      }
      utf16Offsets.append(offset)
      switch scalar {
      case "\r":
        input.append("\n")
        afterCR = true
      case "\u{0C}": input.append("\n")
      case "\0": input.append("\u{FFFD}")
      default: input.append(scalar)
      }
    }
    utf16Offsets.append(offset)
  }

  /// The UTF-16 offset in the original string of code point `index` of the preprocessed input.
  func originalOffset(_ index: Int) -> Int {
    utf16Offsets[min(max(index, 0), utf16Offsets.count - 1)]
  }

  /// All tokens, ending with one EOF token.
  mutating func tokenize() -> [SelectorToken] {
    var tokens: [SelectorToken] = []
    while true {
      let token = consumeToken()
      tokens.append(token)
      if token.kind == .eof { return tokens }
    }
  }

  // MARK: - Code point access

  private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    let index = position + ahead
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
    c == " " || c == "\n" || c == "\t"
  }

  /// https://drafts.csswg.org/css-syntax-3/#ident-start-code-point
  private static func isIdentStart(_ c: Unicode.Scalar?) -> Bool {
    guard let c else { return false }
    return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c.value >= 0x80
  }

  /// https://drafts.csswg.org/css-syntax-3/#ident-code-point
  private static func isIdentCodePoint(_ c: Unicode.Scalar?) -> Bool {
    isIdentStart(c) || isDigit(c) || c == "-"
  }

  /// https://drafts.csswg.org/css-syntax-3/#non-printable-code-point
  private static func isNonPrintable(_ c: Unicode.Scalar) -> Bool {
    c.value <= 0x08 || c.value == 0x0B || (c.value >= 0x0E && c.value <= 0x1F) || c.value == 0x7F
  }

  /// https://drafts.csswg.org/css-syntax-3/#starts-with-a-valid-escape
  private func isValidEscape(at ahead: Int) -> Bool {
    peek(ahead) == "\\" && peek(ahead + 1) != "\n"
  }

  /// https://drafts.csswg.org/css-syntax-3/#would-start-an-identifier
  private func wouldStartIdent(at ahead: Int) -> Bool {
    let first = peek(ahead)
    if first == "-" {
      let second = peek(ahead + 1)
      return Self.isIdentStart(second) || second == "-" || isValidEscape(at: ahead + 1)
    }
    if Self.isIdentStart(first) { return true }
    return isValidEscape(at: ahead)
  }

  /// https://drafts.csswg.org/css-syntax-3/#starts-with-a-number
  private func wouldStartNumber(at ahead: Int) -> Bool {
    let first = peek(ahead)
    if first == "+" || first == "-" {
      if Self.isDigit(peek(ahead + 1)) { return true }
      return peek(ahead + 1) == "." && Self.isDigit(peek(ahead + 2))
    }
    if first == "." { return Self.isDigit(peek(ahead + 1)) }
    return Self.isDigit(first)
  }

  // MARK: - Token consumption

  /// https://drafts.csswg.org/css-syntax-3/#consume-token
  private mutating func consumeToken() -> SelectorToken {
    consumeComments()
    let start = position
    guard let c = peek() else { return SelectorToken(kind: .eof, offset: start) }
    func simple(_ kind: SelectorToken.Kind) -> SelectorToken {
      position += 1
      return SelectorToken(kind: kind, offset: start)
    }
    switch c {
    case " ", "\n", "\t":
      while Self.isWhitespace(peek()) { position += 1 }
      return SelectorToken(kind: .whitespace, offset: start)
    case "\"", "'":
      position += 1
      return consumeString(ending: c, start: start)
    case "#":
      if Self.isIdentCodePoint(peek(1)) || isValidEscape(at: 1) {
        let isID = wouldStartIdent(at: 1)
        position += 1
        return SelectorToken(
          kind: .hash, value: consumeIdentSequence(), isIDHash: isID, offset: start)
      }
      return consumeDelim()
    case "(": return simple(.leftParenthesis)
    case ")": return simple(.rightParenthesis)
    case "+":
      return wouldStartNumber(at: 0) ? consumeNumeric() : consumeDelim()
    case ",": return simple(.comma)
    case "-":
      if wouldStartNumber(at: 0) { return consumeNumeric() }
      if peek(1) == "-" && peek(2) == ">" {
        position += 3
        return SelectorToken(kind: .cdc, offset: start)
      }
      if wouldStartIdent(at: 0) { return consumeIdentLike() }
      return consumeDelim()
    case ".":
      return wouldStartNumber(at: 0) ? consumeNumeric() : consumeDelim()
    case ":": return simple(.colon)
    case ";": return simple(.semicolon)
    case "<":
      if peek(1) == "!" && peek(2) == "-" && peek(3) == "-" {
        position += 4
        return SelectorToken(kind: .cdo, offset: start)
      }
      return consumeDelim()
    case "@":
      if wouldStartIdent(at: 1) {
        position += 1
        return SelectorToken(kind: .atKeyword, value: consumeIdentSequence(), offset: start)
      }
      return consumeDelim()
    case "[": return simple(.leftBracket)
    case "\\":
      return isValidEscape(at: 0) ? consumeIdentLike() : consumeDelim()
    case "]": return simple(.rightBracket)
    case "{": return simple(.leftBrace)
    case "}": return simple(.rightBrace)
    default:
      if Self.isDigit(c) { return consumeNumeric() }
      if Self.isIdentStart(c) { return consumeIdentLike() }
      return consumeDelim()
    }
  }

  private mutating func consumeDelim() -> SelectorToken {
    let start = position
    let value = peek().map { String($0) } ?? ""
    position += 1
    return SelectorToken(kind: .delim, value: value, offset: start)
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-comments
  private mutating func consumeComments() {
    while peek() == "/" && peek(1) == "*" {
      position += 2
      while let c = peek() {
        if c == "*" && peek(1) == "/" {
          position += 2
          break
        }
        position += 1
      }
      if position >= input.count { position = input.count }
    }
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-an-escaped-code-point
  /// (the backslash already consumed).
  private mutating func consumeEscapedCodePoint() -> Unicode.Scalar {
    guard let c = peek() else { return "\u{FFFD}" }
    if Self.isHexDigit(c) {
      var value: UInt32 = 0
      var count = 0
      while count < 6, let digit = peek(), Self.isHexDigit(digit) {
        value = value * 16 + UInt32(hexValue(digit))
        position += 1
        count += 1
      }
      if Self.isWhitespace(peek()) { position += 1 }
      if value == 0 || (value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF {
        return "\u{FFFD}"
      }
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
    position += 1
    return c
  }

  private func hexValue(_ c: Unicode.Scalar) -> UInt32 {
    switch c {
    case "0"..."9": c.value - 0x30
    case "a"..."f": c.value - 0x61 + 10
    default: c.value - 0x41 + 10
    }
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-name
  private mutating func consumeIdentSequence() -> String {
    var result = String.UnicodeScalarView()
    while let c = peek() {
      if Self.isIdentCodePoint(c) {
        result.append(c)
        position += 1
      } else if isValidEscape(at: 0) {
        position += 1
        result.append(consumeEscapedCodePoint())
      } else {
        break
      }
    }
    return String(result)
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-number
  private mutating func consumeNumber() -> (value: Double, isInteger: Bool, hasSign: Bool) {
    var repr = ""
    var isInteger = true
    var hasSign = false
    if let c = peek(), c == "+" || c == "-" {
      hasSign = true
      if c == "-" { repr.append("-") }
      position += 1
    }
    while Self.isDigit(peek()), let c = peek() {
      repr.unicodeScalars.append(c)
      position += 1
    }
    if peek() == ".", Self.isDigit(peek(1)) {
      isInteger = false
      repr.append(".")
      position += 1
      while Self.isDigit(peek()), let c = peek() {
        repr.unicodeScalars.append(c)
        position += 1
      }
    }
    if let e = peek(), e == "e" || e == "E" {
      let signed = peek(1) == "+" || peek(1) == "-"
      if Self.isDigit(peek(signed ? 2 : 1)) {
        isInteger = false
        repr.append("e")
        position += 1
        if signed, let sign = peek() {
          repr.unicodeScalars.append(sign)
          position += 1
        }
        while Self.isDigit(peek()), let c = peek() {
          repr.unicodeScalars.append(c)
          position += 1
        }
      }
    }
    return (Double(repr) ?? 0, isInteger, hasSign)
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-numeric-token
  private mutating func consumeNumeric() -> SelectorToken {
    let start = position
    let number = consumeNumber()
    var token = SelectorToken(
      kind: .number, number: number.value, isInteger: number.isInteger, hasSign: number.hasSign,
      offset: start)
    if wouldStartIdent(at: 0) {
      token.kind = .dimension
      token.value = consumeIdentSequence()
    } else if peek() == "%" {
      position += 1
      token.kind = .percentage
    }
    return token
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-ident-like-token
  private mutating func consumeIdentLike() -> SelectorToken {
    let start = position
    let name = consumeIdentSequence()
    if name.asciiCaseInsensitiveEquals("url") && peek() == "(" {
      position += 1
      while Self.isWhitespace(peek()) && Self.isWhitespace(peek(1)) { position += 1 }
      let next = Self.isWhitespace(peek()) ? peek(1) : peek()
      if next == "\"" || next == "'" {
        return SelectorToken(kind: .function, value: name, offset: start)
      }
      return consumeURL(start: start)
    }
    if peek() == "(" {
      position += 1
      return SelectorToken(kind: .function, value: name, offset: start)
    }
    return SelectorToken(kind: .ident, value: name, offset: start)
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-string-token
  private mutating func consumeString(ending: Unicode.Scalar, start: Int) -> SelectorToken {
    var result = String.UnicodeScalarView()
    while let c = peek() {
      if c == ending {
        position += 1
        break
      }
      if c == "\n" {
        return SelectorToken(kind: .badString, offset: start)
      }
      if c == "\\" {
        if peek(1) == nil {
          position += 1
        } else if peek(1) == "\n" {
          position += 2
        } else {
          position += 1
          result.append(consumeEscapedCodePoint())
        }
        continue
      }
      result.append(c)
      position += 1
    }
    return SelectorToken(kind: .string, value: String(result), offset: start)
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-url-token
  private mutating func consumeURL(start: Int) -> SelectorToken {
    var result = String.UnicodeScalarView()
    while Self.isWhitespace(peek()) { position += 1 }
    while true {
      guard let c = peek() else { break }
      if c == ")" {
        position += 1
        break
      }
      if Self.isWhitespace(c) {
        while Self.isWhitespace(peek()) { position += 1 }
        if peek() == nil || peek() == ")" {
          if peek() == ")" { position += 1 }
          break
        }
        consumeBadURLRemnants()
        return SelectorToken(kind: .badURL, offset: start)
      }
      if c == "\"" || c == "'" || c == "(" || Self.isNonPrintable(c) {
        consumeBadURLRemnants()
        return SelectorToken(kind: .badURL, offset: start)
      }
      if c == "\\" {
        if isValidEscape(at: 0) {
          position += 1
          result.append(consumeEscapedCodePoint())
          continue
        }
        consumeBadURLRemnants()
        return SelectorToken(kind: .badURL, offset: start)
      }
      result.append(c)
      position += 1
    }
    return SelectorToken(kind: .url, value: String(result), offset: start)
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-remnants-of-bad-url
  private mutating func consumeBadURLRemnants() {
    while let c = peek() {
      if c == ")" {
        position += 1
        return
      }
      if isValidEscape(at: 0) {
        position += 1
        _ = consumeEscapedCodePoint()
      } else {
        position += 1
      }
    }
  }
}
