import DOM
import HTMLParsing
import JSCore

/// The members the HTML standard adds to Document (`forms`, `images`, `links`, `cookie`,
/// `readyState`, `activeElement`, `write`…), declared in `Bindings/IDL/Document+HTML.webidl`,
/// then GlobalEventHandlers' attributes: a partial interface, concatenated into
/// ``DocumentBinding``. `document.all` is not exposed (its `typeof "undefined"` needs an
/// engine-level masquerading object).
///
/// https://html.spec.whatwg.org/multipage/dom.html#the-document-object
enum DocumentHTMLMembers {
  static let members: [BindingMember] = generatedMembers + GlobalEventHandlerMembers.members
}

extension Document {
  /// `cookie`: the cookies of the world's cookie jar for this document.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie
  func cookie(world: World) -> String { world.runtime.cookieJar.cookieString(for: self) }

  /// Sets `cookie`: one cookie into the world's cookie jar.
  func setCookie(_ cookie: String, world: World) {
    world.runtime.cookieJar.setCookieString(cookie, for: self)
  }

  /// `open()`: ``DocumentWriter/open(_:in:)``; answers the document.
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-document-open
  func open(world: World) throws -> Document {
    try DocumentWriter.open(self, in: world)
    return self
  }

  /// `close()`: ``DocumentWriter/close(_:in:)``.
  func close(world: World) { DocumentWriter.close(self, in: world) }

  /// `write(...text)`: ``DocumentWriter/write(_:to:in:)``.
  func write(_ text: [String], world: World) throws {
    try DocumentWriter.write(text.joined(), to: self, in: world)
  }

  /// `writeln(...text)`: `write` with a line feed after the text.
  func writeln(_ text: [String], world: World) throws {
    try DocumentWriter.write(text.joined() + "\n", to: self, in: world)
  }
}

/// `document.open()`/`write()`/`close()` after the document has loaded, which is when action
/// scripts run: as in Safari, `write` on a closed document implicitly opens it, and opening
/// removes all its children; the markup written since is parsed as a new document would be
/// and the result becomes the document's children (written markup is kept and re-parsed on
/// each write, which gives the tree a streaming parser would build; `script` elements in it
/// do not run). `close()` ends the stream, so a later `write` replaces the document again.
/// While the parser is paused for a script (``Runtime/parseDocumentRunningScripts(_:options:)``),
/// `write` inserts at the parser's insertion point instead (``ParserScriptHost``), and `open()`
/// and `close()` do nothing (WebKit agrees: `ParsingScriptsTests`).
///
/// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-write-steps
enum DocumentWriter {
  /// The markup written since the document was opened (nil when closed).
  final class Stream {
    var markup: String?
  }

  private static func stream(of document: Document, in world: World) -> Stream {
    world.sameObject("documentWriteStream", of: document) { Stream() }
  }

  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps
  static func open(_ document: Document, in world: World) throws {
    // 1. If document is an XML Document, then throw an "InvalidStateError" DOMException.
    guard document.isHTMLDocument else {
      throw DOMException(.invalidStateError, "open() is not allowed on XML documents.")
    }
    // 4. If document has an active parser whose script nesting level is greater than 0, then
    // return document.
    if isParserRunningScript(in: document, world: world) { return }
    // 12. Replace all with null within document (and start a new parser).
    try replaceChildren(of: document, with: nil)
    stream(of: document, in: world).markup = ""
  }

  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-document-close
  static func close(_ document: Document, in world: World) {
    // 3. If there is no script-created parser associated with document, then return (the
    // parser running the page's scripts is not one).
    if isParserRunningScript(in: document, world: world) { return }
    stream(of: document, in: world).markup = nil
  }

  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-write-steps
  static func write(_ text: String, to document: Document, in world: World) throws {
    // 1. If document is an XML Document, then throw an "InvalidStateError" DOMException.
    guard document.isHTMLDocument else {
      throw DOMException(.invalidStateError, "write() is not allowed on XML documents.")
    }
    // While the parser is paused for a script: 6. insert input just before the insertion
    // point, 7. which the parser processes (see `HTMLParserScriptHost`).
    if document === world.runtime.document,
      let host = world.runtime.scriptElements.parserScriptHost, host.write(text)
    {
      return
    }
    let stream = stream(of: document, in: world)
    // 5. If there is no active parser, run the document open steps.
    if stream.markup == nil { try open(document, in: world) }
    // 6. Insert input into the input stream; 7. the parser processes it.
    let markup = (stream.markup ?? "") + text
    stream.markup = markup
    try replaceChildren(of: document, with: HTMLParser.parseDocument(markup))
  }

  /// Whether the parser building `document` is paused for a script
  /// (``Runtime/parseDocumentRunningScripts(_:options:)``).
  private static func isParserRunningScript(in document: Document, world: World) -> Bool {
    document === world.runtime.document
      && world.runtime.scriptElements.parserScriptHost?.isRunningScript == true
  }

  /// Removes `document`'s children and moves in those of `parsed`.
  private static func replaceChildren(of document: Document, with parsed: Document?) throws {
    while let child = document.firstChild { _ = try document.removeChild(child) }
    guard let parsed else { return }
    document.mode = parsed.mode
    while let child = parsed.firstChild {
      _ = try document.appendChild(try document.adoptNode(child))
    }
  }
}
