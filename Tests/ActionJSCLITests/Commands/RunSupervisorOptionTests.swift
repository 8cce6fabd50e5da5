import ActionExtension
import Foundation
import Testing

@testable import ActionJSCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `run`'s supervisor options, and the supervisor's outcomes with real child processes (the
/// end-to-end cases with the built tool are in `EndToEndTests/RunSupervisorTests`).
@Suite("actionjs run: the supervising process")
struct RunSupervisorOptionTests {
  static func configuration(_ arguments: [String]) throws -> RunConfiguration {
    let parsed = try ArgumentParser(
      command: "run", specs: RunCommand.specs, requiredPositionals: 2,
      deprecated: RunCommand.deprecated
    ).parse(["a.js", "page.html"] + arguments)
    return try RunConfiguration(parsed)
  }

  @Test(
    "defaults: 4096 MiB, 60 s plus 1 s per MiB of page, more for --script-timeout and --handler-timeout"
  )
  func defaults() throws {
    let plain = try Self.configuration([])
    #expect(plain.supervisorLimits(pageBytes: 0) == .init(memoryBytes: 4096 << 20, seconds: 60))
    #expect(plain.runTimeLimit(pageBytes: 200 << 20) == 260)
    let long = try Self.configuration(["--script-timeout", "30"])
    #expect(long.runTimeLimit(pageBytes: 0) == 100)
    let command = try Self.configuration([
      "--handler-command", "cat", "--handler-timeout", "50", "--script-timeout", "20",
    ])
    #expect(command.runTimeLimit(pageBytes: 1 << 20) == 121)
  }

  @Test("--memory-limit and --timeout take a number or none")
  func values() throws {
    let set = try Self.configuration(["--memory-limit", "100", "--timeout", "5.5"])
    #expect(set.supervisorLimits(pageBytes: 1 << 30) == .init(memoryBytes: 100 << 20, seconds: 5.5))
    let none = try Self.configuration(["--memory-limit", "none", "--timeout", "none"])
    #expect(none.supervisorLimits(pageBytes: 0) == .init(memoryBytes: nil, seconds: nil))
    // The old spelling still works, with a warning naming the new one.
    let old = try Self.configuration(["--run-timeout", "7"])
    #expect(old.supervisorLimits(pageBytes: 0).seconds == 7)
    #expect(old.warnings == ["option '--run-timeout' is deprecated: use '--timeout'"])
  }

  @Test("bad values and --in-process with a limit are usage errors (exit 2)")
  func usageErrors() {
    for arguments in [
      ["--memory-limit", "8"], ["--memory-limit", "lots"], ["--timeout", "0"],
      ["--timeout", "-1"], ["--in-process", "--memory-limit", "100"],
      ["--in-process", "--timeout", "3"], ["--in-process", "--run-timeout", "3"],
    ] {
      let result = actionjs(["run", "a.js", "page.html"] + arguments)
      #expect(result.status == ExitCode.usage, "\(arguments)")
      #expect(result.stderr.contains("actionjs run: error: "), "\(arguments): \(result.stderr)")
    }
  }

  @Test("a child ended by a signal is run-crashed, naming the signal")
  func crash() {
    let limits = RunSupervisor.Limits(memoryBytes: nil, seconds: 30)
    let outcome = RunSupervisor.watch(
      executable: "/bin/sh", arguments: ["-c", "kill -SEGV $$"], environment: [:],
      stdout: STDOUT_FILENO, stderr: STDERR_FILENO, limits: limits)
    #expect(outcome == .crashed(signal: SIGSEGV))
    let diagnostic = RunSupervisor.diagnostic(for: outcome, limits: limits)
    #expect(diagnostic?.code == DiagnosticCode.runCrashed)
    #expect(diagnostic?.message.contains("SIGSEGV") == true)
  }

  @Test("the child's exit status passes through; a hanging child stops at the time limit")
  func exitAndTimeLimit() {
    let exited = RunSupervisor.watch(
      executable: "/bin/sh", arguments: ["-c", "exit 7"], environment: [:],
      stdout: STDOUT_FILENO, stderr: STDERR_FILENO, limits: .init(memoryBytes: nil, seconds: 30))
    #expect(exited == .exited(7))
    let started = Date()
    // The child's own child (sleep) is in its process group and goes too.
    let hung = RunSupervisor.watch(
      executable: "/bin/sh", arguments: ["-c", "sleep 30; exit 0"], environment: [:],
      stdout: STDOUT_FILENO, stderr: STDERR_FILENO, limits: .init(memoryBytes: nil, seconds: 0.3))
    #expect(hung == .timeLimit)
    #expect(Date().timeIntervalSince(started) < 5)
  }

  @Test("a child over the memory limit is stopped and its peak reported")
  func memoryLimit() {
    let limits = RunSupervisor.Limits(memoryBytes: 64 << 20, seconds: 30)
    // Python holding 256 MiB of written bytes.
    let outcome = RunSupervisor.watch(
      executable: "/usr/bin/python3",
      arguments: ["-c", "import time\nx = b'x' * (256 << 20)\ntime.sleep(30)"],
      environment: [:], stdout: STDOUT_FILENO, stderr: STDERR_FILENO, limits: limits)
    guard case .memoryLimit(let peak) = outcome else {
      Issue.record("outcome \(outcome)")
      return
    }
    #expect(peak > 64 << 20)
    let diagnostic = RunSupervisor.diagnostic(for: outcome, limits: limits)
    #expect(diagnostic?.code == DiagnosticCode.memoryLimit)
    #expect(diagnostic?.message.contains("over the limit of 64 MiB") == true)
  }

  @Test("a process with threads is never forked: the run is started again instead")
  func noForkWithThreads() {
    // The test runner has many threads: a forked child could inherit a held lock.
    #expect(RunSupervisor.threadCount() > 1)
    var ran = false
    let outcome = RunSupervisor.watchForked(limits: .init(memoryBytes: nil, seconds: 5)) {
      ran = true
      return 0
    }
    #expect(outcome == nil)
    #expect(!ran)
  }
}

/// The supervisor and the workers start this binary through `/proc/self/exe` (issue 21): no
/// path lookup, so a clone in a folder the running user cannot search still works.
@Suite struct SelfExecutableTests {
  @Test func thisBinaryStartsThroughTheMagicLink() throws {
    let own = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    #expect(ProcessSpawning.executableToStart(own) == "/proc/self/exe")
    #expect(ProcessSpawning.executableToStart("/bin/sh") == "/bin/sh")
  }
}
