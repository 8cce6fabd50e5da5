import DOM

/// One leaf body part of an MHTML message, after nested multiparts are flattened and before
/// its body is decoded.
struct MHTMLPart {
  /// The part's number in the message, as mail readers write it: `2`, or `3.1` inside a
  /// nested multipart.
  var number: String
  /// The part's headers.
  var headers: MIMEHeaders
  /// The part's `Content-Type` (`text/plain` when absent, as RFC 2045 §5.2 says).
  var contentType: MIMEType
  /// The byte range of the body (still transfer-encoded) in the message.
  var body: Swift.Range<Int>
  /// The `Content-Location`, RFC 2047 encoded words decoded, not yet resolved.
  var location: String?
  /// The base for a relative location: the part's `Content-Base`, else the nearest enclosing
  /// multipart's, else the message's (each resolved against the one around it); `nil` if none.
  var base: String?
  /// The `Content-ID` without its angle brackets.
  var contentID: String?
  /// Whether the part is the last of a multipart that has no closing delimiter: the file
  /// ended inside it, so it may be cut short.
  var isCut: Bool

  /// How warnings and errors name the part: its location, else its `cid:` URL, else
  /// `MIME part N`.
  var label: String {
    if let location { return location }
    if let contentID, !contentID.isEmpty { return "cid:\(contentID)" }
    return "MIME part \(number)"
  }

  /// The body decoded with the part's `Content-Transfer-Encoding` (`quoted-printable`,
  /// `base64`; anything else is taken as it is), or `nil` when a base64 body holds a
  /// character outside the base64 alphabet.
  func decodedBody(in bytes: [UInt8]) -> [UInt8]? {
    let body = bytes[body]
    let encoding = (headers["Content-Transfer-Encoding"] ?? "7bit").trimmingWhitespace()
      .lowercased()
    switch encoding {
    case "quoted-printable": return QuotedPrintable.decode(body)
    case "base64": return Base64.decode(body, policy: .mime)
    default: return Array(body)
    }
  }
}
