import DOM

/// The page's session history for `history`: its entries (the page itself, then those that
/// `pushState` and fragment navigations add), the current index, and the current entry's state.
///
/// `pushState`/`replaceState` change the document URL in place, as in a browser. `back`,
/// `forward` and `go(n)` are recorded in the ``NavigationLog``; when the target is one of the
/// page's own entries the traversal is also applied, in a task as browsers do (the document
/// URL and ``state`` change, then ``onPopState`` and, if the fragment changed, ``onHashChange``
/// run). A traversal past the page's entries would leave the page (or do nothing): it is only
/// recorded.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-history-interface
public final class SessionHistory {
  /// One session history entry of the page.
  ///
  /// https://html.spec.whatwg.org/multipage/browsing-the-web.html#session-history-entry
  public struct Entry {
    /// The entry's URL, serialized.
    public var url: String
    /// The classic history API state: an opaque handle the binding stores (for example the
    /// structured clone of the `pushState` data), `nil` for `null`.
    public var state: AnyObject?
    /// The title given to `pushState` (unused by browsers).
    public var title: String
  }

  /// `history.scrollRestoration` values.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#scrollrestoration
  public enum ScrollRestoration: String, Sendable, CaseIterable {
    case auto, manual
  }

  /// The document whose URL the history changes.
  public let document: Document
  /// Where traversals are recorded.
  public let log: NavigationLog
  /// The loop traversals and `hashchange` are queued on (run at once without one).
  public let loop: EventLoop?
  /// The entries, oldest first.
  public private(set) var entries: [Entry]
  /// The index of the current entry.
  public private(set) var index = 0
  /// `history.scrollRestoration`.
  public var scrollRestoration = ScrollRestoration.auto
  /// Called after a traversal with the new entry's state: fire `popstate`.
  public var onPopState: ((AnyObject?) -> Void)?
  /// Called (in a task) when a navigation or traversal changed the fragment: fire `hashchange`
  /// with the old and new URLs.
  public var onHashChange: ((_ oldURL: String, _ newURL: String) -> Void)?

  /// Makes a history with one entry, the document's current URL.
  public init(document: Document, log: NavigationLog, loop: EventLoop? = nil) {
    self.document = document
    self.log = log
    self.loop = loop
    entries = [Entry(url: document.url, state: nil, title: "")]
  }

  /// `history.length`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-length
  public var length: Int { entries.count }

  /// `history.state`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-state
  public var state: AnyObject? { entries[index].state }

  // MARK: - pushState and replaceState

  /// `history.pushState(data, unused, url)`: adds an entry after the current one (dropping
  /// the forward ones) and moves the document URL to `url`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-pushstate
  public func pushState(_ state: AnyObject?, title: String = "", url: String? = nil)
    throws(DOMException)
  {
    try sharedPushReplaceState(state, title: title, url: url, replace: false)
  }

  /// `history.replaceState(data, unused, url)`: changes the current entry's state and URL.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-replacestate
  public func replaceState(_ state: AnyObject?, title: String = "", url: String? = nil)
    throws(DOMException)
  {
    try sharedPushReplaceState(state, title: title, url: url, replace: true)
  }

  /// The shared history push/replace state steps.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#shared-history-push/replace-state-steps
  func sharedPushReplaceState(_ state: AnyObject?, title: String, url: String?, replace: Bool)
    throws(DOMException)
  {
    // 5. Let newURL be document's URL.
    var newURL = document.url
    // 6. If url is not null or the empty string: parse it relative to the document's base URL;
    //    failure, or a URL the document cannot be rewritten to, throws a SecurityError.
    if let url, !url.isEmpty {
      guard let parsed = document.encodingParseURL(url) else {
        throw DOMException(.securityError, "Invalid URL: '\(url)'")
      }
      guard let current = document.urlRecord, Self.canRewrite(current, to: parsed) else {
        throw DOMException(
          .securityError,
          "Blocked attempt to use history.\(replace ? "replaceState" : "pushState")() to change "
            + "session history URL from \(document.url) to \(parsed.href). Protocols, domains, "
            + "ports, usernames, and passwords must match.")
      }
      newURL = parsed.href
    }
    // 8. Run the URL and history update steps given document and newURL, with serializedData
    //    and historyHandling.
    let entry = Entry(url: newURL, state: state, title: title)
    if replace {
      entries[index] = entry
    } else {
      entries.removeSubrange((index + 1)...)
      entries.append(entry)
      index += 1
    }
    document.url = newURL
    log.recordNavigation(
      replace ? .replaceState : .pushState, url: newURL, replacesEntry: replace, sameDocument: true)
  }

