import DOM
import Foundation
import HTMLParsing
import JSCore
import SavedPages
import WebPlatform

/// Runs one case of Safari's preprocessing flow (docs/safari-behavior.md §1.3): the page, the
/// extension's script, a request handler, and ``RunOptions``, giving a ``RunReport``.
///
/// 1. The page is loaded into a ``Runtime`` (its saved resources answer `fetch`/XHR), with the
///    selection made if one is asked for.
/// 2. In eager timing, the file is evaluated and `run()` called now; in lazy timing (the
///    default), on the handler's first load of the property-list item.
/// 3. The handler's `beginRequest(with:)` gets one ``ExtensionItem`` whose attachment is the
///    property-list provider (§2.3); its loads complete on the run's main queue, which runs
///    between event-loop tasks until the handler answers or nothing is left to do.
/// 4. Completed with a finalize argument (the first property-list attachment holding
///    ``ExtensionKeys/finalizeArgument``), `finalize(argument)` runs on iOS and the event loop
///    settles; cancelled, or completed without one, it does not (configurable, §3).
public struct PreprocessingRunner {
  /// The options every case of this runner uses.
  public var options: RunOptions

  /// A runner with `options`.
  public init(options: RunOptions = RunOptions()) {
    self.options = options
  }

  /// Runs `script` over `page` with an `async` handler (see ``AsyncRequestHandler``).
  public func run(
    page: SavedPage, script: String, scriptURL: String = "Action.js",
    asyncHandler: any AsyncRequestHandler, virtualMachine: VirtualMachine = VirtualMachine()
  ) -> RunReport {
    run(
      page: page, script: script, scriptURL: scriptURL,
      handler: AsyncRequestHandlerAdapter(asyncHandler), virtualMachine: virtualMachine)
  }

  /// Runs `script` (named `scriptURL` in diagnostics and stacks) over `page` with `handler`.
  public func run(
    page: SavedPage, script: String, scriptURL: String = "Action.js",
    handler: any RequestHandler, virtualMachine: VirtualMachine = VirtualMachine()
  ) -> RunReport {
    var given = page
    if let charset = options.transportCharset {
      guard TextEncoding(label: charset) != nil else {
        var report = RunReport(pageURL: page.url, scriptURL: scriptURL)
        report.script = RunReport.Script(source: script, url: scriptURL)
        report.page.format = page.format.rawValue
        report.diagnostics = [
          RunDiagnostic(
            DiagnosticCode.charsetUnknown, .error,
            "unknown character encoding '\(charset)' for the page's charset: expected a label "
              + "of the Encoding standard (utf-8, windows-1252, iso-8859-2, shift_jis, …)")
        ]
        return report
      }
      given.textEncodingName = charset
    }
    let page = given
    let runtimeOptions = runtimeOptions(serving: page)
    let started = ContinuousClock.now
    var parsing = HTMLParser.Options()
    parsing.detectsUTF8 = options.detectsUTF8
    let (document, encodingSource) = page.makeDocumentReportingEncoding(options: parsing)
    let parseTime = Self.milliseconds(since: started)
    let setupWallStart = ContinuousClock.now
    let runtime = Runtime(
      document: document, options: runtimeOptions, virtualMachine: virtualMachine)
    virtualMachine.setExecutionTimeLimit(options.scriptTimeLimit)
    defer { virtualMachine.setExecutionTimeLimit(nil) }
    let setupStart = PhaseTime.Mark(runtime, wall: setupWallStart)

    var report = RunReport(pageURL: document.url, scriptURL: scriptURL)
    report.script = RunReport.Script(source: script, url: scriptURL)
    report.propertyListMode = options.propertyListMode
    report.page = RunReport.Page(
      url: document.url, title: document.title, encoding: document.characterSet,
      encodingSource: RunReport.Page.EncodingSource(encodingSource),
      format: page.format.rawValue)
    if report.page.title.isEmpty, let hint = page.titleHint { report.page.title = hint }
    let session = PreprocessingSession(
      runtime: runtime, script: script, scriptURL: scriptURL, options: options)
    session.diagnostics += page.warnings.map {
      RunDiagnostic(DiagnosticCode.savedPageWarning, .warning, $0.description)
    }
    if options.runtime.runPageScripts {
      runtime.runPageScripts()
      session.collectUncaughtErrors(during: "the page's own scripts")
    }
    makeSelection(in: document, session: session)
    let setupTime = setupStart.elapsed(runtime)

    let queue = HandlerQueue()
    let previousQueue = HandlerQueue.current
    HandlerQueue.current = queue
    defer { HandlerQueue.current = previousQueue }

    if options.timing == .eager { session.preprocess() }
    let context = ExtensionContext(
      inputItems: [
        ExtensionItem(attachments: attachments(for: document, session: session, queue: queue))
      ], queue: queue)
    let external = handler as? any ExternalWorkHandler
    defer { external?.runDidEnd() }
    let handlerStart = PhaseTime.Mark(runtime)
    handler.beginRequest(with: context)

    pumpUntilAnswered(
      context, queue: queue, runtime: runtime, session: session, external: external)
    let handlerTime = handlerStart.elapsed(runtime)

    noteRequestOutcome(of: context, session: session, report: &report)
    session.collectUncaughtErrors(during: "the handler's answer")

    report.preprocessingRan = session.ran
    report.completionCalled = session.completionCalled
    report.results = session.results
    report.rawResults = session.rawResults
    report.finalizeCalled = session.finalizeCalled
    report.console = runtime.consoleMessages
    report.dialogs = runtime.dialogs
    report.navigations = runtime.navigations
    report.diagnostics = session.diagnostics
    if options.includeFinalHTML {
      report.finalHTML = HTMLSerializer.serialize(document)
    }
    report.inputItems = context.inputItems.map(Self.record)
    report.requests = runtime.fetchLog
    report.exceptions = session.exceptions
    // In lazy timing run() happens inside the handler's time: it is counted once, as run.
    let runInsideHandler = options.timing == .lazy
    func phases(_ time: (PhaseTime) -> Double, parse: Double) -> RunReport.Timings.Phases {
      var phases = RunReport.Timings.Phases()
      phases.parse = parse
      phases.setup = time(setupTime)
      phases.run = time(session.runTime)
      phases.handler = max(0, time(handlerTime) - (runInsideHandler ? phases.run : 0))
      phases.finalize = time(session.finalizeTime)
      return phases
    }
    report.timings.wall = phases(\.wall, parse: parseTime)
    report.timings.wall.total = Self.milliseconds(since: started)
    report.timings.eventLoop = phases(\.eventLoop, parse: 0)
    report.timings.eventLoop.total = setupStart.elapsed(runtime).eventLoop
    return report
  }

