/// The CSSOM serialization primitives shared by every value: numbers, strings, identifiers,
/// URLs, and component values "as written" with normalized whitespace.
///
/// https://drafts.csswg.org/cssom/#common-serializing-idioms
enum CSSSerialization {
  /// Serializes a number the way WebKit does: shortest form, at most six decimal places, no
  /// exponent, no trailing zeros, a leading `0` before the point (`1.50` → `1.5`,
  /// `.5` → `0.5`, `-0` → `0`).
  ///
  /// https://drafts.csswg.org/cssom/#serialize-a-css-component-value
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return value > 0 ? "infinity" : value < 0 ? "-infinity" : "NaN" }
    let magnitude = value.magnitude
    if magnitude >= 1e12 {
      let rounded = magnitude.rounded()
      let digits = rounded < 9e18 ? String(Int64(rounded)) : String(rounded)
      return value < 0 ? "-" + digits : digits
    }
    let scaled = Int64((magnitude * 1_000_000).rounded())
    if scaled == 0 { return "0" }
    let integerPart = scaled / 1_000_000
    var fraction = String(scaled % 1_000_000)
    var text = String(integerPart)
    if fraction != "0" {
      fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
      while fraction.hasSuffix("0") { fraction.removeLast() }
      text += "." + fraction
    }
    return value < 0 ? "-" + text : text
  }

  /// Serializes a string with double quotes.
  ///
  /// https://drafts.csswg.org/cssom/#serialize-a-string
  static func string(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\0": result += "\u{FFFD}"
      case "\"", "\\": result += "\\" + String(scalar)
      default:
        if scalar.value <= 0x1F || scalar.value == 0x7F {
          result += "\\" + String(scalar.value, radix: 16) + " "
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Serializes an identifier, escaping what the tokenizer would not read back as one.
  ///
  /// https://drafts.csswg.org/cssom/#serialize-an-identifier
  static func identifier(_ value: String) -> String {
    var result = ""
    let scalars = Array(value.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let isDigit = scalar >= "0" && scalar <= "9"
      if isDigit && (index == 0 || (index == 1 && scalars[0] == "-")) {
        result += "\\" + String(scalar.value, radix: 16) + " "
      } else if index == 0 && scalar == "-" && scalars.count == 1 {
        result += "\\-"
      } else {
        appendNameCharacter(scalar, to: &result)
      }
    }
    return result
  }

  /// Serializes the name of a hash token (`#` not included): like an identifier, but a name
  /// may start with a digit or `-` (`#123`).
  ///
  /// https://drafts.csswg.org/css-syntax/#consume-token (hash token)
  static func hashName(_ value: String) -> String {
    var result = ""
    for scalar in value.unicodeScalars { appendNameCharacter(scalar, to: &result) }
    return result
  }

  /// Serializes a dimension's unit: lowercased, as an identifier, and with an `e` escaped where
  /// the tokenizer would read it, after the number, as an exponent (`1e3` is the number 1000;
  /// the unit `e3` is written `\65 3`). Fuzzing finding: a unit with an escaped backslash was
  /// written raw and lost it on the next round trip. `keepingCase` keeps the unit's case (a
  /// value written as written).
  static func unit(_ value: String, keepingCase: Bool = false) -> String {
    let lowercased = keepingCase ? value : value.asciiLowercased()
    let scalars = Array(lowercased.unicodeScalars)
    func isDigit(_ index: Int) -> Bool {
      index < scalars.count && scalars[index] >= "0" && scalars[index] <= "9"
    }
    if let first = scalars.first, first == "e" || first == "E",
      isDigit(1)
        || ((scalars.count > 1 && (scalars[1] == "-" || scalars[1] == "+")) && isDigit(2))
    {
      return "\\" + String(first.value, radix: 16) + " "
        + hashName(String(lowercased.unicodeScalars.dropFirst()))
    }
    return identifier(lowercased)
  }

  /// Appends one code point of a name: ident code points as they are, NUL as U+FFFD, control
  /// characters as hex escapes, anything else escaped with a backslash.
  private static func appendNameCharacter(_ scalar: Unicode.Scalar, to result: inout String) {
    if scalar == "\0" {
      result += "\u{FFFD}"
    } else if scalar.value <= 0x1F || scalar.value == 0x7F {
      result += "\\" + String(scalar.value, radix: 16) + " "
    } else if CSSTokenizer.isIdentCodePoint(scalar) {
      result.unicodeScalars.append(scalar)
    } else {
      result += "\\" + String(scalar)
    }
  }

  /// Serializes a URL as `url("…")`.
  ///
  /// https://drafts.csswg.org/cssom/#serialize-a-url
  static func url(_ value: String) -> String { "url(" + string(value) + ")" }

  /// Serializes component values as written, with whitespace runs collapsed to one space, no
  /// space just inside brackets, none before a comma and one after it. Numbers use ``number(_:)``
  /// and units are lowercased; identifiers keep their case.
  ///
  /// https://drafts.csswg.org/cssom/#serialize-a-css-value
  static func componentValues(_ values: [CSSComponentValue]) -> String {
    var result = ""
    var pendingSpace = false
    var previous: CSSComponentValue?
    for value in values {
      switch value {
      case .token(.whitespace):
        pendingSpace = true
        continue
      case .token(.comma):
        result += ","
        pendingSpace = true
        previous = nil
        continue
      default:
        break
      }
      if pendingSpace && !result.isEmpty { result += " " }
      let text = componentValue(value)
      // Fuzzing findings (Fuzz/Regressions/FuzzInlineStyle/): adjacent tokens whose texts would
      // run together (`x` then `.5`, written `0.5`, reads back as `x0` then `.5`) get an empty
      // comment between them, as CSS Syntax's serialization rule asks, so the text reads back
      // as the same tokens. https://drafts.csswg.org/css-syntax/#serialization
      if !pendingSpace, let last = result.unicodeScalars.last, let previous,
        Self.wouldRunTogether(previous, last, value, text)
      {
        result += "/**/"
      }
      pendingSpace = false
      result += text
      if !text.isEmpty { previous = value }
    }
    return result
  }

  /// Whether `text` (serializing `next`) written right after `last` (the last character of
  /// `previous`'s text) could be read as part of the token `previous` ends, or as one token with
  /// it:
  /// - `previous` ends in a name (an identifier, at-keyword, hash or dimension, whose text may
  ///   end in an escape such as `\#` or `\1 `) or `last` is an identifier or number character,
  ///   and `text` starts with one, an escape (a `\` not before a newline), a `%`, or a `.` before
  ///   a digit;
  /// - `previous` is an identifier and `next` a `(` block (it would read as a function);
  /// - `previous` is a `#` or `@` delimiter and `text` starts a name (a hash, an at-keyword);
  /// - `previous` is a `+` or `.` delimiter and `text` starts a number (fuzzing finding: `+`
  ///   then `3` read back as the number `+3`, serialized `3`);
  /// - `previous` is a `/` and `text` starts with `*` (a comment swallowing the rest).
  static func wouldRunTogether(
    _ previous: CSSComponentValue, _ last: Unicode.Scalar, _ next: CSSComponentValue,
    _ text: String
  ) -> Bool {
    func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value >= 0x80 || scalar == "_" || scalar == "-"
        || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
    }
    func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
      scalar.map { ("0"..."9").contains($0) } == true
    }
    guard let first = text.unicodeScalars.first else { return false }
    let second = text.unicodeScalars.dropFirst().first
    let startsName = isNameCharacter(first) || (first == "\\" && second != "\n")
    switch previous {
    case .token(.delim("/")): return first == "*"
    case .token(.delim("+")), .token(.delim(".")):
      return isDigit(first) || (last == "+" && first == "." && isDigit(second))
    case .token(.delim("#")), .token(.delim("@")): return startsName
    case .token(.ident):
      if case .block(.openParen, _) = next { return true }
    default: break
    }
    let endsInName: Bool
    switch previous {
    case .token(.ident), .token(.atKeyword), .token(.hash), .token(.dimension): endsInName = true
    default: endsInName = isNameCharacter(last)
    }
    guard endsInName else { return false }
    return startsName || first == "%" || (first == "." && isDigit(second))
  }

  /// Serializes one component value (see ``componentValues(_:)``).
  static func componentValue(_ value: CSSComponentValue) -> String {
    switch value {
    case .token(let token): return self.token(token)
    case .serialized(let text): return text
    case .function(let name, let arguments):
      return identifier(name) + "(" + componentValues(arguments) + ")"
    case .block(let open, let contents):
      let (left, right) =
        switch open {
        case .openSquare: ("[", "]")
        case .openCurly: ("{", "}")
        default: ("(", ")")
        }
      return left + componentValues(contents) + right
    }
  }

  /// Serializes one token.
  static func token(_ token: CSSToken) -> String {
    switch token {
    case .ident(let name): return identifier(name)
    case .function(let name): return identifier(name) + "("
    case .atKeyword(let name): return "@" + identifier(name)
    case .hash(let name, _): return "#" + hashName(name)
    case .string(let value): return string(value)
    case .badString, .badURL: return ""
    case .url(let value): return url(value)
    // A `\` delimiter is only read before a newline (else it starts an escape): written back
    // with its newline. https://drafts.csswg.org/css-syntax/#serialization
    case .delim("\\"): return "\\\n"
    case .delim(let scalar): return String(scalar)
    case .number(let number): return self.number(number.value)
    case .percentage(let number): return self.number(number.value) + "%"
    case .dimension(let number, let unit): return self.number(number.value) + self.unit(unit)
    case .whitespace: return " "
    case .cdo: return "<!--"
    case .cdc: return "-->"
    case .colon: return ":"
    case .semicolon: return ";"
    case .comma: return ","
    case .openSquare: return "["
    case .closeSquare: return "]"
    case .openParen: return "("
    case .closeParen: return ")"
    case .openCurly: return "{"
    case .closeCurly: return "}"
    }
  }
}
