import Foundation

/// One fixture of the WebKit-differential suite: a small `Action.js` with its page and case
/// options, and what WebKit did with it (recorded by `Scripts/record-webkit-fixtures.py`).
///
/// A fixture is `Fixtures/<area>/<name>.js`. Its first comment lines may set case options, one
/// a line: `// @page: other.html` (relative to the fixture's folder), `// @url: URL`,
/// `// @select: TEXT`, `// @finalize: {JSON}`, `// @final-html` (compare the document after
/// `finalize()`), `// @charset: LABEL` (the transport charset), `// @timeout: SECONDS`. The page
/// is `@page`, else `<name>.html`, else `page.html` in the fixture's folder, else the suite's
/// `page.html`. The recording is `<name>.webkit.json` beside it.
struct WebKitFixture: CustomStringConvertible, Sendable {
  /// The suite's folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// `<area>/<name>`.
  let id: String
  /// The script's text.
  let source: String
  /// The page file.
  let page: URL
  /// The document's URL.
  let url: String
  /// The text to select before `run()`, if any.
  let select: String?
  /// The finalize argument as JSON, if `finalize()` is to run.
  let finalize: String?
  /// Whether the document after `finalize()` is compared.
  let compareFinalHTML: Bool
  /// The transport charset, if any.
  let charset: String?

  var description: String { id }

  /// The default document URL of a fixture.
  static let defaultURL = "https://webkit.fixture.example/dir/page.html"

  /// Every fixture under ``root``, sorted by id.
  static func all() -> [WebKitFixture] {
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".js") }.sorted()
      .compactMap { WebKitFixture(relativePath: $0) }
  }

  init?(relativePath: String) {
    let file = Self.root.appendingPathComponent(relativePath)
    guard let source = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    id = String(relativePath.dropLast(3))
    self.source = source
    var options: [String: String] = [:]
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("//") else { break }
      let body = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
      guard body.hasPrefix("@") else { continue }
      let parts = body.dropFirst().split(separator: ":", maxSplits: 1)
      guard let key = parts.first else { continue }
      options[String(key).trimmingCharacters(in: .whitespaces)] =
        parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
    }
    let folder = file.deletingLastPathComponent()
    let name = file.deletingPathExtension().lastPathComponent
    let candidates = [
      options["page"].map { folder.appendingPathComponent($0) },
      folder.appendingPathComponent("\(name).html"),
      folder.appendingPathComponent("page.html"),
      Self.root.appendingPathComponent("page.html"),
    ].compactMap { $0 }
    page =
      candidates.first { FileManager.default.fileExists(atPath: $0.path) }
      ?? Self.root.appendingPathComponent("page.html")
    url = options["url"] ?? Self.defaultURL
    select = options["select"]
    finalize = options["finalize"]
    compareFinalHTML = options["final-html"] != nil
    charset = options["charset"]
  }

  /// The recording's file.
  var recordingURL: URL { Self.root.appendingPathComponent("\(id).webkit.json") }

  /// What WebKit did, or nil when the fixture has no recording.
  func recording() throws -> WebKitRecording? {
    guard let data = FileManager.default.contents(atPath: recordingURL.path) else { return nil }
    return try JSONDecoder().decode(WebKitRecording.self, from: data)
  }

  /// The known deviations (`Fixtures/expectations.txt`: `<id>: <reason>` a line, `#` comments),
  /// by fixture id.
  static func knownDeviations() -> [String: String] {
    let file = root.appendingPathComponent("expectations.txt")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [:] }
    var deviations: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      let parts = trimmed.split(separator: ":", maxSplits: 1)
      deviations[String(parts[0]).trimmingCharacters(in: .whitespaces)] =
        parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
    }
    return deviations
  }
}

/// What the WebKit oracle reported for a fixture: the part of its output the suite compares.
struct WebKitRecording: Decodable, Sendable {
  /// `JSON.stringify` of the value `run()` passed to `completionFunction` (nil: never called).
  let resultsJSON: String?
  /// Whether `completionFunction` was called.
  let completed: Bool
  /// `String(e)` of an exception thrown by `run()`, if any.
  let runException: String?
  /// The messages of `alert()`, in order.
  let alerts: [String]
  /// `document.documentElement.outerHTML` after `finalize()` (recorded for `@final-html`).
  let finalHTML: String?
  /// `document.characterSet`.
  let characterSet: String?
}
