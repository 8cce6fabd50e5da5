/// A task executor that runs its jobs on the runner's thread, between the page's event-loop
/// tasks, through the run's ``CrossThreadInbox``: an `async` request handler runs there, as
/// an extension's code runs on its main queue, and never needs a thread of Swift's cooperative
/// pool (which the waiting run may be occupying).
final class RunnerTaskExecutor: TaskExecutor, @unchecked Sendable {
  private let inbox: CrossThreadInbox

  init(inbox: CrossThreadInbox) {
    self.inbox = inbox
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    inbox.post { [self] in job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
