extension URLParser {
  /// One run of the basic URL parser: its state, buffer, flags and pointer, and one method per
  /// state, each the standard's steps for that state. A method returns `nil` to go on with the
  /// next code point, or the run's result (`false` is failure; with a state override, `true`
  /// is "return").
  ///
  /// https://url.spec.whatwg.org/#concept-basic-url-parser
  struct BasicURLParserRun {
    let input: [Unicode.Scalar]
    let base: WebURL?
    let stateOverride: State?
    var state: State
    var buffer = ""
    var atSignSeen = false
    var insideBrackets = false
    var passwordTokenSeen = false
    var pointer = 0

    init(input: [Unicode.Scalar], base: WebURL?, stateOverride: State?, state: State) {
      self.input = input
      self.base = base
      self.stateOverride = stateOverride
      self.state = state
    }

    /// Runs the machine to its end, modifying `url`.
    mutating func run(_ url: inout WebURL) -> Bool {
      while true {
        let c: Unicode.Scalar? = pointer < input.count ? input[pointer] : nil
        if let result = step(c, &url) { return result }
        // Stop after the EOF code point; otherwise advance.
        if pointer >= input.count { break }
        pointer += 1
      }
      return true
    }

    /// Whether the code points after the pointer start with `prefix`.
    func remaining(startsWith prefix: Unicode.Scalar) -> Bool {
      pointer + 1 < input.count && input[pointer + 1] == prefix
    }

    /// Whether nothing follows the pointer.
    func remainingIsEmpty() -> Bool { pointer + 1 >= input.count }

    /// One step: the current state's steps for `c` (`nil` is EOF).
    private mutating func step(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
      switch state {
      case .schemeStart: return schemeStart(c, &url)
      case .scheme: return scheme(c, &url)
      case .noScheme: return noScheme(c, &url)
      case .specialRelativeOrAuthority: return specialRelativeOrAuthority(c, &url)
      case .pathOrAuthority: return pathOrAuthority(c, &url)
      case .relative: return relative(c, &url)
      case .relativeSlash: return relativeSlash(c, &url)
      case .specialAuthoritySlashes: return specialAuthoritySlashes(c, &url)
      case .specialAuthorityIgnoreSlashes: return specialAuthorityIgnoreSlashes(c, &url)
      case .authority: return authority(c, &url)
      case .host, .hostname: return host(c, &url)
      case .port: return port(c, &url)
      case .file: return file(c, &url)
      case .fileSlash: return fileSlash(c, &url)
      case .fileHost: return fileHost(c, &url)
      case .pathStart: return pathStart(c, &url)
      case .path: return path(c, &url)
      case .opaquePath: return opaquePath(c, &url)
      case .query: return query(c, &url)
      case .fragment: return fragment(c, &url)
      }
    }

    /// The `schemeStart` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func schemeStart(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
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
      return nil
    }

    /// The `scheme` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func scheme(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
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
      return nil
    }

    /// The `noScheme` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func noScheme(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
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
      return nil
    }

    /// The `specialRelativeOrAuthority` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func specialRelativeOrAuthority(_ c: Unicode.Scalar?, _ url: inout WebURL)
      -> Bool?
    {
      if c == "/" && remaining(startsWith: "/") {
        state = .specialAuthorityIgnoreSlashes
        pointer += 1
      } else {
        state = .relative
        pointer -= 1
      }
      return nil
    }

    /// The `pathOrAuthority` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func pathOrAuthority(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
      if c == "/" {
        state = .authority
      } else {
        state = .path
        pointer -= 1
      }
      return nil
    }

    /// The `relative` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func relative(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
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
      return nil
    }

    /// The `relativeSlash` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func relativeSlash(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
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
      return nil
    }

    /// The `specialAuthoritySlashes` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func specialAuthoritySlashes(_ c: Unicode.Scalar?, _ url: inout WebURL)
      -> Bool?
    {
      if c == "/" && remaining(startsWith: "/") {
        state = .specialAuthorityIgnoreSlashes
        pointer += 1
      } else {
        state = .specialAuthorityIgnoreSlashes
        pointer -= 1
      }
      return nil
    }

    /// The `specialAuthorityIgnoreSlashes` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func specialAuthorityIgnoreSlashes(_ c: Unicode.Scalar?, _ url: inout WebURL)
      -> Bool?
    {
      if c != "/" && c != "\\" {
        state = .authority
        pointer -= 1
      }
      return nil
    }

    /// The `authority` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func authority(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
      let isSpecialBackslash = url.isSpecial && c == "\\"
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
      return nil
    }

    /// The `host` and `hostname` states: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func host(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
      let isSpecialBackslash = url.isSpecial && c == "\\"
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
      return nil
    }

    /// The `port` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func port(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
      let isSpecialBackslash = url.isSpecial && c == "\\"
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
      return nil
    }

    /// The `file` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func file(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
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
      return nil
    }

    /// The `fileSlash` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func fileSlash(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
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
      return nil
    }

    /// The `fileHost` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func fileHost(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
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
      return nil
    }

    /// The `pathStart` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func pathStart(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
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
      return nil
    }

    /// The `path` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func path(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
      let isSpecialBackslash = url.isSpecial && c == "\\"
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
      return nil
    }

    /// The `opaquePath` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func opaquePath(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
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
      return nil
    }

    /// The `query` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func query(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
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
      return nil
    }

    /// The `fragment` state: `nil` goes on with the next code point;
    /// `true` or `false` ends the run.
    private mutating func fragment(_ c: Unicode.Scalar?, _ url: inout WebURL) -> Bool? {
      if let c {
        var fragment = url.fragment ?? ""
        PercentEncoding.append(c, encodedWith: .fragment, to: &fragment)
        url.fragment = fragment
      }
      return nil
    }
  }
}
