// The README's Swift example, compiled and run.
import ActionExtension
import SavedPages
import Testing

final class SaveTitle: RequestHandler {
  var saved: String?
  func beginRequest(with context: ExtensionContext) {
    context.loadPreprocessingResults { results, _ in
      self.saved = results?["title"]?.stringValue
      context.completeRequest(finalizeArgument: ["saved": true])
    }
  }
}

@Test func savesTheTitle() {
  let page = SavedPageLoader.load(text: "<title>Hello</title>", url: "https://example.com/")
  let handler = SaveTitle()
  let report = PreprocessingRunner().run(
    page: page,
    script: """
      var ExtensionPreprocessingJS = {
        run: function (a) { a.completionFunction({ title: document.title }); },
        finalize: function (a) { if (a.saved) alert("Saved!"); }
      };
      """,
    handler: handler)
  #expect(handler.saved == "Hello")
  #expect(report.dialogs.first?.message == "Saved!")
  #expect(!report.hasErrors)
}
