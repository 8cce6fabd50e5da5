import DOM
import Foundation
import HTMLParsing
import JSCore
import TestSupport
import Testing

@testable import WebPlatform

/// The extension-script corpus (`Fixtures/corpus/*.js`: metadata extraction, selection to
/// Markdown, reader cleanup, form filling, finalize-time DOM changes…) runs over the curated
/// saved pages in the repository, and over the optional corpus's pages when present: `run()` must call `completionFunction` with a dictionary, `finalize()`
/// must return, and no exception may escape (a missing or broken API shows up as one).
@Suite(.serialized) struct CorpusTests {
  static let corpus = RuntimeHarness.fixtures.appendingPathComponent("corpus")

  /// The corpus scripts, by file name.
  static func scripts() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    return names.filter { $0.hasSuffix(".js") }.sorted()
  }

  /// The pages the scripts run over: the curated saved pages in the repository (`Tests/Pages`),
  /// then the optional corpus's pages when it is present — with `ACTIONJS_FULL_CORPUS=1` every
  /// one of them with the synthetic pages; by default (a debug build runs each case in tens of
  /// milliseconds to seconds) the curated pages under 200 KB (the two large ones cost most of
  /// the suite's time and take no other path) and every fourth corpus page in name order.
  static func pages() -> [URL] {
    let corpus = RepositoryPaths.corpusPages(for: "CorpusTests")
    if ProcessInfo.processInfo.environment["ACTIONJS_FULL_CORPUS"] == "1" {
      let synthetic = RepositoryPaths.corpus("pages/synthetic")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: synthetic.path)) ?? []
      return RepositoryPaths.curatedPages() + corpus
        + names.filter { $0.hasSuffix(".html") }.sorted().map {
          synthetic.appendingPathComponent($0)
        }
    }
    let curated = RepositoryPaths.curatedPages().filter {
      ((try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) < 200_000
    }
    return curated + corpus.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
  }

  /// The `@finalize-argument:` JSON of a corpus script's header, or `{}`.
  static func finalizeArgument(of source: String) -> String {
    for line in source.split(separator: "\n").prefix(40) {
      if let range = line.range(of: "@finalize-argument:") {
        return line[range.upperBound...].trimmingCharacters(in: .whitespaces)
      }
    }
    return "{}"
  }

  /// What went wrong in one script × page case, or nil.
  static func run(script source: String, name: String, page: URL, machine: VirtualMachine)
    throws -> String?
  {
    let bytes = try [UInt8](Data(contentsOf: page))
    let document = HTMLParser.parseDocument(bytes: bytes).document
    document.url =
      page.path.contains("/readability/") ? "http://fakehost/test/page.html" : page.absoluteString
    let runtime = Runtime(document: document, virtualMachine: machine)
    do {
      try runtime.evaluate(source, sourceURL: name)
      try runtime.evaluate(
        """
        var __corpusResult = null, __corpusCalls = 0;
        ExtensionPreprocessingJS.run({
          completionFunction: function (result) { __corpusCalls++; __corpusResult = result; },
          extensionName: "com.example.corpus"
        });
        """, sourceURL: "corpus-driver.js")
      let world = runtime.extensionWorld
      runtime.runEventLoop(
        until: EventLoop.StopConditions(
          until: { (try? world.global.get("__corpusCalls").toNumber()) ?? 0 > 0 },
          virtualTimeBudget: 30_000, maxTasks: 10_000))
      let calls = try world.global.get("__corpusCalls").toNumber()
      guard calls == 1 else { return "completionFunction called \(Int(calls)) times" }
      guard try world.global.get("__corpusResult").isObject else {
        return "completionFunction was not given an object"
      }
      try runtime.evaluate(
        """
        if (typeof ExtensionPreprocessingJS.finalize === "function") {
          ExtensionPreprocessingJS.finalize(\(finalizeArgument(of: source)));
        }
        """, sourceURL: "corpus-driver.js")
      runtime.runEventLoop(
        until: EventLoop.StopConditions(virtualTimeBudget: 10_000, maxTasks: 10_000))
    } catch {
      return "threw: \(error)"
    }
    if let error = runtime.errors.first {
      return "uncaught: \(error.message) at \(error.sourceURL ?? "?")"
    }
    return nil
  }

  @Test(arguments: scripts())
  func scriptRunsOverEveryPage(_ name: String) throws {
    let pages = Self.pages()
    #expect(pages.count >= 10)
    let source = try String(contentsOf: Self.corpus.appendingPathComponent(name), encoding: .utf8)
    let machine = VirtualMachine()
    var failures: [String] = []
    for page in pages {
      if let failure = try Self.run(script: source, name: name, page: page, machine: machine) {
        failures.append("\(page.lastPathComponent): \(failure)")
      }
    }
    #expect(
      failures.isEmpty,
      "\(name) failed on \(failures.count) of \(pages.count) pages:\n\(failures.prefix(15).joined(separator: "\n"))"
    )
  }
}
