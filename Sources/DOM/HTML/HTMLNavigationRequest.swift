/// A navigation (or download) that a hyperlink asked for, handed to
/// `Document.navigationHandler`: nothing navigates by itself in this DOM.
///
/// https://html.spec.whatwg.org/multipage/links.html#following-hyperlinks-2
public struct HTMLNavigationRequest {
  /// Why the navigation was asked for. https://html.spec.whatwg.org/multipage/links.html#following-hyperlinks-2
  public enum Reason: Sendable, Equatable {
    /// An `a` or `area` element was activated: follow the hyperlink.
    case hyperlink
    /// An `a` or `area` element with a `download` attribute was activated: download the
    /// hyperlink. https://html.spec.whatwg.org/multipage/links.html#downloading-hyperlinks
    case download
  }

  /// The URL, parsed against the document base URL and serialized (with a `?x,y` suffix for
  /// a server-side image map). https://html.spec.whatwg.org/multipage/links.html#hyperlink-suffix
  public let url: String
  /// The target browsing context name: the element's `target`, else the first `base` element's
  /// `target`, else `""` (`_blank` when it holds a tab or newline and `<`).
  ///
  /// https://html.spec.whatwg.org/multipage/semantics.html#get-an-element's-target
  public let target: String
  /// Why: following or downloading. https://html.spec.whatwg.org/multipage/links.html#downloading-hyperlinks
  public let reason: Reason
  /// The `a` or `area` element. https://html.spec.whatwg.org/multipage/links.html#hyperlink
  public let element: Element
  /// For a download, the `download` attribute's value (the suggested file name).
  ///
  /// https://html.spec.whatwg.org/multipage/links.html#attr-hyperlink-download
  public let downloadFilename: String?
}
