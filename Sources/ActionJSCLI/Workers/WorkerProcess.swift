import ActionExtension
import ExtensionValidation
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One `actionjs __worker` process of a ``WorkerPool``, from the pool's side: its pid (also its
/// process group), the pipes to its standard input, output and error (non-blocking, so the
/// pool never waits on a full pipe), and the case it runs.
final class WorkerProcess {
  /// The case a worker runs.
  struct Assignment {
    /// The case's index in the batch.
    var index: Int
    /// The case.
    var validationCase: ValidationCase
    /// When it was handed out (monotonic seconds).
    var startedAt: Double
    /// The highest resident set size seen while it ran, in bytes.
    var peakMemoryBytes: Int = 0
    /// When the resident set size was last read.
    var sampledAt: Double = 0
  }

  /// What reading the worker's standard output gave.
  enum OutputEvent {
    /// These complete lines.
    case lines([[UInt8]])
    /// The output ended: the worker exited or is about to.
    case closed
  }

  /// The process id, and id of its process group.
  let pid: pid_t
  /// The write end of its standard input (nil once closed).
  private(set) var input: Int32?
  /// The read end of its standard output (nil once closed).
  private(set) var output: Int32?
  /// The read end of its standard error (nil once closed).
  private(set) var errors: Int32?
  /// Bytes still to write to its standard input.
  private(set) var pendingInput: ArraySlice<UInt8> = []
  /// The case it runs, if any.
  var assignment: Assignment?
  /// The end of its standard error.
  private(set) var errorTail = ErrorTail()
  private var lines = LineSplitter()
  private var ended = false

  private init(pid: pid_t, input: Int32, output: Int32, errors: Int32) {
    self.pid = pid
    self.input = input
    self.output = output
    self.errors = errors
  }

  /// Starts `executablePath __worker` with `environment` in its own process group.
  static func start(executablePath: String, environment: [String: String]) -> Result<
    WorkerProcess, ProcessSpawning.SpawnFailure
  > {
    guard let stdinPipe = ProcessSpawning.makePipe() else {
      return .failure(.init(message: "cannot create a pipe (errno \(errno))"))
    }
    guard let stdoutPipe = ProcessSpawning.makePipe() else {
      closeAll([stdinPipe.read, stdinPipe.write])
      return .failure(.init(message: "cannot create a pipe (errno \(errno))"))
    }
    guard let stderrPipe = ProcessSpawning.makePipe() else {
      closeAll([stdinPipe.read, stdinPipe.write, stdoutPipe.read, stdoutPipe.write])
      return .failure(.init(message: "cannot create a pipe (errno \(errno))"))
    }
    let spawned = ProcessSpawning.spawn(
      executable: ProcessSpawning.executableToStart(executablePath),
      arguments: [executablePath, WorkerCommand.name],
      environment: environment, stdin: stdinPipe.read, stdout: stdoutPipe.write,
      stderr: stderrPipe.write)
    closeAll([stdinPipe.read, stdoutPipe.write, stderrPipe.write])
    switch spawned {
    case .failure(let failure):
      closeAll([stdinPipe.write, stdoutPipe.read, stderrPipe.read])
      return .failure(failure)
    case .success(let pid):
      for descriptor in [stdinPipe.write, stdoutPipe.read, stderrPipe.read] {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      }
      return .success(
        WorkerProcess(
          pid: pid, input: stdinPipe.write, output: stdoutPipe.read, errors: stderrPipe.read))
    }
  }

  /// Queues `bytes` for its standard input (written as the pipe takes them).
  func send(_ bytes: [UInt8]) {
    pendingInput += bytes
    writePending()
  }

  /// Writes as much of the queued input as the pipe takes now.
  func writePending() {
    guard let input else {
      pendingInput = []
      return
    }
    while !pendingInput.isEmpty {
      let written = pendingInput.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      if written > 0 {
        pendingInput = pendingInput.dropFirst(written)
        continue
      }
      if written < 0 && errno == EINTR { continue }
      if written < 0 && errno == EAGAIN { return }
      // The worker closed its input (it is ending): the output's end will tell.
      pendingInput = []
      close(input)
      self.input = nil
    }
  }

  /// Reads what its standard output has now.
  func readOutput() -> OutputEvent {
    guard let output else { return .closed }
    var found: [[UInt8]] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && errno == EAGAIN { return .lines(found) }
      guard count > 0 else {
        close(output)
        self.output = nil
        return found.isEmpty ? .closed : .lines(found)
      }
      found += lines.append(buffer[..<count])
      if lines.overflowed {
        close(output)
        self.output = nil
        return .closed
      }
    }
  }

  /// Reads what its standard error has now into ``errorTail``.
  func readErrors() {
    guard let errors else { return }
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && errno == EAGAIN { return }
      guard count > 0 else {
        close(errors)
        self.errors = nil
        return
      }
      errorTail.append(buffer[..<count])
    }
  }

  /// Waits up to `grace` seconds for the worker to end by itself, then kills its process
  /// group; reaps it, reads the rest of its standard error and closes every pipe. Returns how
  /// it ended (nil when called again).
  @discardableResult
  func end(grace: Double) -> ProcessSpawning.Exit? {
    guard !ended else { return nil }
    ended = true
    var exit: ProcessSpawning.Exit?
    let deadline = ProcessSpawning.now() + grace
    while exit == nil && ProcessSpawning.now() < deadline {
      exit = ProcessSpawning.reap(pid)
      if exit == nil { usleep(5_000) }
    }
    if let exit {
      // Whatever else is left in its group goes too.
      kill(-pid, SIGKILL)
      finishPipes()
      return exit
    }
    exit = ProcessSpawning.killAndReap(pid)
    finishPipes()
    return exit
  }

  /// Reads the rest of standard error (the process is gone) and closes every descriptor.
  private func finishPipes() {
    readErrors()
    Self.closeAll([input, output, errors].compactMap { $0 })
    input = nil
    output = nil
    errors = nil
  }

  private static func closeAll(_ descriptors: [Int32]) {
    for descriptor in descriptors { close(descriptor) }
  }
}
