import DOM
import HTMLParsing

/// A response type. https://fetch.spec.whatwg.org/#concept-response-type
public enum ResponseType: String, Sendable {
  /// A same-origin response (headers minus `Set-Cookie`).
  case basic
  /// A cross-origin response shared with CORS (only safelisted and exposed headers).
  case cors
  /// A response made by script (`new Response()`).
  case `default`
  /// A network error (`Response.error()`).
  case error
  /// A `no-cors` cross-origin response: status 0, no headers, no body.
  case opaque
  /// A redirect answered to a `redirect: "manual"` request.
  case opaqueRedirect = "opaqueredirect"
}

/// The `ResponseInit` dictionary, converted by the binding.
/// https://fetch.spec.whatwg.org/#responseinit
public struct ResponseInit {
  /// `status`. https://fetch.spec.whatwg.org/#dom-responseinit-status
  public var status: Int
  /// `statusText`. https://fetch.spec.whatwg.org/#dom-responseinit-statustext
  public var statusText: String
  /// `headers`. https://fetch.spec.whatwg.org/#dom-responseinit-headers
  public var headers: RequestInit.HeadersInit?

  /// Makes a dictionary with the IDL defaults (200, `""`).
  public init(status: Int = 200, statusText: String = "", headers: RequestInit.HeadersInit? = nil) {
    self.status = status
    self.statusText = statusText
    self.headers = headers
  }
}

/// The `Response` interface: a response record (already filtered for fetched responses) with
/// its `Headers` object and body. https://fetch.spec.whatwg.org/#response-class
public final class FetchResponse {
  /// The type. https://fetch.spec.whatwg.org/#dom-response-type
  public internal(set) var type: ResponseType
  /// The status code. https://fetch.spec.whatwg.org/#dom-response-status
  public internal(set) var status: Int
  /// The status message. https://fetch.spec.whatwg.org/#dom-response-statustext
  public internal(set) var statusText: String
  /// The headers (guard `immutable` for fetched responses, `response` for constructed ones).
  /// https://fetch.spec.whatwg.org/#dom-response-headers
  public let headers: Headers
  /// The body bytes, or `nil` for no body. https://fetch.spec.whatwg.org/#concept-response-body
  public internal(set) var body: [UInt8]?
  /// The URLs fetched, the last being the final one after redirects.
  /// https://fetch.spec.whatwg.org/#concept-response-url-list
  public internal(set) var urlList: [WebURL]
  /// Whether the body was read. https://fetch.spec.whatwg.org/#dom-body-bodyused
  public private(set) var bodyUsed = false

  /// Makes a response record directly (the fetcher's filtered responses, tests).
  public init(
    type: ResponseType = .default, status: Int = 200, statusText: String = "",
    headers: Headers = Headers(guard: .response), body: [UInt8]? = nil, urlList: [WebURL] = []
  ) {
    self.type = type
    self.status = status
    self.statusText = statusText
    self.headers = headers
    self.body = body
    self.urlList = urlList
  }

  /// `new Response(body, init)`: throws a ``RangeError`` for a status outside 200–599 and a
  /// ``DOM/TypeError`` for a bad status text or a body with a null body status.
  /// https://fetch.spec.whatwg.org/#dom-response
  public convenience init(_ body: BodyInit?, _ responseInit: ResponseInit = ResponseInit()) throws {
    // 1–2. A new response with a new Headers object whose guard is "response".
    self.init(type: .default, headers: Headers(guard: .response))
    // 3–4. If body is non-null, then set bodyWithType to the result of extracting body.
    // 5. Perform initialize a response.
    try initialize(responseInit, body: body?.extract())
  }

  /// `Response.error()`: a network error response (type `error`, status 0, immutable headers).
  /// https://fetch.spec.whatwg.org/#dom-response-error
  public static func error() -> FetchResponse {
    FetchResponse(type: .error, status: 0, headers: Headers(guard: .immutable))
  }

  /// `Response.redirect(url, status)`: throws a ``DOM/TypeError`` for a URL that does not parse
  /// and a ``RangeError`` for a status that is not a redirect status.
  /// https://fetch.spec.whatwg.org/#dom-response-redirect
  public static func redirect(_ url: String, status: Int = 302, baseURL: WebURL?) throws
    -> FetchResponse
  {
    // 1–2. Let parsedURL be the result of parsing url with base; failure throws a TypeError.
    guard let parsedURL = WebURL(url, base: baseURL) else {
      throw TypeError("Invalid URL: '\(url)'")
    }
    // 3. If status is not a redirect status, then throw a RangeError.
    guard isRedirectStatus(status) else { throw RangeError("Invalid status code: \(status)") }
    // 4–7. A new response with immutable headers, the status and a `Location` header.
    let headers = Headers(guard: .immutable)
    headers.list.append(("Location", parsedURL.href))
    return FetchResponse(type: .default, status: status, headers: headers)
  }

