import DOM

/// A network error: the answer to a fetch that could not be served. Scripts see it the way Safari
/// reports it: `fetch()` rejects with `TypeError: Load failed`; `XMLHttpRequest` ends with status
/// 0 and an `error` event. https://fetch.spec.whatwg.org/#concept-network-error
public struct NetworkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Why the fetch failed (for logs and diagnostics; scripts only see ``safariFetchMessage``).
  public enum Reason: Equatable, Sendable {
    /// No resource for the URL in the store (the offline equivalent of an unreachable host).
    case notFound
    /// A `data:` URL the data: URL processor rejects.
    case invalidDataURL
    /// A `blob:` URL with no entry in the blob URL store, or a method other than `GET`.
    case invalidBlobURL
    /// A scheme that is never fetched (`about:` other than `about:blank`, `javascript:`, …).
    case unsupportedScheme(String)
    /// The request's policy refused it: a `same-origin` request to another origin, a
    /// cross-origin `cors` request to a non-HTTP(S) URL, a redirect with `redirect: "error"`, …
    case blocked(String)
    /// More than 20 redirects, or a redirect to an unparseable `Location`.
    case redirectFailed(String)
    /// The request was aborted (by its signal, by `XMLHttpRequest.abort()`).
    case aborted
  }

  /// Why the fetch failed.
  public var reason: Reason
  /// The URL requested, serialized.
  public var url: String

  /// Makes an error for `url`.
  public init(_ reason: Reason, url: String) {
    self.reason = reason
    self.url = url
  }

  /// The message of the `TypeError` Safari's `fetch()` rejects with for every network error.
  public static let safariFetchMessage = "Load failed"

  /// The `TypeError` the `fetch()` promise rejects with (`TypeError: Load failed` in Safari).
  /// https://fetch.spec.whatwg.org/#dom-global-fetch
  public var fetchTypeError: TypeError { TypeError(Self.safariFetchMessage) }

  /// The exception a synchronous `XMLHttpRequest.send()` throws: a `NetworkError` DOMException
  /// with WebKit's default message. https://xhr.spec.whatwg.org/#handle-errors
  public var synchronousXHRException: DOMException {
    DOMException(.networkError, "A network error occurred.")
  }

  public var description: String {
    let detail: String
    switch reason {
    case .notFound: detail = "no resource for this URL"
    case .invalidDataURL: detail = "invalid data: URL"
    case .invalidBlobURL: detail = "no blob for this blob: URL"
    case .unsupportedScheme(let scheme): detail = "unsupported scheme '\(scheme)'"
    case .blocked(let why): detail = "blocked: \(why)"
    case .redirectFailed(let why): detail = "redirect failed: \(why)"
    case .aborted: detail = "aborted"
    }
    return "network error for \(url): \(detail)"
  }
}