  /// What the handler was offered, as it could see it.
  private static func record(_ item: ExtensionItem) -> RunReport.InputItem {
    RunReport.InputItem(
      attachments: (item.attachments ?? []).map { provider in
        RunReport.InputItem.Attachment(
          typeIdentifiers: provider.registeredTypeIdentifiers, item: provider.recordedItem,
          loaded: provider.loadCount > 0)
      })
  }

  /// Wall-clock milliseconds since `start`.
  private static func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) * 1000
      + Double(duration.components.attoseconds) / 1e15
  }

  /// Calls `finalize()` as Safari would for the items the handler returned.
  func finish(
    with items: [ExtensionItem]?, session: PreprocessingSession, report: inout RunReport
  ) {
    var arguments: [PropertyList] = []
    for item in items ?? [] {
      for provider in item.attachments ?? []
      where provider.hasItemConformingToTypeIdentifier(TypeIdentifiers.propertyList) {
        if let argument = provider.item?[ExtensionKeys.finalizeArgument] {
          arguments.append(argument)
        }
      }
    }
    if arguments.count > 1 {
      session.diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.finalizeArgumentUnusual, .warning,
          "\(arguments.count) returned items carry a finalize argument; the first is used."))
    }
    let argument = arguments.first
    if let argument, argument.dictionaryValue == nil {
      session.diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.finalizeArgumentUnusual, .warning,
          "The finalize argument is a \(argument.typeName), not a dictionary."))
    }
    report.finalizeArgument = argument
    guard options.platform == .iOS else { return }
    guard session.ran else { return }
    if let argument {
      session.finalize(with: argument)
      return
    }
    switch options.finalizeWhenEmpty {
    case .skip:
      session.diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.finalizeArgumentMissing, .info,
          "The handler returned no finalize argument: finalize() is not called."))
    case .callEmpty:
      session.finalize(with: .dictionary([:]))
    case .callUndefined:
      session.finalize(with: nil)
    }
  }

  /// Makes the selection ``RunOptions/selection`` asks for.
  private func makeSelection(in document: Document, session: PreprocessingSession) {
    guard let selection = options.selection else { return }
    let range: DOM.Range?
    switch selection {
    case .text(let text, let occurrence):
      range = TextFinder.range(of: text, in: document, occurrence: occurrence)
    case .css(let selector):
      range = try? TextFinder.rangeSelectingContents(ofFirstMatch: selector, in: document)
    }
    guard let range else {
      session.diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.selectionNotFound, .error,
          "The selection to make (\(selection)) is not in the page."))
      return
    }
    let current = document.getSelection()
    current.removeAllRanges()
    current.addRange(range)
  }
}
