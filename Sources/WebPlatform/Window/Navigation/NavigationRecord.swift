/// A navigation the page asked for. The runtime never leaves the page: a navigation to another
/// document is only recorded; same-document ones (fragment navigations, `pushState`, history
/// traversal within the page's own entries) are also applied, and say so.
///
/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate
public struct NavigationRecord: Equatable, Sendable {
  /// What started the navigation.
  public enum Kind: String, Sendable, CaseIterable {
    /// `location.assign(url)`.
    case assign
    /// `location.replace(url)`.
    case replace
    /// `location.reload()` (and `history.go(0)`).
    case reload
    /// `location.href = url` (and `location = url`).
    case hrefSet = "href-set"
    /// A setter of another `Location` component (``NavigationRecord/detail`` names it).
    case componentSet = "component-set"
    /// Following a hyperlink (`a.click()`).
    case linkClick = "link-click"
    /// Submitting a form.
    case formSubmit = "form-submit"
    /// `window.open(url, target, features)`.
    case windowOpen = "window-open"
    /// `history.pushState(state, title, url)`.
    case pushState = "push-state"
    /// `history.replaceState(state, title, url)`.
    case replaceState = "replace-state"
    /// `history.back()`.
    case back
    /// `history.forward()`.
    case forward
    /// `history.go(delta)`.
    case go
    /// `navigator.sendBeacon(url, data)` (not a navigation: a request the page would have sent;
    /// ``NavigationRecord/detail`` describes the data).
    case beacon
  }

  /// What started it.
  public var kind: NavigationKind
  /// The URL navigated to (for traversals, the target entry's URL when known, else the
  /// current URL).
  public var url: String
  /// The target browsing context name (`_blank`, `_self`, …), when there is one.
  public var target: String?
  /// More about it: the `Location` component set (`hash`, `search`, …), `window.open`
  /// features, a form's method.
  public var detail: String?
  /// The traversal delta of `back` (-1), `forward` (1) and `go(n)`.
  public var delta: Int?
  /// Whether the navigation would replace the current history entry rather than push one.
  public var replacesEntry: Bool
  /// Whether it stayed in the document and was applied (the document URL changed in place).
  public var sameDocument: Bool
  /// The loop time (milliseconds since the time origin) it was asked for.
  public var time: Double

  /// Makes a record.
  public init(
    kind: NavigationKind, url: String, target: String? = nil, detail: String? = nil,
    delta: Int? = nil, replacesEntry: Bool = false, sameDocument: Bool = false, time: Double = 0
  ) {
    self.kind = kind
    self.url = url
    self.target = target
    self.detail = detail
    self.delta = delta
    self.replacesEntry = replacesEntry
    self.sameDocument = sameDocument
    self.time = time
  }
}

/// The kinds of ``NavigationRecord``.
public typealias NavigationKind = NavigationRecord.Kind
