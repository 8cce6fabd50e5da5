// The extension-script corpus over saved pages in a release build: what CorpusTests checks
// (a sample of pages in the debug test run), for every page, with each case's time. The case
// runner repeats CorpusTests.run (a test target cannot be imported); both become calls of the
// extension flow's PreprocessingRunner when that exists (issue 6).
import DOM
import Foundation
import HTMLParsing
import JSCore
import WebPlatform

/// The `@finalize-argument:` JSON of a corpus script's header, or `{}`.
func corpusFinalizeArgument(of source: String) -> String {
  for line in source.split(separator: "\n").prefix(40) {
    if let range = line.range(of: "@finalize-argument:") {
      return line[range.upperBound...].trimmingCharacters(in: .whitespaces)
    }
  }
  return "{}"
}

/// Runs one corpus script over one page: `run()` must call `completionFunction` once with an
/// object, `finalize()` (when defined) must return, and nothing may be left uncaught. Returns
/// what went wrong, or nil.
func runCorpusCase(source: String, name: String, path: String, machine: VirtualMachine)
  -> String?
{
  guard let data = FileManager.default.contents(atPath: path) else { return "unreadable page" }
  let document = HTMLParser.parseDocument(bytes: [UInt8](data)).document
  document.url = pageURL(path)
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
        ExtensionPreprocessingJS.finalize(\(corpusFinalizeArgument(of: source)));
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

/// `corpus SCRIPT_DIR PAGE_OR_DIR...`: every script × page case; one line per failure, then a
/// summary (cases, failures, time, slowest case). Exit status 1 when any case failed.
func runCorpusSweep(_ arguments: [String]) -> Int32 {
  guard let scriptDirectory = arguments.first else {
    print("usage: actionjs-dombench corpus SCRIPT_DIR PAGE_OR_DIR...")
    return 2
  }
  let names =
    ((try? FileManager.default.contentsOfDirectory(atPath: scriptDirectory)) ?? [])
    .filter { $0.hasSuffix(".js") }.sorted()
  let pages = listPages(Array(arguments.dropFirst()))
  let machine = VirtualMachine()
  var cases = 0
  var failures = 0
  var slowest = (time: 0.0, label: "")
  let start = now()
  for name in names {
    guard
      let source = try? String(
        contentsOfFile: scriptDirectory + "/" + name, encoding: .utf8)
    else { continue }
    for path in pages {
      let caseStart = now()
      let failure = runCorpusCase(source: source, name: name, path: path, machine: machine)
      let spent = now() - caseStart
      cases += 1
      if spent > slowest.time { slowest = (spent, "\(name) × \(pageName(path))") }
      if let failure {
        failures += 1
        print("FAIL \(name) × \(pageName(path)): \(failure)")
      }
    }
  }
  let total = String(format: "%.1f", now() - start)
  let slowestTime = String(format: "%.2f", slowest.time)
  print(
    "corpus: \(names.count) scripts × \(pages.count) pages = \(cases) cases, \(failures) failed,"
      + " \(total) s (slowest \(slowestTime) s: \(slowest.label))")
  return failures == 0 ? 0 : 1
}
