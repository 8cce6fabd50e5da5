import DOM

/// The storage areas of a run, one per kind and origin: what `localStorage` and
/// `sessionStorage` return for a document.
///
/// `file:` URLs share one origin, `file://`, as in WebKit; other opaque origins (`about:blank`,
/// `data:`) have no storage: asking throws `SecurityError`.
///
/// https://html.spec.whatwg.org/multipage/webstorage.html#storage
public final class StorageRegistry {
  /// The quota of new areas, in bytes.
  public var quota: Int
  private var areas: [Storage.Kind: [String: Storage]] = [:]

  /// Makes an empty registry.
  public init(quota: Int = Storage.defaultQuota) {
    self.quota = quota
  }

  /// The area of `kind` for a document at `url`, made on first use; throws `SecurityError` for
  /// an opaque origin.
  ///
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-localstorage
  public func storage(_ kind: Storage.Kind, for url: WebURL) throws(DOMException) -> Storage {
    guard let origin = Self.originKey(url) else {
      throw DOMException(.securityError, "The operation is insecure.")
    }
    return storage(kind, origin: origin)
  }

  /// `localStorage` for a document at `url`.
  public func localStorage(for url: WebURL) throws(DOMException) -> Storage {
    try storage(.local, for: url)
  }

  /// `sessionStorage` for a document at `url`.
  public func sessionStorage(for url: WebURL) throws(DOMException) -> Storage {
    try storage(.session, for: url)
  }

  /// The area of `kind` for a serialized origin (`https://example.com`), made on first use;
  /// for seeding saved storage.
  public func storage(_ kind: Storage.Kind, origin: String) -> Storage {
    if let area = areas[kind]?[origin] { return area }
    let area = Storage(kind: kind, origin: origin, quota: quota)
    areas[kind, default: [:]][origin] = area
    return area
  }

  /// Every area made so far, sorted by kind then origin.
  public var allAreas: [Storage] {
    Storage.Kind.allCases.flatMap { kind in
      (areas[kind] ?? [:]).keys.sorted().compactMap { areas[kind]?[$0] }
    }
  }

  /// The key an origin's areas are filed under: the serialized origin, `file://` for files,
  /// `nil` for other opaque origins.
  static func originKey(_ url: WebURL) -> String? {
    if url.scheme == "file" { return "file://" }
    guard case .tuple = url.origin else { return nil }
    return url.origin.serialized
  }
}
