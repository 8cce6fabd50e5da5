import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX pieces shared by the handler command (``ChildProcess``) and the validation
/// worker pool (`ActionJSCLI`): pipes that close on `exec`, `posix_spawn` into a new process
/// group, and non-blocking reaping.
///
/// See [posix_spawn](https://pubs.opengroup.org/onlinepubs/9799919799/functions/posix_spawn.html)
/// and [waitpid](https://pubs.opengroup.org/onlinepubs/9799919799/functions/waitpid.html).
package enum ProcessSpawning {
  /// How a process ended.
  package enum Exit: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// This signal ended it.
    case signaled(Int32)
  }

  /// A pipe whose descriptors close on `exec` (the child gets its ends through `dup2`).
  package static func makePipe() -> (read: Int32, write: Int32)? {
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { return nil }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    return (descriptors[0], descriptors[1])
  }

  /// The path to execute for `path`: `/proc/self/exe` when `path` is this very process's
  /// executable (Linux), else `path`. Executing the magic link starts the same binary without a
  /// path lookup, so it works where the binary's folder cannot be searched any more (a clone in
  /// a folder only its owner may enter, run as another user; a binary replaced or moved since
  /// it started). argv[0] stays `path`.
  package static func executableToStart(_ path: String) -> String {
    let link = "/proc/self/exe"
    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link),
      target == path
    else { return path }
    return link
  }

  /// Starts `executable` with `arguments` (the first is the program name) and `environment`,
  /// in a new process group whose id is its pid, with `stdin`, `stdout` and `stderr` as its
  /// descriptors 0, 1 and 2 and `SIGPIPE` back at its default; returns its pid or why it
  /// could not start.
  package static func spawn(
    executable: String, arguments: [String], environment: [String: String], stdin: Int32,
    stdout: Int32, stderr: Int32
  ) -> Result<pid_t, SpawnFailure> {
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
    // SIGPIPE may be ignored here; the child gets the default back.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))

    let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = variables.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid = pid_t()
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      return .failure(
        SpawnFailure(
          message: "cannot start \(executable): \(String(cString: strerror(status)))"))
    }
    return .success(pid)
  }

  /// Why a process could not be started.
  package struct SpawnFailure: Error, Sendable {
    /// For a person.
    package var message: String

    /// A failure described by `message`.
    package init(message: String) {
      self.message = message
    }
  }

  /// How `pid` ended, if it has (without waiting).
  package static func reap(_ pid: pid_t) -> Exit? {
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    guard result == pid else { return nil }
    return exit(fromWaitStatus: status)
  }

  /// Kills `pid`'s process group and `pid` with `SIGKILL` and waits for `pid`; returns how it
  /// ended (nil when it was already reaped).
  @discardableResult
  package static func killAndReap(_ pid: pid_t) -> Exit? {
    kill(-pid, SIGKILL)
    kill(pid, SIGKILL)
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, 0)
      if result == pid { return exit(fromWaitStatus: status) }
      if result < 0 && errno == EINTR { continue }
      return nil
    }
  }

  /// The ``Exit`` a `waitpid` status describes.
  package static func exit(fromWaitStatus status: Int32) -> Exit {
    let signal = status & 0x7f
    if signal == 0 { return .exited((status >> 8) & 0xff) }
    return .signaled(signal)
  }

  /// Monotonic seconds.
  package static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }
}