  /// Whether a document at `documentURL` can have its URL rewritten to `targetURL`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#can-have-its-url-rewritten
  static func canRewrite(_ documentURL: WebURL, to targetURL: WebURL) -> Bool {
    // 2. Scheme, username, password, host and port must match.
    guard documentURL.scheme == targetURL.scheme, documentURL.username == targetURL.username,
      documentURL.password == targetURL.password, documentURL.host == targetURL.host,
      documentURL.port == targetURL.port
    else { return false }
    // 3. An HTTP(S) URL may change its path, query and fragment.
    if targetURL.scheme == "http" || targetURL.scheme == "https" { return true }
    // 4. A file URL may change its query and fragment.
    if targetURL.scheme == "file" { return documentURL.serializedPath == targetURL.serializedPath }
    // 5. Otherwise only the fragment may change.
    return documentURL.serializedPath == targetURL.serializedPath
      && documentURL.query == targetURL.query
  }

  /// Forgets every entry's state (at teardown: states are script values).
  func removeAllStates() {
    for index in entries.indices { entries[index].state = nil }
  }

  // MARK: - Traversal

  /// `history.back()`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-back
  public func back() { traverse(by: -1, kind: .back) }

  /// `history.forward()`.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-forward
  public func forward() { traverse(by: 1, kind: .forward) }

  /// `history.go(delta)`: 0 reloads (recorded only).
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-go
  public func go(_ delta: Int = 0) {
    if delta == 0 {
      log.recordNavigation(.reload, url: document.url, detail: "history.go(0)", replacesEntry: true)
      return
    }
    traverse(by: delta, kind: .go)
  }

  /// Traverses the history by `delta`: applied in a task when the target is one of the page's
  /// entries, recorded either way.
  ///
  /// https://html.spec.whatwg.org/multipage/browsing-the-web.html#traverse-the-history-by-a-delta
  func traverse(by delta: Int, kind: NavigationKind) {
    let (target, overflow) = index.addingReportingOverflow(delta)
    guard !overflow, entries.indices.contains(target) else {
      log.recordNavigation(kind, url: document.url, delta: delta)
      return
    }
    log.recordNavigation(kind, url: entries[target].url, delta: delta, sameDocument: true)
    schedule { [weak self] in self?.applyTraversal(to: target) }
  }

  /// Moves to entry `target`: updates the document URL, then fires `popstate` and, when the
  /// fragment changed, queues `hashchange`.
  ///
  /// https://html.spec.whatwg.org/multipage/browsing-the-web.html#update-document-for-history-step-application
  func applyTraversal(to target: Int) {
    guard entries.indices.contains(target), target != index else { return }
    let oldURL = document.url
    index = target
    let entry = entries[target]
    document.url = entry.url
    onPopState?(entry.state)
    queueHashChangeIfNeeded(oldURL: oldURL, newURL: entry.url)
  }

  // MARK: - Fragment navigation

  /// Navigates to a fragment: adds (or, with `replace`, replaces) an entry for `url`, updates
  /// the document URL in place, and queues `hashchange` if the fragment changed.
  ///
  /// https://html.spec.whatwg.org/multipage/browsing-the-web.html#scroll-to-fragid
  func navigateToFragment(_ url: WebURL, replace: Bool) {
    let oldURL = document.url
    let entry = Entry(url: url.href, state: nil, title: "")
    if replace {
      entries[index] = entry
    } else {
      entries.removeSubrange((index + 1)...)
      entries.append(entry)
      index += 1
    }
    document.url = url.href
    queueHashChangeIfNeeded(oldURL: oldURL, newURL: url.href)
  }

  private func queueHashChangeIfNeeded(oldURL: String, newURL: String) {
    guard WebURL(oldURL)?.fragment != WebURL(newURL)?.fragment else { return }
    schedule { [weak self] in self?.onHashChange?(oldURL, newURL) }
  }

  private func schedule(_ body: @escaping () -> Void) {
    if let loop {
      loop.queueTask(body)
    } else {
      body()
    }
  }
}
