import DOM

/// The in-memory cookie store behind `document.cookie`: RFC 6265bis parsing, storage and
/// retrieval, with expiry on the event loop's clock.
///
/// Cookie-averse documents (URLs that are not `http`, `https`, `ftp` or `file`: `about:blank`,
/// `data:`, …) read `""` and their writes are ignored. `file:` URLs do get cookies, as in
/// WebKit, whose `Document::isCookieAverse` makes an exception for them ("we have historically
/// allowed cookies over file protocol"): they are host-only cookies of the empty host, matched
/// by path. Set ``allowsFileCookies`` to false for the HTML standard's behaviour.
///
/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie
public final class CookieJar {
  /// The clock that gives creation and expiry times (its wall time).
  public let clock: any Clock
  /// Whether `file:` documents may read and write cookies (WebKit: yes).
  public var allowsFileCookies = true
  /// The longest lifetime a cookie may have: 400 days, in milliseconds.
  ///
  /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-the-expires-attribute
  public static let maximumLifetime: Double = 400 * 86_400 * 1000

  private struct Stored {
    var cookie: Cookie
    var sequence: Int
  }

  private var store: [Stored] = []
  private var nextSequence = 0

  /// Makes an empty jar on `clock`.
  public init(clock: any Clock = VirtualClock()) {
    self.clock = clock
  }

  /// Every unexpired cookie, HttpOnly ones included, in the order they were created.
  public var cookies: [Cookie] {
    removeExpired()
    return store.sorted { $0.sequence < $1.sequence }.map(\.cookie)
  }

  /// Removes every cookie.
  public func removeAll() { store.removeAll() }

  /// Adds cookies as they are (for example the cookies saved with a page), replacing any with
  /// the same name, domain, host-only flag and path.
  public func seed(_ cookies: [Cookie]) {
    for cookie in cookies { insert(cookie, keepingCreationTime: false) }
  }

  /// Stores a cookie received in a `Set-Cookie` header for `url` (HttpOnly allowed), e.g. the
  /// saved page's response headers.
  ///
  /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-storage-model
  public func setCookie(fromHeader header: String, for url: WebURL) {
    guard !isCookieAverse(url) else { return }
    store(header, for: url, fromHTTP: true)
  }

  // MARK: - document.cookie

  /// Whether a document at `url` is cookie-averse (not `http(s)`, `ftp`, or `file` when
  /// allowed).
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#cookie-averse-document-object
  public func isCookieAverse(_ url: WebURL) -> Bool {
    switch url.scheme {
    case "http", "https", "ftp": return false
    case "file": return !allowsFileCookies
    default: return true
    }
  }

  /// The `document.cookie` getter for a document at `url`: the non-HttpOnly cookies that
  /// apply, as `a=1; b=2`, longest paths first, then oldest first.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie
  public func cookieString(for url: WebURL) -> String {
    guard !isCookieAverse(url) else { return "" }
    return cookies(for: url, includingHTTPOnly: false).map(\.serialized).joined(separator: "; ")
  }

  /// The `document.cookie` setter for a document at `url`: stores one cookie as a script
  /// would (HttpOnly cookies are refused, and cannot be overwritten).
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie
  public func setCookieString(_ string: String, for url: WebURL) {
    guard !isCookieAverse(url) else { return }
    store(string, for: url, fromHTTP: false)
  }

  /// The `document.cookie` getter for `document` (its URL; `""` when it does not parse).
  public func cookieString(for document: Document) -> String {
    guard let url = document.urlRecord else { return "" }
    return cookieString(for: url)
  }

  /// The `document.cookie` setter for `document`.
  public func setCookieString(_ string: String, for document: Document) {
    guard let url = document.urlRecord else { return }
    setCookieString(string, for: url)
  }

  // MARK: - Retrieval

