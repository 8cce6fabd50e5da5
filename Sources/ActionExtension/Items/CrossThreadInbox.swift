import Foundation

/// Jobs posted from any thread for the runner's thread, with a way for the runner to wait for
/// them: how an `async` request handler, running on Swift's concurrent executor, reaches the
/// run (whose JavaScript engine may only be used from the runner's thread).
final class CrossThreadInbox: @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [@Sendable () -> Void] = []
  private var outstanding = 0

  /// Posts `job` and wakes the runner.
  func post(_ job: @escaping @Sendable () -> Void) {
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Notes work in flight on another thread (an `async` handler running).
  func beginOutstanding() {
    condition.lock()
    outstanding += 1
    condition.unlock()
  }

  /// Notes that work in flight ended (its last job is posted).
  func endOutstanding() {
    condition.lock()
    outstanding -= 1
    condition.signal()
    condition.unlock()
  }

  /// Whether work is in flight on another thread.
  var hasOutstandingWork: Bool {
    condition.lock()
    defer { condition.unlock() }
    return outstanding > 0
  }

  /// Whether jobs are waiting.
  var hasJobs: Bool {
    condition.lock()
    defer { condition.unlock() }
    return !jobs.isEmpty
  }

  /// The waiting jobs, removed.
  func take() -> [@Sendable () -> Void] {
    condition.lock()
    defer { condition.unlock() }
    let taken = jobs
    jobs = []
    return taken
  }

  /// Waits until a job is posted, the work in flight ends, or `deadline` passes; returns
  /// false when the deadline passed.
  func wait(until deadline: Date) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while jobs.isEmpty && outstanding > 0 {
      if !condition.wait(until: deadline) { return !jobs.isEmpty }
    }
    return true
  }
}
