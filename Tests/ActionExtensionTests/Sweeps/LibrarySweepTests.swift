import ActionExtension
import Foundation
import JSCore
import SavedPages
import TestSupport
import Testing

/// Two DOM-heavy libraries as extension scripts over the 130 saved pages of the Readability
/// test suite, through the real preprocessing flow, compared with what WebKit (WebKitGTK 2.50)
/// returned for the same script on each page: Turndown (HTML to Markdown, as "save as
/// Markdown" extensions use it) and DOMPurify (sanitizing, as clipping extensions do). Each
/// script is the library as Debian installs it (node-turndown, node-dompurify: never copied
/// into the repository), then `Benchmarks/jsdom/<library>-workload.js`, then
/// `Benchmarks/jsdom/workload-action.js`; the results are lengths, counts and an FNV-1a hash of
/// the whole output, so a page matches only when the output is WebKit's to the code unit.
///
/// WebKit's answers are recorded in `Sweeps/Recordings/<library>.webkit.jsonl.gz` (the WebKit
/// oracle over the combined script, page URL `http://fakehost/test/page.html`). The pages are
/// shared test data beside the repository; without them, or without the library, the test
/// says so and passes.
@Suite struct LibrarySweepTests {
  static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Recordings")
  static let workloads = RepositoryPaths.url("Benchmarks/jsdom")

  /// One library: where Debian installs it, how it becomes a script, and the least number of
  /// pages (of 130) that must match WebKit (what was measured, 2026-12-06).
  struct Library: CustomTestStringConvertible, Sendable {
    var name: String
    var installed: String
    var floor: Int
    /// Wraps the installed file so it defines its global.
    var wrap: @Sendable (String) -> String
    var testDescription: String { name }
  }

  static let libraries = [
    Library(
      name: "turndown", installed: "/usr/share/nodejs/turndown/lib/turndown.cjs.js", floor: 130,
      wrap: { source in
        // The CommonJS build: given `module`, it defines TurndownService.
        """
        var TurndownService = (function () {
          var module = { exports: {} }, exports = module.exports;
          var require = function (name) { throw new Error("turndown: no module " + name); };
        \(source)
          return module.exports;
        })();
        """
      }),
    // The pages that differ, and why (2026-12-06): article-author-tag, cnet-svg-classes
    // (DOMPurify removes other attributes: the SVG and foreign-content attribute names
    // differ) and yahoo-3 (the sanitized HTML differs in a few characters). buzzfeed-1 matches
    // since our own parser (issue 22) keeps its two C1 control characters, as WebKit does
    // (gumbo, the parser before, made them U+FFFD).
    Library(
      name: "dompurify", installed: "/usr/share/nodejs/dompurify/dist/purify.js", floor: 127,
      wrap: { $0 }),
  ]

  @Test(arguments: libraries)
  func libraryMatchesWebKit(_ library: Library) throws {
    guard
      let cases = try SweepData.cases(
        in: Self.recordings.appendingPathComponent("\(library.name).webkit.jsonl.gz"))
    else {
      Issue.record("the recording of \(library.name) is missing")
      return
    }
    guard FileManager.default.fileExists(atPath: SweepData.pages.path) else {
      print("LibrarySweepTests: skipped: the saved pages are not beside the repository")
      return
    }
    guard let installed = try? String(contentsOfFile: library.installed, encoding: .utf8) else {
      print(
        "LibrarySweepTests: skipped \(library.name): \(library.installed) is not installed "
          + "(Scripts/bootstrap.sh installs it)")
      return
    }
    let script =
      library.wrap(installed) + "\n"
      + (try String(
        contentsOf: Self.workloads.appendingPathComponent("\(library.name)-workload.js"),
        encoding: .utf8))
      + "\n"
      + (try String(
        contentsOf: Self.workloads.appendingPathComponent("workload-action.js"), encoding: .utf8))
    var options = RunOptions()
    options.world = .page
    // A debug build is slow; the sweep compares results, not speed.
    options.scriptTimeLimit = 120
    let runner = PreprocessingRunner(options: options)
    let machine = VirtualMachine()
    var matching = 0
    var lines: [String] = []
    for testCase in cases {
      let path = SweepData.pages.appendingPathComponent(testCase.page).path
      let page = try SavedPageLoader.load(contentsOf: path, url: testCase.url)
      let report = runner.run(
        page: page, script: script, scriptURL: "\(library.name)-action.js",
        handler: NoItemsHandler(), virtualMachine: machine)
      if let difference = SweepData.difference(report.results, testCase.webKit) {
        lines.append("\(testCase.page): \(difference)")
      } else {
        matching += 1
      }
    }
    print("\(library.name) sweep: \(matching)/\(cases.count) pages match WebKit")
    if !lines.isEmpty { print("Pages that differ:\n" + lines.joined(separator: "\n")) }
    #expect(cases.count == 130)
    #expect(
      matching >= library.floor,
      "\(library.name) matches WebKit on \(matching) pages, below its floor \(library.floor)")
  }
}
