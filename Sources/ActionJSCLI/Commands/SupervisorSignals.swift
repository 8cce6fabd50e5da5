#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals ``RunSupervisor`` passes on to its child: `SIGINT`, `SIGTERM`, `SIGHUP`. While
/// installed, the handler only records the last one received; the supervisor's loop reads it.
///
/// See [sigaction](https://pubs.opengroup.org/onlinepubs/9799919799/functions/sigaction.html).
enum SupervisorSignals {
  /// The signals passed on.
  static let forwarded: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The last forwarded signal received since ``install()`` (0: none). Written only by the
  /// handler, read by the supervisor's loop; an aligned 32-bit store is atomic here.
  nonisolated(unsafe) private(set) static var received: Int32 = 0

  /// Installs the recording handler and unblocks the signals on this thread (a parent may
  /// have started the tool with them blocked); returns the previous handlers, for
  /// ``restore(_:)``.
  static func install() -> [Int32: sigaction] {
    received = 0
    var previous: [Int32: sigaction] = [:]
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for signal in forwarded { sigaddset(&unblocked, signal) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    for signal in forwarded {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { SupervisorSignals.received = $0 }
      #else
        action.__sigaction_u.__sa_handler = { SupervisorSignals.received = $0 }
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      var old = sigaction()
      if sigaction(signal, &action, &old) == 0 { previous[signal] = old }
    }
    return previous
  }

  /// Puts back the handlers ``install()`` replaced.
  static func restore(_ previous: [Int32: sigaction]) {
    for (signal, old) in previous {
      var action = old
      sigaction(signal, &action, nil)
    }
  }
}
