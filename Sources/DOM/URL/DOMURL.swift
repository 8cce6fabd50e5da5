/// The `URL` interface: a URL record with component getters and setters, and a live
/// ``URLSearchParams`` for its query. Named `DOMURL` (as in WebKit) to avoid clashing with
/// Foundation's `URL`.
///
/// https://url.spec.whatwg.org/#url-class
public final class DOMURL: CustomStringConvertible {
  /// The URL record. https://url.spec.whatwg.org/#concept-url-url
  public internal(set) var url: WebURL
  /// The query object, kept in sync with the URL's query.
  /// https://url.spec.whatwg.org/#dom-url-searchparams
  public let searchParams: URLSearchParams

  /// Wraps a parsed URL record. https://url.spec.whatwg.org/#url-initialize
  public init(_ url: WebURL) {
    // 1–4. Set url, make the query object with the parsed query, and link the two.
    self.url = url
    searchParams = URLSearchParams(url.query.map(FormURLEncoding.parse) ?? [])
    searchParams.urlObject = self
  }

  /// `new URL(url, base)`: throws a TypeError-shaped error when either does not parse.
  ///
  /// https://url.spec.whatwg.org/#dom-url-url
  public convenience init(_ url: String, base: String? = nil) throws(URLTypeError) {
    // 1–2. Let parsedURL be the result of running the API URL parser; failure throws.
    guard let parsed = WebURL.parse(url, base: base) else {
      throw URLTypeError.invalidURL(url, base: base)
    }
    // 3. Initialize this with parsedURL.
    self.init(parsed)
  }

  /// `URL.parse(url, base)`: the URL object, or `nil` on failure.
  /// https://url.spec.whatwg.org/#dom-url-parse
  public static func parse(_ url: String, base: String? = nil) -> DOMURL? {
    WebURL.parse(url, base: base).map { DOMURL($0) }
  }

  /// `URL.canParse(url, base)`. https://url.spec.whatwg.org/#dom-url-canparse
  public static func canParse(_ url: String, base: String? = nil) -> Bool {
    WebURL.parse(url, base: base) != nil
  }

  // MARK: href

  /// The serialized URL (the `href` getter). https://url.spec.whatwg.org/#dom-url-href
  public var href: String { url.href }

  /// The `href` setter: replaces the whole URL; throws if `value` does not parse.
  ///
  /// https://url.spec.whatwg.org/#dom-url-href
  public func setHref(_ value: String) throws(URLTypeError) {
    // 1–2. Let parsedURL be the result of running the basic URL parser on the given value.
    guard let parsed = WebURL(value) else { throw URLTypeError.invalidURL(value, base: nil) }
    // 3. Set this's URL to parsedURL.
    url = parsed
    // 4–5. Empty the query object's list, then parse the new query into it.
    searchParams.list = parsed.query.map(FormURLEncoding.parse) ?? []
  }

  /// The serialized URL. https://url.spec.whatwg.org/#dom-url-tojson
  public func toJSON() -> String { url.href }

  /// The serialized URL.
  public var description: String { url.href }

  // MARK: Components

  /// The serialized origin. https://url.spec.whatwg.org/#dom-url-origin
  public var origin: String { url.origin.serialized }

  /// The scheme followed by `:`. https://url.spec.whatwg.org/#dom-url-protocol
  public var `protocol`: String {
    get { url.scheme + ":" }
    set {
      // Basic URL parse the given value followed by ":" with scheme start state as override.
      URLParser.run(newValue + ":", base: nil, url: &url, stateOverride: .schemeStart)
    }
  }

  /// The percent-encoded username. https://url.spec.whatwg.org/#dom-url-username
  public var username: String {
    get { url.username }
    set {
      // 1. If this's URL cannot have a username/password/port, then return.
      guard !url.cannotHaveUsernamePasswordPort else { return }
      // 2. Set the username given this's URL and the given value.
      url.username = PercentEncoding.utf8PercentEncode(newValue, using: .userinfo)
    }
  }

