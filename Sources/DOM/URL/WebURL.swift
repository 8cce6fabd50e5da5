/// A URL record: the parsed form of a URL string, as produced by the basic URL parser.
///
/// Named `WebURL` so that it does not clash with Foundation's `URL` in client code. The component
/// accessors (`href`, `protocol`, `host`, …) of the `URL` interface live on ``DOMURL``.
///
/// https://url.spec.whatwg.org/#concept-url
public struct WebURL: Hashable, Sendable, CustomStringConvertible {
  /// The scheme, ASCII lowercase, e.g. `https`. https://url.spec.whatwg.org/#concept-url-scheme
  public internal(set) var scheme: String = ""
  /// The percent-encoded username. https://url.spec.whatwg.org/#concept-url-username
  public internal(set) var username: String = ""
  /// The percent-encoded password. https://url.spec.whatwg.org/#concept-url-password
  public internal(set) var password: String = ""
  /// The host, or `nil`. https://url.spec.whatwg.org/#concept-url-host
  public internal(set) var host: URLHost?
  /// The port, or `nil` (also when it is the scheme's default port).
  /// https://url.spec.whatwg.org/#concept-url-port
  public internal(set) var port: UInt16?
  /// The path segments; when ``hasOpaquePath`` is true, its single element is the opaque path.
  /// https://url.spec.whatwg.org/#concept-url-path
  public internal(set) var pathSegments: [String] = []
  /// Whether the path is an opaque path (e.g. `mailto:x`, `data:...`).
  /// https://url.spec.whatwg.org/#url-opaque-path
  public internal(set) var hasOpaquePath = false
  /// The percent-encoded query, or `nil`. https://url.spec.whatwg.org/#concept-url-query
  public internal(set) var query: String?
  /// The percent-encoded fragment, or `nil`. https://url.spec.whatwg.org/#concept-url-fragment
  public internal(set) var fragment: String?

  init() {}

  /// Runs the URL parser on `input` with an optional `base`; `nil` is failure.
  ///
  /// https://url.spec.whatwg.org/#concept-url-parser
  public init?(_ input: String, base: WebURL? = nil) {
    guard let url = URLParser.parse(input, base: base) else { return nil }
    self = url
  }

  /// Parses `input` against `base` (itself parsed first); `nil` if either fails.
  ///
  /// https://url.spec.whatwg.org/#dom-url-parse
  public static func parse(_ input: String, base: String?) -> WebURL? {
    guard let base else { return WebURL(input) }
    guard let baseURL = WebURL(base) else { return nil }
    return WebURL(input, base: baseURL)
  }

  // MARK: Concepts

  /// The special schemes and their default ports (`nil` for `file`).
  /// https://url.spec.whatwg.org/#special-scheme
  static func defaultPort(forSpecialScheme scheme: String) -> UInt16?? {
    switch scheme {
    case "http", "ws": return .some(80)
    case "https", "wss": return .some(443)
    case "ftp": return .some(21)
    case "file": return .some(nil)
    default: return nil
    }
  }

  /// Whether `scheme` is a special scheme. https://url.spec.whatwg.org/#special-scheme
  static func isSpecialScheme(_ scheme: String) -> Bool {
    defaultPort(forSpecialScheme: scheme) != nil
  }

  /// The default port of `scheme`, or `nil`. https://url.spec.whatwg.org/#default-port
  static func defaultPort(_ scheme: String) -> UInt16? {
    defaultPort(forSpecialScheme: scheme) ?? nil
  }

  /// Whether the scheme is special (`ftp`, `file`, `http`, `https`, `ws`, `wss`).
  /// https://url.spec.whatwg.org/#is-special
  public var isSpecial: Bool { Self.isSpecialScheme(scheme) }

  /// Whether the username or password is non-empty.
  /// https://url.spec.whatwg.org/#include-credentials
  public var includesCredentials: Bool { !username.isEmpty || !password.isEmpty }

  /// Whether the URL has no host, the empty host, or the `file` scheme.
  /// https://url.spec.whatwg.org/#cannot-have-a-username-password-port
  public var cannotHaveUsernamePasswordPort: Bool {
    host == nil || host == .empty || scheme == "file"
  }

  /// Shortens the path: removes its last segment, except a lone normalized Windows drive letter
  /// of a `file` URL. https://url.spec.whatwg.org/#shorten-a-urls-path
  mutating func shortenPath() {
    // 1. Assert: url does not have an opaque path.
    precondition(!hasOpaquePath, "shortening an opaque path")
    // 2. If url's scheme is "file", path's size is 1, and path[0] is a normalized Windows drive
    //    letter, then return.
    if scheme == "file", pathSegments.count == 1,
      URLParser.isWindowsDriveLetter(Array(pathSegments[0].unicodeScalars), normalized: true)
    {
      return
    }
    // 3. Remove path's last item, if any.
    if !pathSegments.isEmpty { pathSegments.removeLast() }
  }

  // MARK: Serializing

  /// The URL path serializer: the opaque path, or `/` before each segment.
  /// https://url.spec.whatwg.org/#url-path-serializer
  public var serializedPath: String {
    if hasOpaquePath { return pathSegments.first ?? "" }
    var output = ""
    for segment in pathSegments { output += "/" + segment }
    return output
  }

  /// The URL serializer. https://url.spec.whatwg.org/#concept-url-serializer
  public func serialized(excludingFragment: Bool = false) -> String {
    // 1. Let output be url's scheme and U+003A (:) concatenated.
    var output = scheme + ":"
    // 2. If url's host is non-null: "//", credentials, host and port.
    if let host {
      output += "//"
      if includesCredentials {
        output += username
        if !password.isEmpty { output += ":" + password }
        output += "@"
      }
      output += host.serialized
      if let port { output += ":" + String(port) }
    }
    // 3. If url's host is null, url does not have an opaque path, url's path's size is greater
    //    than 1, and url's path[0] is the empty string, then append "/." to output.
    if host == nil, !hasOpaquePath, pathSegments.count > 1, pathSegments[0].isEmpty {
      output += "/."
    }
    // 4. Append the result of URL path serializing url to output.
    output += serializedPath
    // 5. If url's query is non-null, append "?" and url's query.
    if let query { output += "?" + query }
    // 6. If exclude fragment is false and url's fragment is non-null, append "#" and fragment.
    if !excludingFragment, let fragment { output += "#" + fragment }
    // 7. Return output.
    return output
  }

  /// The serialized URL. https://url.spec.whatwg.org/#concept-url-serializer
  public var href: String { serialized() }

  /// The serialized URL.
  public var description: String { href }

  /// The URL's origin. https://url.spec.whatwg.org/#concept-url-origin
  public var origin: URLOrigin {
    switch scheme {
    case "blob":
      // 1. (No blob URL store.) 2–4. Parse the path; an http(s) URL gives its origin.
      guard let pathURL = WebURL(serializedPath) else { return .opaque }
      if pathURL.scheme == "http" || pathURL.scheme == "https" { return pathURL.origin }
      return .opaque
    case "ftp", "http", "https", "ws", "wss":
      // Return the tuple origin (url's scheme, url's host, url's port, null).
      return .tuple(scheme: scheme, host: host ?? .empty, port: port)
    default:
      // "file" is left as an exercise to the reader: an opaque origin; so is everything else.
      return .opaque
    }
  }
}
