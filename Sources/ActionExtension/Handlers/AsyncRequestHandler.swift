import Foundation
import JSCore

/// What an ``AsyncRequestHandler`` answers.
public enum RequestReply: Sendable, Equatable {
  /// Complete with one item carrying this finalize argument.
  case finalizeArgument(PropertyList)
  /// Complete with no items (no `finalize()`).
  case noItems
  /// Cancel the request with this message.
  case cancel(String)
}

/// The `async` convenience for request handlers: gets the preprocessing results (nil when
/// there are none) and returns the reply. Its code runs on the runner's thread, between the
/// page's event-loop tasks (its awaits may resume from other threads' work, such as timers);
/// the run waits for it up to ``RunOptions/handlerTimeout``. A thrown error cancels the
/// request. (Work it sends to the main actor needs the process's main queue to be running.)
public protocol AsyncRequestHandler: Sendable {
  /// Handles the results of `run()`.
  func reply(to results: PropertyList?) async throws -> RequestReply
}

/// Runs an ``AsyncRequestHandler`` as a ``RequestHandler``: loads the results on the run's
/// main queue, then hands them to a task and applies its reply on the runner's thread.
public final class AsyncRequestHandlerAdapter: RequestHandler {
  /// The handler.
  public let handler: any AsyncRequestHandler

  /// An adapter for `handler`.
  public init(_ handler: any AsyncRequestHandler) {
    self.handler = handler
  }

  public func beginRequest(with context: ExtensionContext) {
    let inbox = context.queue.inbox
    let handler = self.handler
    let answer = ContextBox(context)
    context.loadPreprocessingResults { results, _ in
      inbox.beginOutstanding()
      Task(executorPreference: RunnerTaskExecutor(inbox: inbox)) {
        let reply: RequestReply
        do {
          reply = try await handler.reply(to: results)
        } catch {
          reply = .cancel(String(describing: error))
        }
        inbox.post { answer.apply(reply) }
        inbox.endOutstanding()
      }
    }
  }
}

/// Carries a context to the task and back; only used on the runner's thread.
private final class ContextBox: @unchecked Sendable {
  let context: ExtensionContext
  init(_ context: ExtensionContext) { self.context = context }

  func apply(_ reply: RequestReply) {
    switch reply {
    case .finalizeArgument(let argument): context.completeRequest(finalizeArgument: argument)
    case .noItems: context.completeRequest(returningItems: [])
    case .cancel(let message):
      context.cancelRequest(withError: CancellingHandler.Cancelled(message: message))
    }
  }
}