  /// The percent-encoded password. https://url.spec.whatwg.org/#dom-url-password
  public var password: String {
    get { url.password }
    set {
      // 1. If this's URL cannot have a username/password/port, then return.
      guard !url.cannotHaveUsernamePasswordPort else { return }
      // 2. Set the password given this's URL and the given value.
      url.password = PercentEncoding.utf8PercentEncode(newValue, using: .userinfo)
    }
  }

  /// The serialized host and, if any, `:port`. https://url.spec.whatwg.org/#dom-url-host
  public var host: String {
    get {
      // 1–4. "" without a host; the host alone without a port; otherwise host ":" port.
      guard let host = url.host else { return "" }
      guard let port = url.port else { return host.serialized }
      return host.serialized + ":" + String(port)
    }
    set {
      // 1. If this's URL has an opaque path, then return.
      guard !url.hasOpaquePath else { return }
      // 2. Basic URL parse the given value with host state as state override.
      URLParser.run(newValue, base: nil, url: &url, stateOverride: .host)
    }
  }

  /// The serialized host. https://url.spec.whatwg.org/#dom-url-hostname
  public var hostname: String {
    get { url.host?.serialized ?? "" }
    set {
      // 1. If this's URL has an opaque path, then return.
      guard !url.hasOpaquePath else { return }
      // 2. Basic URL parse the given value with hostname state as state override.
      URLParser.run(newValue, base: nil, url: &url, stateOverride: .hostname)
    }
  }

  /// The port in decimal, or `""`. https://url.spec.whatwg.org/#dom-url-port
  public var port: String {
    get { url.port.map { String($0) } ?? "" }
    set {
      // 1. If this's URL cannot have a username/password/port, then return.
      guard !url.cannotHaveUsernamePasswordPort else { return }
      if newValue.isEmpty {
        // 2. If the given value is the empty string, then set this's URL's port to null.
        url.port = nil
      } else {
        // 3. Otherwise, basic URL parse the given value with port state as state override.
        URLParser.run(newValue, base: nil, url: &url, stateOverride: .port)
      }
    }
  }

  /// The serialized path. https://url.spec.whatwg.org/#dom-url-pathname
  public var pathname: String {
    get { url.serializedPath }
    set {
      // 1. If this's URL has an opaque path, then return.
      guard !url.hasOpaquePath else { return }
      // 2. Empty this's URL's path.
      url.pathSegments = []
      // 3. Basic URL parse the given value with path start state as state override.
      URLParser.run(newValue, base: nil, url: &url, stateOverride: .pathStart)
    }
  }

  /// `?` and the query, or `""` if the query is null or empty.
  /// https://url.spec.whatwg.org/#dom-url-search
  public var search: String {
    get {
      guard let query = url.query, !query.isEmpty else { return "" }
      return "?" + query
    }
    set {
      // 2. An empty value removes the query.
      if newValue.isEmpty {
        url.query = nil
        searchParams.list = []
        return
      }
      // 3. Let input be the given value with a single leading "?" removed, if any.
      let input = newValue.hasPrefix("?") ? String(newValue.dropFirst()) : newValue
      // 4. Set url's query to the empty string.
      url.query = ""
      // 5. Basic URL parse input with url as url and query state as state override.
      URLParser.run(input, base: nil, url: &url, stateOverride: .query)
      // 6. Set this's query object's list to the result of parsing input.
      searchParams.list = FormURLEncoding.parse(input)
    }
  }

  /// `#` and the fragment, or `""` if the fragment is null or empty.
  /// https://url.spec.whatwg.org/#dom-url-hash
  public var hash: String {
    get {
      guard let fragment = url.fragment, !fragment.isEmpty else { return "" }
      return "#" + fragment
    }
    set {
      // 1. An empty value removes the fragment.
      if newValue.isEmpty {
        url.fragment = nil
        return
      }
      // 2. Let input be the given value with a single leading "#" removed, if any.
      let input = newValue.hasPrefix("#") ? String(newValue.dropFirst()) : newValue
      // 3. Set this's URL's fragment to the empty string.
      url.fragment = ""
      // 4. Basic URL parse input with fragment state as state override.
      URLParser.run(input, base: nil, url: &url, stateOverride: .fragment)
    }
  }
}
