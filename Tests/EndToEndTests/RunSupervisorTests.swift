import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `actionjs run` under its supervising process, as the built executable: a promise chain
/// that queues itself forever (which JavaScriptCore's time limit cannot stop) ends with
/// `time-limit`, runaway memory with `memory-limit`, a signal sent to the tool reaches the
/// run, and a run that ends by itself prints exactly what `--in-process` prints.
@Suite(.serialized) struct RunSupervisorTests {
  static let page = "<!DOCTYPE html><title>Supervised</title><p>text</p>"

  static func script(run body: String) -> String {
    """
    var ExtensionPreprocessingJS = {
      run: function (a) { \(body) },
      finalize: function (x) { document.title = "finalized"; }
    };
    """
  }

  /// The diagnostics' codes of a JSON report.
  static func codes(_ output: Data) -> [String] {
    guard let object = try? JSONSerialization.jsonObject(with: output) as? [String: Any],
      let diagnostics = object["diagnostics"] as? [[String: Any]]
    else { return ["(not a JSON report: \(String(decoding: output, as: UTF8.self).prefix(300)))"] }
    return diagnostics.compactMap { $0["code"] as? String }
  }

  @Test func aPromiseChainThatNeverEndsStopsAtTheRunTimeout() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write(
      "chain.js", Self.script(run: "function f() { return Promise.resolve().then(f); } f();"))
    let page = try folder.write("page.html", Self.page)
    let started = Date()
    let result = try BuiltTool.run(
      ["run", script, page, "--format", "json", "--run-timeout", "2", "--output-html", "out.html"],
      in: folder.url)
    let elapsed = Date().timeIntervalSince(started)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(Self.codes(result.stdout) == ["time-limit"])
    #expect(elapsed < 15, "took \(elapsed) s")
    // The killed run wrote no (half-written) HTML.
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out.html").path))
    let text = String(decoding: result.stdout, as: UTF8.self)
    #expect(text.contains("\"path\": \"chain.js\""), "\(text)")
  }

  @Test func runawayMemoryStopsAtTheMemoryLimit() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write(
      "greedy.js",
      Self.script(run: "var all = []; for (;;) all.push(new Array(1e6).fill(1.5));"))
    let page = try folder.write("page.html", Self.page)
    let result = try BuiltTool.run(
      ["run", script, page, "--memory-limit", "256", "--timeout", "60"], in: folder.url)
    let text = String(decoding: result.stdout, as: UTF8.self)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(text.contains("error memory-limit: The run used"), "\(text)")
    #expect(text.contains("over the limit of 256 MiB"), "\(text)")
  }

  @Test func aRunThatEndsPrintsWhatAnInProcessRunPrints() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write(
      "title.js", Self.script(run: "a.completionFunction({ title: document.title });"))
    let page = try folder.write("page.html", Self.page)
    let supervised = try BuiltTool.run(
      ["run", script, page, "--format", "json", "--output-html", "a.html"], in: folder.url)
    let inProcess = try BuiltTool.run(
      ["run", script, page, "--format", "json", "--in-process", "--output-html", "b.html"],
      in: folder.url)
    #expect(supervised.status == 0, "\(supervised.stderr)")
    #expect(inProcess.status == 0)
    #expect(supervised.stdout == inProcess.stdout)
    #expect(Self.codes(supervised.stdout).isEmpty)
    let a = try String(contentsOf: folder.url.appendingPathComponent("a.html"), encoding: .utf8)
    let b = try String(contentsOf: folder.url.appendingPathComponent("b.html"), encoding: .utf8)
    #expect(a == b && a.contains("<title>finalized</title>"))
  }

  @Test func aPageOnStandardInputReachesTheSupervisedRun() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write(
      "title.js", Self.script(run: "a.completionFunction({ title: document.title });"))
    let page = try folder.write("page.html", Self.page)
    let result = try BuiltTool.run(
      ["run", script, "-", "--format", "json"], in: folder.url, standardInput: page)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(String(decoding: result.stdout, as: UTF8.self).contains("\"Supervised\""))
  }

  /// SIGTERM sent to the tool ends the run in its child too: no process is left.
  @Test func aSignalToTheToolReachesTheRun() throws {
    guard let tool = BuiltTool.path else {
      Issue.record("the actionjs executable was not built")
      return
    }
    let folder = try TemporaryFolder()
    let name = "spin-\(UUID().uuidString).js"
    let script = try folder.write(name, Self.script(run: "while (true) {}"))
    let page = try folder.write("page.html", Self.page)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["run", script, page, "--timeout", "60", "--quiet"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait until the child exists (it runs the same command line).
    var children: [Int32] = []
    for _ in 0..<100 where children.isEmpty {
      usleep(50_000)
      children = Self.processes(running: name).filter { $0 != process.processIdentifier }
    }
    #expect(!children.isEmpty, "the supervised child never started")
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(process.terminationStatus == 128 + SIGTERM)
    usleep(100_000)
    #expect(Self.processes(running: name).isEmpty, "a run process is left")
  }

  /// The pids whose command line mentions `text`.
  static func processes(running text: String) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard let pid = Int32(entry),
        let command = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline"))
      else { return nil }
      return String(decoding: command, as: UTF8.self).contains(text) ? pid : nil
    }
  }
}
