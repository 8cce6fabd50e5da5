import DOM
import Foundation
import SavedPages
import WebPlatform

/// The steps of ``PreprocessingRunner/run(page:script:scriptURL:handler:virtualMachine:)``
/// that stand on their own: the page environment's resources, what the host offers the
/// handler, and the turns of the handler's queue and the page's event loop.
extension PreprocessingRunner {
  /// The most turns of the handler's queue and the page's event loop one run takes: each turn
  /// runs something or waits, so a handler and a page that keep waking each other up stop
  /// here (the request is then reported as not answered).
  static let maximumPumpRounds = 10_000

  /// The page environment's options for `page`: the run's world, the saved page's resources
  /// (and fixtures) for offline fetch, and frames' documents and external scripts from the
  /// saved page (its subframe archives and resources) before whatever the caller supplies.
  func runtimeOptions(serving page: SavedPage) -> Runtime.Options {
    var runtimeOptions = options.runtime
    runtimeOptions.extensionWorld = options.world
    for resource in page.resources.all + page.resources.fixtureResources() {
      guard let url = WebURL(resource.url) else { continue }
      runtimeOptions.services.resources.append(
        StoredResource(
          url: url, mimeType: resource.mimeType, textEncodingName: resource.textEncodingName,
          bytes: resource.bytes))
    }
    let callerResources = runtimeOptions.pageResources
    runtimeOptions.pageResources = { url in
      if let frame = page.frames[url] { return frame.mainResource.text }
      if let resource = page.resources.resource(for: url) { return resource.text }
      return callerResources?(url)
    }
    return runtimeOptions
  }

  /// What the host offers the handler (docs/safari-behavior.md §2.3, ``RunOptions/input``):
  /// the property-list attachment whose load runs preprocessing (lazy timing), the page's URL,
  /// or the selection as plain text.
  func attachments(
    for document: Document, session: PreprocessingSession, queue: HandlerQueue
  ) -> [ItemProvider] {
    let provider = ItemProvider(
      typeIdentifiers: [TypeIdentifiers.propertyList], queue: queue,
      rawLoader: options.propertyListMode == .jsc ? { _ in session.loadRawResults() } : nil
    ) { _ in
      let results = session.preprocess()
      if let failure = session.failure, results == nil {
        return .failure(.preprocessingFailed(failure))
      }
      guard let results else { return .success(.dictionary([:])) }
      return .success(.dictionary([ExtensionKeys.preprocessingResults: results]))
    }
    let urlProvider = ItemProvider(item: .string(document.url), typeIdentifier: TypeIdentifiers.url)
    switch options.input {
    case .propertyList: return [provider]
    case .urlOnly: return [urlProvider]
    case .propertyListAndURL: return [provider, urlProvider]
    case .text:
      let selected = document.getSelection().description
      return [ItemProvider(item: .string(selected), typeIdentifier: TypeIdentifiers.plainText)]
    }
  }

  /// The handler's main queue and the page's event loop take turns until the request is
  /// answered or neither has anything left to do; a handler working on another thread (an
  /// `async` handler's task) is waited for, up to the handler timeout, and a handler's outside
  /// work (`external`: its main-queue blocks) gets its turns too.
  func pumpUntilAnswered(
    _ context: ExtensionContext, queue: HandlerQueue, runtime: Runtime,
    session: PreprocessingSession, external: (any ExternalWorkHandler)?
  ) {
    let handlerDeadline = Date(timeIntervalSinceNow: options.handlerTimeout)
    var rounds = 0
    while !context.isAnswered && rounds < Self.maximumPumpRounds {
      rounds += 1
      let ran = queue.drain()
      if context.isAnswered { break }
      let stop = runtime.runEventLoop(
        until: EventLoop.StopConditions(
          until: { queue.hasWork || context.isAnswered }, virtualTimeBudget: options.runTimeout,
          maxTasks: Runtime.defaultMaxTasks))
      if ran == 0 && !queue.hasWork && stop != .conditionMet {
        // Nothing left inside the run: wait for a handler working on another thread, else
        // let the handler's outside work run, and go on if either moved things.
        if queue.inbox.hasOutstandingWork {
          guard queue.inbox.wait(until: handlerDeadline) else { break }
          continue
        }
        guard let external else { break }
        let outcome = external.runExternalWork(until: { queue.hasWork || context.isAnswered })
        if case .unavailable(let reason) = outcome {
          session.diagnostics.append(
            RunDiagnostic(DiagnosticCode.externalWorkUnavailable, .warning, reason))
        }
        guard outcome == .progressed else { break }
      }
    }
    queue.drain()
  }
}

extension PreprocessingRunner {
  /// How the handler answered, into the report and as diagnostics: not at all, cancelled
  /// (`finalize()` is then not called), completed (then ``finish(with:session:report:)``), or
  /// more than once; and a property-list item the handler never loaded under lazy timing.
  func noteRequestOutcome(
    of context: ExtensionContext, session: PreprocessingSession, report: inout RunReport
  ) {
    switch context.outcome {
    case .pending:
      report.requestOutcome = .notAnswered
      session.diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.requestNotCompleted, .error,
          "The request handler neither completed nor cancelled the request."))
    case .cancelled(let error):
      report.requestOutcome = .cancelled(String(describing: error))
      session.diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.requestCancelled, .warning,
          "The request handler cancelled the request (\(error)); finalize() is not called."))
    case .completed(let items):
      report.requestOutcome = .completed(itemCount: items?.count)
      finish(with: items, session: session, report: &report)
    }
    if context.answerCount > 1 {
      session.diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.requestCompletedTwice, .warning,
          "The request handler answered \(context.answerCount) times; the first answer counts."))
    }
    let offersPropertyList = options.input == .propertyList || options.input == .propertyListAndURL
    if options.timing == .lazy && !session.ran && offersPropertyList {
      session.diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.preprocessingNotTriggered, .warning,
          "The handler never loaded the property-list item, so Safari would not run the "
            + "preprocessing file (lazy timing)."))
    }
  }
}
