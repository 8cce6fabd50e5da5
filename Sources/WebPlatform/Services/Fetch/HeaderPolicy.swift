/// The Fetch standard's lists of forbidden, safelisted and privileged header names and methods.
/// https://fetch.spec.whatwg.org/#terminology-headers
enum HeaderPolicy {
  /// Names that make a request header forbidden whatever its value (lowercase).
  private static let forbiddenRequestHeaderNames: Set<String> = [
    "accept-charset", "accept-encoding", "access-control-request-headers",
    "access-control-request-method", "connection", "content-length", "cookie", "cookie2", "date",
    "dnt", "expect", "host", "keep-alive", "origin", "referer", "set-cookie", "te", "trailer",
    "transfer-encoding", "upgrade", "via",
  ]

  /// Names whose values may smuggle a method (lowercase).
  private static let methodOverrideHeaderNames: Set<String> = [
    "x-http-method", "x-http-method-override", "x-method-override",
  ]

  /// Whether (`name`, `value`) is a forbidden request-header, which scripts may not set.
  /// https://fetch.spec.whatwg.org/#forbidden-request-header
  static func isForbiddenRequestHeader(name: String, value: String) -> Bool {
    let lowered = HTTPSyntax.asciiLowercased(name)
    // 1. If name is a byte-case-insensitive match for one of the listed names, return true.
    if forbiddenRequestHeaderNames.contains(lowered) { return true }
    // 2. If name when byte-lowercased starts with `proxy-` or `sec-`, then return true.
    if lowered.hasPrefix("proxy-") || lowered.hasPrefix("sec-") { return true }
    // 3. If name is `X-HTTP-Method`, `X-HTTP-Method-Override` or `X-Method-Override`: if any of
    //    the parsed values (get, decode, and split) is a forbidden method, return true.
    if methodOverrideHeaderNames.contains(lowered) {
      return HTTPSyntax.decodeAndSplit(value).contains(where: isForbiddenMethod)
    }
    // 4. Return false.
    return false
  }

  /// Whether `name` is a forbidden response-header name (`Set-Cookie`, `Set-Cookie2`).
  /// https://fetch.spec.whatwg.org/#forbidden-response-header-name
  static func isForbiddenResponseHeaderName(_ name: String) -> Bool {
    let lowered = HTTPSyntax.asciiLowercased(name)
    return lowered == "set-cookie" || lowered == "set-cookie2"
  }

  /// Whether `method` is forbidden (`CONNECT`, `TRACE`, `TRACK`, case-insensitively).
  /// https://fetch.spec.whatwg.org/#forbidden-method
  static func isForbiddenMethod(_ method: String) -> Bool {
    let upper = HTTPSyntax.asciiUppercased(method)
    return upper == "CONNECT" || upper == "TRACE" || upper == "TRACK"
  }

  /// Whether `method` is a CORS-safelisted method (`GET`, `HEAD`, `POST`).
  /// https://fetch.spec.whatwg.org/#cors-safelisted-method
  static func isCORSSafelistedMethod(_ method: String) -> Bool {
    method == "GET" || method == "HEAD" || method == "POST"
  }

  /// The method normalized: `DELETE`, `GET`, `HEAD`, `OPTIONS`, `POST` and `PUT` are uppercased,
  /// others keep their case. https://fetch.spec.whatwg.org/#concept-method-normalize
  static func normalizeMethod(_ method: String) -> String {
    let upper = HTTPSyntax.asciiUppercased(method)
    switch upper {
    case "DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT": return upper
    default: return method
    }
  }

  /// Whether `name` is a no-CORS-safelisted request-header name.
  /// https://fetch.spec.whatwg.org/#no-cors-safelisted-request-header-name
  static func isNoCORSSafelistedRequestHeaderName(_ name: String) -> Bool {
    switch HTTPSyntax.asciiLowercased(name) {
    case "accept", "accept-language", "content-language", "content-type": return true
    default: return false
    }
  }

  /// Whether `name` is a privileged no-CORS request-header name (`Range`).
  /// https://fetch.spec.whatwg.org/#privileged-no-cors-request-header-name
  static func isPrivilegedNoCORSRequestHeaderName(_ name: String) -> Bool {
    HTTPSyntax.asciiLowercased(name) == "range"
  }

