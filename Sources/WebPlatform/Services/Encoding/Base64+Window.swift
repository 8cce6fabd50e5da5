import DOM

/// `atob` and `btoa`, HTML's methods on the forgiving-base64 of the Infra standard.
/// https://html.spec.whatwg.org/multipage/webappapis.html#atob
extension Base64 {
  /// WebKit's message for an `InvalidCharacterError`, which Safari's `atob` and `btoa` throw.
  static let invalidCharacterMessage = "The string contains invalid characters."

  /// `btoa(data)`: each UTF-16 code unit must be at most U+00FF; their bytes are base64-encoded.
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-btoa
  public static func btoa(_ data: [UInt16]) throws(DOMException) -> String {
    // 1. If data contains any character whose code point is greater than U+00FF, then throw an
    //    "InvalidCharacterError" DOMException.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(data.count)
    for unit in data {
      guard unit <= 0xFF else {
        throw DOMException(.invalidCharacterError, invalidCharacterMessage)
      }
      bytes.append(UInt8(unit))
    }
    // 2–3. Convert data to a byte sequence by each code point's value; return its
    //      forgiving-base64 encoding.
    return encode(bytes)
  }

  /// `atob(data)`: the forgiving-base64 decoding of `data`, one code unit per byte.
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-atob
  public static func atob(_ data: [UInt16]) throws(DOMException) -> [UInt16] {
    // 1. Let decodedData be the result of running forgiving-base64 decode on data.
    // 2. If decodedData is failure, then throw an "InvalidCharacterError" DOMException.
    guard let decoded = decode(data, policy: .forgiving) else {
      throw DOMException(.invalidCharacterError, invalidCharacterMessage)
    }
    // 3. Return decodedData, each byte a code point of the same value.
    return decoded.map { UInt16($0) }
  }
}
