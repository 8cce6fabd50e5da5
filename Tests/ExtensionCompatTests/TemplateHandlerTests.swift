import ActionExtension
import ExtensionCompat
import Foundation
import SavedPages
import Testing

/// Xcode's Action template, handler and script, run through the runner with only the imports
/// changed (docs/safari-behavior.md §6.1).
@Suite(.serialized) struct TemplateHandlerTests {
  /// The template-style `Action.js`: report the body's background colour, then set the one
  /// the handler sends back (blue without one).
  static let actionScript = """
    var Action = function() {};

    Action.prototype = {
        run: function(arguments) {
            arguments.completionFunction({ "currentBackgroundColor" : document.body.style.backgroundColor })
        },
        finalize: function(arguments) {
            var newBackgroundColor = arguments["newBackgroundColor"]
            if (newBackgroundColor) {
                document.body.style.backgroundColor = newBackgroundColor
            } else {
                document.body.style.backgroundColor = "blue"
            }
        }
    };

    var ExtensionPreprocessingJS = new Action
    """

  static func page(style: String? = nil) -> SavedPage {
    let attribute = style.map { " style=\"\($0)\"" } ?? ""
    return SavedPageLoader.load(
      text: """
        <!DOCTYPE html><html><head><title>Template</title></head>
        <body\(attribute)><p>Hello.</p></body></html>
        """, url: "https://example.com/template.html")
  }

  func run(_ handler: some NSExtensionRequestHandling, page: SavedPage = page()) -> RunReport {
    var options = RunOptions()
    options.includeFinalHTML = true
    return PreprocessingRunner(options: options).run(
      page: page, script: Self.actionScript, handler: handler)
  }

  @Test(arguments: [false, true]) func theTemplateHandlerTurnsAnEmptyBackgroundRed(legacy: Bool) {
    let report =
      legacy ? run(LegacyActionRequestHandler()) : run(ActionRequestHandler())
    #expect(report.preprocessingRan)
    #expect(report.completionCalled)
    #expect(report.results == .dictionary(["currentBackgroundColor": .string("")]))
    #expect(report.requestOutcome == .completed(itemCount: 1))
    #expect(report.finalizeArgument == .dictionary(["newBackgroundColor": .string("red")]))
    #expect(report.finalizeCalled)
    #expect(report.finalHTML?.contains("<body style=\"background-color: red;\">") == true)
    #expect(!report.hasErrors, "\(report.diagnostics)")
    #expect(report.diagnostics(DiagnosticCode.externalWorkUnavailable).isEmpty)
  }

  @Test(arguments: [false, true]) func aColouredBackgroundTurnsGreen(legacy: Bool) {
    let page = Self.page(style: "background-color: yellow")
    let report =
      legacy
      ? run(LegacyActionRequestHandler(), page: page) : run(ActionRequestHandler(), page: page)
    #expect(report.results?["currentBackgroundColor"]?.stringValue == "yellow")
    #expect(report.finalizeArgument?["newBackgroundColor"]?.stringValue == "green")
    #expect(report.finalizeCalled)
    #expect(report.finalHTML?.contains("background-color: green") == true)
  }

  @Test func theAdapterCarriesTheHandlerAndItsContext() {
    let handler = ActionRequestHandler()
    let adapter = RequestHandlerAdapter(handler)
    let report = PreprocessingRunner().run(
      page: Self.page(), script: Self.actionScript, handler: adapter)
    #expect(report.finalizeCalled)
    #expect(adapter.context != nil)
    #expect(adapter.conversionIssues.isEmpty)
    // The handler let go of its context, as the template does.
    #expect(handler.extensionContext == nil)
  }

  /// On macOS, Safari never calls finalize() (§1.2): the handler still answers.
  @Test func macOSRunsWithoutFinalize() {
    var options = RunOptions()
    options.platform = .macOS
    let report = PreprocessingRunner(options: options).run(
      page: Self.page(), script: Self.actionScript, handler: ActionRequestHandler())
    #expect(report.finalizeArgument?["newBackgroundColor"]?.stringValue == "red")
    #expect(!report.finalizeCalled)
  }
}
