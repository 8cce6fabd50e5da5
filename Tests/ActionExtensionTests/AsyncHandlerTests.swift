import ActionExtension
import JSCore
import SavedPages
import Testing

/// The `async` handler convenience: the handler runs on another thread while the run waits.
@Suite struct AsyncHandlerTests {
  struct Delayed: AsyncRequestHandler {
    func reply(to results: PropertyList?) async throws -> RequestReply {
      try await Task.sleep(nanoseconds: 50_000_000)
      let title = results?["title"]?.stringValue ?? "?"
      return .finalizeArgument(["heading": .string("Saved " + title)])
    }
  }

  struct Failing: AsyncRequestHandler {
    struct Oops: Error, CustomStringConvertible { var description: String { "disk full" } }
    func reply(to results: PropertyList?) async throws -> RequestReply { throw Oops() }
  }

  struct Stuck: AsyncRequestHandler {
    func reply(to results: PropertyList?) async throws -> RequestReply {
      try await Task.sleep(nanoseconds: 5_000_000_000)
      return .noItems
    }
  }

  static let script = """
    var ExtensionPreprocessingJS = {
      run: function (a) { a.completionFunction({ title: document.title }); },
      finalize: function (a) { document.querySelector("h1").textContent = a.heading; }
    };
    """

  func run(_ handler: any AsyncRequestHandler, timeout: Double = 30) -> RunReport {
    var options = RunOptions()
    options.includeFinalHTML = true
    options.handlerTimeout = timeout
    let page = SavedPageLoader.load(
      text: "<title>Notes</title><h1>Old</h1>", url: "https://example.com/")
    return PreprocessingRunner(options: options).run(
      page: page, script: Self.script, asyncHandler: handler)
  }

  @Test func anAsyncReplyReachesFinalize() {
    let report = run(Delayed())
    #expect(report.finalizeArgument?["heading"]?.stringValue == "Saved Notes")
    #expect(report.finalizeCalled)
    #expect(report.finalHTML?.contains("<h1>Saved Notes</h1>") == true)
  }

  @Test func aThrowingHandlerCancels() {
    let report = run(Failing())
    #expect(report.requestOutcome == .cancelled("disk full"))
    #expect(!report.finalizeCalled)
  }

  @Test func aHandlerPastItsTimeoutDoesNotComplete() {
    let report = run(Stuck(), timeout: 0.3)
    #expect(report.requestOutcome == .notAnswered)
    #expect(report.diagnostics(DiagnosticCode.requestNotCompleted).count == 1)
  }
}
