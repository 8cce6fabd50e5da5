import ActionExtension
import ExtensionCompat
import Foundation
import SavedPages
import Testing

/// How an Apple-style handler's `DispatchQueue.main`/`OperationQueue.main` blocks run during a
/// run: here the runner is on a test thread while Swift Testing's `dispatchMain()` serves the
/// main queue on another one, so the adapter holds the main queue and lends it when idle.
@Suite(.serialized) struct MainQueueTests {
  /// A handler doing its work through main-queue hops: `hops` hops before loading, the load
  /// itself from a main-queue block, then a global-queue round trip before answering.
  final class HoppingHandler: NSObject, NSExtensionRequestHandling {
    let hops: Int
    var threads: Set<String> = []
    var overlapped = false
    private let lock = NSLock()
    private var inBlock = false

    init(hops: Int) {
      self.hops = hops
    }

    func beginRequest(with context: NSExtensionContext) {
      hop(hops) {
        let provider = (context.inputItems.first as? NSExtensionItem)?.attachments?.first
        provider?.loadItem(forTypeIdentifier: UTType.propertyList.identifier, options: nil) {
          item, _ in
          let results =
            (item as? [String: Any])?[NSExtensionJavaScriptPreprocessingResultsKey]
            as? [String: Any]
          DispatchQueue.global().async {
            DispatchQueue.main.async {
              self.enter()
              let item = NSExtensionItem()
              item.attachments = [
                NSItemProvider(
                  item: [NSExtensionJavaScriptFinalizeArgumentKey: results ?? [:]],
                  typeIdentifier: kUTTypePropertyList)
              ]
              context.completeRequest(returningItems: [item])
              self.leave()
            }
          }
        }
      }
    }

    private func hop(_ count: Int, then body: @escaping () -> Void) {
      OperationQueue.main.addOperation {
        self.enter()
        defer { self.leave() }
        if count <= 1 { body() } else { self.hop(count - 1, then: body) }
      }
    }

    private func enter() {
      lock.lock()
      if inBlock { overlapped = true }
      inBlock = true
      threads.insert(Thread.isMainThread ? "main" : "other")
      lock.unlock()
    }

    private func leave() {
      lock.lock()
      inBlock = false
      lock.unlock()
    }
  }

  /// A handler that never answers.
  final class SilentHandler: NSObject, NSExtensionRequestHandling {
    var ran = false
    func beginRequest(with context: NSExtensionContext) {
      DispatchQueue.main.async { self.ran = true }
    }
  }

  static let script = """
    var ExtensionPreprocessingJS = { run: function (a) {
      setTimeout(function () { a.completionFunction({ title: document.title }); }, 100);
    }, finalize: function (a) { document.body.className = a.title; } };
    """

  static let page = SavedPageLoader.load(
    text: "<!DOCTYPE html><title>Hops</title><body><p>x</p></body>",
    url: "https://example.com/hops")

  func run(_ handler: some NSExtensionRequestHandling) -> RunReport {
    var options = RunOptions()
    options.includeFinalHTML = true
    return PreprocessingRunner(options: options).run(
      page: Self.page, script: Self.script, handler: handler)
  }

  @Test(arguments: [1, 5]) func chainedMainQueueHopsAndAGlobalQueueRoundTripComplete(hops: Int) {
    #expect(!Thread.isMainThread)
    let handler = HoppingHandler(hops: hops)
    var options = RunOptions()
    options.includeFinalHTML = true
    // The global-queue round trip happens outside the main queue: on a loaded machine it may
    // take longer than the default grace.
    let report = PreprocessingRunner(options: options).run(
      page: Self.page, script: Self.script,
      handler: RequestHandlerAdapter(handler, idleGrace: 10))
    #expect(report.preprocessingRan)
    #expect(report.results?["title"]?.stringValue == "Hops")
    #expect(report.finalizeArgument?["title"]?.stringValue == "Hops")
    #expect(report.finalizeCalled)
    #expect(report.finalHTML?.contains("<body class=\"Hops\">") == true)
    #expect(!report.hasErrors, "\(report.diagnostics)")
    #expect(!handler.overlapped)
  }

  @Test func aHandlerThatNeverAnswersEndsTheRunAfterItsBlocksRan() {
    let handler = SilentHandler()
    let start = Date()
    let report = run(handler)
    #expect(handler.ran)
    #expect(report.requestOutcome == .notAnswered)
    #expect(report.diagnostics(DiagnosticCode.requestNotCompleted).count == 1)
    #expect(report.diagnostics(DiagnosticCode.externalWorkUnavailable).isEmpty)
    // The default grace (0.5 s) bounds the wait for an answer that never comes.
    #expect(Date().timeIntervalSince(start) < 5)
  }

  /// From the main actor (a main-queue block), the handler's main-queue blocks cannot run
  /// until the run returns: the report says so.
  @MainActor @Test func fromTheMainActorTheMainQueueIsUnavailable() async {
    let handler = ActionRequestHandler()
    let report = PreprocessingRunner().run(
      page: TemplateHandlerTests.page(), script: TemplateHandlerTests.actionScript,
      handler: handler)
    #expect(report.preprocessingRan)
    #expect(report.requestOutcome == .notAnswered)
    let unavailable = report.diagnostics(DiagnosticCode.externalWorkUnavailable)
    #expect(unavailable.count == 1)
    #expect(unavailable.first?.message.contains("@MainActor") == true)
    #expect(report.diagnostics(DiagnosticCode.requestNotCompleted).count == 1)
    // The blocks run once the main queue is free again; the handler then answers a context
    // whose run is over.
    await Task.yield()
  }
}