  /// `Response.json(data, init)` with `serializedJSON` the result of `JSON.stringify(data)`
  /// (the binding serializes; an undefined result is its `TypeError`).
  /// https://fetch.spec.whatwg.org/#dom-response-json
  public static func json(serializedJSON: String, _ responseInit: ResponseInit = ResponseInit())
    throws -> FetchResponse
  {
    // 1–2. Let bytes be the serialization; body is the result of extracting bytes.
    // 3–4. A new response with guard "response"; initialize it with (body, "application/json").
    let response = FetchResponse(type: .default, headers: Headers(guard: .response))
    try response.initialize(
      responseInit, body: (Array(serializedJSON.utf8), "application/json"))
    return response
  }

  // MARK: - Public API

  /// The final URL without its fragment, or `""`. https://fetch.spec.whatwg.org/#dom-response-url
  public var url: String { urlList.last?.serialized(excludingFragment: true) ?? "" }

  /// Whether the response came through a redirect. https://fetch.spec.whatwg.org/#dom-response-redirected
  public var redirected: Bool { urlList.count > 1 }

  /// Whether the status is in 200–299. https://fetch.spec.whatwg.org/#dom-response-ok
  public var ok: Bool { (200...299).contains(status) }

  /// The `Content-Type` MIME type of the response, or `nil`.
  /// https://fetch.spec.whatwg.org/#concept-header-extract-mime-type
  public var mimeType: MIMEType? { headers.extractMIMEType() }

  /// Reads the body for `text()`, `arrayBuffer()`, `blob()`, `json()` and `bytes()`: the bytes
  /// (empty for no body); a second read throws. https://fetch.spec.whatwg.org/#concept-body-consume-body
  public func consumeBody() throws(TypeError) -> [UInt8] {
    guard !bodyUsed else { throw TypeError("Body is disturbed or locked") }
    if body != nil { bodyUsed = true }
    return body ?? []
  }

  /// The body as `text()` gives it: UTF-8 decoded, a leading BOM removed.
  /// https://fetch.spec.whatwg.org/#dom-body-text
  public func text() throws(TypeError) -> String {
    TextDecoding.utf8Decode(try consumeBody())
  }

  /// The body as `blob()` gives it: a Blob typed by the MIME type of the headers.
  /// https://fetch.spec.whatwg.org/#dom-body-blob
  public func blob() throws(TypeError) -> Blob {
    let bytes = try consumeBody()
    return Blob(bytes: bytes, type: mimeType?.serialized ?? "")
  }

  /// `clone()`: a copy with its own `Headers` object; a used body throws.
  /// https://fetch.spec.whatwg.org/#dom-response-clone
  public func clone() throws(TypeError) -> FetchResponse {
    // 1. If this is unusable, then throw a TypeError.
    guard !bodyUsed else { throw TypeError("Body is disturbed or locked") }
    // 2–3. Clone this's response; a new Response with a copy of the headers and guard.
    return FetchResponse(
      type: type, status: status, statusText: statusText, headers: Headers(copying: headers),
      body: body, urlList: urlList)
  }

  // MARK: - Concepts

  /// Whether `status` is 101, 103, 204, 205 or 304. https://fetch.spec.whatwg.org/#null-body-status
  static func isNullBodyStatus(_ status: Int) -> Bool {
    status == 101 || status == 103 || status == 204 || status == 205 || status == 304
  }

  /// Whether `status` is 301, 302, 303, 307 or 308. https://fetch.spec.whatwg.org/#redirect-status
  static func isRedirectStatus(_ status: Int) -> Bool {
    status == 301 || status == 302 || status == 303 || status == 307 || status == 308
  }

  /// Initializes a response from `init` and an extracted body.
  /// https://fetch.spec.whatwg.org/#initialize-a-response
  private func initialize(
    _ responseInit: ResponseInit, body: (bytes: [UInt8], contentType: String?)?
  )
    throws
  {
    // 1. If init["status"] is not in the range 200 to 599, inclusive, then throw a RangeError.
    guard (200...599).contains(responseInit.status) else {
      throw RangeError(
        "init[\"status\"] must be between 200 and 599, it was \(responseInit.status)")
    }
    // 2. If init["statusText"] is not the empty string and does not match the reason-phrase
    //    token production, then throw a TypeError.
    let isReasonPhrase = responseInit.statusText.unicodeScalars.allSatisfy { scalar in
      scalar == "\t" || (0x20...0x7E).contains(scalar.value) || (0x80...0xFF).contains(scalar.value)
    }
    guard isReasonPhrase else {
      throw TypeError("Invalid statusText: '\(responseInit.statusText)'")
    }
    // 3–4. Set the status and the status message.
    status = responseInit.status
    statusText = responseInit.statusText
    // 5. If init["headers"] exists, then fill response's headers with init["headers"].
    switch responseInit.headers {
    case .headers(let other): for (name, value) in other.list { try headers.append(name, value) }
    case .pairs(let pairs): try headers.fill(pairs)
    case nil: break
    }
    // 6. If body was given, then:
    if let body {
      // 6.1. If response's status is a null body status, then throw a TypeError.
      guard !Self.isNullBodyStatus(status) else {
        throw TypeError("Response with null body status cannot have body")
      }
      // 6.2. Set response's body to body's body.
      self.body = body.bytes
      // 6.3. If body's type is non-null and response's header list does not contain
      //      `Content-Type`, then append (`Content-Type`, body's type).
      if let contentType = body.contentType, !headers.contains("content-type") {
        headers.list.append(("Content-Type", contentType))
      }
    }
  }
}
