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
    guard let stdinPipe = Self.makePipe(), let stdoutPipe = Self.makePipe(),
      let stderrPipe = Self.makePipe()
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
      if case .failure(let message) = spawned {
        return Result(
          termination: .failedToStart(message.text), standardOutput: [], standardError: [])
      }
      return Result(termination: .failedToStart(""), standardOutput: [], standardError: [])
    }
    return communicate(
      pid: pid, input: input, stdin: stdinPipe.write, stdout: stdoutPipe.read,
      stderr: stderrPipe.read)
  }

  /// A failure message (an `Error` for `Result`).
  private struct Failure: Error {
    var text: String
  }

  /// Starts `/bin/sh -c command` in a new process group with the given descriptors.
  private func spawn(stdin: Int32, stdout: Int32, stderr: Int32) -> Swift.Result<pid_t, Failure> {
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #else
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdin, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // SIGPIPE is ignored here; the child gets the default back.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))

    let arguments = ["/bin/sh", "-c", command]
    let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = variables.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid = pid_t()
    let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
    guard status == 0 else {
      return .failure(Failure(text: "cannot start /bin/sh: \(String(cString: strerror(status)))"))
    }
    return .success(pid)
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
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    guard result == pid else { return nil }
    let signal = status & 0x7f
    if signal == 0 { return .exited((status >> 8) & 0xff) }
    return .signaled(signal)
  }

  /// A pipe whose descriptors close on `exec` (the child gets its ends through `dup2`).
  private static func makePipe() -> (read: Int32, write: Int32)? {
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { return nil }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    return (descriptors[0], descriptors[1])
  }

  /// Monotonic seconds.
  private static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }
}
