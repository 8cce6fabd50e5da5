/// The small HTTP grammar pieces the Fetch and MIME Sniffing standards share: tokens, HTTP
/// whitespace, quoted strings and isomorphic decoding. https://fetch.spec.whatwg.org/#terminology-http
enum HTTPSyntax {
  /// Whether `scalar` is an HTTP token code point (RFC 9110 `tchar`).
  /// https://mimesniff.spec.whatwg.org/#http-token-code-point
  static func isTokenCodePoint(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "!", "#", "$", "%", "&", "'", "*", "+", "-", ".", "^", "_", "`", "|", "~":
      return true
    case "0"..."9", "a"..."z", "A"..."Z":
      return true
    default:
      return false
    }
  }

  /// Whether `string` is a non-empty run of token code points (a header name, a method).
  /// https://fetch.spec.whatwg.org/#header-name
  static func isToken(_ string: String) -> Bool {
    !string.isEmpty && string.unicodeScalars.allSatisfy(isTokenCodePoint)
  }

  /// Whether `scalar` is an HTTP quoted-string token code point: TAB, U+0020–U+007E or
  /// U+0080–U+00FF. https://mimesniff.spec.whatwg.org/#http-quoted-string-token-code-point
  static func isQuotedStringTokenCodePoint(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || (0x20...0x7E).contains(scalar.value) || (0x80...0xFF).contains(scalar.value)
  }

  /// Whether `scalar` is HTTP whitespace: TAB, LF, CR or SPACE.
  /// https://fetch.spec.whatwg.org/#http-whitespace
  static func isHTTPWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == " "
  }

  /// Whether `scalar` is an HTTP tab or space. https://fetch.spec.whatwg.org/#http-tab-or-space
  static func isHTTPTabOrSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar == " "
  }

  /// Whether `scalar` is ASCII whitespace: TAB, LF, FF, CR or SPACE.
  /// https://infra.spec.whatwg.org/#ascii-whitespace
  static func isASCIIWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar == "\n" || scalar == "\u{0C}" || scalar == "\r" || scalar == " "
  }

  /// `string` without leading and trailing code points matching `predicate`.
  static func trimming(_ string: String, where predicate: (Unicode.Scalar) -> Bool) -> String {
    let scalars = string.unicodeScalars
    guard let first = scalars.firstIndex(where: { !predicate($0) }),
      let last = scalars.lastIndex(where: { !predicate($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// `string` with leading and trailing HTTP whitespace removed (header value normalization).
  /// https://fetch.spec.whatwg.org/#concept-header-value-normalize
  static func trimmingHTTPWhitespace(_ string: String) -> String {
    trimming(string, where: isHTTPWhitespace)
  }

  /// `scalars` as a string without trailing HTTP whitespace.
  static func trimmingTrailingHTTPWhitespace(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var end = scalars.endIndex
    while end > scalars.startIndex, isHTTPWhitespace(scalars[end - 1]) { end -= 1 }
    return String(String.UnicodeScalarView(scalars[scalars.startIndex..<end]))
  }

  /// `string` with ASCII upper case letters lowered. https://infra.spec.whatwg.org/#ascii-lowercase
  static func asciiLowercased(_ string: String) -> String {
    guard string.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return string }
    var scalars = String.UnicodeScalarView()
    for scalar in string.unicodeScalars {
      if ("A"..."Z").contains(scalar), let lower = Unicode.Scalar(scalar.value | 0x20) {
        scalars.append(lower)
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// `string` with ASCII lower case letters raised. https://infra.spec.whatwg.org/#ascii-uppercase
  static func asciiUppercased(_ string: String) -> String {
    guard string.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return string }
    var scalars = String.UnicodeScalarView()
    for scalar in string.unicodeScalars {
      if ("a"..."z").contains(scalar), let upper = Unicode.Scalar(scalar.value & ~0x20) {
        scalars.append(upper)
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// Whether two strings are equal once ASCII letters are lowered.
  /// https://infra.spec.whatwg.org/#ascii-case-insensitive
  static func equalsIgnoringASCIICase(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.elementsEqual(rhs.utf8) { left, right in
      left == right || (left | 0x20 == right | 0x20 && (0x61...0x7A).contains(left | 0x20))
    }
  }

  /// The isomorphic decoding of `bytes`: each byte becomes the code point of the same value.
  /// https://infra.spec.whatwg.org/#isomorphic-decode
  static func isomorphicDecode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    var scalars = String.UnicodeScalarView()
    for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
    return String(scalars)
  }

  /// The isomorphic encoding of `string`, or `nil` if a code point is above U+00FF (what WebIDL's
  /// `ByteString` conversion rejects with a `TypeError`). https://infra.spec.whatwg.org/#isomorphic-encode
  static func isomorphicEncode(_ string: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(string.utf8.count)
    for scalar in string.unicodeScalars {
      guard scalar.value <= 0xFF else { return nil }
      bytes.append(UInt8(scalar.value))
    }
    return bytes
  }

  /// Collects an HTTP quoted string starting at the `"` at `position`, leaving `position` after
  /// it; with `extractValue` the unescaped value, else the raw text including quotes.
  /// https://fetch.spec.whatwg.org/#collect-an-http-quoted-string
  static func collectQuotedString(
    _ input: [Unicode.Scalar], position: inout Int, extractValue: Bool
  ) -> String {
    // 1. Let positionStart be position.
    let positionStart = position
    // 2. Let value be the empty string.
    var value = String.UnicodeScalarView()
    // 3–4. Assert: the code point at position is U+0022 ("); advance position by 1.
    position += 1
    // 5. While true:
    while true {
      // 5.1. Append the result of collecting code points that are not U+0022 (") or U+005C (\).
      while position < input.count, input[position] != "\"", input[position] != "\\" {
        value.append(input[position])
        position += 1
      }
      // 5.2. If position is past the end of input, then break.
      guard position < input.count else { break }
      // 5.3–5.4. Let quoteOrBackslash be the code point at position; advance position by 1.
      let quoteOrBackslash = input[position]
      position += 1
      if quoteOrBackslash == "\\" {
        // 5.5.1. If position is past the end of input, then append U+005C (\) and break.
        guard position < input.count else {
          value.append("\\")
          break
        }
        // 5.5.2–5.5.3. Append the code point at position to value; advance position by 1.
        value.append(input[position])
        position += 1
      } else {
        // 5.6. Otherwise: assert quoteOrBackslash is U+0022 ("), and break.
        break
      }
    }
    // 6. If extract-value is true, then return value.
    if extractValue { return String(value) }
    // 7. Return the code points from positionStart to position, inclusive.
    var raw = String.UnicodeScalarView()
    raw.append(contentsOf: input[positionStart..<min(position, input.count)])
    return String(raw)
  }

  /// Splits a combined header value at commas outside quoted strings, trimming tabs and spaces.
  /// https://fetch.spec.whatwg.org/#header-value-get-decode-and-split
  static func decodeAndSplit(_ value: String) -> [String] {
    // 1. Let input be the result of isomorphic decoding value (values are stored decoded).
    let input = Array(value.unicodeScalars)
    // 2–4. Let position, values and temporaryValue start empty.
    var position = 0
    var values: [String] = []
    var temporaryValue = ""
    // 5. While true:
    while true {
      // 5.1. Append to temporaryValue the code points that are not U+0022 (") or U+002C (,).
      let start = position
      while position < input.count, input[position] != "\"", input[position] != "," {
        position += 1
      }
      temporaryValue.unicodeScalars.append(contentsOf: input[start..<position])
      // 5.2. If position is not past the end and the code point is U+0022 ("): append the
      //      quoted string (not extracted) and, if position is not past the end, continue.
      if position < input.count, input[position] == "\"" {
        temporaryValue += collectQuotedString(input, position: &position, extractValue: false)
        if position < input.count { continue }
      }
      // 5.3–5.5. Remove leading and trailing HTTP tab or space, append, and reset.
      values.append(trimming(temporaryValue, where: isHTTPTabOrSpace))
      temporaryValue = ""
      // 5.6. If position is past the end of input, then return values.
      guard position < input.count else { return values }
      // 5.7–5.8. Assert: the code point at position is U+002C (,); advance position by 1.
      position += 1
    }
  }
}
