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
    // 3. Let state be state override if given, or scheme start state otherwise.
    var state = stateOverride ?? .schemeStart
    // 5–7. buffer, atSignSeen, insideBrackets, passwordTokenSeen, pointer.
    var buffer = ""
    var atSignSeen = false
    var insideBrackets = false
    var passwordTokenSeen = false
    var pointer = 0

    func remaining(startsWith prefix: Unicode.Scalar) -> Bool {
      pointer + 1 < input.count && input[pointer + 1] == prefix
    }
    func remainingIsEmpty() -> Bool { pointer + 1 >= input.count }

    // 8. Keep running the state machine, once for each code point and once for EOF.
    while true {
      let c: Unicode.Scalar? = pointer < input.count ? input[pointer] : nil
      let isSpecialBackslash = url.isSpecial && c == "\\"
      switch state {
      case .schemeStart:
        if let c, isASCIIAlpha(c) {
          // 1. Append c, lowercased, to buffer, and set state to scheme state.
          buffer.unicodeScalars.append(asciiLowercase(c))
          state = .scheme
        } else if stateOverride == nil {
          // 2. Otherwise, set state to no scheme state and decrease pointer by 1.
          state = .noScheme
          pointer -= 1
        } else {
          return false
        }

      case .scheme:
        if let c, isASCIIAlpha(c) || isASCIIDigit(c) || c == "+" || c == "-" || c == "." {
          buffer.unicodeScalars.append(asciiLowercase(c))
        } else if c == ":" {
          if stateOverride != nil {
            // Special and non-special schemes cannot be swapped; nor can credentials, a port or
            // an empty host meet the file scheme.
            let bufferIsSpecial = WebURL.isSpecialScheme(buffer)
            if url.isSpecial != bufferIsSpecial { return true }
            if (url.includesCredentials || url.port != nil) && buffer == "file" { return true }
            if url.scheme == "file" && url.host == .empty { return true }
          }
          url.scheme = buffer
          if stateOverride != nil {
            // If url's port is url's scheme's default port, then set url's port to null.
            if url.port != nil && url.port == WebURL.defaultPort(url.scheme) { url.port = nil }
            return true
          }
          buffer = ""
          if url.scheme == "file" {
            state = .file
          } else if url.isSpecial, let base, base.scheme == url.scheme {
            state = .specialRelativeOrAuthority
          } else if url.isSpecial {
            state = .specialAuthoritySlashes
          } else if remaining(startsWith: "/") {
            state = .pathOrAuthority
            pointer += 1
          } else {
            url.hasOpaquePath = true
            url.pathSegments = [""]
            state = .opaquePath
          }
        } else if stateOverride == nil {
          // Start over from the beginning in no scheme state.
          buffer = ""
          state = .noScheme
          pointer = -1
        } else {
          return false
        }

      case .noScheme:
        guard let base, !base.hasOpaquePath || c == "#" else { return false }
        if base.hasOpaquePath {
          // c is "#": copy the base's scheme, path and query, and start the fragment.
          url.scheme = base.scheme
          url.pathSegments = base.pathSegments
          url.hasOpaquePath = true
          url.query = base.query
          url.fragment = ""
          state = .fragment
        } else if base.scheme != "file" {
          state = .relative
          pointer -= 1
        } else {
          state = .file
          pointer -= 1
        }

      case .specialRelativeOrAuthority:
        if c == "/" && remaining(startsWith: "/") {
          state = .specialAuthorityIgnoreSlashes
          pointer += 1
        } else {
          state = .relative
          pointer -= 1
        }

      case .pathOrAuthority:
        if c == "/" {
          state = .authority
        } else {
          state = .path
          pointer -= 1
        }

      case .relative:
        guard let base else { return false }
        // 1–2. Set url's scheme to base's scheme.
        url.scheme = base.scheme
        if c == "/" || (url.isSpecial && c == "\\") {
          state = .relativeSlash
        } else {
          // Copy the base's credentials, host, port, path and query.
          url.username = base.username
          url.password = base.password
          url.host = base.host
          url.port = base.port
          url.pathSegments = base.pathSegments
          url.query = base.query
          if c == "?" {
            url.query = ""
            state = .query
          } else if c == "#" {
            url.fragment = ""
            state = .fragment
          } else if c != nil {
            url.query = nil
            url.shortenPath()
            state = .path
            pointer -= 1
          }
        }

      case .relativeSlash:
        if url.isSpecial && (c == "/" || c == "\\") {
          state = .specialAuthorityIgnoreSlashes
        } else if c == "/" {
          state = .authority
        } else {
          if let base {
            url.username = base.username
            url.password = base.password
            url.host = base.host
            url.port = base.port
          }
          state = .path
          pointer -= 1
        }

      case .specialAuthoritySlashes:
        if c == "/" && remaining(startsWith: "/") {
          state = .specialAuthorityIgnoreSlashes
          pointer += 1
        } else {
          state = .specialAuthorityIgnoreSlashes
          pointer -= 1
        }

      case .specialAuthorityIgnoreSlashes:
        if c != "/" && c != "\\" {
          state = .authority
          pointer -= 1
        }

      case .authority:
        if c == "@" {
          // 1–2. A second "@" belongs to the credentials.
          if atSignSeen { buffer = "%40" + buffer }
          atSignSeen = true
          // 3. Split the buffer into username and password, percent-encoding with the userinfo set.
          for scalar in buffer.unicodeScalars {
            if scalar == ":" && !passwordTokenSeen {
              passwordTokenSeen = true
              continue
            }
            if passwordTokenSeen {
              PercentEncoding.append(scalar, encodedWith: .userinfo, to: &url.password)
            } else {
              PercentEncoding.append(scalar, encodedWith: .userinfo, to: &url.username)
            }
          }
          buffer = ""
        } else if c == nil || c == "/" || c == "?" || c == "#" || isSpecialBackslash {
          // 1. Credentials without a host are failure.
          if atSignSeen && buffer.isEmpty { return false }
          // 2. Rewind to the start of the host.
          pointer -= buffer.unicodeScalars.count + 1
          buffer = ""
          state = .host
        } else if let c {
          buffer.unicodeScalars.append(c)
        }

      case .host, .hostname:
        if stateOverride != nil && url.scheme == "file" {
          pointer -= 1
          state = .fileHost
        } else if c == ":" && !insideBrackets {
          // 1. An empty host is failure.
          guard !buffer.isEmpty else { return false }
          // 2. The hostname setter does not take a port.
          if stateOverride == .hostname { return false }
          // 3–5. Parse the host and continue with the port.
          guard let host = URLHost.parse(buffer, isOpaque: !url.isSpecial) else { return false }
          url.host = host
          buffer = ""
          state = .port
        } else if c == nil || c == "/" || c == "?" || c == "#" || isSpecialBackslash {
          pointer -= 1
          if url.isSpecial && buffer.isEmpty {
            // 1. Special URLs need a host.
            return false
          } else if stateOverride != nil && buffer.isEmpty
            && (url.includesCredentials || url.port != nil)
          {
            // 2. The host cannot be removed while there are credentials or a port.
            return false
          }
          // 3–5. Parse the host.
          guard let host = URLHost.parse(buffer, isOpaque: !url.isSpecial) else { return false }
          url.host = host
          buffer = ""
          state = .pathStart
          if stateOverride != nil { return true }
        } else if let c {
          if c == "[" { insideBrackets = true }
          if c == "]" { insideBrackets = false }
          buffer.unicodeScalars.append(c)
        }

      case .port:
        if let c, isASCIIDigit(c) {
          buffer.unicodeScalars.append(c)
        } else if c == nil || c == "/" || c == "?" || c == "#" || isSpecialBackslash
          || stateOverride != nil
        {
          if !buffer.isEmpty {
            // 1–2. The port is the decimal value of buffer; above 65535 is failure.
            var port = 0
            for digit in buffer.utf8 {
              port = port * 10 + Int(digit - 0x30)
              if port > 65535 { return false }
            }
            // 3. The scheme's default port is stored as null.
            let value = UInt16(port)
            url.port = value == WebURL.defaultPort(url.scheme) ? nil : value
            buffer = ""
            if stateOverride != nil { return true }
          }
          if stateOverride != nil { return false }
          state = .pathStart
          pointer -= 1
        } else {
          return false
        }

      case .file:
        url.scheme = "file"
        url.host = .empty
        if c == "/" || c == "\\" {
          state = .fileSlash
        } else if let base, base.scheme == "file" {
          url.host = base.host
          url.pathSegments = base.pathSegments
          url.query = base.query
          if c == "?" {
            url.query = ""
            state = .query
          } else if c == "#" {
            url.fragment = ""
            state = .fragment
          } else if c != nil {
            url.query = nil
            if !startsWithWindowsDriveLetter(input[pointer...]) {
              url.shortenPath()
            } else {
              url.pathSegments = []
            }
            state = .path
            pointer -= 1
          }
        } else {
          state = .path
          pointer -= 1
        }

      case .fileSlash:
        if c == "/" || c == "\\" {
          state = .fileHost
        } else {
          if let base, base.scheme == "file" {
            url.host = base.host
            if !startsWithWindowsDriveLetter(input[min(pointer, input.count)...]),
              let first = base.pathSegments.first,
              isWindowsDriveLetter(Array(first.unicodeScalars), normalized: true)
            {
              url.pathSegments.append(first)
            }
          }
          state = .path
          pointer -= 1
        }

      case .fileHost:
        if c == nil || c == "/" || c == "\\" || c == "?" || c == "#" {
          pointer -= 1
          if stateOverride == nil && isWindowsDriveLetter(Array(buffer.unicodeScalars)) {
            // The Windows drive letter quirk: buffer is kept for the path state.
            state = .path
          } else if buffer.isEmpty {
            url.host = .empty
            if stateOverride != nil { return true }
            state = .pathStart
          } else {
            guard var host = URLHost.parse(buffer, isOpaque: !url.isSpecial) else { return false }
            if host == .domain("localhost") { host = .empty }
            url.host = host
            if stateOverride != nil { return true }
            buffer = ""
            state = .pathStart
          }
        } else if let c {
          buffer.unicodeScalars.append(c)
        }

      case .pathStart:
        if url.isSpecial {
          state = .path
          if c != "/" && c != "\\" { pointer -= 1 }
        } else if stateOverride == nil && c == "?" {
          url.query = ""
          state = .query
        } else if stateOverride == nil && c == "#" {
          url.fragment = ""
          state = .fragment
        } else if c != nil {
          state = .path
          if c != "/" { pointer -= 1 }
        } else if stateOverride != nil && url.host == nil {
          url.pathSegments.append("")
        }

      case .path:
        let isSlash = c == "/" || isSpecialBackslash
        if c == nil || isSlash || (stateOverride == nil && (c == "?" || c == "#")) {
          if isDoubleDotSegment(buffer) {
            // 1. ".." removes the last segment, and leaves an empty one at the end.
            url.shortenPath()
            if !isSlash { url.pathSegments.append("") }
          } else if isSingleDotSegment(buffer) && !isSlash {
            // 2. A final "." leaves an empty segment.
            url.pathSegments.append("")
          } else if !isSingleDotSegment(buffer) {
            // 3. Windows drive letters in file URLs are normalized to "X:".
            if url.scheme == "file" && url.pathSegments.isEmpty
              && isWindowsDriveLetter(Array(buffer.unicodeScalars))
            {
              var scalars = Array(buffer.unicodeScalars)
              scalars[1] = ":"
              buffer = String(String.UnicodeScalarView(scalars))
            }
            url.pathSegments.append(buffer)
          }
          buffer = ""
          if c == "?" {
            url.query = ""
            state = .query
          } else if c == "#" {
            url.fragment = ""
            state = .fragment
          }
        } else if let c {
          PercentEncoding.append(c, encodedWith: .path, to: &buffer)
        }

      case .opaquePath:
        if c == "?" {
          url.query = ""
          state = .query
        } else if c == "#" {
          url.fragment = ""
          state = .fragment
        } else if c == " " {
          // A space before "?" or "#" is percent-encoded so that it is not trimmed later.
          let next: Unicode.Scalar? = remainingIsEmpty() ? nil : input[pointer + 1]
          url.pathSegments[0] += next == "?" || next == "#" ? "%20" : " "
        } else if let c {
          PercentEncoding.append(c, encodedWith: .c0Control, to: &url.pathSegments[0])
        }

      case .query:
        if (stateOverride == nil && c == "#") || c == nil {
          // 1–2. Percent-encode buffer with the (special-)query set and append it to the query.
          let set: PercentEncodeSet = url.isSpecial ? .specialQuery : .query
          url.query = (url.query ?? "") + PercentEncoding.utf8PercentEncode(buffer, using: set)
          buffer = ""
          if c == "#" {
            url.fragment = ""
            state = .fragment
          }
        } else if let c {
          buffer.unicodeScalars.append(c)
        }

      case .fragment:
        if let c {
          var fragment = url.fragment ?? ""
          PercentEncoding.append(c, encodedWith: .fragment, to: &fragment)
          url.fragment = fragment
        }
      }
      // Stop after the EOF code point; otherwise advance.
      if pointer >= input.count { break }
      pointer += 1
    }
    return true
  }
}
