import Foundation

/// Reads an MHTML file: a MIME `multipart/related` message whose root part is the page and
/// whose other parts are its resources, each named by `Content-Location` (and `Content-ID`,
/// as a `cid:` URL).
///
/// - Nested multiparts (a `multipart/alternative` or `multipart/related` part inside the
///   message) are flattened, depth first, up to ``maximumDepth`` levels.
/// - The root part is the one the message's `start` parameter names (a Content-ID; when it
///   names a nested multipart, that multipart's first HTML part), else the first `text/html`
///   or `application/xhtml+xml` part depth first. A message that is not multipart is a
///   single-part page of any type.
/// - The page URL is the `Snapshot-Content-Location` header (Chrome), else the root part's
///   `Content-Location`. A relative `Content-Location` is resolved against the part's
///   `Content-Base`, else the enclosing multiparts' and the message's `Content-Base`
///   (RFC 2110/2557), else the page URL (the caller's URL when the archive has none).
/// - `Subject` becomes ``SavedPage/titleHint``. RFC 2047 encoded words are decoded in
///   `Subject` and `Content-Location`; RFC 2231 parameters in `Content-Type`.
/// - Transfer encodings: `quoted-printable`, `base64`, `7bit`, `8bit`, `binary` (unknown
///   encodings are read as `binary`). The part's `charset` is its text encoding name.
/// - Damage, as browsers tolerate it: a resource part whose base64 is damaged is dropped with
///   a warning; a multipart without its closing delimiter (a truncated file) keeps the parts
///   before the last, drops the last one (it may be cut) with a warning, and when the last one
///   is the page, keeps what is there with a warning. A damaged page part is an error.
///
/// https://www.rfc-editor.org/rfc/rfc2557 (MHTML), https://www.rfc-editor.org/rfc/rfc2046
/// (multipart), https://www.rfc-editor.org/rfc/rfc2387 (`multipart/related`, `start`).
struct MHTMLReader {
  /// The file name used in errors.
  var file: String

  /// How deep multiparts may nest; deeper ones are skipped with a warning (a bound on
  /// recursion for hostile input).
  static let maximumDepth = 8

  /// What flattening collects.
  private struct Flattening {
    var parts: [MHTMLPart] = []
    var warnings: [SavedPageWarning] = []
    /// The index of the root part chosen by `start` naming a nested multipart.
    var startPart: Int?
  }

  /// The page of the message in `bytes`; `url`, when given, replaces the archive's URL.
  func read(_ bytes: [UInt8], url: String?) throws(SavedPageError) -> SavedPage {
    let (headers, bodyStart) = MIMEHeaders.parse(bytes, in: 0..<bytes.count)
    guard let contentTypeValue = headers["Content-Type"] else {
      throw .archiveInvalid(file: file, reason: "no Content-Type header: not a MIME message")
    }
    let contentType = MIMEType(contentTypeValue)
    let startID = contentType.parameters["start"].map(Self.unbracketed)
    var flattening = Flattening()
    let messageBase = Self.contentBase(headers, inherited: nil)
    if contentType.essence.hasPrefix("multipart/") {
      guard let boundary = contentType.parameters["boundary"], !boundary.isEmpty else {
        throw .archiveInvalid(
          file: file, reason: "Content-Type \(contentType.essence) has no boundary parameter")
      }
      guard
        let split = MIMEMultipart.parts(
          of: bytes, in: bodyStart..<bytes.count, boundary: boundary)
      else {
        throw .archiveInvalid(
          file: file, reason: "the MIME boundary \"\(boundary)\" never appears in the body")
      }
      flattenParts(
        of: split, boundary: boundary, in: bytes, number: "", base: messageBase, depth: 1,
        startID: startID, into: &flattening)
    } else {
      flattening.parts.append(
        Self.leaf(
          headers, contentType: contentType, body: bodyStart..<bytes.count, number: "1",
          base: messageBase, isCut: false))
    }
    let parts = flattening.parts
    var warnings = flattening.warnings
    let rootIndex = try root(
      of: parts, startID: startID, startPart: flattening.startPart,
      isMultipart: contentType.essence.hasPrefix("multipart/"), warnings: &warnings)
    let root = parts[rootIndex]
    guard let rootBytes = root.decodedBody(in: bytes) else {
      throw .archiveInvalid(
        file: file,
        reason: "the page's part (\(root.label)) is not valid base64: its body holds a "
          + "character outside the base64 alphabet")
    }
    if root.isCut {
      warnings.append(
        SavedPageWarning(
          location: root.label,
          reason: "the file ends inside the page's part (no closing MIME boundary): the page "
            + "may be cut short; what is there was kept"))
    }
    let rootLocation = root.location.map { Self.resolve($0, against: root.base) }
    let archiveURL =
      headers["Snapshot-Content-Location"].map(EncodedWords.decode).flatMap {
        $0.isEmpty ? nil : $0
      } ?? rootLocation
    var resources = SavedResources()
    for (index, part) in parts.enumerated() where index != rootIndex {
      let label = part.location.map { Self.resolve($0, against: part.base ?? archiveURL ?? url) }
      if part.isCut {
        warnings.append(
          SavedPageWarning(
            location: label ?? part.label,
            reason: "the file ends inside this part (no closing MIME boundary): it may be cut "
              + "short and was dropped"))
        continue
      }
      guard let partBytes = part.decodedBody(in: bytes) else {
        warnings.append(
          SavedPageWarning(
            location: label ?? part.label,
            reason: "damaged base64 body (a character outside the base64 alphabet): the "
              + "resource was dropped"))
        continue
      }
      let mimeType = part.contentType.essence.isEmpty ? "text/plain" : part.contentType.essence
      let charset = part.contentType.parameters["charset"]
      for name in Self.names(location: label, contentID: part.contentID) {
        resources.add(
          SavedResource(url: name, bytes: partBytes, mimeType: mimeType, textEncodingName: charset)
        )
      }
    }
    let subject = headers["Subject"].map { EncodedWords.decode($0).trimmingWhitespace() }
    return SavedPage(
      url: url ?? archiveURL ?? "", bytes: rootBytes, mimeType: root.contentType.essence,
      textEncodingName: root.contentType.parameters["charset"], resources: resources,
      format: .mhtml, titleHint: subject.flatMap { $0.isEmpty ? nil : $0 }, warnings: warnings)
  }

