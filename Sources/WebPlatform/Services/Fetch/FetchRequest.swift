import DOM

/// A request mode. https://fetch.spec.whatwg.org/#concept-request-mode
public enum RequestMode: String, Sendable {
  case sameOrigin = "same-origin"
  case noCORS = "no-cors"
  case cors
  case navigate
}

/// A request credentials mode. https://fetch.spec.whatwg.org/#concept-request-credentials-mode
public enum RequestCredentials: String, Sendable {
  case omit
  case sameOrigin = "same-origin"
  case include
}

/// A request cache mode. https://fetch.spec.whatwg.org/#concept-request-cache-mode
public enum RequestCache: String, Sendable {
  case `default`
  case noStore = "no-store"
  case reload
  case noCache = "no-cache"
  case forceCache = "force-cache"
  case onlyIfCached = "only-if-cached"
}

/// A request redirect mode. https://fetch.spec.whatwg.org/#concept-request-redirect-mode
public enum RequestRedirect: String, Sendable {
  case follow
  case error
  case manual
}

/// A request referrer. https://fetch.spec.whatwg.org/#concept-request-referrer
public enum Referrer: Hashable, Sendable {
  /// `"no-referrer"`: no `Referer` header.
  case noReferrer
  /// `"client"`: the document's URL.
  case client
  /// A URL.
  case url(WebURL)
}

/// What started a fetch, for the ``FetchLog``. https://fetch.spec.whatwg.org/#concept-request-initiator-type
public enum FetchInitiator: String, Sendable {
  case fetch
  case xmlHttpRequest = "xmlhttprequest"
  case other
}

/// The `RequestInit` dictionary, converted by the binding (absent members are `nil`).
/// https://fetch.spec.whatwg.org/#requestinit
public struct RequestInit {
  /// The header values to use instead of the input's.
  public enum HeadersInit {
    /// Another `Headers` object: its list is copied.
    case headers(Headers)
    /// A record or a sequence of pairs, in order.
    case pairs([(name: String, value: String)])
  }

  /// `method`. https://fetch.spec.whatwg.org/#dom-requestinit-method
  public var method: String?
  /// `headers`. https://fetch.spec.whatwg.org/#dom-requestinit-headers
  public var headers: HeadersInit?
  /// `body` (`null` and absent are both `nil`). https://fetch.spec.whatwg.org/#dom-requestinit-body
  public var body: BodyInit?
  /// `referrer`. https://fetch.spec.whatwg.org/#dom-requestinit-referrer
  public var referrer: String?
  /// `referrerPolicy`. https://fetch.spec.whatwg.org/#dom-requestinit-referrerpolicy
  public var referrerPolicy: String?
  /// `mode`. https://fetch.spec.whatwg.org/#dom-requestinit-mode
  public var mode: RequestMode?
  /// `credentials`. https://fetch.spec.whatwg.org/#dom-requestinit-credentials
  public var credentials: RequestCredentials?
  /// `cache`. https://fetch.spec.whatwg.org/#dom-requestinit-cache
  public var cache: RequestCache?
  /// `redirect`. https://fetch.spec.whatwg.org/#dom-requestinit-redirect
  public var redirect: RequestRedirect?
  /// `integrity` (recorded, never checked). https://fetch.spec.whatwg.org/#dom-requestinit-integrity
  public var integrity: String?
  /// `keepalive`. https://fetch.spec.whatwg.org/#dom-requestinit-keepalive
  public var keepalive: Bool?

  /// Makes a dictionary; every member is optional.
  public init(
    method: String? = nil, headers: HeadersInit? = nil, body: BodyInit? = nil,
    referrer: String? = nil, referrerPolicy: String? = nil, mode: RequestMode? = nil,
    credentials: RequestCredentials? = nil, cache: RequestCache? = nil,
    redirect: RequestRedirect? = nil, integrity: String? = nil, keepalive: Bool? = nil
  ) {
    self.method = method
    self.headers = headers
    self.body = body
    self.referrer = referrer
    self.referrerPolicy = referrerPolicy
    self.mode = mode
    self.credentials = credentials
    self.cache = cache
    self.redirect = redirect
    self.integrity = integrity
    self.keepalive = keepalive
  }

