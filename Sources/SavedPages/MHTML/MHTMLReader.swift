import Foundation

/// Reads an MHTML file: a MIME `multipart/related` message whose root part is the page and
/// whose other parts are its resources, each named by `Content-Location` (and `Content-ID`,
/// as a `cid:` URL).
///
/// - The root part is the one the `start` parameter names (a Content-ID), else the first
///   `text/html` part.
/// - The page URL is the `Snapshot-Content-Location` header (Chrome), else the root part's
///   `Content-Location`. Relative part locations are resolved against it (against the
///   caller's URL when the archive has none).
/// - Transfer encodings: `quoted-printable`, `base64`, `7bit`, `8bit`, `binary` (unknown
///   encodings are read as `binary`). The part's `charset` is its text encoding name.
/// - A message that is not multipart but `text/html` is a single-part page.
///
/// https://www.rfc-editor.org/rfc/rfc2557 (MHTML), https://www.rfc-editor.org/rfc/rfc2046
/// (multipart), https://www.rfc-editor.org/rfc/rfc2387 (`multipart/related`, `start`).
struct MHTMLReader {
  /// The file name used in errors.
  var file: String

  /// One decoded body part.
  private struct Part {
    var headers: MIMEHeaders
    var contentType: MIMEType
    var bytes: [UInt8]
    var location: String?
    var contentID: String?
  }

  /// The page of the message in `bytes`; `url`, when given, replaces the archive's URL.
  func read(_ bytes: [UInt8], url: String?) throws(SavedPageError) -> SavedPage {
    let (headers, bodyStart) = MIMEHeaders.parse(bytes, in: 0..<bytes.count)
    guard let contentTypeValue = headers["Content-Type"] else {
      throw .archiveInvalid(file: file, reason: "no Content-Type header: not a MIME message")
    }
    let contentType = MIMEType(contentTypeValue)
    var parts: [Part] = []
    if contentType.essence.hasPrefix("multipart/") {
      guard let boundary = contentType.parameters["boundary"], !boundary.isEmpty else {
        throw .archiveInvalid(
          file: file, reason: "Content-Type \(contentType.essence) has no boundary parameter")
      }
      guard
        let ranges = MIMEMultipart.parts(
          of: bytes, in: bodyStart..<bytes.count, boundary: boundary)
      else {
        throw .archiveInvalid(
          file: file, reason: "the MIME boundary \"\(boundary)\" never appears in the body")
      }
      for (index, range) in ranges.enumerated() {
        let (partHeaders, partBody) = MIMEHeaders.parse(bytes, in: range)
        parts.append(try part(partHeaders, bytes[partBody..<range.upperBound], index: index))
      }
    } else {
      parts.append(try part(headers, bytes[bodyStart...], index: 0))
    }
    let rootIndex = try root(of: parts, start: contentType.parameters["start"])
    let root = parts[rootIndex]
    let archiveURL =
      headers["Snapshot-Content-Location"].flatMap { $0.isEmpty ? nil : $0 } ?? root.location
    var resources = SavedResources()
    for (index, part) in parts.enumerated() where index != rootIndex {
      let mimeType = part.contentType.essence.isEmpty ? "text/plain" : part.contentType.essence
      let charset = part.contentType.parameters["charset"]
      for name in names(of: part, base: archiveURL ?? url) {
        resources.add(
          SavedResource(url: name, bytes: part.bytes, mimeType: mimeType, textEncodingName: charset)
        )
      }
    }
    return SavedPage(
      url: url ?? archiveURL ?? "", bytes: root.bytes, mimeType: root.contentType.essence,
      textEncodingName: root.contentType.parameters["charset"], resources: resources,
      format: .mhtml)
  }

  /// The index of the root part: the one whose Content-ID `start` names, else the first HTML part.
  private func root(of parts: [Part], start: String?) throws(SavedPageError) -> Int {
    if let start {
      let id = Self.unbracketed(start)
      if let index = parts.firstIndex(where: { $0.contentID == id }) { return index }
    }
    guard let index = parts.firstIndex(where: { $0.contentType.isHTML }) else {
      throw .archiveInvalid(
        file: file, reason: "no text/html part among the \(parts.count) MIME parts")
    }
    return index
  }

  /// Decodes one part's body with its Content-Transfer-Encoding.
  private func part(
    _ headers: MIMEHeaders, _ body: ArraySlice<UInt8>, index: Int
  ) throws(SavedPageError) -> Part {
    let contentType = MIMEType(headers["Content-Type"] ?? "text/plain")
    let encoding = (headers["Content-Transfer-Encoding"] ?? "7bit").trimmingWhitespace()
      .lowercased()
    let bytes: [UInt8]
    switch encoding {
    case "quoted-printable":
      bytes = QuotedPrintable.decode(body)
    case "base64":
      guard let decoded = Base64.decode(body) else {
        throw .archiveInvalid(
          file: file, reason: "MIME part \(index + 1) is not valid base64")
      }
      bytes = decoded
    default:
      bytes = Array(body)
    }
    let location = headers["Content-Location"].flatMap { $0.isEmpty ? nil : $0 }
    let contentID = headers["Content-ID"].map(Self.unbracketed)
    return Part(
      headers: headers, contentType: contentType, bytes: bytes, location: location,
      contentID: contentID)
  }

  /// The URLs a resource part answers: its Content-Location (resolved against `base`) and
  /// `cid:` + its Content-ID.
  private func names(of part: Part, base: String?) -> [String] {
    var names: [String] = []
    if let location = part.location { names.append(Self.resolve(location, against: base)) }
    if let id = part.contentID, !id.isEmpty { names.append("cid:\(id)") }
    return names
  }

  /// `reference` resolved against `base` when it is relative and a base is known.
  static func resolve(_ reference: String, against base: String?) -> String {
    guard let base, URLComponents(string: reference)?.scheme == nil,
      let baseURL = URL(string: base), let resolved = URL(string: reference, relativeTo: baseURL)
    else { return reference }
    return resolved.absoluteString
  }

  /// A Content-ID or `start` value without its angle brackets.
  static func unbracketed(_ value: String) -> String {
    var id = value.trimmingWhitespace()
    if id.hasPrefix("<"), id.hasSuffix(">"), id.count >= 2 {
      id = String(id.dropFirst().dropLast())
    }
    return id
  }
}