  /// Adds the leaf parts of one multipart body, split at `boundary`, to `flattening`.
  /// `number` is the multipart's own part number (empty for the message).
  private func flattenParts(
    of split: MIMEMultipart.Split, boundary: String, in bytes: [UInt8], number: String,
    base: String?, depth: Int, startID: String?, into flattening: inout Flattening
  ) {
    if !split.isClosed {
      flattening.warnings.append(
        SavedPageWarning(
          location: number.isEmpty ? nil : "MIME part \(number)",
          reason: "the closing MIME boundary \"--\(boundary)--\" is missing: the file may be "
            + "truncated"))
    }
    for (index, range) in split.parts.enumerated() {
      let partNumber = number.isEmpty ? "\(index + 1)" : "\(number).\(index + 1)"
      let (headers, bodyStart) = MIMEHeaders.parse(bytes, in: range)
      let contentType = MIMEType(headers["Content-Type"] ?? "text/plain")
      let partBase = Self.contentBase(headers, inherited: base)
      let isCut = !split.isClosed && index == split.parts.count - 1
      guard contentType.essence.hasPrefix("multipart/") else {
        flattening.parts.append(
          Self.leaf(
            headers, contentType: contentType, body: bodyStart..<range.upperBound,
            number: partNumber, base: partBase, isCut: isCut))
        continue
      }
      guard depth < Self.maximumDepth else {
        flattening.warnings.append(
          SavedPageWarning(
            location: "MIME part \(partNumber)",
            reason: "multiparts nested more than \(Self.maximumDepth) deep: skipped"))
        continue
      }
      guard let innerBoundary = contentType.parameters["boundary"], !innerBoundary.isEmpty,
        let innerSplit = MIMEMultipart.parts(
          of: bytes, in: bodyStart..<range.upperBound, boundary: innerBoundary)
      else {
        flattening.warnings.append(
          SavedPageWarning(
            location: "MIME part \(partNumber)",
            reason: "a \(contentType.essence) part without a usable boundary: skipped"))
        continue
      }
      let firstLeaf = flattening.parts.count
      flattenParts(
        of: innerSplit, boundary: innerBoundary, in: bytes, number: partNumber, base: partBase,
        depth: depth + 1, startID: startID, into: &flattening)
      if let startID, headers["Content-ID"].map(Self.unbracketed) == startID,
        flattening.startPart == nil
      {
        flattening.startPart = flattening.parts.indices.dropFirst(firstLeaf).first {
          flattening.parts[$0].contentType.isHTML
        }
      }
    }
  }

  /// A leaf part from its headers.
  private static func leaf(
    _ headers: MIMEHeaders, contentType: MIMEType, body: Range<Int>, number: String,
    base: String?, isCut: Bool
  ) -> MHTMLPart {
    let location = headers["Content-Location"].map {
      EncodedWords.decode($0).trimmingWhitespace()
    }
    return MHTMLPart(
      number: number, headers: headers, contentType: contentType, body: body,
      location: location.flatMap { $0.isEmpty ? nil : $0 }, base: base,
      contentID: headers["Content-ID"].map(Self.unbracketed), isCut: isCut)
  }

  /// The `Content-Base` of an entity resolved against the enclosing one, else the enclosing one.
  private static func contentBase(_ headers: MIMEHeaders, inherited: String?) -> String? {
    guard let value = headers["Content-Base"].map({ EncodedWords.decode($0) }) else {
      return inherited
    }
    // RFC 2110 allows the value to be quoted and folded; spaces are not part of the URL.
    let base = value.trimmingWhitespace().trimmingCharacters(in: CharacterSet(charactersIn: "\""))
      .filter { !$0.isWhitespace }
    guard !base.isEmpty else { return inherited }
    return resolve(base, against: inherited)
  }

  /// The index of the root part: the one whose Content-ID `start` names (or the first HTML
  /// part of the multipart it names), else the first HTML part, else the only part of a
  /// message that is not multipart.
  private func root(
    of parts: [MHTMLPart], startID: String?, startPart: Int?, isMultipart: Bool,
    warnings: inout [SavedPageWarning]
  ) throws(SavedPageError) -> Int {
    if let startID {
      if let index = parts.firstIndex(where: { $0.contentID == startID }) { return index }
      if let startPart { return startPart }
      warnings.append(
        SavedPageWarning(
          location: nil,
          reason: "the start parameter names <\(startID)>, which no part has: the first HTML "
            + "part is the page"))
    }
    if let index = parts.firstIndex(where: { $0.contentType.isHTML }) { return index }
    if !isMultipart, !parts.isEmpty { return 0 }
    throw .archiveInvalid(
      file: file, reason: "no text/html part among the \(parts.count) MIME parts")
  }

  /// The URLs a resource part answers: its resolved location and `cid:` + its Content-ID.
  private static func names(location: String?, contentID: String?) -> [String] {
    var names: [String] = []
    if let location { names.append(location) }
    if let contentID, !contentID.isEmpty { names.append("cid:\(contentID)") }
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
