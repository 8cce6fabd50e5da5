/// A file path as a SARIF `artifactLocation.uri` (SARIF 2.1.0 §3.4.3, a URI reference per
/// RFC 3986).
///
/// A relative path stays relative (GitHub code scanning resolves it against the repository):
/// backslashes become `/`, a leading `./` is dropped, and every byte of the UTF-8 path other
/// than an unreserved character (RFC 3986 §2.3: letters, digits, `-._~`) or `/` is
/// percent-encoded (§2.1), so spaces, `%`, `#`, `?`, `:` and non-ASCII letters cannot change
/// what the reference means. An absolute path becomes a `file://` URI (RFC 8089).
enum ArtifactURI {
  /// The URI reference of `path`.
  static func uri(forPath path: String) -> String {
    var path = path.replacingOccurrences(of: "\\", with: "/")
    while path.hasPrefix("./") { path.removeFirst(2) }
    let encoded = percentEncoded(path)
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  private static func percentEncoded(_ path: String) -> String {
    var output = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        output.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        output += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return output
  }
}