  /// Whether no member is present ("init is empty" in the constructor's steps).
  var isEmpty: Bool {
    method == nil && headers == nil && body == nil && referrer == nil && referrerPolicy == nil
      && mode == nil && credentials == nil && cache == nil && redirect == nil && integrity == nil
      && keepalive == nil
  }
}

/// The `Request` interface: a request record with its `Headers` object and body.
/// https://fetch.spec.whatwg.org/#request-class
public final class FetchRequest {
  /// The input of the constructor: a URL string or another request.
  public enum Input {
    case url(String)
    case request(FetchRequest)
  }

  /// The normalized method, e.g. `GET`. https://fetch.spec.whatwg.org/#concept-request-method
  public internal(set) var method: String
  /// The request's URL (its current URL). https://fetch.spec.whatwg.org/#concept-request-url
  public internal(set) var url: WebURL
  /// The headers; guarded `request` (or `request-no-cors`).
  /// https://fetch.spec.whatwg.org/#dom-request-headers
  public let headers: Headers
  /// The body bytes, or `nil` for no body. https://fetch.spec.whatwg.org/#concept-request-body
  public internal(set) var body: [UInt8]?
  /// The mode. https://fetch.spec.whatwg.org/#dom-request-mode
  public internal(set) var mode: RequestMode
  /// The credentials mode. https://fetch.spec.whatwg.org/#dom-request-credentials
  public internal(set) var credentials: RequestCredentials
  /// The cache mode. https://fetch.spec.whatwg.org/#dom-request-cache
  public internal(set) var cache: RequestCache
  /// The redirect mode. https://fetch.spec.whatwg.org/#dom-request-redirect
  public internal(set) var redirect: RequestRedirect
  /// The referrer record. https://fetch.spec.whatwg.org/#concept-request-referrer
  public internal(set) var referrerRecord: Referrer
  /// The referrer policy (`""` when unset). https://fetch.spec.whatwg.org/#dom-request-referrerpolicy
  public internal(set) var referrerPolicy: String
  /// The integrity metadata. https://fetch.spec.whatwg.org/#dom-request-integrity
  public internal(set) var integrity: String
  /// The keepalive flag. https://fetch.spec.whatwg.org/#dom-request-keepalive
  public internal(set) var keepalive: Bool
  /// What started the request (recorded in the ``FetchLog``).
  public var initiator: FetchInitiator
  /// The request's signal (`Request.signal`), set by the binding: an aborted signal rejects
  /// the fetch. https://fetch.spec.whatwg.org/#dom-request-signal
  public var signal: AbortSignal?
  /// Whether the body was read (`text()`, `arrayBuffer()`, …).
  /// https://fetch.spec.whatwg.org/#dom-body-bodyused
  public private(set) var bodyUsed = false

  /// Makes a request record directly (for `XMLHttpRequest` and tests), without the constructor's
  /// checks; `headers` defaults to a new object with the `none` guard.
  public init(
    method: String = "GET", url: WebURL, headers: Headers = Headers(), body: [UInt8]? = nil,
    mode: RequestMode = .cors, credentials: RequestCredentials = .sameOrigin,
    cache: RequestCache = .default, redirect: RequestRedirect = .follow,
    referrer: Referrer = .client, referrerPolicy: String = "", integrity: String = "",
    keepalive: Bool = false, initiator: FetchInitiator = .fetch
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.mode = mode
    self.credentials = credentials
    self.cache = cache
    self.redirect = redirect
    self.referrerRecord = referrer
    self.referrerPolicy = referrerPolicy
    self.integrity = integrity
    self.keepalive = keepalive
    self.initiator = initiator
  }

