import DOM

/// The `Location` object: the document URL's components, and navigation.
///
/// The runtime never leaves the page. A navigation to another document (`href`, `assign`,
/// `replace`, `reload`, the component setters) is recorded in the ``NavigationLog`` and the
/// URL stays as it is, so the script goes on running as if the navigation were still pending.
/// A navigation that only changes the fragment (the `hash` setter, or any of the above with a
/// URL equal to the current one up to the fragment) is a fragment navigation: the document URL
/// changes in place, a session history entry is added, and `hashchange` is queued (see
/// ``SessionHistory/onHashChange``). `javascript:` URLs are recorded, not run.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
public final class Location {
  /// The document whose URL this is.
  public let document: Document
  /// The session history fragment navigations add entries to.
  public let history: SessionHistory
  /// Where navigations are recorded.
  public var log: NavigationLog { history.log }

  /// Makes the location of `history`'s document.
  public init(history: SessionHistory) {
    self.document = history.document
    self.history = history
  }

  /// The URL, or `nil` if the document's URL does not parse.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#concept-location-url
  public var url: WebURL? { document.urlRecord }

  // MARK: - Getters

  /// `location.href`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-href
  public var href: String { url?.href ?? document.url }

  /// `location.toString()`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-tostring
  public func toString() -> String { href }

  /// `location.origin`: the serialized origin (`file://` for files, as in Safari, whose file
  /// origins are not opaque).
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-origin
  public var origin: String {
    guard let url else { return "null" }
    return url.scheme == "file" ? "file://" : url.origin.serialized
  }

  /// `location.protocol`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-protocol
  public var `protocol`: String { url.map { $0.scheme + ":" } ?? ":" }

  /// `location.host`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-host
  public var host: String { url.map { DOMURL($0).host } ?? "" }

  /// `location.hostname`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-hostname
  public var hostname: String { url?.host?.serialized ?? "" }

  /// `location.port`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-port
  public var port: String { url?.port.map { String($0) } ?? "" }

  /// `location.pathname`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-pathname
  public var pathname: String { url?.serializedPath ?? "" }

  /// `location.search`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-search
  public var search: String {
    guard let query = url?.query, !query.isEmpty else { return "" }
    return "?" + query
  }

  /// `location.hash`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-hash
  public var hash: String {
    guard let fragment = url?.fragment, !fragment.isEmpty else { return "" }
    return "#" + fragment
  }

  /// `location.ancestorOrigins`: empty (the script runs in the top-level document).
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-ancestororigins
  public var ancestorOrigins: [String] { [] }

  // MARK: - Setters

  /// The `href` setter: parses `value` against the document base URL (a `TypeError` when it
  /// does not parse) and navigates.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-href
  public func setHref(_ value: String) throws(URLTypeError) {
    guard let target = document.encodingParseURL(value) else {
      throw URLTypeError(message: "Invalid URL: '\(value)'")
    }
    navigate(to: target, kind: .hrefSet)
  }

