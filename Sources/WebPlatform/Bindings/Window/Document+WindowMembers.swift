import DOM
import JSCore

/// The members the window area adds to `Document`: `document.location` (the window's
/// `Location`, the same object as `window.location`; null for documents without a browsing
/// context), CSSOM View's `document.scrollingElement`, `elementFromPoint` and
/// `elementsFromPoint` (from the window's layout estimate), and WebKit's `caretRangeFromPoint`;
/// concatenated into `DocumentBinding`'s table.
///
/// The hit-testing arguments are converted as WebKit declares them: `double` for
/// `elementFromPoint`/`elementsFromPoint` (both required; NaN and infinities throw a
/// `TypeError`), `optional long x = 0, optional long y = 0` for `caretRangeFromPoint`
/// (`length` 0; NaN is 0 and 2³² + 5 is 5: `hit-testing/arguments.js`). A document without a
/// browsing context answers `null`, `[]` and `null`.
///
/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-location
/// https://drafts.csswg.org/cssom-view/#extensions-to-the-document-interface
enum DocumentWindowMembers {
  /// The rows, declared in `Bindings/IDL/Document+Window.webidl`.
  static let members: [BindingMember] = generatedMembers
}

extension Document {
  /// Whether this is the world's document (the one with a browsing context).
  private func isBrowsingContextDocument(in world: World) -> Bool {
    self === world.runtime.document
  }

  /// `location`: the window's, or nil without a browsing context.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-document-location
  func location(world: World) -> Location? {
    isBrowsingContextDocument(in: world) ? world.window.location : nil
  }

  /// `scrollingElement`. https://drafts.csswg.org/cssom-view/#dom-document-scrollingelement
  func scrollingElement(world: World) -> Element? {
    isBrowsingContextDocument(in: world) ? world.window.scrollingElement : nil
  }

  /// `elementFromPoint(x, y)`. https://drafts.csswg.org/cssom-view/#dom-document-elementfrompoint
  func elementFromPoint(_ x: Double, _ y: Double, world: World) -> Element? {
    isBrowsingContextDocument(in: world) ? world.window.elementFromPoint(x: x, y: y) : nil
  }

  /// `elementsFromPoint(x, y)`. https://drafts.csswg.org/cssom-view/#dom-document-elementsfrompoint
  func elementsFromPoint(_ x: Double, _ y: Double, world: World) -> [Element] {
    isBrowsingContextDocument(in: world) ? world.window.elementsFromPoint(x: x, y: y) : []
  }

  /// `caretRangeFromPoint(x, y)` (WebKit's).
  func caretRangeFromPoint(_ x: Int, _ y: Int, world: World) -> DOM.Range? {
    guard isBrowsingContextDocument(in: world) else { return nil }
    return world.window.caretRangeFromPoint(x: Double(x), y: Double(y))
  }
}