  /// `new Request(input, init)`, with `baseURL` the document's base URL and `origin` the
  /// document's origin. https://fetch.spec.whatwg.org/#dom-request
  public convenience init(
    _ input: Input, _ requestInit: RequestInit = RequestInit(), baseURL: WebURL?,
    origin: URLOrigin
  ) throws(TypeError) {
    let url: WebURL
    let inputRequest: FetchRequest?
    var fallbackMode: RequestMode?
    switch input {
    case .url(let string):
      // 5.1–5.2. Let parsedURL be the result of parsing input with baseURL; failure throws.
      guard let parsed = WebURL(string, base: baseURL) else {
        throw TypeError("Invalid URL: '\(string)'")
      }
      // 5.3. If parsedURL includes credentials, then throw a TypeError.
      guard !parsed.includesCredentials else {
        throw TypeError("URL with credentials is not allowed: '\(string)'")
      }
      // 5.4–5.5. Set request to a new request whose URL is parsedURL; fallbackMode to "cors".
      url = parsed
      inputRequest = nil
      fallbackMode = .cors
    case .request(let request):
      // 6. Otherwise: set request to input's request.
      url = request.url
      inputRequest = request
    }
    // 12. Set request to a new request copying the input request's settings (or the defaults:
    //     mode "no-cors", credentials "same-origin", referrer "client").
    self.init(
      method: inputRequest?.method ?? "GET", url: url,
      headers: Headers(guard: .request), body: nil,
      mode: inputRequest?.mode ?? .noCORS, credentials: inputRequest?.credentials ?? .sameOrigin,
      cache: inputRequest?.cache ?? .default, redirect: inputRequest?.redirect ?? .follow,
      referrer: inputRequest?.referrerRecord ?? .client,
      referrerPolicy: inputRequest?.referrerPolicy ?? "",
      integrity: inputRequest?.integrity ?? "", keepalive: inputRequest?.keepalive ?? false,
      initiator: inputRequest?.initiator ?? .fetch)
    // 13. If init is not empty: a navigate mode becomes same-origin; referrer becomes "client"
    //     and the referrer policy "".
    if !requestInit.isEmpty {
      if mode == .navigate { mode = .sameOrigin }
      referrerRecord = .client
      referrerPolicy = ""
    }
    // 14. If init["referrer"] exists:
    if let referrer = requestInit.referrer {
      if referrer.isEmpty {
        // 14.2. If referrer is the empty string, then set request's referrer to "no-referrer".
        referrerRecord = .noReferrer
      } else {
        // 14.3.1–14.3.2. Let parsedReferrer be the result of parsing referrer with baseURL;
        //                failure throws a TypeError.
        guard let parsedReferrer = WebURL(referrer, base: baseURL) else {
          throw TypeError("Invalid referrer URL: '\(referrer)'")
        }
        // 14.3.3. An about:client URL, or one whose origin is not same origin with origin,
        //         sets the referrer to "client"; 14.3.4. otherwise to parsedReferrer.
        let isAboutClient =
          parsedReferrer.scheme == "about" && parsedReferrer.serializedPath == "client"
        if isAboutClient || parsedReferrer.origin != origin || origin == .opaque {
          referrerRecord = .client
        } else {
          referrerRecord = .url(parsedReferrer)
        }
      }
    }
    // 15. If init["referrerPolicy"] exists, then set request's referrer policy to it.
    if let policy = requestInit.referrerPolicy { referrerPolicy = policy }
    // 16. Let mode be init["mode"] if it exists, and fallbackMode otherwise.
    let newMode = requestInit.mode ?? fallbackMode
    // 17. If mode is "navigate", then throw a TypeError.
    if newMode == .navigate {
      throw TypeError("Request constructor does not accept navigate fetch mode.")
    }
    // 18. If mode is non-null, set request's mode to mode.
    if let newMode { mode = newMode }
    // 19–20. Credentials and cache modes.
    if let value = requestInit.credentials { credentials = value }
    if let value = requestInit.cache { cache = value }
    // 21. If request's cache mode is "only-if-cached" and request's mode is not "same-origin",
    //     then throw a TypeError.
    if cache == .onlyIfCached, mode != .sameOrigin {
      throw TypeError("only-if-cached cache option requires fetch mode to be same-origin.")
    }
    // 22–24. Redirect mode, integrity, keepalive.
    if let value = requestInit.redirect { redirect = value }
    if let value = requestInit.integrity { integrity = value }
    if let value = requestInit.keepalive { keepalive = value }
    // 25. If init["method"] exists: it must be a method and not forbidden; normalize it.
    if let newMethod = requestInit.method {
      guard HTTPSyntax.isToken(newMethod) else {
        throw TypeError("Method is not a valid HTTP token.")
      }
      guard !HeaderPolicy.isForbiddenMethod(newMethod) else {
        throw TypeError("Method is forbidden.")
      }
      method = HeaderPolicy.normalizeMethod(newMethod)
    }
    // 30. (this's headers is a new Headers object with guard "request".)
    // 31. If this's request's mode is "no-cors": the method must be CORS-safelisted, and the
    //     headers' guard becomes "request-no-cors".
    if mode == .noCORS {
      guard HeaderPolicy.isCORSSafelistedMethod(method) else {
        throw TypeError("Method must be GET, POST or HEAD in no-cors mode.")
      }
      headers.headerGuard = .requestNoCORS
    }
    // 32. Fill the headers: from init["headers"] when init is not empty and it exists, else
    //     from the input request's headers.
    switch requestInit.headers {
    case .headers(let other):
      for (name, value) in other.list { try headers.append(name, value) }
    case .pairs(let pairs):
      try headers.fill(pairs)
    case nil:
      if let inputRequest {
        for (name, value) in inputRequest.headers.list { try headers.append(name, value) }
      }
    }
    // 33. Let inputBody be input's request's body if input is a Request object; otherwise null.
    let inputBody = inputRequest?.body
    // 34. If either init["body"] exists and is non-null or inputBody is non-null, and request's
    //     method is `GET` or `HEAD`, then throw a TypeError.
    if requestInit.body != nil || inputBody != nil, method == "GET" || method == "HEAD" {
      throw TypeError("Request with GET/HEAD method cannot have body.")
    }
    // 36. If init["body"] exists and is non-null: extract it; a Content-Type is appended when
    //     this's headers do not contain one.
    if let bodyInit = requestInit.body {
      let (bytes, contentType) = bodyInit.extract()
      body = bytes
      if let contentType, !headers.contains("content-type") {
        try headers.append("Content-Type", contentType)
      }
    } else if let inputRequest, let inputBody {
      // 40. If initBody is null and inputBody is non-null: if input is unusable, throw a
      //     TypeError; the body moves from input (which becomes disturbed).
      guard !inputRequest.bodyUsed else {
        throw TypeError("Body is disturbed or locked")
      }
      body = inputBody
      inputRequest.bodyUsed = true
    }
  }

