import ActionExtension
import JSCore
import SavedPages
import Testing
import WebPlatform

/// The preprocessing flow (docs/safari-behavior.md §1.3, §1.6, §3) with the built-in handlers.
@Suite struct PreprocessingRunnerTests {
  static let page = SavedPageLoader.load(
    text: """
      <!DOCTYPE html><html><head><title>A page</title></head>
      <body><h1>Heading</h1><p id="intro">Some intro text.</p></body></html>
      """, url: "https://example.com/article.html")

  /// Apple's template script: run() returns the URL and title; finalize() sets the colour.
  static let templateScript = """
    var Action = function() {};
    Action.prototype = {
      run: function(arguments) {
        arguments.completionFunction({ "URL": document.URL, "title": document.title });
      },
      finalize: function(arguments) {
        document.body.style.backgroundColor = arguments["newBackgroundColor"] || "blue";
      }
    };
    var ExtensionPreprocessingJS = new Action;
    """

  func run(
    _ script: String, handler: any RequestHandler = EchoHandler(),
    configure: (inout RunOptions) -> Void = { _ in }
  ) -> RunReport {
    var options = RunOptions()
    options.includeFinalHTML = true
    configure(&options)
    return PreprocessingRunner(options: options).run(
      page: Self.page, script: script, handler: handler)
  }

  @Test func theTemplateFlowRunsAndFinalizes() throws {
    let report = run(
      Self.templateScript,
      handler: ReplyHandler(finalizeArgument: ["newBackgroundColor": "red"]))
    #expect(report.preprocessingRan)
    #expect(report.completionCalled)
    #expect(report.results?["URL"]?.stringValue == "https://example.com/article.html")
    #expect(report.results?["title"]?.stringValue == "A page")
    #expect(report.requestOutcome == .completed(itemCount: 1))
    #expect(report.finalizeArgument?["newBackgroundColor"]?.stringValue == "red")
    #expect(report.finalizeCalled)
    #expect(report.finalHTML?.contains("background-color: red") == true)
    #expect(!report.hasErrors, "\(report.diagnostics)")
  }

  @Test func asynchronousCompletionIsAwaited() {
    let report = run(
      """
      var ExtensionPreprocessingJS = { run: function (a) {
        setTimeout(function () {
          Promise.resolve(document.querySelector("#intro").textContent).then(function (t) {
            a.completionFunction({ text: t, name: a.extensionName });
          });
        }, 5000);
      } };
      """)
    #expect(report.results?["text"]?.stringValue == "Some intro text.")
    #expect(report.results?["name"]?.stringValue == "com.example.actionjs.action")
  }

  @Test func noFinalizeArgumentMeansNoFinalize() {
    let report = run(Self.templateScript, handler: NoItemsHandler())
    #expect(report.completionCalled)
    #expect(report.requestOutcome == .completed(itemCount: 0))
    #expect(!report.finalizeCalled)
    #expect(report.diagnostics(DiagnosticCode.finalizeArgumentMissing).count == 1)
    let called = run(Self.templateScript, handler: NoItemsHandler()) {
      $0.finalizeWhenEmpty = .callEmpty
    }
    #expect(called.finalizeCalled)
    #expect(called.finalHTML?.contains("background-color: blue") == true)
  }

  @Test func macOSNeverCallsFinalize() {
    let report = run(
      Self.templateScript, handler: ReplyHandler(finalizeArgument: ["newBackgroundColor": "red"])
    ) { $0.platform = .macOS }
    #expect(report.completionCalled)
    #expect(!report.finalizeCalled)
  }

  @Test func cancellingSkipsFinalize() {
    let report = run(Self.templateScript, handler: CancellingHandler(message: "no thanks"))
    #expect(report.requestOutcome == .cancelled("no thanks"))
    #expect(!report.finalizeCalled)
    #expect(report.diagnostics(DiagnosticCode.requestCancelled).count == 1)
  }

  @Test func scriptErrorsHaveStableCodesAndLocations() throws {
    let syntax = run("var ExtensionPreprocessingJS = {\n  run: function( {\n};")
    let error = try #require(syntax.diagnostics(DiagnosticCode.scriptSyntaxError).first)
    #expect(error.severity == .error)
    #expect(error.location?.file == "Action.js")
    #expect(error.location?.line != nil)
    #expect(!syntax.completionCalled)
    #expect(syntax.requestOutcome == .completed(itemCount: 0), "echo completes with no items")

    let missing = run("var somethingElse = 1;")
    #expect(missing.diagnostics(DiagnosticCode.noPreprocessingObject).count == 1)

    let notFunction = run("var ExtensionPreprocessingJS = { run: 42 };")
    #expect(notFunction.diagnostics(DiagnosticCode.runNotFunction).first?.severity == .error)

    let threw = run(
      "var ExtensionPreprocessingJS = { run: function () {\n  null.boom;\n} };")
    let runThrew = try #require(threw.diagnostics(DiagnosticCode.runThrew).first)
    #expect(runThrew.location?.line == 2)
    #expect(threw.diagnostics(DiagnosticCode.completionNotCalled).count == 1)
  }

