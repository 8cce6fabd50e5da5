import ActionExtension
import ExtensionValidation
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs validation cases over several `actionjs __worker` processes (``WorkerCommand``), each
/// case isolated from the pool and from the other workers: a crash, a hang or runaway memory
/// costs one case, never the batch.
///
/// Cases are handed out one at a time to idle workers; a worker runs case after case (one
/// JavaScriptCore virtual machine) until it fails. A worker is replaced by a fresh one:
/// - when it dies while running a case (a signal, an exit, a line that is not the case's
///   result): the case gets a `worker-crashed` error naming the signal or exit status and the
///   last lines of the worker's standard error;
/// - when the case runs past ``caseTimeout`` seconds: its process group is killed and the case
///   gets `time-limit`;
/// - when its resident memory (read from `/proc/PID/statm` every ``samplingInterval`` while a
///   case runs) passes ``memoryLimitBytes``: it is killed and the case gets `memory-limit`;
/// - after a case that failed (an error problem), and when its resident memory after a case is
///   above half the limit.
///
/// The loop runs on the caller's thread with `poll(2)` over every worker's pipes; pipes are
/// non-blocking, so a worker never blocks the pool. When ``run(_:strict:progress:)`` returns,
/// every worker it started has been killed and reaped and every pipe closed.
public final class WorkerPool {
  /// The default wall-clock limit of a case, in seconds (`--timeout`).
  public static let defaultCaseTimeout: Double = 60
  /// The default memory limit of a worker, in bytes (`--memory-limit 2048`, in MiB).
  public static let defaultMemoryLimitBytes = 2048 << 20
  /// How often a running worker's resident memory is read, in seconds.
  public static let samplingInterval = 0.025
  /// The most standard error lines a `worker-crashed` message quotes.
  static let quotedErrorLines = 8

  /// The `actionjs` executable the workers run (`/proc/self/exe` for the command line).
  public let executablePath: String
  /// How many workers run at once (`-j`).
  public let workerCount: Int
  /// The wall-clock limit of one case, in seconds.
  public let caseTimeout: Double
  /// The resident memory limit of a worker while it runs a case, in bytes.
  public let memoryLimitBytes: Int
  /// The workers' environment (their handler commands get it too). Unless it sets
  /// `SWIFT_BACKTRACE`, workers get `SWIFT_BACKTRACE=enable=no`, so the end of a crashed
  /// worker's standard error quoted in `worker-crashed` is its own last words, not the Swift
  /// runtime's backtrace (set `SWIFT_BACKTRACE` to get one).
  public let environment: [String: String]
  /// The pid of every worker the last ``run(_:strict:progress:)`` started.
  public private(set) var startedProcessIDs: [Int32] = []

