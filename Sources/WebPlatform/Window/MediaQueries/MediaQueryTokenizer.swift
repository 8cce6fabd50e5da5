/// A token of media query text: the subset of CSS tokens media queries use.
///
/// https://drafts.csswg.org/css-syntax-3/#tokenization
enum MediaQueryToken: Equatable {
  case ident(String)
  case function(String)
  case number(Double, isInteger: Bool)
  case dimension(Double, unit: String)
  case percentage(Double)
  case open
  case close
  case comma
  case colon
  case slash
  /// `<`, `<=`, `>`, `>=` or `=` (the two-character forms only when written together).
  case comparison(String)
  case whitespace
  /// Any other token (brackets, strings, delimiters): always a syntax error in a media query.
  case other(String)
}

/// A small CSS tokenizer for media query lists (the DOM's CSS tokenizer is internal to its
/// module): identifiers with escapes, numbers, dimensions, percentages, functions, parentheses,
/// commas, colons, slashes and comparison operators; comments are skipped.
///
/// https://drafts.csswg.org/css-syntax-3/#tokenization
enum MediaQueryTokenizer {
  static func tokenize(_ text: String) -> [MediaQueryToken] {
    let scalars = Array(text.unicodeScalars)
    var tokens: [MediaQueryToken] = []
    var index = 0
    func at(_ offset: Int) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }
    while index < scalars.count {
      let scalar = scalars[index]
      // Comments.
      if scalar == "/", at(1) == "*" {
        index += 2
        while index < scalars.count, !(scalars[index] == "*" && at(1) == "/") { index += 1 }
        index = min(index + 2, scalars.count)
        continue
      }
      if isWhitespace(scalar) {
        while index < scalars.count, isWhitespace(scalars[index]) { index += 1 }
        if tokens.last != .whitespace { tokens.append(.whitespace) }
        continue
      }
      if startsNumber(at(0), at(1), at(2)) {
        let (value, isInteger, end) = consumeNumber(scalars, from: index)
        index = end
        if index < scalars.count, scalars[index] == "%" {
          index += 1
          tokens.append(.percentage(value))
        } else if startsIdentifier(at(0), at(1), at(2)) {
          let (unit, end) = consumeName(scalars, from: index)
          index = end
          tokens.append(.dimension(value, unit: unit))
        } else {
          tokens.append(.number(value, isInteger: isInteger))
        }
        continue
      }
      if startsIdentifier(at(0), at(1), at(2)) {
        let (name, end) = consumeName(scalars, from: index)
        index = end
        if index < scalars.count, scalars[index] == "(" {
          index += 1
          tokens.append(.function(name))
        } else {
          tokens.append(.ident(name))
        }
        continue
      }
      index += 1
      switch scalar {
      case "(": tokens.append(.open)
      case ")": tokens.append(.close)
      case ",": tokens.append(.comma)
      case ":": tokens.append(.colon)
      case "/": tokens.append(.slash)
      case "<", ">":
        if at(0) == "=" {
          index += 1
          tokens.append(.comparison(String(scalar) + "="))
        } else {
          tokens.append(.comparison(String(scalar)))
        }
      case "=": tokens.append(.comparison("="))
      default: tokens.append(.other(String(scalar)))
      }
    }
    return tokens
  }

  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{C}"
  }

  static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return scalar >= "0" && scalar <= "9"
  }

  static func isNameStart(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
      || scalar.value >= 0x80
  }

  static func isName(_ scalar: Unicode.Scalar?) -> Bool {
    isNameStart(scalar) || isDigit(scalar) || scalar == "-"
  }

  /// https://drafts.csswg.org/css-syntax-3/#would-start-an-identifier
  static func startsIdentifier(
    _ first: Unicode.Scalar?, _ second: Unicode.Scalar?, _ third: Unicode.Scalar?
  ) -> Bool {
    if first == "-" {
      return isNameStart(second) || second == "-" || (second == "\\" && third != "\n")
    }
    if first == "\\" { return second != nil && second != "\n" }
    return isNameStart(first)
  }

  /// https://drafts.csswg.org/css-syntax-3/#starts-with-a-number
  static func startsNumber(
    _ first: Unicode.Scalar?, _ second: Unicode.Scalar?, _ third: Unicode.Scalar?
  ) -> Bool {
    if first == "+" || first == "-" {
      return isDigit(second) || (second == "." && isDigit(third))
    }
    if first == "." { return isDigit(second) }
    return isDigit(first)
  }

  static func consumeName(_ scalars: [Unicode.Scalar], from start: Int) -> (String, Int) {
    var index = start
    var name = String.UnicodeScalarView()
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] != "\n" {
        name.append(scalars[index + 1])
        index += 2
      } else if isName(scalar) {
        name.append(scalar)
        index += 1
      } else {
        break
      }
    }
    return (String(name), index)
  }

  static func consumeNumber(_ scalars: [Unicode.Scalar], from start: Int) -> (Double, Bool, Int) {
    var index = start
    var text = ""
    var isInteger = true
    func digits() {
      while index < scalars.count, isDigit(scalars[index]) {
        text.unicodeScalars.append(scalars[index])
        index += 1
      }
    }
    if scalars[index] == "+" || scalars[index] == "-" {
      text.unicodeScalars.append(scalars[index])
      index += 1
    }
    digits()
    if index + 1 < scalars.count, scalars[index] == ".", isDigit(scalars[index + 1]) {
      isInteger = false
      text += "."
      index += 1
      digits()
    }
    if index + 1 < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
      let next = scalars[index + 1]
      let hasSign = next == "+" || next == "-"
      if isDigit(next) || (hasSign && index + 2 < scalars.count && isDigit(scalars[index + 2])) {
        isInteger = false
        text += "e"
        index += 1
        if hasSign {
          text.unicodeScalars.append(next)
          index += 1
        }
        digits()
      }
    }
    return (Double(text) ?? 0, isInteger, index)
  }
}
