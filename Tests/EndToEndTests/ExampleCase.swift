import ActionExtension
import Examples
import Foundation
import JSCore
import Testing

/// One page of one example under `Examples/`: where its files are, how it runs, and what it
/// is expected to report.
struct ExampleCase: Sendable, CustomTestStringConvertible {
  /// The example extensions, by folder name.
  static let examples = ["BackgroundColor", "NoteTaker", "DraftWriter", "URLOnly"]

  /// The repository's root folder, found from this file's path.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // EndToEndTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// Every page of every example, in a stable order.
  static var all: [ExampleCase] {
    examples.flatMap { example in
      pageNames(of: example).map { ExampleCase(example: example, page: $0) }
    }
  }

  /// The names (without `.html`) of the saved pages of `example`, sorted.
  static func pageNames(of example: String) -> [String] {
    let folder = repositoryRoot.appendingPathComponent("Examples/\(example)/pages").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".html") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// The example's folder name.
  let example: String
  /// The page's name, without `.html`.
  let page: String

  var testDescription: String { "\(example)/\(page)" }

  /// `Examples/<example>`.
  var folder: URL { Self.repositoryRoot.appendingPathComponent("Examples/\(example)") }
  /// The extension folder (its `Info.plist` names the script).
  var extensionPath: String { folder.appendingPathComponent("\(example).appex").path }
  /// The saved page.
  var pagePath: String { folder.appendingPathComponent("pages/\(page).html").path }
  /// The expected report.
  var expectedPath: String { folder.appendingPathComponent("expected/\(page).json").path }

  /// The expected report, read from its file.
  func expected() throws -> ExpectedReport {
    try ExpectedReport(contentsOf: expectedPath)
  }

  /// The request handler the example ships.
  func makeHandler() -> any RequestHandler {
    switch example {
    case "BackgroundColor": return BackgroundColorHandler()
    case "NoteTaker": return NoteTakerHandler()
    case "DraftWriter": return DraftWriterHandler()
    default: return URLOnlyHandler()
    }
  }

  /// Runs the page with `handler`, as the expected report's options say, keeping the page's
  /// HTML after `finalize()`.
  func run(
    with handler: any RequestHandler, expected: ExpectedReport
  ) -> RunReport {
    var options = RunOptions()
    options.includeFinalHTML = true
    if let selection = expected.selection {
      options.selection = .text(selection, occurrence: 1)
    } else if let selector = expected.selectionCSS {
      options.selection = .css(selector)
    }
    return PreprocessingRunner(options: options).run(
      pagePath: pagePath, scriptPath: extensionPath, pageURL: expected.givenPageURL,
      handler: handler)
  }
}