  /// This very executable (`/proc/self/exe` resolved): what the command line starts workers
  /// from. Nil where `/proc` is missing.
  public static var currentExecutablePath: String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
  }

  /// A pool of `workerCount` workers (at least 1) running `executablePath __worker`.
  public init(
    executablePath: String,
    workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    caseTimeout: Double = WorkerPool.defaultCaseTimeout,
    memoryLimitBytes: Int = WorkerPool.defaultMemoryLimitBytes,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.executablePath = executablePath
    self.workerCount = max(1, workerCount)
    self.caseTimeout = caseTimeout
    self.memoryLimitBytes = memoryLimitBytes
    var environment = environment
    if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
    self.environment = environment
  }

  /// Runs `cases` and returns their results in the same order. After each case, on this
  /// thread, `progress` gets how many are done, the total, how many failed so far (an error
  /// problem, or a warning under `strict`) and the case's result.
  public func run(
    _ cases: [ValidationCase], strict: Bool = false,
    progress: (_ done: Int, _ total: Int, _ failedSoFar: Int, _ latest: CaseResult) -> Void = {
      _, _, _, _ in
    }
  ) -> [CaseResult] {
    // A worker dying with a case on its pipe must not kill the pool.
    signal(SIGPIPE, SIG_IGN)
    startedProcessIDs = []
    return withoutActuallyEscaping(progress) { progress in
      var batch = Batch(cases: cases, strict: strict, progress: progress)
      var workers: [WorkerProcess] = []
      defer {
        for worker in workers { worker.end(grace: 0) }
      }
      while !batch.isFinished {
        handOut(&batch, workers: &workers)
        if batch.isFinished { break }
        pollOnce(workers)
        workers = workers.filter { serviced($0, batch: &batch) }
      }
      return batch.results
    }
  }

  /// Gives waiting cases to idle workers, starting workers up to ``workerCount``.
  private func handOut(_ batch: inout Batch, workers: inout [WorkerProcess]) {
    while batch.hasWaitingCase {
      var idle = workers.first { $0.assignment == nil }
      if idle == nil && workers.count < workerCount {
        switch WorkerProcess.start(executablePath: executablePath, environment: environment) {
        case .success(let worker):
          startedProcessIDs.append(worker.pid)
          workers.append(worker)
          idle = worker
        case .failure(let failure):
          guard let (index, validationCase) = batch.takeWaitingCase() else { return }
          let message = "cannot start a worker: \(failure.message)"
          batch.finish(
            index,
            CaseResult(
              for: validationCase,
              problems: [harnessProblem(HarnessCode.workerCrashed, message)]))
          continue
        }
      }
      guard let idle, let (index, validationCase) = batch.takeWaitingCase() else { return }
      assign(index, validationCase, to: idle, batch: &batch)
    }
  }

  /// Sends a case to an idle worker (or finishes it at once when it cannot be encoded).
  private func assign(
    _ index: Int, _ validationCase: ValidationCase, to worker: WorkerProcess, batch: inout Batch
  ) {
    guard let line = try? WorkerProtocol.line(validationCase) else {
      batch.finish(
        index,
        CaseResult(
          for: validationCase,
          problems: [
            harnessProblem(HarnessCode.caseInvalid, "the case cannot be encoded for a worker")
          ]))
      return
    }
    let now = ProcessSpawning.now()
    worker.assignment = WorkerProcess.Assignment(
      index: index, validationCase: validationCase, startedAt: now)
    sample(worker, at: now)
    worker.send(line)
  }

  /// Waits up to one sampling interval for any worker's pipes.
  private func pollOnce(_ workers: [WorkerProcess]) {
    var descriptors: [pollfd] = []
    for worker in workers {
      if let output = worker.output {
        descriptors.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0))
      }
      if let errors = worker.errors {
        descriptors.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0))
      }
      if let input = worker.input, !worker.pendingInput.isEmpty {
        descriptors.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0))
      }
    }
    let wait = Int32(Self.samplingInterval * 1000)
    if descriptors.isEmpty {
      usleep(useconds_t(wait) * 1000)
    } else {
      _ = poll(&descriptors, nfds_t(descriptors.count), wait)
    }
  }

  /// Reads and writes what `worker`'s pipes allow, checks its limits, and finishes its case
  /// when it answered, died or passed a limit; returns whether the worker stays in the pool.
  private func serviced(_ worker: WorkerProcess, batch: inout Batch) -> Bool {
    worker.writePending()
    worker.readErrors()
    switch worker.readOutput() {
    case .closed:
      return retire(worker, batch: &batch, code: HarnessCode.workerCrashed, limitMessage: nil)
    case .lines(let lines):
      for line in lines {
        guard let assignment = worker.assignment else {
          return retire(
            worker, batch: &batch, code: HarnessCode.workerCrashed,
            limitMessage: "the worker wrote a line while idle")
        }
        switch WorkerProtocol.interpret(line, for: assignment.validationCase) {
        case .failure(let error):
          return retire(
            worker, batch: &batch, code: HarnessCode.workerCrashed,
            limitMessage: "the worker broke the protocol: \(error.message)")
        case .success(var result):
          let now = ProcessSpawning.now()
          sample(worker, at: now)
          let resident = ResidentMemory.bytes(of: worker.pid) ?? 0
          result.peakMemoryBytes = worker.assignment?.peakMemoryBytes
          worker.assignment = nil
          batch.finish(assignment.index, result)
          if result.failed(strict: false) || resident > memoryLimitBytes / 2 {
            worker.end(grace: 0)
            return false
          }
        }
      }
    }
    // Output that ended after a result: the worker is exiting; it takes no further case.
    if worker.output == nil {
      return retire(worker, batch: &batch, code: HarnessCode.workerCrashed, limitMessage: nil)
    }
    guard let assignment = worker.assignment else { return true }
    let now = ProcessSpawning.now()
    if now - assignment.startedAt > caseTimeout {
      return retire(
        worker, batch: &batch, code: HarnessCode.timeLimit,
        limitMessage:
          "the case ran past the time limit of \(Self.seconds(caseTimeout)); its worker was stopped"
      )
    }
    if now - assignment.sampledAt >= Self.samplingInterval {
      sample(worker, at: now)
    }
    if let peak = worker.assignment?.peakMemoryBytes, peak > memoryLimitBytes {
      return retire(
        worker, batch: &batch, code: HarnessCode.memoryLimit,
        limitMessage:
          "the worker's resident memory reached \(Self.mebibytes(peak)), past the limit of "
          + "\(Self.mebibytes(memoryLimitBytes)); it was stopped")
    }
    return true
  }

  /// Ends `worker` and, if it was running a case, finishes that case with a harness problem:
  /// `limitMessage` when the pool stopped it, else how it ended; returns false (the worker
  /// leaves the pool).
  private func retire(
    _ worker: WorkerProcess, batch: inout Batch, code: String, limitMessage: String?
  ) -> Bool {
    // A worker whose output ended is exiting (maybe writing a core file): give it time to be
    // reaped with its own status.
    let exit = worker.end(grace: limitMessage == nil ? 2 : 0)
    guard let assignment = worker.assignment else { return false }
    worker.assignment = nil
    var message: String
    if let limitMessage {
      message = limitMessage
    } else {
      switch exit {
      case .signaled(let signal)?:
        message = "the worker process was killed by \(SignalName.describe(signal))"
      case .exited(let status)?:
        message = "the worker process exited with status \(status)"
      case nil:
        message = "the worker process ended"
      }
      message += " while running this case"
    }
    let tail = worker.errorTail.lastLines(Self.quotedErrorLines)
    if code == HarnessCode.workerCrashed, !tail.isEmpty {
      message += "; the end of its standard error:\n" + tail.joined(separator: "\n")
    }
    var result = CaseResult(
      for: assignment.validationCase, problems: [harnessProblem(code, message)])
    let elapsed = ProcessSpawning.now() - assignment.startedAt
    result.durationMilliseconds = elapsed * 1000
    result.peakMemoryBytes = assignment.peakMemoryBytes > 0 ? assignment.peakMemoryBytes : nil
    batch.finish(assignment.index, result)
    return false
  }

  /// Reads `worker`'s resident memory into its case's peak.
  private func sample(_ worker: WorkerProcess, at now: Double) {
    guard var assignment = worker.assignment else { return }
    if let bytes = ResidentMemory.bytes(of: worker.pid) {
      assignment.peakMemoryBytes = max(assignment.peakMemoryBytes, bytes)
    }
    assignment.sampledAt = now
    worker.assignment = assignment
  }

  private func harnessProblem(_ code: String, _ message: String) -> CaseProblem {
    CaseProblem(code: code, severity: .error, message: message, origin: .harness)
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }

  private static func mebibytes(_ bytes: Int) -> String {
    "\(bytes >> 20) MiB"
  }
}