  /// Whether `scalar` is a CORS-unsafe request-header byte.
  /// https://fetch.spec.whatwg.org/#cors-unsafe-request-header-byte
  private static func isCORSUnsafeRequestHeaderByte(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: return false
    case 0x00..<0x20, 0x7F: return true
    case 0x22, 0x28, 0x29, 0x3A, 0x3C, 0x3E, 0x3F, 0x40, 0x5B, 0x5C, 0x5D, 0x7B, 0x7D: return true
    default: return false
    }
  }

  /// Whether (`name`, `value`) is a CORS-safelisted request-header.
  /// https://fetch.spec.whatwg.org/#cors-safelisted-request-header
  static func isCORSSafelistedRequestHeader(name: String, value: String) -> Bool {
    // 1. If value's length is greater than 128, then return false.
    guard value.unicodeScalars.count <= 128 else { return false }
    // 2. Byte-lowercase name and switch on the result:
    switch HTTPSyntax.asciiLowercased(name) {
    case "accept":
      // If value contains a CORS-unsafe request-header byte, then return false.
      return !value.unicodeScalars.contains(where: isCORSUnsafeRequestHeaderByte)
    case "accept-language", "content-language":
      // If value contains a byte that is not 0-9, A-Z, a-z, space, *, ,, -, ., ;, or =, false.
      return value.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "0"..."9", "A"..."Z", "a"..."z", " ", "*", ",", "-", ".", ";", "=": return true
        default: return false
        }
      }
    case "content-type":
      // 1. If value contains a CORS-unsafe request-header byte, then return false.
      guard !value.unicodeScalars.contains(where: isCORSUnsafeRequestHeaderByte) else {
        return false
      }
      // 2–4. Parse the isomorphic decoding of value; failure, or an essence other than the
      //      three form types, is false.
      guard let mimeType = MIMEType(value) else { return false }
      switch mimeType.essence {
      case "application/x-www-form-urlencoded", "multipart/form-data", "text/plain": return true
      default: return false
      }
    case "range":
      // 1–2. Parse a single range header value (allowing whitespace); failure is false.
      //      3. If rangeValue[0] is null, then return false (suffix ranges are not safelisted).
      return parseSingleRangeStart(value) != nil
    default:
      // Otherwise, return false.
      return false
    }
  }

  /// Whether (`name`, `value`) is a no-CORS-safelisted request-header.
  /// https://fetch.spec.whatwg.org/#no-cors-safelisted-request-header
  static func isNoCORSSafelistedRequestHeader(name: String, value: String) -> Bool {
    // 1. If name is not a no-CORS-safelisted request-header name, then return false.
    guard isNoCORSSafelistedRequestHeaderName(name) else { return false }
    // 2. Return whether (name, value) is a CORS-safelisted request-header.
    return isCORSSafelistedRequestHeader(name: name, value: value)
  }

  /// The start of a `bytes=start-[end]` range value (whitespace allowed), or `nil` when the value
  /// is not a single range with a start. https://fetch.spec.whatwg.org/#simple-range-header-value
  private static func parseSingleRangeStart(_ value: String) -> Int? {
    let scalars = Array(value.unicodeScalars)
    var position = 0
    func skipTabsAndSpaces() {
      while position < scalars.count, HTTPSyntax.isHTTPTabOrSpace(scalars[position]) {
        position += 1
      }
    }
    func collectDigits() -> Int? {
      let start = position
      var number = 0
      while position < scalars.count, ("0"..."9").contains(scalars[position]) {
        let digit = Int(scalars[position].value - 0x30)
        let (product, overflow) = number.multipliedReportingOverflow(by: 10)
        let (sum, carry) = product.addingReportingOverflow(digit)
        guard !overflow, !carry else { return nil }
        number = sum
        position += 1
      }
      return position == start ? nil : number
    }
    // 1–4. `bytes`, optional whitespace, `=`, optional whitespace.
    guard scalars.count >= 5,
      HTTPSyntax.asciiLowercased(String(String.UnicodeScalarView(scalars[0..<5]))) == "bytes"
    else { return nil }
    position = 5
    skipTabsAndSpaces()
    guard position < scalars.count, scalars[position] == "=" else { return nil }
    position += 1
    skipTabsAndSpaces()
    // 5–8. rangeStart digits (required here), whitespace, `-`, whitespace, optional end digits.
    guard let start = collectDigits() else { return nil }
    skipTabsAndSpaces()
    guard position < scalars.count, scalars[position] == "-" else { return nil }
    position += 1
    skipTabsAndSpaces()
    let end = collectDigits()
    // 9. If position is not past the end of data, then return failure.
    guard position == scalars.count else { return nil }
    // 10–12. An end before the start is failure.
    if let end, end < start { return nil }
    return start
  }

  /// Whether `name` is a CORS-safelisted response-header name, given the names the response
  /// exposes with `Access-Control-Expose-Headers`.
  /// https://fetch.spec.whatwg.org/#cors-safelisted-response-header-name
  static func isCORSSafelistedResponseHeaderName(_ name: String, exposed: [String]) -> Bool {
    let lowered = HTTPSyntax.asciiLowercased(name)
    switch lowered {
    case "cache-control", "content-language", "content-length", "content-type", "expires",
      "last-modified", "pragma":
      return true
    default:
      // Any item in list that is a byte-case-insensitive match for name and is not a forbidden
      // response-header name.
      return !isForbiddenResponseHeaderName(lowered)
        && exposed.contains { HTTPSyntax.asciiLowercased($0) == lowered }
    }
  }
}
