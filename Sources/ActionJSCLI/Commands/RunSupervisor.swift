import ActionExtension
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process that watches `actionjs run`: the run happens in a child process (in its own
/// process group, with the same standard input, output and error), which the supervisor kills
/// when its resident memory passes the memory limit or the whole run passes its wall-clock
/// limit.
///
/// The child is made with `fork()` when the process has only one thread (the `actionjs`
/// executable, before anything started the engine or a thread): it goes on with the run it was
/// about to do, so the run pays no second process start (loading the executable and its
/// libraries again: about 15 ms of a 40 ms run of a small page). Otherwise (a library caller
/// with threads, where a forked child could inherit a lock some other thread held) it starts
/// the same command again with `posix_spawn`. A forked child also holds the write end of a
/// pipe the supervisor polls, so its end is seen at once rather than at the next sample.
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

  /// A child being watched.
  struct Child {
    /// Its process id (and process group id).
    var pid: pid_t
    /// The read end of a pipe whose write end only the child holds: it reads end of file
    /// when the child has ended (nil: none; the supervisor then only samples).
    var endNotice: Int32?
  }

  /// Starts `executable` with `arguments` and watches it under `limits`.
  static func watch(
    executable: String, arguments: [String], environment: [String: String],
    stdout: Int32, stderr: Int32, limits: Limits
  ) -> Outcome {
    var childEnvironment = environment
    childEnvironment[environmentKey] = "1"
    let spawned = ProcessSpawning.spawn(
      executable: ProcessSpawning.executableToStart(executable),
      arguments: [executable] + arguments,
      environment: childEnvironment, stdin: STDIN_FILENO, stdout: stdout, stderr: stderr)
    switch spawned {
    case .success(let pid): return watch(Child(pid: pid, endNotice: nil), limits: limits)
    case .failure(let failure): return .notStarted(failure.message)
    }
  }

  /// Runs `body` in a forked child, which exits with its result, and watches the child under
  /// `limits`; nil (nothing done) when this process has more than one thread or cannot fork.
  /// Call it before anything starts a thread (the engine does): a forked child has only the
  /// calling thread, and any lock another thread held stays held in it forever.
  ///
  /// See [fork](https://pubs.opengroup.org/onlinepubs/9799919799/functions/fork.html).
  static func watchForked(limits: Limits, _ body: () -> Int32) -> Outcome? {
    guard threadCount() == 1, let notice = ProcessSpawning.makePipe() else { return nil }
    let pid = fork()
    if pid == 0 {
      // The child: its own process group (the supervisor kills the group), the pipe's write
      // end kept open until it exits (close-on-exec: a handler command it starts does not
      // hold it).
      setpgid(0, 0)
      close(notice.read)
      exit(body())
    }
    close(notice.write)
    guard pid > 0 else {
      close(notice.read)
      return nil
    }
    // Also set here: the supervisor may signal the group before the child has run.
    setpgid(pid, pid)
    defer { close(notice.read) }
    return watch(Child(pid: pid, endNotice: notice.read), limits: limits)
  }

  /// The number of threads of this process (`/proc/self/task`); 0 when unknown.
  static func threadCount() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
  }

  /// Watches a started child under `limits` until it ends or is stopped.
  static func watch(_ child: Child, limits: Limits) -> Outcome {
    let pid = child.pid
    var endNotice = child.endNotice
    SupervisorSignals.install()
    defer { SupervisorSignals.restore() }

    let start = ProcessSpawning.now()
    var peak = 0
    var interval = samplingInterval
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
      if let descriptor = endNotice {
        // Wakes at the child's end (end of file, or hang-up) or after one sampling interval.
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, Int32(samplingInterval * 1000))
        if ready > 0 {
          // The child is ending: its descriptors close a moment before it can be reaped.
          // From now on sampled, every millisecond (a readable descriptor would wake every
          // poll at once).
          endNotice = nil
          interval = 0.001
        }
      } else {
        usleep(useconds_t(interval * 1_000_000))
      }
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
