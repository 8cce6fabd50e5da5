/// The main queue of a run, as a request handler sees it: item loading completes on it, and
/// `DispatchQueue.main`-style work a handler schedules through ``ExtensionContext/perform(_:)``
/// runs on it, between the page's event-loop tasks, on the runner's thread.
final class HandlerQueue {
  private var jobs: [() -> Void] = []
  /// Jobs posted from other threads (an `async` handler's task), run on the runner's thread.
  let inbox = CrossThreadInbox()

  /// Queues `job`.
  func async(_ job: @escaping () -> Void) { jobs.append(job) }

  /// Whether jobs are waiting.
  var hasWork: Bool { !jobs.isEmpty || inbox.hasJobs }

  /// Runs the queued jobs, and the jobs they queue, until none is left (at most `limit`, so a
  /// handler re-queueing itself cannot spin forever); returns how many ran.
  @discardableResult
  func drain(limit: Int = 10_000) -> Int {
    var ran = 0
    for job in inbox.take() { jobs.append { job() } }
    while !jobs.isEmpty && ran < limit {
      let job = jobs.removeFirst()
      job()
      ran += 1
    }
    return ran
  }
}
