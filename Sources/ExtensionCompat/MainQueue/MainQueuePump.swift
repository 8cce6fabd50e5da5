import Dispatch
import Foundation

/// Serves the process's main queue (`DispatchQueue.main`, `OperationQueue.main`) for one run
/// of an Apple-style request handler, so the blocks the handler queues there run while the
/// runner waits for its answer, one at a time with the runner's own work.
///
/// - On the main thread, the runner drains the main queue itself by running the main run loop
///   (`RunLoop.main.run(mode:before:)`), which swift-corelibs-foundation ties to the main
///   dispatch queue there. This does nothing when the runner was itself called from a
///   main-queue block on the main thread (a nested run loop does not serve the main queue).
/// - On another thread, while something else serves the main queue (`dispatchMain()`, as an
///   async `main` and Swift Testing's runner do, or the main thread's run loop), the main
///   queue is held for the run (``MainQueueLease``) and lent when the runner is idle.
/// - From a main-queue block on another thread (a `@MainActor` caller under `dispatchMain()`),
///   or when nothing serves the main queue, the handler's blocks cannot run during the run.
final class MainQueuePump {
  /// How the main queue is served.
  enum Mode {
    /// Not decided yet (before the request began).
    case idle
    /// The runner is on the main thread: it runs the main run loop.
    case mainRunLoop
    /// The runner holds the main queue, served elsewhere.
    case lease(MainQueueLease)
    /// The main queue cannot be served during the run, for this reason.
    case unavailable(String)
  }

  /// How long the main queue may take to respond, in seconds.
  let timeout: TimeInterval
  /// How long an idle runner goes on serving the main queue without progress, in seconds.
  let idleGrace: TimeInterval
  private(set) var mode = Mode.idle
  private var reportedUnavailable = false

  /// The key marking the main queue, so code can tell it runs on it.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  init(timeout: TimeInterval, idleGrace: TimeInterval) {
    self.timeout = timeout
    self.idleGrace = idleGrace
  }

  /// Starts serving the main queue for a run on the current thread: call before the handler
  /// runs any code.
  func begin() {
    if Thread.isMainThread {
      mode = .mainRunLoop
    } else if DispatchQueue.getSpecific(key: Self.mainQueueKey) == true {
      mode = .unavailable(
        "The runner runs on the main queue (a @MainActor caller), so the handler's "
          + "DispatchQueue.main/OperationQueue.main blocks cannot run until it returns: run it "
          + "on the main thread outside the main queue, or on another thread.")
    } else {
      let lease = MainQueueLease()
      if lease.hold(timeout: timeout) {
        mode = .lease(lease)
      } else {
        mode = .unavailable(
          "Nothing served the main queue within \(timeout) s, so the handler's "
            + "DispatchQueue.main/OperationQueue.main blocks cannot run during the run: call "
            + "dispatchMain() or run the main run loop on the main thread, or run on it.")
      }
    }
  }

  /// Lets the main queue's blocks run until `progressed()` is true, or until `idleGrace`
  /// passed (and at least a few rounds ran) without progress.
  func run(until progressed: () -> Bool) -> (progressed: Bool, unavailable: String?) {
    let start = Date()
    var rounds = 0
    while true {
      switch mode {
      case .idle:
        return (false, nil)
      case .unavailable(let reason):
        defer { reportedUnavailable = true }
        return (false, reportedUnavailable ? nil : reason)
      case .mainRunLoop:
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
      case .lease(let lease):
        guard lease.lend(timeout: timeout) else {
          mode = .unavailable(
            "The handler's main-queue blocks did not finish within \(timeout) s; the main "
              + "queue was let go.")
          continue
        }
      }
      rounds += 1
      if progressed() { return (true, nil) }
      if rounds >= 4 && Date().timeIntervalSince(start) >= idleGrace { return (false, nil) }
      if case .lease = mode { usleep(2_000) }
    }
  }

  /// Stops serving the main queue.
  func end() {
    if case .lease(let lease) = mode { lease.release() }
    mode = .idle
  }
}
