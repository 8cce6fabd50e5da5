import ExtensionValidation
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `actionjs __worker`: the hidden command a ``WorkerPool`` starts. Not listed in the help.
///
/// It reads cases as JSON lines from standard input (``WorkerProtocol``), runs each with one
/// ``ExtensionValidation/CaseRunner`` made at start (one JavaScriptCore virtual machine for
/// every case, a fresh context per case), writes each result as one JSON line on standard
/// output at once, and exits at the end of its input with status 0. Standard error is free for
/// diagnostics. Anything else the process would print on standard output goes to standard
/// error, so only results reach the pool. A line that is not a case is reported on standard
/// error and ends the worker with status 2 (the pool then reports its case as crashed).
///
/// Test hook: when the environment variable `ACTIONJS_WORKER_CRASH_ON` is set (non-empty) and a
/// case's id contains its value, the worker calls `abort()` before running that case. It is
/// the only way to make a worker really crash on demand (the pool's crash tests use it); it
/// has no other use.
enum WorkerCommand {
  /// The command's name on the command line.
  static let name = "__worker"
  /// The environment variable of the crash test hook.
  static let crashHookVariable = "ACTIONJS_WORKER_CRASH_ON"

  /// Runs the worker on the process's standard input and output until the end of the input.
  static func execute(_ arguments: [String], io: CommandIO) -> Int32 {
    guard arguments.isEmpty else {
      return io.fail(UsageError("\(name) takes no arguments", command: name))
    }
    // Results go to a private copy of standard output; descriptor 1 becomes standard error,
    // so stray prints cannot break the protocol.
    let results = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
    guard results >= 0 else {
      io.stderr.line("actionjs \(name): error: cannot duplicate standard output")
      return ExitCode.internalError
    }
    defer { close(results) }
    dup2(STDERR_FILENO, STDOUT_FILENO)
    var splitter = LineSplitter()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var pending: [[UInt8]] = []
    let nextLine: () -> [UInt8]? = {
      while pending.isEmpty {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return nil }
        pending = splitter.append(buffer[..<count])
      }
      return pending.removeFirst()
    }
    return serve(
      nextLine: nextLine,
      write: { bytes in writeAll(results, bytes) },
      diagnostics: io.stderr, environment: io.environment)
  }

  /// The worker's loop: reads lines with `nextLine` (nil at the end), writes one result line
  /// per case with `write`; returns the exit status (0 at the end of the input, 2 for a line
  /// that is not a case, 3 when a result cannot be written).
  static func serve(
    nextLine: () -> [UInt8]?, write: ([UInt8]) -> Bool, diagnostics: OutputSink,
    environment: [String: String]
  ) -> Int32 {
    let runner = CaseRunner(environment: environment)
    let crashOn = environment[crashHookVariable].flatMap { $0.isEmpty ? nil : $0 }
    while let line = nextLine() {
      if line.isEmpty { continue }
      let validationCase: ValidationCase
      do {
        validationCase = try WorkerProtocol.decodeCase(line)
      } catch {
        diagnostics.line("actionjs \(name): error: \(error.message)")
        return ExitCode.usage
      }
      if let crashOn, validationCase.id.contains(crashOn) {
        diagnostics.line(
          "actionjs \(name): \(crashHookVariable) matches case '\(validationCase.id)': aborting")
        abort()
      }
      let result = runner.run(validationCase)
      guard let bytes = try? WorkerProtocol.line(result), write(bytes) else {
        diagnostics.line("actionjs \(name): error: cannot write the result of a case")
        return ExitCode.internalError
      }
    }
    return ExitCode.success
  }

  /// Writes all of `bytes` to `descriptor`; false when it cannot.
  private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var remaining = bytes[...]
    while !remaining.isEmpty {
      let written = remaining.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      remaining = remaining.dropFirst(written)
    }
    return true
  }
}
