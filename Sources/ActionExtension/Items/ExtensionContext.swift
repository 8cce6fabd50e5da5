import JSCore

/// The request an extension handles: the items the host offers, and how the extension
/// answers (`NSExtensionContext`).
///
/// https://developer.apple.com/documentation/foundation/nsextensioncontext
public final class ExtensionContext {
  /// How the request ended.
  public enum Outcome {
    /// Not answered yet.
    case pending
    /// Completed with these items (`nil` and `[]` are kept apart).
    case completed([ExtensionItem]?)
    /// Cancelled with this error.
    case cancelled(any Error)
  }

  /// The items the host offers.
  public let inputItems: [ExtensionItem]
  /// How the request ended so far.
  public private(set) var outcome: Outcome = .pending
  /// How many times the extension answered (the first answer counts).
  public private(set) var answerCount = 0
  let queue: HandlerQueue

  init(inputItems: [ExtensionItem], queue: HandlerQueue) {
    self.inputItems = inputItems
    self.queue = queue
  }

  /// Completes the request with `items`; `completionHandler(expired)` runs later with
  /// `false` (`completeRequest(returningItems:completionHandler:)`).
  public func completeRequest(
    returningItems items: [ExtensionItem]?, completionHandler: ((Bool) -> Void)? = nil
  ) {
    answerCount += 1
    guard case .pending = outcome else { return }
    outcome = .completed(items)
    if let completionHandler { queue.async { completionHandler(false) } }
  }

  /// Cancels the request with `error` (`cancelRequest(withError:)`).
  public func cancelRequest(withError error: any Error) {
    answerCount += 1
    guard case .pending = outcome else { return }
    outcome = .cancelled(error)
  }

  /// Runs `work` later on the run's main queue, as `DispatchQueue.main.async` would in an
  /// extension (a run's handler code runs on the runner's thread).
  public func perform(_ work: @escaping () -> Void) {
    queue.async(work)
  }

  /// Whether the request was answered.
  public var isAnswered: Bool {
    if case .pending = outcome { return false }
    return true
  }
}
