#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Names of signals, for `worker-crashed` messages (`SIGABRT (Aborted)`).
enum SignalName {
  private static let names: [Int32: String] = [
    SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL",
    SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
    SIGKILL: "SIGKILL", SIGUSR1: "SIGUSR1", SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2",
    SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU",
    SIGXFSZ: "SIGXFSZ", SIGSYS: "SIGSYS",
  ]

  /// `SIGABRT (Aborted)`, or `signal 42` for one without a name here.
  static func describe(_ signal: Int32) -> String {
    guard let name = names[signal] else { return "signal \(signal)" }
    guard let description = strsignal(signal) else { return name }
    return "\(name) (\(String(cString: description)))"
  }
}
