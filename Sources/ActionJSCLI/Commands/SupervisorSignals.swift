import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals ``RunSupervisor`` passes on to its child: `SIGINT`, `SIGTERM`, `SIGHUP`. While
/// installed, the handler only records the last one received; each supervisor's loop reads it.
///
/// Signal dispositions belong to the process, and a library caller may run several
/// supervisors at once (the tests do): the handler is installed by the first ``install()`` and
/// the previous handlers are put back by the last ``restore()``, under a lock; the recorded
/// signal is an atomic, written by the handler (a lock-free store is async-signal-safe) and
/// read by every supervisor. (ThreadSanitizer found the plain global this replaced racing
/// between two concurrent supervisors.) The lock is an `NSLock` (a pthread mutex), not
/// `Synchronization.Mutex`: on Linux that one waits on a futex directly, which
/// ThreadSanitizer cannot see, so it reported the guarded accesses as races.
///
/// See [sigaction](https://pubs.opengroup.org/onlinepubs/9799919799/functions/sigaction.html).
enum SupervisorSignals {
  /// The signals passed on.
  static let forwarded: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The last forwarded signal received since the handler was installed (0: none).
  private static let receivedSignal = Atomic<Int32>(0)

  /// How many supervisors have the handler installed, and the handlers it replaced.
  private struct Installation {
    var count = 0
    var previous: [Int32: sigaction] = [:]
  }
  private static let lock = NSLock()
  nonisolated(unsafe) private static var installation = Installation()

  /// The last forwarded signal received since the handler was installed (0: none).
  static var received: Int32 { receivedSignal.load(ordering: .relaxed) }

  /// Installs the recording handler (if no other supervisor has) and unblocks the signals on
  /// this thread (a parent may have started the tool with them blocked). Pair with
  /// ``restore()``.
  static func install() {
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for signal in forwarded { sigaddset(&unblocked, signal) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    lock.lock()
    defer { lock.unlock() }
    installation.count += 1
    guard installation.count == 1 else { return }
    receivedSignal.store(0, ordering: .relaxed)
    for signal in forwarded {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = {
          SupervisorSignals.receivedSignal.store($0, ordering: .relaxed)
        }
      #else
        action.__sigaction_u.__sa_handler = {
          SupervisorSignals.receivedSignal.store($0, ordering: .relaxed)
        }
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      var old = sigaction()
      if sigaction(signal, &action, &old) == 0 { installation.previous[signal] = old }
    }
  }

  /// Puts back the handlers ``install()`` replaced, once the last supervisor is done.
  static func restore() {
    lock.lock()
    defer { lock.unlock() }
    installation.count -= 1
    guard installation.count == 0 else { return }
    for (signal, old) in installation.previous {
      var action = old
      sigaction(signal, &action, nil)
    }
    installation.previous = [:]
  }
}