  /// The cookies that apply to `url`, in serialization order (longest path first, then
  /// earliest creation); updates their last-access time.
  ///
  /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-retrieval-algorithm
  public func cookies(for url: WebURL, includingHTTPOnly: Bool) -> [Cookie] {
    removeExpired()
    let host = Self.canonicalHost(url)
    let path = url.hasOpaquePath ? "/" : (url.serializedPath.isEmpty ? "/" : url.serializedPath)
    let secure = Self.isSecure(url)
    let now = clock.wallTime
    var matches: [Int] = []
    for (index, stored) in store.enumerated() {
      let cookie = stored.cookie
      // The host matches exactly (host-only) or domain-matches the cookie's domain.
      let hostMatches =
        cookie.hostOnly ? host == cookie.domain : Self.domainMatches(url, host, cookie.domain)
      guard hostMatches, Self.pathMatches(requestPath: path, cookiePath: cookie.path) else {
        continue
      }
      // Secure cookies only over secure URLs; HttpOnly cookies only for HTTP APIs.
      if cookie.secure && !secure { continue }
      if cookie.httpOnly && !includingHTTPOnly { continue }
      matches.append(index)
    }
    // Longer paths first; equal paths: earlier creation times first.
    matches.sort { lhs, rhs in
      let a = store[lhs]
      let b = store[rhs]
      if a.cookie.path.utf8.count != b.cookie.path.utf8.count {
        return a.cookie.path.utf8.count > b.cookie.path.utf8.count
      }
      if a.cookie.creationTime != b.cookie.creationTime {
        return a.cookie.creationTime < b.cookie.creationTime
      }
      return a.sequence < b.sequence
    }
    for index in matches { store[index].cookie.lastAccessTime = now }
    return matches.map { store[$0].cookie }
  }

  // MARK: - Storage model

  /// The storage model for one set-cookie-string received for `url`.
  ///
  /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-storage-model
  func store(_ string: String, for url: WebURL, fromHTTP: Bool) {
    guard let parsed = SetCookieString(string) else { return }
    let now = clock.wallTime
    // 2. If the cookie-name and the cookie-value are both empty, abort.
    if parsed.name.isEmpty && parsed.value.isEmpty { return }
    // 5. Create a new cookie with name and value; creation and last-access time are now.
    var cookie = Cookie(name: parsed.name, value: parsed.value, domain: "", creationTime: now)
    // 6. Expiry: the last Max-Age attribute if any, else the last Expires attribute, capped at
    //    400 days; no such attribute makes a session cookie.
    var expires: Double?
    var maxAge: Int?
    var domainAttribute = ""
    var pathAttribute: String?
    var sameSite = Cookie.SameSite.default
    for attribute in parsed.attributes {
      switch attribute {
      case .expires(let time): expires = time
      case .maxAge(let seconds): maxAge = seconds
      case .domain(let domain): domainAttribute = domain
      case .path(let path): pathAttribute = path
      case .secure: cookie.secure = true
      case .httpOnly: cookie.httpOnly = true
      case .sameSite(let value): sameSite = value
      }
    }
    if let maxAge {
      cookie.expiry = maxAge <= 0 ? -Double.greatestFiniteMagnitude : now + Double(maxAge) * 1000
    } else if let expires {
      cookie.expiry = expires
    }
    if let expiry = cookie.expiry { cookie.expiry = min(expiry, now + Self.maximumLifetime) }
    // 8. A domain attribute with non-ASCII characters aborts.
    if !domainAttribute.unicodeScalars.allSatisfy(\.isASCII) { return }
    let host = Self.canonicalHost(url)
    // 9. Public suffixes: without a public suffix list, a single-label domain other than the
    //    host itself (e.g. "com") is treated as one.
    if !domainAttribute.isEmpty && !domainAttribute.contains(".") {
      if domainAttribute == host {
        domainAttribute = ""
      } else {
        return
      }
    }
    // 10. A Domain attribute the host does not domain-match aborts; otherwise the cookie
    //     applies to the domain and its subdomains. Without one it is host-only.
    if !domainAttribute.isEmpty {
      guard Self.domainMatches(url, host, domainAttribute) else { return }
      cookie.hostOnly = false
      cookie.domain = domainAttribute
    } else {
      cookie.hostOnly = true
      cookie.domain = host
    }
    // 11. The path: the Path attribute if it starts with "/", else the default path.
    if let pathAttribute, pathAttribute.hasPrefix("/") {
      cookie.path = pathAttribute
    } else {
      cookie.path = Self.defaultPath(url)
    }
    let secureURL = Self.isSecure(url)
    // 13. A Secure cookie from a non-secure URL aborts.
    if cookie.secure && !secureURL { return }
    // 15. An HttpOnly cookie from a non-HTTP API (a script) aborts.
    if cookie.httpOnly && !fromHTTP { return }
    // 16. A non-secure cookie from a non-secure URL may not shadow a Secure cookie with the same
    //     name whose domain and path overlap.
    if !cookie.secure && !secureURL {
      let shadows = store.contains { stored in
        let existing = stored.cookie
        return existing.name == cookie.name && existing.secure
          && (Self.domainMatches(existing.domain, cookie.domain)
            || Self.domainMatches(cookie.domain, existing.domain))
          && Self.pathMatches(requestPath: cookie.path, cookiePath: existing.path)
      }
      if shadows { return }
    }
    // 17. The SameSite enforcement. (WebKit does not refuse SameSite=None without Secure,
    //     which the draft asks for; neither does this jar.)
    cookie.sameSite = sameSite
    // 20–21. Cookie prefixes (ASCII case-insensitive).
    let lowerName = cookie.name.lowercased()
    if lowerName.hasPrefix("__secure-") && !cookie.secure { return }
    if lowerName.hasPrefix("__host-") {
      guard cookie.secure, cookie.hostOnly, pathAttribute == "/" else { return }
    }
    if cookie.name.isEmpty {
      let lowerValue = cookie.value.lowercased()
      if lowerValue.hasPrefix("__secure-") || lowerValue.hasPrefix("__host-") { return }
    }
    // 22. A script may not overwrite an HttpOnly cookie.
    if !fromHTTP,
      store.contains(where: { Self.sameIdentity($0.cookie, cookie) && $0.cookie.httpOnly })
    {
      return
    }
    // 22–23. Replace an old cookie with the same identity, keeping its creation time.
    insert(cookie, keepingCreationTime: true)
    // 24. Remove expired cookies (a past expiry deletes the cookie).
    removeExpired()
  }

