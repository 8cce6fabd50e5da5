import ActionExtension
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process that watches `actionjs run`: it starts the same command again as a child (in
/// its own process group, with the same standard input, output and error), and kills it when
/// its resident memory passes the memory limit or the whole run passes its wall-clock limit.
///
/// Some runs can only be stopped from outside the process: JavaScriptCore's time limit counts
/// each entry into the engine on its own, and a microtask checkpoint runs every promise job as
/// an entry of its own, so a promise chain that queues itself forever never reaches the limit
/// (and nothing in JavaScriptCore's C API can stop the checkpoint); a page can also allocate
/// faster than any check inside the engine sees. The child is the run as it would be without
/// the supervisor: it writes the report and `--output-html` itself (atomically, so a killed
/// child leaves no half-written file). The supervisor only speaks when it stopped the child:
/// it prints a report of its own holding one error diagnostic (`memory-limit`, `time-limit`,
/// or `run-crashed` when the child died of a signal).
///
/// `SIGINT`, `SIGTERM` and `SIGHUP` sent to the supervisor are passed to the child's group
/// (the terminal's Ctrl-C reaches only the supervisor's group).
enum RunSupervisor {
  /// Set in the child's environment: the run happens in that process.
  static let environmentKey = "ACTIONJS_RUN_SUPERVISED"
  /// How often the child's resident memory is read, in seconds.
  static let samplingInterval = 0.025

  /// The limits the child runs under.
  struct Limits: Equatable {
    /// The most resident memory, in bytes (nil: none).
    var memoryBytes: Int?
    /// The most wall-clock time, in seconds (nil: none).
    var seconds: Double?
  }

  /// How the child ended.
  enum Outcome: Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// It was killed for passing the memory limit; the highest resident size seen, in bytes.
    case memoryLimit(peakBytes: Int)
    /// It was killed for passing the wall-clock limit.
    case timeLimit
    /// A signal ended it (not one the supervisor sent).
    case crashed(signal: Int32)
    /// The supervisor was sent this signal and passed it on.
    case interrupted(signal: Int32)
    /// It could not be started.
    case notStarted(String)
  }

  /// Starts `executable` with `arguments` and watches it under `limits`.
  static func watch(
    executable: String, arguments: [String], environment: [String: String],
    stdout: Int32, stderr: Int32, limits: Limits
  ) -> Outcome {
    var childEnvironment = environment
    childEnvironment[environmentKey] = "1"
    let spawned = ProcessSpawning.spawn(
      executable: executable, arguments: [executable] + arguments,
      environment: childEnvironment, stdin: STDIN_FILENO, stdout: stdout, stderr: stderr)
    let pid: pid_t
    switch spawned {
    case .success(let started): pid = started
    case .failure(let failure): return .notStarted(failure.message)
    }
    SupervisorSignals.install()
    defer { SupervisorSignals.restore() }

    let start = ProcessSpawning.now()
    var peak = 0
    while true {
      if let exit = ProcessSpawning.reap(pid) {
        switch exit {
        case .exited(let status): return .exited(status)
        case .signaled(let signal): return .crashed(signal: signal)
        }
      }
      let received = SupervisorSignals.received
      if received != 0 {
        kill(-pid, received)
        ProcessSpawning.killAndReap(pid)
        return .interrupted(signal: received)
      }
      if let limit = limits.memoryBytes, let resident = ResidentMemory.bytes(of: pid) {
        peak = max(peak, resident)
        if resident > limit {
          ProcessSpawning.killAndReap(pid)
          return .memoryLimit(peakBytes: peak)
        }
      }
      if let seconds = limits.seconds, ProcessSpawning.now() - start > seconds {
        ProcessSpawning.killAndReap(pid)
        return .timeLimit
      }
      usleep(useconds_t(samplingInterval * 1_000_000))
    }
  }

  /// The diagnostic for an outcome in which the supervisor stopped the run (nil when the
  /// child ended by itself, or was interrupted).
  static func diagnostic(for outcome: Outcome, limits: Limits) -> RunDiagnostic? {
    switch outcome {
    case .exited, .interrupted:
      return nil
    case .memoryLimit(let peak):
      let limit = (limits.memoryBytes ?? 0) / (1024 * 1024)
      return RunDiagnostic(
        DiagnosticCode.memoryLimit, .error,
        "The run used \(peak / (1024 * 1024)) MiB of memory, over the limit of \(limit) MiB "
          + "(--memory-limit); it was stopped.")
    case .timeLimit:
      let seconds = limits.seconds.map { String(format: "%g", $0) } ?? "?"
      return RunDiagnostic(
        DiagnosticCode.timeLimit, .error,
        "The run did not end within \(seconds) s (--run-timeout); it was stopped. A promise "
          + "chain that queues itself forever, or a handler that never returns, does this.")
    case .crashed(let signal):
      return RunDiagnostic(
        DiagnosticCode.runCrashed, .error,
        "The process running the script ended with \(SignalName.describe(signal)). "
          + "This is a bug in actionjs; please report it with the script and page.")
    case .notStarted(let message):
      return RunDiagnostic(
        DiagnosticCode.runCrashed, .error,
        "The process to run the script could not be started: \(message).")
    }
  }
}
