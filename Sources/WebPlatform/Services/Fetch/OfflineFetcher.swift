import DOM

/// Answers fetches offline: `http(s):` and `file:` URLs from a ``ResourceStore``, `data:` URLs
/// with the data: URL processor, `blob:` URLs from a ``BlobURLStore``, and `about:blank`.
/// Every request is recorded in ``log``. https://fetch.spec.whatwg.org/#concept-main-fetch
///
/// Decisions, documented for the run report:
/// - A URL missing from the store is a network error, never a 404: what a browser without a
///   network reports (`fetch()` rejects with `TypeError: Load failed` in Safari).
/// - A stored resource is served for any method (HEAD gets no body), with its stored status
///   (default 200), its stored headers, `Content-Type` from its MIME type and text encoding
///   unless stored, and `Content-Length` set to the body's length.
/// - A stored 301/302/303/307/308 with a `Location` header is followed (at most 20 times)
///   according to the request's redirect mode.
/// - Cross-origin `cors` requests are served as `cors` responses: the store stands in for a
///   server that allows every origin, so CORS failures are not modelled; the headers are still
///   filtered to the safelisted ones plus `Access-Control-Expose-Headers`.
/// - `file:` URLs are served only when in the store; a `file:` document and a `file:` resource
///   count as same-origin (the store is taken as permission). `blob:` URLs of this fetcher's
///   blob URL store count as same-origin with the document.
/// - `about:blank` has an opaque origin, so as in browsers only `no-cors` (opaque response) and
///   navigation requests reach it; a `cors` fetch of it is blocked.
public final class OfflineFetcher {
  /// The resources.
  public let store: any ResourceStore
  /// The blob URL store answering `blob:` URLs.
  public let blobURLStore: BlobURLStore?
  /// The record of every request.
  public let log: FetchLog
  /// The document's URL: its origin is the requests' origin.
  public var documentURL: WebURL?

  /// The largest number of redirects followed. https://fetch.spec.whatwg.org/#http-redirect-fetch
  static let redirectLimit = 20

  /// Makes a fetcher for a document at `documentURL`.
  public init(
    store: any ResourceStore, documentURL: WebURL?, blobURLStore: BlobURLStore? = nil,
    log: FetchLog = FetchLog()
  ) {
    self.store = store
    self.documentURL = documentURL
    self.blobURLStore = blobURLStore
    self.log = log
  }

  /// Fetches `request` and records it: the filtered response, or a network error.
  /// https://fetch.spec.whatwg.org/#concept-fetch
  public func fetch(_ request: FetchRequest) -> Result<FetchResponse, NetworkError> {
    let result = mainFetch(request)
    let outcome: FetchLogEntry.Outcome
    switch result {
    case .success(let response):
      outcome = .served(status: response.status, type: response.type)
    case .failure(let error):
      switch error.reason {
      case .notFound: outcome = .notFound
      case .blocked(let reason): outcome = .blocked(reason: reason)
      default: outcome = .failed(error.reason)
      }
    }
    log.record(
      FetchLogEntry(
        method: request.method, url: request.url.href, initiator: request.initiator,
        outcome: outcome))
    return result
  }

  // MARK: - Main fetch

  /// The response tainting of a request. https://fetch.spec.whatwg.org/#concept-request-response-tainting
  private enum Tainting {
    case basic
    case cors
    case opaque
  }

