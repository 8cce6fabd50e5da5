import ActionExtension
import JSCore

/// DraftWriter's request handler: turns the page's title, URL and selection into a Markdown
/// draft (``MarkdownDraft``) and keeps it, for the app to pick up later. It changes nothing
/// in the page, so it completes with no items and Safari does not call `finalize()`.
public final class DraftWriterHandler: RequestHandler {
  /// The drafts written so far, oldest first.
  public private(set) var drafts: [String] = []

  /// The latest draft.
  public var draft: String? { drafts.last }

  /// A handler with no drafts yet.
  public init() {}

  public func beginRequest(with context: ExtensionContext) {
    context.loadPreprocessingResults { results, _ in
      if let results {
        self.drafts.append(
          MarkdownDraft.compose(
            title: results["title"]?.stringValue ?? "",
            url: results["URL"]?.stringValue ?? "",
            selection: results["selection"]?.stringValue ?? ""))
      }
      context.completeRequest(returningItems: [], completionHandler: nil)
    }
  }
}
