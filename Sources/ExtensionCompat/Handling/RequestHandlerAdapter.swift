import ActionExtension
import Foundation

/// Runs an Apple-style ``NSExtensionRequestHandling`` handler as an ActionExtension
/// `RequestHandler`: its context speaks Apple's names and Foundation types,
/// and the blocks it queues on `DispatchQueue.main` or `OperationQueue.main` run while the
/// runner waits for its answer (see `ExternalWorkHandler`).
///
/// The main queue is served one of three ways, depending on where the runner runs:
/// on the main thread, the runner runs the main run loop when idle; on another thread while
/// something serves the main queue (`dispatchMain()`, as async `main` and `swift test` do),
/// the adapter holds the main queue for the run and lends it when the runner is idle, so the
/// handler's blocks run one at a time with the runner; from a main-queue block (a
/// `@MainActor` caller), or when nothing serves the main queue, they cannot run during the
/// run, and the report says so (`DiagnosticCode.externalWorkUnavailable`).
public final class RequestHandlerAdapter: ExternalWorkHandler {
  /// The Apple-style handler.
  public let handler: any NSExtensionRequestHandling
  /// The context the handler got, once the request began.
  public private(set) var context: NSExtensionContext?
  private let pump: MainQueuePump

  /// An adapter running `handler`. `mainQueueTimeout` bounds how long the main queue may
  /// take to respond (seconds); `idleGrace` is how long an idle run keeps serving the main
  /// queue without progress before it stops waiting for the handler (a handler doing work on
  /// other queues before it answers may need more; an answering handler never waits for it).
  public init(
    _ handler: any NSExtensionRequestHandling, mainQueueTimeout: TimeInterval = 5,
    idleGrace: TimeInterval = 0.5
  ) {
    self.handler = handler
    pump = MainQueuePump(timeout: mainQueueTimeout, idleGrace: idleGrace)
  }

  public func beginRequest(with context: ExtensionContext) {
    let compat = NSExtensionContext(context: context)
    self.context = compat
    pump.begin()
    handler.beginRequest(with: compat)
  }

  public func runExternalWork(until progressed: () -> Bool) -> ExternalWorkOutcome {
    let result = pump.run(until: progressed)
    if let reason = result.unavailable { return .unavailable(reason) }
    return result.progressed ? .progressed : .idle
  }

  public func runDidEnd() {
    pump.end()
  }

  /// What could not be carried over from the handler's answer (see
  /// ``NSExtensionContext/conversionIssues``).
  public var conversionIssues: [String] { context?.conversionIssues ?? [] }
}