  /// Inserts `cookie`, replacing one with the same name, domain, host-only flag and path.
  private func insert(_ cookie: Cookie, keepingCreationTime: Bool) {
    var cookie = cookie
    if let index = store.firstIndex(where: { Self.sameIdentity($0.cookie, cookie) }) {
      if keepingCreationTime { cookie.creationTime = store[index].cookie.creationTime }
      store[index].cookie = cookie
      return
    }
    store.append(Stored(cookie: cookie, sequence: nextSequence))
    nextSequence += 1
  }

  private func removeExpired() {
    let now = clock.wallTime
    store.removeAll { $0.cookie.isExpired(at: now) }
  }

  static func sameIdentity(_ a: Cookie, _ b: Cookie) -> Bool {
    a.name == b.name && a.domain == b.domain && a.hostOnly == b.hostOnly && a.path == b.path
  }

  // MARK: - Matching

  /// The canonicalized host of `url` (lowercase, IDNA-encoded; `""` for `file:`).
  static func canonicalHost(_ url: WebURL) -> String {
    (url.host?.serialized ?? "").lowercased()
  }

  /// Whether `url` is "secure" for cookies.
  static func isSecure(_ url: WebURL) -> Bool { url.scheme == "https" || url.scheme == "wss" }

  /// Domain-matching of the request host against `domain`: identical, or a subdomain when the
  /// host is a domain name (not an IP address).
  ///
  /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-domain-matching
  static func domainMatches(_ url: WebURL, _ host: String, _ domain: String) -> Bool {
    if host == domain { return true }
    guard case .domain = url.host else { return false }
    return domainMatches(host, domain)
  }

  /// Domain-matching of two domain names.
  static func domainMatches(_ string: String, _ domain: String) -> Bool {
    string == domain || (!domain.isEmpty && string.hasSuffix("." + domain))
  }

  /// The default path of a URL: its path up to, not including, the last "/" ("/" when there
  /// is at most one).
  ///
  /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-paths-and-path-match
  static func defaultPath(_ url: WebURL) -> String {
    let path = url.hasOpaquePath ? "" : url.serializedPath
    guard path.hasPrefix("/"), let last = path.lastIndex(of: "/"), last != path.startIndex else {
      return "/"
    }
    return String(path[..<last])
  }

  /// Path-matching.
  ///
  /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-paths-and-path-match
  static func pathMatches(requestPath: String, cookiePath: String) -> Bool {
    if requestPath == cookiePath { return true }
    guard requestPath.hasPrefix(cookiePath) else { return false }
    if cookiePath.hasSuffix("/") { return true }
    return requestPath.dropFirst(cookiePath.count).first == "/"
  }
}
