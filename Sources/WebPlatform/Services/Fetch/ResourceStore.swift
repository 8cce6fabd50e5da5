import DOM

/// A resource the offline fetcher can serve: what a saved page (a `.webarchive` subresource, an
/// MHTML part) or a fixtures folder holds for one URL. https://fetch.spec.whatwg.org/#concept-response
public struct StoredResource: Sendable {
  /// The resource's URL; its fragment is ignored.
  public var url: WebURL
  /// The MIME type, e.g. `text/html` (a `charset` parameter is allowed).
  public var mimeType: String
  /// The text encoding name (`utf-8`, `windows-1252`, …) for text resources, or `nil`.
  public var textEncodingName: String?
  /// The body bytes.
  public var bytes: [UInt8]
  /// The HTTP status to answer, or `nil` for 200.
  public var status: Int?
  /// The status message, or `nil` for the usual reason phrase of ``status``.
  public var statusText: String?
  /// The response headers recorded with the resource, or `nil` (then only `Content-Type` and
  /// `Content-Length` are sent).
  public var headers: [(name: String, value: String)]?

  /// Makes a resource.
  public init(
    url: WebURL, mimeType: String, textEncodingName: String? = nil, bytes: [UInt8],
    status: Int? = nil, statusText: String? = nil, headers: [(name: String, value: String)]? = nil
  ) {
    self.url = url
    self.mimeType = mimeType
    self.textEncodingName = textEncodingName
    self.bytes = bytes
    self.status = status
    self.statusText = statusText
    self.headers = headers
  }

  /// The `Content-Type` value: the MIME type with a `charset` parameter from
  /// ``textEncodingName`` when it has none (the MIME type as given if it does not parse).
  public var contentType: String {
    guard var parsed = MIMEType(mimeType) else { return mimeType }
    if parsed.charset == nil, let textEncodingName, !textEncodingName.isEmpty {
      parsed.setParameter("charset", textEncodingName)
    }
    return parsed.serialized
  }
}

/// Where the offline fetcher looks resources up. Implementations must be deterministic: the same
/// URL always gives the same answer during a run.
public protocol ResourceStore {
  /// The resource for `url`, or `nil`. `url` has no fragment.
  func resource(for url: WebURL) -> StoredResource?
}

/// A ``ResourceStore`` in memory, keyed by the serialized URL without its fragment.
///
/// Lookup rule: the exact URL (after URL parsing, so `HTTP://Example.com:80/a` and
/// `http://example.com/a` are the same key; the fragment never counts). With
/// ``QueryMatching/ignoringQueryAsFallback``, a URL with a query that has no exact entry is then
/// looked up without its query (for cache-busting parameters like `?v=3` or jQuery's `?_=…`);
/// the default, ``QueryMatching/exact``, never does, so a fixture for `/api?page=1` is not served
/// for `/api?page=2`. https://fetch.spec.whatwg.org/#http-network-or-cache-fetch
public final class InMemoryResourceStore: ResourceStore {
  /// How a URL's query takes part in the lookup.
  public enum QueryMatching: Sendable {
    /// Only the exact URL matches.
    case exact
    /// The exact URL, then the URL without its query.
    case ignoringQueryAsFallback
  }

  /// How the query takes part in the lookup.
  public var queryMatching: QueryMatching
  private var resources: [String: StoredResource] = [:]

  /// Makes a store holding `resources` (a later resource for the same URL replaces an earlier).
  public init(_ resources: [StoredResource] = [], queryMatching: QueryMatching = .exact) {
    self.queryMatching = queryMatching
    for resource in resources { add(resource) }
  }

  /// The number of resources.
  public var count: Int { resources.count }

  /// Adds `resource`, replacing any for the same URL.
  public func add(_ resource: StoredResource) {
    resources[Self.key(resource.url)] = resource
  }

  /// Removes the resource for `url`, if any.
  public func remove(_ url: WebURL) {
    resources[Self.key(url)] = nil
  }

  /// The resource for `url` under the lookup rule of this store, or `nil`.
  public func resource(for url: WebURL) -> StoredResource? {
    if let exact = resources[Self.key(url)] { return exact }
    guard queryMatching == .ignoringQueryAsFallback, url.query != nil else { return nil }
    var withoutQuery = url.serialized(excludingFragment: true)
    if let questionMark = withoutQuery.firstIndex(of: "?") {
      withoutQuery.removeSubrange(questionMark...)
    }
    return resources[withoutQuery]
  }

  /// The key of `url`: its serialization without the fragment.
  private static func key(_ url: WebURL) -> String { url.serialized(excludingFragment: true) }
}
