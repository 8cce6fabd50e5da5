/// A cookie in the cookie store, with the fields of the RFC 6265bis storage model.
///
/// Times are wall-clock milliseconds since 1970 (the event loop clock's `wallTime`).
///
/// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-storage-model
public struct Cookie: Equatable, Sendable {
  /// The `SameSite` enforcement of a cookie.
  ///
  /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-the-samesite-attribute-2
  public enum SameSite: String, Sendable, CaseIterable {
    case none = "None"
    case lax = "Lax"
    case strict = "Strict"
    /// No (recognized) `SameSite` attribute.
    case `default` = "Default"
  }

  /// The name (may be empty: a nameless cookie serializes as its value alone).
  public var name: String
  /// The value.
  public var value: String
  /// The canonicalized host (host-only cookies) or the `Domain` attribute without its leading
  /// dot, lowercase.
  public var domain: String
  /// Whether only the exact host gets the cookie (no `Domain` attribute).
  public var hostOnly: Bool
  /// The path the cookie applies to.
  public var path: String
  /// When the cookie expires (milliseconds since 1970), or `nil` for a session cookie.
  public var expiry: Double?
  /// Whether the cookie is only sent over secure (`https`) URLs.
  public var secure: Bool
  /// Whether the cookie is hidden from `document.cookie`.
  public var httpOnly: Bool
  /// The `SameSite` enforcement.
  public var sameSite: SameSite
  /// When the cookie was first created (milliseconds since 1970); replacing a cookie keeps it.
  public var creationTime: Double
  /// When the cookie was last returned.
  public var lastAccessTime: Double

  /// Makes a cookie, for seeding a jar.
  public init(
    name: String, value: String, domain: String, hostOnly: Bool = true, path: String = "/",
    expiry: Double? = nil, secure: Bool = false, httpOnly: Bool = false,
    sameSite: SameSite = .default, creationTime: Double = 0, lastAccessTime: Double? = nil
  ) {
    self.name = name
    self.value = value
    self.domain = Self.canonicalDomain(domain)
    self.hostOnly = hostOnly
    self.path = path.hasPrefix("/") ? path : "/"
    self.expiry = expiry
    self.secure = secure
    self.httpOnly = httpOnly
    self.sameSite = sameSite
    self.creationTime = creationTime
    self.lastAccessTime = lastAccessTime ?? creationTime
  }

  /// Whether the cookie is persistent (has an expiry time).
  public var isPersistent: Bool { expiry != nil }

  /// Whether the cookie has expired at `time` (milliseconds since 1970).
  public func isExpired(at time: Double) -> Bool {
    guard let expiry else { return false }
    return expiry <= time
  }

  /// `name=value`, or the value alone for a nameless cookie.
  ///
  /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-retrieval-algorithm
  public var serialized: String { name.isEmpty ? value : name + "=" + value }

  /// A domain lowercased, without a leading dot.
  static func canonicalDomain(_ domain: String) -> String {
    let lowered = String(domain.lowercased())
    return lowered.hasPrefix(".") ? String(lowered.dropFirst()) : lowered
  }
}