  /// Main fetch with HTTP-redirect fetch folded in (there is no network, so no HTTP cache,
  /// preflight, or CORS check). https://fetch.spec.whatwg.org/#concept-main-fetch
  private func mainFetch(_ request: FetchRequest) -> Result<FetchResponse, NetworkError> {
    let requestedURL = request.url.href
    var urlList = [request.url]
    var method = request.method
    var tainting = Tainting.basic
    while true {
      let currentURL = urlList[urlList.count - 1]
      // 12. Run the first matching statement:
      if (isSameOrigin(currentURL) && tainting == .basic) || currentURL.scheme == "data"
        || request.mode == .navigate
      {
        // - same origin with basic tainting, a data: URL, or a navigation: basic, scheme fetch.
        tainting = .basic
      } else if request.mode == .sameOrigin {
        // - request's mode is "same-origin": a network error.
        return .failure(
          NetworkError(
            .blocked("same-origin request to \(currentURL.origin.serialized)"), url: requestedURL))
      } else if request.mode == .noCORS {
        // - request's mode is "no-cors": the redirect mode must be "follow"; tainting opaque.
        guard request.redirect == .follow else {
          return .failure(
            NetworkError(
              .blocked("no-cors request with redirect mode not follow"), url: requestedURL))
        }
        tainting = .opaque
      } else if currentURL.scheme != "http" && currentURL.scheme != "https" {
        // - request's current URL's scheme is not an HTTP(S) scheme: a network error.
        return .failure(
          NetworkError(
            .blocked("cross-origin request to a \(currentURL.scheme): URL"), url: requestedURL))
      } else {
        // - otherwise: tainting "cors" (the offline store passes every CORS check).
        tainting = .cors
      }
      let internalResponse: FetchResponse
      switch schemeFetch(currentURL, method: method) {
      case .success(let response): internalResponse = response
      case .failure(let reason): return .failure(NetworkError(reason.reason, url: requestedURL))
      }
      internalResponse.urlList = urlList
      // HTTP fetch 4.10: a redirect status is handled by the request's redirect mode.
      if FetchResponse.isRedirectStatus(internalResponse.status),
        currentURL.scheme == "http" || currentURL.scheme == "https" || currentURL.scheme == "file",
        let location = internalResponse.headers.combinedValue("location")
      {
        switch request.redirect {
        case .error:
          // "error": set response to a network error.
          return .failure(
            NetworkError(.blocked("redirect with redirect mode \"error\""), url: requestedURL))
        case .manual:
          // "manual": an opaque-redirect filtered response (for a non-navigation request).
          return .success(
            FetchResponse(
              type: .opaqueRedirect, status: 0, headers: Headers(guard: .immutable), body: nil,
              urlList: urlList))
        case .follow:
          // HTTP-redirect fetch, https://fetch.spec.whatwg.org/#http-redirect-fetch
          // 3. Let locationURL be the response's location URL given the current URL's fragment.
          // 5. If locationURL is failure, then return a network error.
          guard var locationURL = WebURL(location, base: currentURL) else {
            return .failure(
              NetworkError(.redirectFailed("bad Location '\(location)'"), url: requestedURL))
          }
          if locationURL.fragment == nil, let fragment = currentURL.fragment,
            let withFragment = WebURL(locationURL.href + "#" + fragment)
          {
            locationURL = withFragment
          }
          // 6. If locationURL's scheme is not an HTTP(S) scheme, then return a network error.
          guard locationURL.scheme == "http" || locationURL.scheme == "https" else {
            return .failure(
              NetworkError(
                .redirectFailed("redirect to a \(locationURL.scheme): URL"), url: requestedURL))
          }
          // 7. If request's redirect count is 20, then return a network error.
          guard urlList.count <= Self.redirectLimit else {
            return .failure(NetworkError(.redirectFailed("too many redirects"), url: requestedURL))
          }
          // 9. A cors request to a URL with credentials across origins is a network error.
          if request.mode == .cors, locationURL.includesCredentials, !isSameOrigin(locationURL) {
            return .failure(
              NetworkError(.blocked("redirect to a URL with credentials"), url: requestedURL))
          }
          // 12. A 301/302 POST, or a 303 with a method other than GET or HEAD, becomes GET.
          let status = internalResponse.status
          if ((status == 301 || status == 302) && method == "POST")
            || (status == 303 && method != "GET" && method != "HEAD")
          {
            method = "GET"
          }
          // 14. Append locationURL to request's URL list, and fetch again.
          urlList.append(locationURL)
          continue
        }
      }
      // 14–15. Filter the response by the tainting.
      return .success(filtered(internalResponse, tainting: tainting, request: request))
    }
  }

  /// Whether `url` is same origin with the document (see the type's notes on `file:` and
  /// `blob:`). https://html.spec.whatwg.org/multipage/browsers.html#same-origin
  private func isSameOrigin(_ url: WebURL) -> Bool {
    if url.scheme == "blob", let blobURLStore, blobURLStore.resolve(url) != nil { return true }
    guard let documentURL else { return false }
    if url.scheme == "file" && documentURL.scheme == "file" { return true }
    let origin = documentURL.origin
    return origin != .opaque && url.origin == origin
  }

  /// A basic, CORS or opaque filtered response over `response`.
  /// https://fetch.spec.whatwg.org/#concept-filtered-response
  private func filtered(_ response: FetchResponse, tainting: Tainting, request: FetchRequest)
    -> FetchResponse
  {
    let headers = Headers(guard: .immutable)
    switch tainting {
    case .basic:
      // A basic filtered response: the header list without forbidden response-header names.
      headers.list = response.headers.list.filter {
        !HeaderPolicy.isForbiddenResponseHeaderName($0.name)
      }
      response.type = .basic
    case .cors:
      // CORS-exposed header-name list: `Access-Control-Expose-Headers`; `*` exposes every name
      // unless credentials are included.
      let exposeValues = response.headers.combinedValue("access-control-expose-headers")
      var exposed = exposeValues.map(HTTPSyntax.decodeAndSplit) ?? []
      if request.credentials != .include, exposed.contains("*") {
        exposed = response.headers.list.map(\.name)
      }
      headers.list = response.headers.list.filter {
        HeaderPolicy.isCORSSafelistedResponseHeaderName($0.name, exposed: exposed)
      }
      response.type = .cors
    case .opaque:
      // An opaque filtered response: no URL list, status 0, no headers, no body.
      return FetchResponse(type: .opaque, status: 0, headers: headers, body: nil, urlList: [])
    }
    return FetchResponse(
      type: response.type, status: response.status, statusText: response.statusText,
      headers: headers, body: response.body, urlList: response.urlList)
  }

