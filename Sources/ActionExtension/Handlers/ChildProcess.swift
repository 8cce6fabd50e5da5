import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a shell command with bytes on its standard input, collecting its standard output and
/// error, within a time limit; never hangs.
///
/// The child runs in its own process group, so that on time-out the whole group (the shell and
/// whatever it started) is killed with `SIGKILL`. Once the shell has exited, output still
/// held open by a background grandchild is waited for briefly, then abandoned.
struct ChildProcess {
  /// How the command ended.
  enum Termination: Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)
    /// It ran past the time limit and was killed.
    case timedOut
    /// It could not be started.
    case failedToStart(String)
  }

  /// What running it gave.
  struct Result {
    /// How it ended.
    var termination: Termination
    /// Its standard output (at most ``ChildProcess/outputLimit`` bytes).
    var standardOutput: [UInt8]
    /// Its standard error (at most ``ChildProcess/outputLimit`` bytes).
    var standardError: [UInt8]
  }

  /// The most bytes kept of each output stream.
  static let outputLimit = 16 << 20
  /// How long output is waited for after the shell exited.
  static let drainGrace = 0.5

  /// The command, run as `/bin/sh -c command`.
  var command: String
  /// The child's environment.
  var environment: [String: String]
  /// The time limit, in seconds.
  var timeLimit: Double

  /// Runs the command with `input` on its standard input.
  func run(input: [UInt8]) -> Result {
    // A child closing its standard input early must not kill this process.
    signal(SIGPIPE, SIG_IGN)
    guard let stdinPipe = ProcessSpawning.makePipe(),
      let stdoutPipe = ProcessSpawning.makePipe(),
      let stderrPipe = ProcessSpawning.makePipe()
    else {
      return Result(
        termination: .failedToStart("cannot create pipes (errno \(errno))"), standardOutput: [],
        standardError: [])
    }
    let spawned = spawn(stdin: stdinPipe.read, stdout: stdoutPipe.write, stderr: stderrPipe.write)
    close(stdinPipe.read)
    close(stdoutPipe.write)
    close(stderrPipe.write)
    guard case .success(let pid) = spawned else {
      close(stdinPipe.write)
      close(stdoutPipe.read)
      close(stderrPipe.read)
      if case .failure(let failure) = spawned {
        return Result(
          termination: .failedToStart(failure.message), standardOutput: [], standardError: [])
      }
      return Result(termination: .failedToStart(""), standardOutput: [], standardError: [])
    }
    return communicate(
      pid: pid, input: input, stdin: stdinPipe.write, stdout: stdoutPipe.read,
      stderr: stderrPipe.read)
  }

  /// Starts `/bin/sh -c command` in a new process group with the given descriptors.
  private func spawn(stdin: Int32, stdout: Int32, stderr: Int32)
    -> Swift.Result<
      pid_t, ProcessSpawning.SpawnFailure
    >
  {
    ProcessSpawning.spawn(
      executable: "/bin/sh", arguments: ["/bin/sh", "-c", command], environment: environment,
      stdin: stdin, stdout: stdout, stderr: stderr)
  }

  /// Feeds `input`, collects both outputs and waits for the child, within the time limit.
  private func communicate(
    pid: pid_t, input: [UInt8], stdin: Int32, stdout: Int32, stderr: Int32
  ) -> Result {
    var output: [UInt8] = []
    var errors: [UInt8] = []
    var inputDescriptor: Int32? = stdin
    var outputDescriptor: Int32? = stdout
    var errorDescriptor: Int32? = stderr
    var remaining = input[...]
    var termination: Termination?
    _ = fcntl(stdin, F_SETFL, fcntl(stdin, F_GETFL) | O_NONBLOCK)
    if remaining.isEmpty {
      close(stdin)
      inputDescriptor = nil
    }
    let start = Self.now()
    var exitedAt: Double?
    var buffer = [UInt8](repeating: 0, count: 65_536)

    while true {
      if termination == nil, let ended = Self.reap(pid) {
        termination = ended
        exitedAt = Self.now()
      }
      let streamsOpen = outputDescriptor != nil || errorDescriptor != nil
      if termination != nil {
        if !streamsOpen { break }
        if let exitedAt, Self.now() - exitedAt > Self.drainGrace { break }
      }
      let elapsed = Self.now() - start
      if termination == nil && elapsed >= timeLimit {
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        termination = .timedOut
        break
      }
      var descriptors: [pollfd] = []
      if let inputDescriptor {
        descriptors.append(pollfd(fd: inputDescriptor, events: Int16(POLLOUT), revents: 0))
      }
      for case let descriptor? in [outputDescriptor, errorDescriptor] {
        descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
      }
      let wait = max(1, min(50, Int32((timeLimit - elapsed) * 1000)))
      let ready = descriptors.isEmpty ? 0 : poll(&descriptors, nfds_t(descriptors.count), wait)
      if descriptors.isEmpty { usleep(10_000) }
      guard ready > 0 else { continue }
      for entry in descriptors where entry.revents != 0 {
        if entry.fd == inputDescriptor {
          let written = remaining.withUnsafeBytes { write(entry.fd, $0.baseAddress, $0.count) }
          if written > 0 { remaining = remaining.dropFirst(written) }
          if remaining.isEmpty || (written < 0 && errno != EAGAIN && errno != EINTR) {
            close(entry.fd)
            inputDescriptor = nil
          }
          continue
        }
        let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
        if count <= 0 {
          close(entry.fd)
          if entry.fd == outputDescriptor { outputDescriptor = nil } else { errorDescriptor = nil }
          continue
        }
        let bytes = buffer[..<count]
        if entry.fd == outputDescriptor {
          if output.count < Self.outputLimit { output += bytes }
        } else if errors.count < Self.outputLimit {
          errors += bytes
        }
      }
    }
    for case let descriptor? in [inputDescriptor, outputDescriptor, errorDescriptor] {
      close(descriptor)
    }
    return Result(
      termination: termination ?? .timedOut, standardOutput: output, standardError: errors)
  }

  /// How the child ended, if it has (without waiting).
  private static func reap(_ pid: pid_t) -> Termination? {
    switch ProcessSpawning.reap(pid) {
    case .exited(let status): .exited(status)
    case .signaled(let signal): .signaled(signal)
    case nil: nil
    }
  }

  /// Monotonic seconds.
  private static func now() -> Double { ProcessSpawning.now() }
}
