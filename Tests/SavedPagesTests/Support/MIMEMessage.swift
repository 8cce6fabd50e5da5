import Foundation
import SavedPages
import TestSupport

/// Writes MIME messages for tests: lines joined with CRLF or LF, saved into a scratch folder
/// and loaded from there as a real file.
struct MIMEMessage {
  /// The message's lines.
  var lines: [String]

  /// The bytes with `lineBreak` after every line.
  func bytes(lineBreak: String = "\r\n") -> [UInt8] {
    Array(lines.map { $0 + lineBreak }.joined().utf8)
  }

  /// Writes the message to `name` in a fresh scratch folder and loads it.
  func load(
    as name: String = "page.mhtml", lineBreak: String = "\r\n", url: String? = nil
  ) throws -> SavedPage {
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    let path = try scratch.write(name, bytes(lineBreak: lineBreak))
    return try SavedPageLoader.load(contentsOf: path, url: url)
  }

  /// Writes the message to `name` and returns the loader's error (`nil` when it loads) and
  /// the file's path.
  func error(as name: String = "page.mhtml") throws -> (SavedPageError?, String) {
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    let path = try scratch.write(name, bytes())
    do {
      _ = try SavedPageLoader.load(contentsOf: path)
      return (nil, path)
    } catch {
      return (error, path)
    }
  }
}
