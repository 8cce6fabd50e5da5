import ActionJSCLI
import ExtensionValidation
import Foundation
import TestSupport
import Testing

/// The worker pool with real `actionjs __worker` processes (the built executable) and real
/// scripts and pages: results in case order with their peak memory, a crashing worker, a
/// hanging script and runaway memory each cost only their case, and no worker is left.
@Suite(.serialized) struct WorkerPoolTests {
  static let passingScript = """
    var ExtensionPreprocessingJS = {
      run: function (args) { args.completionFunction({ title: document.title }); },
      finalize: function (arg) { document.body.setAttribute("data-done", "yes"); }
    };
    """
  static let hangingScript = """
    var ExtensionPreprocessingJS = {
      run: function (args) { while (true) {} },
      finalize: function () {}
    };
    """
  static let greedyScript = """
    var ExtensionPreprocessingJS = {
      run: function (args) {
        var a = [];
        for (;;) a.push(new Array(1e6).fill(Math.random()));
      },
      finalize: function () {}
    };
    """

  /// The page and the passing script, and `count` passing cases named `pass-N`.
  struct Fixture {
    let folder: TemporaryFolder
    let page: String
    let script: String
    let executable: String

    init() throws {
      folder = try TemporaryFolder()
      page = try folder.write("page.html", "<title>Pool page</title><body><p>Hi</p></body>")
      script = try folder.write("pass.js", WorkerPoolTests.passingScript)
      guard let path = BuiltTool.path else {
        throw CocoaError(
          .fileNoSuchFile,
          userInfo: [NSLocalizedDescriptionKey: "the actionjs executable was not built"])
      }
      executable = path
    }

    func passing(_ count: Int) -> [ValidationCase] {
      (1...count).map { index in
        ValidationCase(
          scriptPath: script, pagePath: page, name: "pass-\(index)",
          expectations: [.resultsContain(json: #"{"title": "Pool page"}"#)])
      }
    }
  }

  static func expectNoWorkerLeft(_ pool: WorkerPool) {
    #expect(!pool.startedProcessIDs.isEmpty)
    for pid in pool.startedProcessIDs {
      errno = 0
      #expect(kill(pid, 0) == -1 && errno == ESRCH, "worker \(pid) is still there")
    }
    // And no child of this process runs `actionjs __worker` any more.
    let me = getpid()
    let children = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in children where Int32(entry) != nil {
      guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 1, Int32(fields[1]) == me else { continue }
      let command =
        (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline"))) ?? Data()
      let text = String(decoding: command, as: UTF8.self)
      #expect(!text.contains("__worker"), "a worker child remains: \(entry) \(fields[0])")
    }
  }

  @Test func passingCasesComeBackInOrderWithTheirPeakMemory() throws {
    let fixture = try Fixture()
    let cases = fixture.passing(6)
    let pool = WorkerPool(
      executablePath: fixture.executable, workerCount: 2, environment: ["PATH": "/usr/bin:/bin"])
    var progress: [(Int, Int, Int)] = []
    let results = pool.run(cases) { done, total, failed, latest in
      #expect(cases.contains { $0.id == latest.caseID })
      progress.append((done, total, failed))
    }
    #expect(results.map(\.caseID) == cases.map(\.id))
    for result in results {
      #expect(result.problems.isEmpty, "\(result.problems)")
      #expect((result.peakMemoryBytes ?? 0) > 0)
      #expect(result.durationMilliseconds > 0)
    }
    #expect(progress.map(\.0) == [1, 2, 3, 4, 5, 6])
    #expect(progress.allSatisfy { $0.1 == 6 && $0.2 == 0 })
    // Two workers ran six cases: workers are reused.
    #expect(pool.startedProcessIDs.count == 2)
    Self.expectNoWorkerLeft(pool)
  }

  @Test func aCrashingWorkerFailsOnlyItsCase() throws {
    let fixture = try Fixture()
    var cases = fixture.passing(4)
    cases.insert(
      ValidationCase(scriptPath: fixture.script, pagePath: fixture.page, name: "crash-here"),
      at: 1)
    let pool = WorkerPool(
      executablePath: fixture.executable, workerCount: 2,
      environment: ["PATH": "/usr/bin:/bin", "ACTIONJS_WORKER_CRASH_ON": "crash-here"])
    let results = pool.run(cases)
    #expect(results.map(\.caseID) == cases.map(\.id))
    let crashed = results[1].problems
    #expect(crashed.map(\.code) == [HarnessCode.workerCrashed])
    #expect(crashed.first?.origin == .harness)
    #expect(crashed.first?.severity == .error)
    #expect(crashed.first?.message.contains("SIGABRT") == true, "\(crashed)")
    #expect(crashed.first?.message.contains("ACTIONJS_WORKER_CRASH_ON matches") == true)
    for index in [0, 2, 3, 4] {
      #expect(results[index].problems.isEmpty, "\(results[index].problems)")
    }
    Self.expectNoWorkerLeft(pool)
  }

  @Test func aHangingCaseIsStoppedAtThePoolsTimeLimit() throws {
    let fixture = try Fixture()
    let hanging = try fixture.folder.write("hang.js", Self.hangingScript)
    var cases = fixture.passing(3)
    cases.insert(ValidationCase(scriptPath: hanging, pagePath: fixture.page), at: 0)
    let pool = WorkerPool(
      executablePath: fixture.executable, workerCount: 2, caseTimeout: 2,
      environment: ["PATH": "/usr/bin:/bin"])
    let started = Date()
    let results = pool.run(cases)
    let elapsed = Date().timeIntervalSince(started)
    #expect(results.map(\.caseID) == cases.map(\.id))
    #expect(results[0].problems.map(\.code) == [HarnessCode.timeLimit])
    #expect(results[0].problems.first?.origin == .harness)
    #expect(results[0].durationMilliseconds >= 2000 && results[0].durationMilliseconds < 4000)
    #expect(elapsed < 6, "the batch took \(elapsed) s")
    for result in results.dropFirst() {
      #expect(result.problems.isEmpty, "\(result.problems)")
    }
    Self.expectNoWorkerLeft(pool)
  }

  @Test func runawayMemoryIsStoppedAtTheLimit() throws {
    let fixture = try Fixture()
    let greedy = try fixture.folder.write("greedy.js", Self.greedyScript)
    var cases = fixture.passing(3)
    cases.insert(ValidationCase(scriptPath: greedy, pagePath: fixture.page), at: 2)
    let limit = 300 << 20
    let pool = WorkerPool(
      executablePath: fixture.executable, workerCount: 2, memoryLimitBytes: limit,
      environment: ["PATH": "/usr/bin:/bin"])
    let results = pool.run(cases)
    #expect(results.map(\.caseID) == cases.map(\.id))
    #expect(results[2].problems.map(\.code) == [HarnessCode.memoryLimit])
    #expect(results[2].problems.first?.origin == .harness)
    #expect((results[2].peakMemoryBytes ?? 0) > limit)
    for index in [0, 1, 3] {
      #expect(results[index].problems.isEmpty, "\(results[index].problems)")
      #expect((results[index].peakMemoryBytes ?? 0) < limit)
    }
    Self.expectNoWorkerLeft(pool)
  }
}