  /// The `protocol` setter: a `SyntaxError` when the value is not a scheme; no navigation
  /// unless the new scheme is `http` or `https`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-protocol
  public func setProtocol(_ value: String) throws(DOMException) {
    guard let copy = copyURL() else { return }
    // 3–4. Basic URL parse value + ":" with scheme start state; failure throws a SyntaxError.
    let cleaned = value.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
    let scheme = cleaned.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
    guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
      scheme.unicodeScalars.allSatisfy({
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "+-.".unicodeScalars.contains($0))
      })
    else {
      throw DOMException(.syntaxError, "'\(value)' is an invalid protocol.")
    }
    copy.protocol = cleaned
    // 5. If copyURL's scheme is not an HTTP(S) scheme, then terminate these steps.
    guard copy.url.scheme == "http" || copy.url.scheme == "https" else { return }
    navigate(to: copy.url, kind: .componentSet, detail: "protocol")
  }

  /// The `host` setter (nothing happens when the value is not a valid host).
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-host
  public func setHost(_ value: String) {
    guard let copy = copyURL(), !copy.url.hasOpaquePath else { return }
    let before = copy.url
    copy.host = value
    guard copy.url != before else { return }
    navigate(to: copy.url, kind: .componentSet, detail: "host")
  }

  /// The `hostname` setter.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-hostname
  public func setHostname(_ value: String) {
    guard let copy = copyURL(), !copy.url.hasOpaquePath else { return }
    let before = copy.url
    copy.hostname = value
    guard copy.url != before else { return }
    navigate(to: copy.url, kind: .componentSet, detail: "hostname")
  }

  /// The `port` setter.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-port
  public func setPort(_ value: String) {
    guard let copy = copyURL(), !copy.url.cannotHaveUsernamePasswordPort else { return }
    let before = copy.url
    copy.port = value
    guard copy.url != before else { return }
    navigate(to: copy.url, kind: .componentSet, detail: "port")
  }

  /// The `pathname` setter.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-pathname
  public func setPathname(_ value: String) {
    guard let copy = copyURL(), !copy.url.hasOpaquePath else { return }
    copy.pathname = value
    navigate(to: copy.url, kind: .componentSet, detail: "pathname")
  }

  /// The `search` setter.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-search
  public func setSearch(_ value: String) {
    guard let copy = copyURL() else { return }
    copy.search = value
    navigate(to: copy.url, kind: .componentSet, detail: "search")
  }

  /// The `hash` setter: a fragment navigation, unless the fragment does not change.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-hash
  public func setHash(_ value: String) {
    guard let copy = copyURL() else { return }
    // 4. Let thisURLFragment be copyURL's fragment if it is non-null; otherwise "".
    let thisURLFragment = copy.url.fragment ?? ""
    // 5–7. Let input be value with a single leading "#" removed; set copyURL's fragment to ""
    //      and basic URL parse input with fragment state as state override.
    let input = value.hasPrefix("#") ? String(value.dropFirst()) : value
    copy.hash = "#" + input
    // 8. If copyURL's fragment is thisURLFragment, then return.
    if copy.url.fragment == thisURLFragment { return }
    // 9. Location-object navigate this to copyURL.
    navigate(to: copy.url, kind: .componentSet, detail: "hash")
  }

  // MARK: - Methods

  /// `location.assign(url)`: a `SyntaxError` when `url` does not parse.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-assign
  public func assign(_ value: String) throws(DOMException) {
    guard let target = document.encodingParseURL(value) else {
      throw DOMException(.syntaxError, "Invalid URL: '\(value)'")
    }
    navigate(to: target, kind: .assign)
  }

  /// `location.replace(url)`: like `assign`, replacing the current history entry.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-replace
  public func replace(_ value: String) throws(DOMException) {
    guard let target = document.encodingParseURL(value) else {
      throw DOMException(.syntaxError, "Invalid URL: '\(value)'")
    }
    navigate(to: target, kind: .replace, replacing: true)
  }

  /// `location.reload()`: recorded.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-reload
  public func reload() {
    log.recordNavigation(.reload, url: href, replacesEntry: true)
  }

  // MARK: - Navigating

  private func copyURL() -> DOMURL? { url.map { DOMURL($0) } }

  /// The Location-object navigate steps, then navigate: a fragment navigation is applied,
  /// anything else recorded.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#location-object-navigate
  func navigate(
    to target: WebURL, kind: NavigationKind, detail: String? = nil, replacing: Bool = false
  ) {
    // historyHandling "auto": the same URL replaces the current entry; otherwise push.
    let current = url
    let replaces = replacing || target == current
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate step 13: a URL
    // equal to the document's URL with exclude fragments, with a non-null fragment, is a
    // fragment navigation.
    if let current, target.fragment != nil,
      target.serialized(excludingFragment: true) == current.serialized(excludingFragment: true)
    {
      history.navigateToFragment(target, replace: replaces)
      log.recordNavigation(
        kind, url: target.href, detail: detail, replacesEntry: replaces, sameDocument: true)
      return
    }
    log.recordNavigation(kind, url: target.href, detail: detail, replacesEntry: replaces)
  }
}
