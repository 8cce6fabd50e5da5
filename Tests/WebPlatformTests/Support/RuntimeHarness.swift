import DOM
import Foundation
import HTMLParsing
import JSCore
import Testing

@testable import WebPlatform

/// Runs `.js` fixture scripts in a fresh ``Runtime`` with `test`/`assert` globals (in the style
/// of WebKit's `minidom.js`): each `test(name, body)` block records a pass or its failure.
enum RuntimeHarness {
  /// The test target's fixtures folder, in the source tree.
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// `test`, `asyncTest`, `assert`, `assert.equal`, `assert.same`, `assert.throws` and
  /// `assert.deepEqual`.
  static let prelude = """
    (function (global) {
      const results = [];
      const show = (value) => {
        try { return typeof value === "string" ? JSON.stringify(value) : String(value); }
        catch (error) { return "<unprintable>"; }
      };
      const assert = function (condition, message) {
        if (!condition) { throw new Error("assertion failed" + (message ? ": " + message : "")); }
      };
      assert.equal = function (actual, expected, message) {
        if (!Object.is(actual, expected)) {
          throw new Error((message ? message + ": " : "") + "expected " + show(expected) +
            ", got " + show(actual));
        }
      };
      assert.same = assert.equal;
      assert.deepEqual = function (actual, expected, message) {
        const a = JSON.stringify(actual), e = JSON.stringify(expected);
        if (a !== e) { throw new Error((message ? message + ": " : "") + "expected " + e + ", got " + a); }
      };
      assert.throws = function (body, name, message) {
        try { body(); } catch (error) {
          if (name && (!error || error.name !== name)) {
            throw new Error((message ? message + ": " : "") + "expected a " + name + ", got " + show(error));
          }
          return error;
        }
        throw new Error((message ? message + ": " : "") + "expected an exception" + (name ? " (" + name + ")" : ""));
      };
      global.assert = assert;
      global.test = function (name, body) {
        try { body(); results.push({ name: name, error: null }); }
        catch (error) {
          results.push({ name: name, error: String(error) + (error && error.stack ? "\\n" + error.stack : "") });
        }
      };
      // An asynchronous test: its body (usually an async function) runs in a microtask; the
      // result is recorded when its promise settles. The event loop runs (on the virtual
      // clock) before results are read, so a body may await promises, mutation observer
      // deliveries, timers and queued events; a test still pending then is recorded as a
      // failure.
      global.asyncTest = function (name, body) {
        const entry = { name: name, error: "the test did not finish (still pending when the event loop stopped)" };
        results.push(entry);
        Promise.resolve().then(() => body()).then(
          () => { entry.error = null; },
          (error) => {
            entry.error = String(error) + (error && error.stack ? "\\n" + error.stack : "");
          });
      };
      global.__testResults = results;
    })(globalThis);
    """

  /// A parsed fixture page (`Fixtures/pages/NAME`), or `html` given inline.
  static func document(
    page: String? = nil, html: String? = nil, url: String = "https://example.com/page.html"
  )
    throws -> Document
  {
    let markup: String
    if let html {
      markup = html
    } else {
      let path = fixtures.appendingPathComponent("pages").appendingPathComponent(
        page ?? "basic.html")
      markup = try String(contentsOf: path, encoding: .utf8)
    }
    let document = HTMLParser.parseDocument(markup)
    document.url = url
    return document
  }

  /// The outcome of one fixture run.
  struct Outcome {
    var passed: [String] = []
    var failures: [(name: String, error: String)] = []
    var uncaught: [String] = []
  }

  /// Runs `source` (with the prelude) in a new runtime over `document`.
  static func run(
    _ source: String, sourceURL: String, document: Document,
    options: Runtime.Options = Runtime.Options()
  )
    throws -> Outcome
  {
    let runtime = Runtime(document: document, options: options)
    try runtime.evaluate(prelude, sourceURL: "harness.js")
    var outcome = Outcome()
    do {
      try runtime.evaluate(source, sourceURL: sourceURL)
    } catch {
      outcome.uncaught.append("\(error)")
    }
    // Timers, animation frames and queued events (at most ten virtual minutes).
    runtime.runEventLoop(
      until: EventLoop.StopConditions(virtualTimeBudget: 600_000, maxTasks: 100_000))
    let results = try runtime.extensionWorld.global.get("__testResults")
    let count = Int(try results.get("length").toNumber())
    for index in 0..<count {
      let result = try results.get(at: index)
      let name = try result.get("name").toString()
      let error = try result.get("error")
      if error.isNull {
        outcome.passed.append(name)
      } else {
        outcome.failures.append((name, error.toString()))
      }
    }
    outcome.uncaught += runtime.uncaughtExceptions.map { "\($0)" }
    return outcome
  }

  /// The fixture scripts under `Fixtures/scripts/`, as relative paths.
  static func scriptNames() -> [String] {
    let root = fixtures.appendingPathComponent("scripts")
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".js") }.sorted()
  }

  /// Runs the fixture script at `scripts/NAME`; its first line may name a page:
  /// `// page: forms.html`.
  static func runFixture(_ name: String) throws -> Outcome {
    let url = fixtures.appendingPathComponent("scripts").appendingPathComponent(name)
    let source = try String(contentsOf: url, encoding: .utf8)
    var page = "basic.html"
    if let first = source.split(separator: "\n", maxSplits: 1).first,
      let range = first.range(of: "// page: ")
    {
      page = String(first[range.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
    return try run(source, sourceURL: name, document: try document(page: page))
  }
}

/// Every fixture script passes all its `test` blocks, runs at least one, and leaves nothing
/// uncaught.
@Suite struct FixtureScriptTests {
  @Test(arguments: RuntimeHarness.scriptNames())
  func fixture(_ name: String) throws {
    let outcome = try RuntimeHarness.runFixture(name)
    #expect(outcome.uncaught.isEmpty, "uncaught: \(outcome.uncaught.joined(separator: "\n"))")
    #expect(!outcome.passed.isEmpty || !outcome.failures.isEmpty, "no test blocks ran")
    for failure in outcome.failures {
      Issue.record("\(name) › \(failure.name): \(failure.error)")
    }
  }
}

extension RuntimeHarness {
  /// The one way these tests make a runtime: over `markup` parsed at `url` (the fixture page
  /// `basic.html` when `markup` is nil), with `resources` served for offline fetch and page
  /// scripts, `options` (then `configure`) and `machine`.
  static func runtime(
    _ markup: String? = nil, url: String = "https://example.com/page.html",
    resources: [String: String] = [:], options: Runtime.Options = Runtime.Options(),
    machine: VirtualMachine = VirtualMachine(),
    configure: (inout Runtime.Options) -> Void = { _ in }
  ) -> Runtime {
    var parserOptions = HTMLParser.Options()
    parserOptions.url = url
    let source =
      markup
      ?? (try? String(
        contentsOf: fixtures.appendingPathComponent("pages/basic.html"), encoding: .utf8)) ?? ""
    let document = HTMLParser.parseDocument(source, options: parserOptions)
    var options = options
    if !resources.isEmpty {
      let table = resources
      options.pageResources = { table[$0] }
    }
    configure(&options)
    return Runtime(document: document, options: options, virtualMachine: machine)
  }
}
