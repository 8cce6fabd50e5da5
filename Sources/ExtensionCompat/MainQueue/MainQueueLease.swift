import Dispatch
import Foundation

/// Holds the process's main dispatch queue for a runner working on another thread, while the
/// main queue is served elsewhere (`dispatchMain()`, or the main thread's run loop).
///
/// A holder block parks the main queue, so blocks a handler queues there (`DispatchQueue.main`,
/// `OperationQueue.main`) wait behind it instead of running beside the runner. To let them run,
/// ``lend(timeout:)`` queues a new holder, releases the current one, and waits until the new
/// one parks: the blocks queued in between ran, one after the other, while the runner waited.
/// ``release()`` lets the queue go.
final class MainQueueLease: @unchecked Sendable {
  /// One holder block's semaphores.
  private final class Holder: @unchecked Sendable {
    /// Signalled when the holder block runs (the main queue is parked).
    let parked = DispatchSemaphore(value: 0)
    /// Signalled to let the holder block return.
    let gate = DispatchSemaphore(value: 0)
  }

  private var current: Holder?

  /// Parks the main queue; false when no holder ran within `timeout` seconds (the main queue
  /// is not being served, or something holds it).
  func hold(timeout: TimeInterval) -> Bool {
    let holder = enqueueHolder()
    guard holder.parked.wait(timeout: .now() + timeout) == .success else {
      holder.gate.signal()
      return false
    }
    current = holder
    return true
  }

  /// Lets the blocks queued behind the current holder run, then parks the queue again; false
  /// when they did not finish within `timeout` seconds (the queue is then let go).
  func lend(timeout: TimeInterval) -> Bool {
    guard let previous = current else { return false }
    let next = enqueueHolder()
    previous.gate.signal()
    guard next.parked.wait(timeout: .now() + timeout) == .success else {
      next.gate.signal()
      current = nil
      return false
    }
    current = next
    return true
  }

  /// Lets the main queue go.
  func release() {
    current?.gate.signal()
    current = nil
  }

  /// Queues a holder block: it reports that it runs, then waits for its gate. A holder whose
  /// gate was signalled before it ran (given up on) passes straight through.
  private func enqueueHolder() -> Holder {
    let holder = Holder()
    DispatchQueue.main.async {
      holder.parked.signal()
      holder.gate.wait()
    }
    return holder
  }
}