  /// A page script's uncaught exception is located in page lines of the page's URL (the line
  /// WebKit reports: the script's source starts on the line of its start tag's `>`).
  @Test func pageScriptExceptionsAreLocatedInPageLines() throws {
    let page = SavedPageLoader.load(
      text: "<!DOCTYPE html>\r\n<title>t</title>\r\n<!--\r\n-->\r\n<script>\r\nnull.boom;</script>",
      url: "https://example.com/scripted.html")
    var options = RunOptions()
    options.runtime.runPageScripts = true
    let report = PreprocessingRunner(options: options).run(
      page: page, script: Self.templateScript, handler: EchoHandler())
    let exception = try #require(report.exceptions.first)
    #expect(exception.phase == .eventLoop)
    #expect(exception.location?.file == "https://example.com/scripted.html")
    #expect(exception.location?.line == 6)
    let diagnostic = try #require(report.diagnostics(DiagnosticCode.uncaughtException).first)
    #expect(diagnostic.location?.line == 6)
  }

  @Test func completionEdgeCases() {
    let never = run("var ExtensionPreprocessingJS = { run: function () {} };")
    #expect(never.diagnostics(DiagnosticCode.completionNotCalled).count == 1)
    #expect(never.hasErrors)

    let twice = run(
      """
      var ExtensionPreprocessingJS = { run: function (a) {
        a.completionFunction({ n: 1 }); a.completionFunction({ n: 2 });
      } };
      """)
    #expect(twice.results?["n"] == .integer(1) || twice.results?["n"] == .real(1))
    #expect(twice.diagnostics(DiagnosticCode.completionCalledTwice).count == 1)

    let primitive = run(
      "var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction('x'); } };")
    #expect(primitive.diagnostics(DiagnosticCode.resultsNotObject).count == 1)
    #expect(primitive.results == nil)

    let hostile = run(
      """
      var ExtensionPreprocessingJS = { run: function (a) {
        a.completionFunction({ ok: "yes", f: function () {}, node: document.body, u: undefined });
      } };
      """)
    #expect(hostile.results?["ok"]?.stringValue == "yes")
    // JavaScriptCore's toObject makes functions and DOM nodes empty dictionaries (§4.1);
    // undefined is dropped, with a diagnostic naming its key path.
    #expect(hostile.results?["f"] == .dictionary([:]))
    #expect(hostile.results?["u"] == nil)
    let conversion = hostile.diagnostics(DiagnosticCode.resultsNotPropertyList)
    #expect(conversion.contains { $0.message.hasPrefix("results.f:") })
    #expect(conversion.contains { $0.message.hasPrefix("results.node:") })
    #expect(conversion.count <= 51, "a node converts the page behind it: the list is capped")
    #expect(conversion.last?.message.hasSuffix("are not property-list values.") == true)
  }

