import ExtensionValidation
import Foundation
import TestSupport
import Testing

@testable import ActionJSCLI

/// The pool with stand-in workers (shell scripts, real processes): a worker that answers with
/// garbage or exits costs its case a `worker-crashed` problem, never the pool.
@Suite struct FakeWorkerPoolTests {
  /// Writes an executable script with a descriptor that closes on `exec`: a descriptor open
  /// for writing that a process started meanwhile by another test inherited would make
  /// starting the script fail with `ETXTBSY`.
  static func writeScript(_ folder: TemporaryFolder, _ name: String, _ text: String) throws
    -> String
  {
    let path = folder.path(name)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    guard write(descriptor, bytes, bytes.count) == bytes.count else { throw POSIXError(.EIO) }
    return path
  }

  static func cases(_ count: Int) -> [ValidationCase] {
    (1...count).map { ValidationCase(scriptPath: "s\($0).js", pagePath: "p.html") }
  }

  @Test func garbageFromAWorkerFailsItsCaseAndTheBatchGoesOn() throws {
    let folder = try TemporaryFolder()
    let worker = try Self.writeScript(
      folder, "worker.sh",
      """
      #!/bin/sh
      while read -r line; do
        echo "about to answer" >&2
        echo "this is not JSON"
      done
      """)
    let pool = WorkerPool(
      executablePath: worker, workerCount: 2, environment: ["PATH": "/usr/bin:/bin"])
    var reported: [Int] = []
    let results = pool.run(Self.cases(3)) { done, total, failed, _ in
      #expect(total == 3)
      #expect(failed == done)
      reported.append(done)
    }
    #expect(reported == [1, 2, 3])
    #expect(results.map(\.caseID) == Self.cases(3).map(\.id))
    for result in results {
      #expect(result.problems.map(\.code) == [HarnessCode.workerCrashed])
      #expect(result.problems.first?.origin == .harness)
      #expect(result.problems.first?.message.contains("broke the protocol") == true)
    }
    #expect(pool.startedProcessIDs.count == 3)
    for pid in pool.startedProcessIDs {
      #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }
  }

  @Test func aWorkerThatExitsGivesItsStatusAndStandardError() throws {
    let folder = try TemporaryFolder()
    let worker = try Self.writeScript(
      folder, "worker.sh",
      """
      #!/bin/sh
      read -r line
      echo "worker: giving up on this one" >&2
      exit 7
      """)
    let pool = WorkerPool(executablePath: worker, workerCount: 1, environment: [:])
    let results = pool.run(Self.cases(2))
    #expect(results.count == 2)
    for result in results {
      let message = result.problems.first?.message ?? ""
      #expect(result.problems.first?.code == HarnessCode.workerCrashed)
      #expect(message.contains("exited with status 7"))
      #expect(message.contains("worker: giving up on this one"))
    }
  }

  @Test func theCurrentExecutableIsThisProcesssFile() throws {
    let path = try #require(WorkerPool.currentExecutablePath)
    #expect(path.hasPrefix("/"))
    #expect(FileManager.default.isExecutableFile(atPath: path))
  }

  @Test func aWorkerThatCannotStartFailsEveryCase() {
    let pool = WorkerPool(
      executablePath: "/nonexistent/actionjs", workerCount: 2, environment: [:])
    let results = pool.run(Self.cases(2))
    #expect(
      results.map { $0.problems.first?.code } == [
        HarnessCode.workerCrashed, HarnessCode.workerCrashed,
      ])
  }
}
