/// The basic URL parser: a state machine over the input's code points, also used with a state
/// override by the `URL` setters.
///
/// https://url.spec.whatwg.org/#concept-basic-url-parser
enum URLParser {
  /// The parser states. https://url.spec.whatwg.org/#concept-basic-url-parser
  enum State {
    case schemeStart
    case scheme
    case noScheme
    case specialRelativeOrAuthority
    case pathOrAuthority
    case relative
    case relativeSlash
    case specialAuthoritySlashes
    case specialAuthorityIgnoreSlashes
    case authority
    case host
    case hostname
    case port
    case file
    case fileSlash
    case fileHost
    case pathStart
    case path
    case opaquePath
    case query
    case fragment
  }

  /// Parses `input` into a new URL record; `nil` is failure.
  static func parse(_ input: String, base: WebURL?) -> WebURL? {
    var url = WebURL()
    return run(input, base: base, url: &url, stateOverride: nil) ? url : nil
  }

  // MARK: Helpers

  /// Whether `scalars` is a Windows drive letter (`C:` or `C|`; normalized: only `C:`).
  /// https://url.spec.whatwg.org/#windows-drive-letter
  static func isWindowsDriveLetter<C: Collection<Unicode.Scalar>>(
    _ scalars: C, normalized: Bool = false
  ) -> Bool {
    guard scalars.count == 2, let first = scalars.first, let second = scalars.dropFirst().first
    else { return false }
    return isASCIIAlpha(first) && (second == ":" || (!normalized && second == "|"))
  }

  /// Whether `scalars` starts with a Windows drive letter.
  /// https://url.spec.whatwg.org/#start-with-a-windows-drive-letter
  static func startsWithWindowsDriveLetter(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
    // 1. Its length is greater than or equal to 2.
    guard scalars.count >= 2 else { return false }
    // 2. Its first two code points are a Windows drive letter.
    guard isWindowsDriveLetter(scalars.prefix(2)) else { return false }
    // 3. Its length is 2, or its third code point is /, \, ? or #.
    if scalars.count == 2 { return true }
    let third = scalars[scalars.startIndex + 2]
    return third == "/" || third == "\\" || third == "?" || third == "#"
  }

  static func isASCIIAlpha(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  static func asciiLowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    ("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value + 0x20)) : scalar
  }

  /// `.` or `%2e` (ASCII case-insensitive). https://url.spec.whatwg.org/#single-dot-path-segment
  static func isSingleDotSegment(_ segment: String) -> Bool {
    segment == "." || segment.asciiLowercased() == "%2e"
  }

  /// `..`, `.%2e`, `%2e.` or `%2e%2e` (ASCII case-insensitive).
  /// https://url.spec.whatwg.org/#double-dot-path-segment
  static func isDoubleDotSegment(_ segment: String) -> Bool {
    switch segment.asciiLowercased() {
    case "..", ".%2e", "%2e.", "%2e%2e": return true
    default: return false
    }
  }

  // MARK: The state machine

  /// Runs the basic URL parser on `rawInput`, modifying `url`. Returns `false` for failure.
  /// With a state override, "return" without failure is `true`.
  ///
  /// https://url.spec.whatwg.org/#concept-basic-url-parser
  @discardableResult
  static func run(
    _ rawInput: String, base: WebURL?, url: inout WebURL, stateOverride: State?
  ) -> Bool {
    var input = Array(rawInput.unicodeScalars)
    // 1. If url is not given, remove any leading and trailing C0 control or space from input.
    if stateOverride == nil {
      var start = 0
      var end = input.count
      while start < end && input[start].value <= 0x20 { start += 1 }
      while end > start && input[end - 1].value <= 0x20 { end -= 1 }
      input = Array(input[start..<end])
    }
    // 2. Remove all ASCII tab or newline from input.
    input.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
    // 3–7. The state (the override, or scheme start), the buffer, the flags and the pointer
    // live in the machine; 8. it runs once for each code point and once for EOF.
    var machine = BasicURLParserRun(
      input: input, base: base, stateOverride: stateOverride, state: stateOverride ?? .schemeStart)
    return machine.run(&url)
  }
}
