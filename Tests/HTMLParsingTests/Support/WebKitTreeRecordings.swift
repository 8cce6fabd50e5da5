import Foundation

/// What WebKit 2.50 (Safari's engine) builds for the html5lib tree-construction cases where it
/// differs from the html5lib expectation, recorded with the WebKit oracle
/// (`Fixtures/html5lib/tree-construction-webkit.txt`; `Scripts/webkit-html5lib/record.py`).
/// Where WebKit and the tests differ, WebKit's tree is the one the parser must build.
enum WebKitTreeRecordings {
  /// WebKit's dump per case id (`file.dat:N`), for the cases where it differs.
  static func load(_ url: URL) throws -> [String: String] {
    var dumps: [String: String] = [:]
    var id: String?
    var lines: [String] = []
    var inDump = false
    func finish() {
      if let id { dumps[id] = lines.joined(separator: "\n") }
      id = nil
      lines = []
      inDump = false
    }
    for line in try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    {
      if line.hasPrefix("#case ") {
        finish()
        id = String(line.dropFirst("#case ".count))
      } else if line == "#webkit" {
        inDump = true
      } else if inDump {
        if line.isEmpty { finish() } else { lines.append(String(line)) }
      }
    }
    finish()
    return dumps
  }
}