  // MARK: - Scheme fetch

  /// The unfiltered response for `url` by its scheme, or why there is none.
  /// https://fetch.spec.whatwg.org/#scheme-fetch
  private func schemeFetch(_ url: WebURL, method: String) -> Result<FetchResponse, SchemeFailure> {
    switch url.scheme {
    case "about":
      // "about": about:blank is an empty text/html response; anything else a network error.
      guard url.serializedPath == "blank" else {
        return .failure(SchemeFailure(.unsupportedScheme("about")))
      }
      return .success(
        makeResponse(
          status: 200, statusText: "OK", headers: [("Content-Type", "text/html;charset=utf-8")],
          body: [], method: method))
    case "blob":
      // "blob": 1–3. Resolve the blob URL entry; failure, a method other than GET, or an entry
      //        that is not a Blob is a network error.
      guard method == "GET", let blob = blobURLStore?.resolve(url) else {
        return .failure(SchemeFailure(.invalidBlobURL))
      }
      // 5–9. Without a Range header: status OK, Content-Length and Content-Type from the blob.
      return .success(
        makeResponse(
          status: 200, statusText: "OK",
          headers: [("Content-Length", String(blob.size)), ("Content-Type", blob.type)],
          body: blob.bytes, method: method))
    case "data":
      // "data": 1–2. Process the data: URL; failure is a network error.
      guard let dataURL = DataURLProcessor.process(url) else {
        return .failure(SchemeFailure(.invalidDataURL))
      }
      // 3–4. Status message `OK`, Content-Type the serialized MIME type, body the bytes.
      return .success(
        makeResponse(
          status: 200, statusText: "OK",
          headers: [("Content-Type", dataURL.mimeType.serialized)], body: dataURL.body,
          method: method))
    case "file", "http", "https":
      // "file": left to implementations: the store answers. HTTP(S): the store stands in for
      // the network.
      guard let resource = store.resource(for: url) else {
        return .failure(SchemeFailure(.notFound))
      }
      return .success(response(for: resource, method: method))
    default:
      return .failure(SchemeFailure(.unsupportedScheme(url.scheme)))
    }
  }

  /// Why scheme fetch failed (a `Result` failure needs an `Error`).
  private struct SchemeFailure: Error {
    var reason: NetworkError.Reason
    init(_ reason: NetworkError.Reason) { self.reason = reason }
  }

  /// The response for a stored resource.
  private func response(for resource: StoredResource, method: String) -> FetchResponse {
    let status = resource.status ?? 200
    var headers = resource.headers ?? []
    if !headers.contains(where: { HTTPSyntax.equalsIgnoringASCIICase($0.name, "content-type") }) {
      headers.append(("Content-Type", resource.contentType))
    }
    headers.removeAll { HTTPSyntax.equalsIgnoringASCIICase($0.name, "content-length") }
    headers.append(("Content-Length", String(resource.bytes.count)))
    return makeResponse(
      status: status, statusText: resource.statusText ?? Self.reasonPhrase(status),
      headers: headers, body: resource.bytes, method: method)
  }

  /// An unfiltered response; HEAD requests and null body statuses get no body.
  private func makeResponse(
    status: Int, statusText: String, headers: [(name: String, value: String)], body: [UInt8],
    method: String
  ) -> FetchResponse {
    let headerObject = Headers(guard: .immutable)
    headerObject.list = headers
    let hasBody = method != "HEAD" && !FetchResponse.isNullBodyStatus(status)
    return FetchResponse(
      type: .basic, status: status, statusText: statusText, headers: headerObject,
      body: hasBody ? body : nil)
  }

  /// The HTTP/1.1 reason phrase of common statuses, `""` for others (as over HTTP/2).
  /// https://httpwg.org/specs/rfc9110.html#overview.of.status.codes
  static func reasonPhrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 202: "Accepted"
    case 204: "No Content"
    case 206: "Partial Content"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 303: "See Other"
    case 304: "Not Modified"
    case 307: "Temporary Redirect"
    case 308: "Permanent Redirect"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 409: "Conflict"
    case 410: "Gone"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    default: ""
    }
  }
}