  @Test func finalizeErrorsAreReported() {
    let report = run(
      """
      var ExtensionPreprocessingJS = {
        run: function (a) { a.completionFunction({}); },
        finalize: function () { throw new TypeError("bad finalize"); }
      };
      """, handler: ReplyHandler(finalizeArgument: ["k": "v"]))
    #expect(report.finalizeCalled)
    #expect(
      report.diagnostics(DiagnosticCode.finalizeThrew).first?.message.contains("bad finalize")
        == true)
  }

  @Test func lazyTimingWaitsForTheLoad() {
    /// A handler that completes without ever loading the item.
    final class Indifferent: RequestHandler {
      func beginRequest(with context: ExtensionContext) {
        context.completeRequest(returningItems: [])
      }
    }
    let lazy = run(Self.templateScript, handler: Indifferent())
    #expect(!lazy.preprocessingRan)
    #expect(lazy.diagnostics(DiagnosticCode.preprocessingNotTriggered).count == 1)
    let eager = run(Self.templateScript, handler: Indifferent()) { $0.timing = .eager }
    #expect(eager.preprocessingRan)
    #expect(eager.completionCalled)
  }

  @Test func aHandlerThatNeverAnswers() {
    final class Silent: RequestHandler {
      func beginRequest(with context: ExtensionContext) {}
    }
    let report = run(Self.templateScript, handler: Silent())
    #expect(report.requestOutcome == .notAnswered)
    #expect(report.diagnostics(DiagnosticCode.requestNotCompleted).count == 1)
  }

  @Test func anInfiniteLoopEndsWithTimeLimit() {
    let report = run("var ExtensionPreprocessingJS = { run: function () { for (;;) {} } };") {
      $0.scriptTimeLimit = 0.5
    }
    #expect(report.diagnostics(DiagnosticCode.timeLimit).count == 1)
  }

  @Test func selectionIsMadeBeforeTheRun() {
    let report = run(
      """
      var ExtensionPreprocessingJS = { run: function (a) {
        a.completionFunction({ selection: String(window.getSelection()) });
      } };
      """
    ) { $0.selection = .text("intro text", occurrence: 1) }
    #expect(report.results?["selection"]?.stringValue == "intro text")
  }

  @Test func dialogsAndConsoleAreReported() {
    let report = run(
      """
      var ExtensionPreprocessingJS = {
        run: function (a) { console.log("hello", 42); a.completionFunction({}); },
        finalize: function () { alert("Saved!"); }
      };
      """, handler: ReplyHandler(finalizeArgument: [:]))
    #expect(report.console.first?.text == "hello 42")
    #expect(report.dialogs.first?.message == "Saved!")
  }
}

/// A saved page's subframe archives become its same-origin frames' documents.
@Suite struct SavedFramesTests {
  @Test func aSubframeArchiveIsTheFramesDocument() {
    let frame = SavedPage(
      url: "https://example.com/frame.html", bytes: Array("<p id=inner>Inside</p>".utf8))
    let page = SavedPage(
      url: "https://example.com/", bytes: Array("<iframe src=frame.html></iframe>".utf8),
      frames: ["https://example.com/frame.html": frame])
    let report = PreprocessingRunner().run(
      page: page,
      script: """
        var ExtensionPreprocessingJS = { run: function (a) {
          var doc = document.querySelector("iframe").contentDocument;
          a.completionFunction({ inner: doc ? doc.getElementById("inner").textContent : "none" });
        } };
        """, handler: EchoHandler())
    #expect(report.results?["inner"]?.stringValue == "Inside")
  }
}

/// The host offers of docs/safari-behavior.md §2.3.
@Suite struct InputVariantTests {
  /// Loads the first attachment conforming to `type` and replies with what it held.
  final class LoadsType: RequestHandler {
    let type: String
    init(_ type: String) { self.type = type }
    func beginRequest(with context: ExtensionContext) {
      let provider = context.inputItems.first?.attachments?.first {
        $0.hasItemConformingToTypeIdentifier(self.type)
      }
      guard let provider else {
        context.completeRequest(returningItems: [])
        return
      }
      provider.loadItem(forTypeIdentifier: type) { item, _ in
        context.completeRequest(finalizeArgument: ["got": item ?? .string("nothing")])
      }
    }
  }

  static let page = SavedPageLoader.load(
    text: "<title>T</title><p>Pick this text</p>", url: "https://example.com/t")
  static let script = """
    var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({ ran: true }); } };
    """

  func run(_ input: RunOptions.Input, handler: any RequestHandler) -> RunReport {
    var options = RunOptions()
    options.input = input
    options.selection = .text("this text", occurrence: 1)
    return PreprocessingRunner(options: options).run(
      page: Self.page, script: Self.script, handler: handler)
  }

  @Test func urlOnlyOffersTheURLAndRunsNoScript() {
    let report = run(.urlOnly, handler: LoadsType(TypeIdentifiers.url))
    #expect(report.finalizeArgument?["got"]?.stringValue == "https://example.com/t")
    #expect(!report.preprocessingRan)
    #expect(report.diagnostics(DiagnosticCode.preprocessingNotTriggered).isEmpty)
  }

  @Test func bothAttachments() {
    let report = run(.propertyListAndURL, handler: EchoHandler())
    #expect(report.results?["ran"]?.booleanValue == true)
    let url = run(.propertyListAndURL, handler: LoadsType(TypeIdentifiers.url))
    #expect(url.finalizeArgument?["got"]?.stringValue == "https://example.com/t")
  }

  @Test func textOffersTheSelection() {
    let report = run(.text, handler: LoadsType(TypeIdentifiers.plainText))
    #expect(report.finalizeArgument?["got"]?.stringValue == "this text")
    #expect(!report.preprocessingRan)
  }
}
