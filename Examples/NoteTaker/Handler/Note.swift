/// A note the NoteTaker extension saves: the selected text, or the page title when nothing
/// is selected, with the page it came from.
public struct Note: Equatable, Sendable {
  /// The note's text.
  public var text: String
  /// The title of the page.
  public var pageTitle: String
  /// The URL of the page.
  public var pageURL: String
  /// Whether the text is the selection (else it is the page title).
  public var isSelection: Bool

  /// A note.
  public init(text: String, pageTitle: String, pageURL: String, isSelection: Bool) {
    self.text = text
    self.pageTitle = pageTitle
    self.pageURL = pageURL
    self.isSelection = isSelection
  }
}
