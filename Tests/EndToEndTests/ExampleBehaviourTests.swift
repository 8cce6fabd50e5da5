import ActionExtension
import Examples
import Foundation
import JSCore
import SavedPages
import Testing

/// What each example does beyond its report: the colour `finalize()` paints, the note
/// NoteTaker saves and the alert it shows, DraftWriter's Markdown, URLOnly's URL.
@Suite struct ExampleBehaviourTests {
  /// Runs `page` of `example` with `handler`, as its expected report says.
  func run(_ example: String, _ page: String, with handler: any RequestHandler) throws
    -> RunReport
  {
    let example = ExampleCase(example: example, page: page)
    return example.run(with: handler, expected: try example.expected())
  }

  /// The `style` attribute of the `<body>` start tag in `html`.
  func bodyStyle(_ html: String?) -> String? {
    guard let html, let start = html.range(of: "<body") else { return nil }
    let tag = html[start.lowerBound...].prefix { $0 != ">" }
    guard let attribute = tag.range(of: "style=\"") else { return nil }
    return String(tag[attribute.upperBound...].prefix { $0 != "\"" })
  }

  // MARK: - BackgroundColor

  @Test func aPageWithoutAnInlineBackgroundTurnsRed() throws {
    let report = try run("BackgroundColor", "recipe", with: BackgroundColorHandler())
    #expect(report.results?["currentBackgroundColor"]?.stringValue == "")
    let style = bodyStyle(report.finalHTML)
    #expect(style == "background: red;")
  }

  @Test func aPageWithAnInlineBackgroundTurnsGreen() throws {
    let report = try run("BackgroundColor", "styled-landing", with: BackgroundColorHandler())
    #expect(report.results?["currentBackgroundColor"]?.stringValue == "lavender")
    let style = bodyStyle(report.finalHTML)
    #expect(style?.contains("background: green") == true, "body style: \(style ?? "none")")
    #expect(style?.contains("lavender") == false, "the shorthand replaces the old colour")
  }

  @Test func finalizeFallsBackToBlueWithoutANewColour() throws {
    let report = try run(
      "BackgroundColor", "recipe", with: ReplyHandler(finalizeArgument: .dictionary([:])))
    #expect(report.finalizeCalled)
    let style = bodyStyle(report.finalHTML)
    #expect(style?.contains("background: blue") == true, "body style: \(style ?? "none")")
  }

  // MARK: - NoteTaker

  @Test func theSelectionIsSavedAsANote() throws {
    let store = NoteStore()
    let report = try run("NoteTaker", "blog-post", with: NoteTakerHandler(store: store))
    let text = "does every query really need the network?"
    #expect(
      store.notes == [
        Note(
          text: text, pageTitle: "Why we moved our app to SQLite",
          pageURL: "https://blog.example.org/2026/03/why-we-moved-to-sqlite", isSelection: true)
      ])
    #expect(report.dialogs.map(\.message) == ["Saved: \(text)"])
    #expect(report.dialogs.first?.kind == .alert)
  }

  @Test func withoutASelectionTheTitleIsSaved() throws {
    let store = NoteStore()
    let report = try run("NoteTaker", "release-notes", with: NoteTakerHandler(store: store))
    #expect(store.notes.map(\.text) == ["Release notes \u{2013} Version 4.2"])
    #expect(store.notes.first?.isSelection == false)
    #expect(report.dialogs.map(\.message) == ["Saved: Release notes \u{2013} Version 4.2"])
  }

  @Test func oneStoreKeepsNotesFromSeveralRequests() throws {
    let store = NoteStore()
    _ = try run("NoteTaker", "release-notes", with: NoteTakerHandler(store: store))
    _ = try run("NoteTaker", "blog-post", with: NoteTakerHandler(store: store))
    #expect(store.notes.map(\.isSelection) == [false, true])
  }

  @Test func nothingToSaveCancelsTheRequest() {
    let handler = NoteTakerHandler()
    let report = PreprocessingRunner().run(
      page: SavedPageLoader.load(text: "<title> </title>", url: "https://example.com/"),
      script: #"""
        var ExtensionPreprocessingJS = { run: function (p) {
          p.completionFunction({ URL: "", title: " ", selection: "" });
        } };
        """#, handler: handler)
    #expect(report.requestOutcome == .cancelled("Select some text to save it as a note."))
    #expect(handler.store.notes.isEmpty)
    #expect(!report.finalizeCalled)
  }

  // MARK: - DraftWriter

  @Test func aSelectionIsQuotedAboveTheLink() throws {
    let handler = DraftWriterHandler()
    let report = try run("DraftWriter", "article", with: handler)
    #expect(
      handler.draft == """
        > Cancellation flows down the tree.
        >
        > Errors flow up.

        Via: [Structured concurrency, explained](https://swift.example.com/articles/structured-concurrency)
        """)
    #expect(!report.finalizeCalled)
  }

  @Test func withoutASelectionTheDraftIsTheLink() throws {
    let handler = DraftWriterHandler()
    _ = try run("DraftWriter", "live-blog", with: handler)
    #expect(
      handler.draft
        == #"[\[Live\] Open Hardware Week: day 2](https://news.example.net/tech/2026/05/open-hardware-week)"#
    )
  }

  @Test func markdownDraftEdgeCases() {
    #expect(
      MarkdownDraft.link(title: "", url: "https://a.example/")
        == "[https://a.example/](https://a.example/)")
    #expect(
      MarkdownDraft.link(title: "A  b\n c", url: "https://a.example/x (1)")
        == "[A b c](<https://a.example/x (1)>)")
    #expect(MarkdownDraft.blockQuote("\n\n  \n") == "")
    #expect(MarkdownDraft.blockQuote("a  \n\n\n\nb\n") == "> a\n>\n> b")
    #expect(
      MarkdownDraft.compose(title: "T", url: "u", selection: " ") == "[T](u)")
  }

  // MARK: - URLOnly

  @Test func theHandlerReadsThePageURL() throws {
    let handler = URLOnlyHandler()
    let report = try run("URLOnly", "forecast", with: handler)
    #expect(
      handler.pageURL?.absoluteString == "https://weather.example.com/forecast/oslo?units=metric")
    #expect(report.requestOutcome == .completed(itemCount: nil))
  }

  @Test func aGivenPageURLReachesTheHandler() throws {
    let handler = URLOnlyHandler()
    _ = try run("URLOnly", "wiki-page", with: handler)
    #expect(handler.pageURL?.host == "intranet.example.com")
  }
}
