import DOM

/// The `data:` URL processor: a `data:` URL to a MIME type and body bytes.
/// https://fetch.spec.whatwg.org/#data-url-processor
public enum DataURLProcessor {
  /// The result of processing a `data:` URL.
  public struct DataURL: Equatable, Sendable {
    /// The MIME type (`text/plain;charset=US-ASCII` when the URL gives none or a bad one).
    public var mimeType: MIMEType
    /// The body bytes.
    public var body: [UInt8]
  }

  /// Processes `dataURL` (whose scheme must be `data`); `nil` is failure.
  /// https://fetch.spec.whatwg.org/#data-url-processor
  public static func process(_ dataURL: WebURL) -> DataURL? {
    // 1. Assert: dataURL's scheme is "data".
    guard dataURL.scheme == "data" else { return nil }
    // 2. Let input be the result of running the URL serializer on dataURL with exclude
    //    fragment set to true.
    // 3. Remove the leading "data:" from input.
    let input = Array(dataURL.serialized(excludingFragment: true).unicodeScalars.dropFirst(5))
    // 4. Let position be a position variable for input, initially pointing at the start.
    var position = 0
    // 5. Let mimeType be the result of collecting a sequence of code points that are not U+002C (,).
    while position < input.count, input[position] != "," { position += 1 }
    // 6. Strip leading and trailing ASCII whitespace from mimeType.
    var mimeType = Array(
      HTTPSyntax.trimming(
        String(String.UnicodeScalarView(input[0..<position])), where: HTTPSyntax.isASCIIWhitespace
      ).unicodeScalars)
    // 7. If position is past the end of input, then return failure.
    guard position < input.count else { return nil }
    // 8. Advance position by 1.
    position += 1
    // 9. Let encodedBody be the remainder of input.
    let encodedBody = String(String.UnicodeScalarView(input[position...]))
    // 10. Let body be the percent-decoding of encodedBody.
    var body = PercentEncoding.percentDecode(encodedBody)
    // 11. If mimeType ends with U+003B (;), followed by zero or more U+0020 SPACE, followed by
    //     an ASCII case-insensitive match for "base64", then:
    if let semicolon = base64SuffixStart(mimeType) {
      // 11.1. Let stringBody be the isomorphic decode of body.
      // 11.2. Set body to the forgiving-base64 decode of stringBody.
      // 11.3. If body is failure, then return failure.
      guard let decoded = Base64.decode(body, policy: .forgiving) else { return nil }
      body = decoded
      // 11.4–11.6. Remove the last 6 code points, trailing U+0020 SPACE code points and the
      //            last U+003B (;) from mimeType.
      mimeType.removeSubrange(semicolon...)
    }
    // 12. If mimeType starts with ";", then prepend "text/plain" to mimeType.
    var mimeTypeString = String(String.UnicodeScalarView(mimeType))
    if mimeTypeString.hasPrefix(";") { mimeTypeString = "text/plain" + mimeTypeString }
    // 13–14. Parse mimeType; on failure use text/plain;charset=US-ASCII.
    let mimeTypeRecord =
      MIMEType(mimeTypeString)
      ?? MIMEType(type: "text", subtype: "plain", parameters: [("charset", "US-ASCII")])
    // 15. Return a new data: URL struct whose MIME type is mimeTypeRecord and body is body.
    return DataURL(mimeType: mimeTypeRecord, body: body)
  }

  /// The index of the `;` of a trailing `;<spaces>base64` in `mimeType`, or `nil`.
  private static func base64SuffixStart(_ mimeType: [Unicode.Scalar]) -> Int? {
    guard mimeType.count >= 7 else { return nil }
    let suffix = String(String.UnicodeScalarView(mimeType[(mimeType.count - 6)...]))
    guard HTTPSyntax.asciiLowercased(suffix) == "base64" else { return nil }
    var index = mimeType.count - 7
    while index >= 0, mimeType[index] == " " { index -= 1 }
    guard index >= 0, mimeType[index] == ";" else { return nil }
    return index
  }
}