  // MARK: - Public API

  /// The serialized URL (with its fragment). https://fetch.spec.whatwg.org/#dom-request-url
  public var href: String { url.href }

  /// The `referrer` attribute: `""` for no referrer, `about:client`, or the URL.
  /// https://fetch.spec.whatwg.org/#dom-request-referrer
  public var referrer: String {
    switch referrerRecord {
    case .noReferrer: return ""
    case .client: return "about:client"
    case .url(let url): return url.href
    }
  }

  /// The `destination` attribute: always `""` for script-made requests.
  /// https://fetch.spec.whatwg.org/#dom-request-destination
  public var destination: String { "" }

  /// Reads the body for `text()`, `arrayBuffer()`, `blob()`, `json()` and `bytes()`: the bytes
  /// (empty for no body); a second read throws. https://fetch.spec.whatwg.org/#concept-body-consume-body
  public func consumeBody() throws(TypeError) -> [UInt8] {
    // 1. If object is unusable, then return a promise rejected with a TypeError.
    guard !bodyUsed else { throw TypeError("Body is disturbed or locked") }
    // 2–6. Read all bytes (a null body gives an empty byte sequence).
    if body != nil { bodyUsed = true }
    return body ?? []
  }

  /// `clone()`: a copy with its own `Headers` object; a used body throws.
  /// https://fetch.spec.whatwg.org/#dom-request-clone
  public func clone() throws(TypeError) -> FetchRequest {
    // 1. If this is unusable, then throw a TypeError.
    guard !bodyUsed else { throw TypeError("Body is disturbed or locked") }
    // 2–5. Clone the request and make a new Request with a copy of the headers and guard.
    return FetchRequest(
      method: method, url: url, headers: Headers(copying: headers), body: body, mode: mode,
      credentials: credentials, cache: cache, redirect: redirect, referrer: referrerRecord,
      referrerPolicy: referrerPolicy, integrity: integrity, keepalive: keepalive,
      initiator: initiator)
  }
}
