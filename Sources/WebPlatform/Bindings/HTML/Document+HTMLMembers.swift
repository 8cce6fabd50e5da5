import DOM
import HTMLParsing
import JSCore

/// The members the HTML standard adds to Document (`forms`, `images`, `links`, `cookie`,
/// `readyState`, `activeElement`, `write`…): a partial interface, concatenated into
/// ``DocumentBinding``. `document.all` is not exposed (its `typeof "undefined"` needs an
/// engine-level masquerading object).
///
/// https://html.spec.whatwg.org/multipage/dom.html#the-document-object
enum DocumentHTMLMembers {
  static let members: [BindingMember] =
    collections + state + writing + GlobalEventHandlerMembers.members

  private static func collection(
    _ name: String, _ get: @escaping @Sendable (Document) -> HTMLCollection
  ) -> BindingMember {
    .readonly(name) { call in call.wrap(get(try call.this(Document.self))) }
  }

  private static let collections: [BindingMember] = [
    collection("forms") { $0.forms }, collection("images") { $0.images },
    collection("embeds") { $0.embeds }, collection("plugins") { $0.plugins },
    collection("links") { $0.links }, collection("anchors") { $0.anchors },
    collection("scripts") { $0.scripts }, collection("applets") { $0.applets },
    .operation("getElementsByName", length: 1) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(1)
      return call.wrap(document.getElementsByName(try call.string(0)))
    },
  ]

  private static let state: [BindingMember] = [
    .attribute(
      "cookie",
      get: { call in
        .string(call.world.runtime.cookieJar.cookieString(for: try call.this(Document.self)))
      },
      set: { call in
        let document = try call.this(Document.self)
        call.world.runtime.cookieJar.setCookieString(try call.string(0), for: document)
      }),
    .readonly("referrer") { call in .string(try call.this(Document.self).referrer) },
    .readonly("lastModified") { call in .string(try call.this(Document.self).lastModified) },
    .readonly("readyState") { call in .string(try call.this(Document.self).readyState.rawValue) },
    .readonly("visibilityState") { call in
      .string(try call.this(Document.self).visibilityState)
    },
    .readonly("hidden") { call in .boolean(try call.this(Document.self).hidden) },
    .readonly("activeElement") { call in call.wrap(try call.this(Document.self).activeElement) },
    .operation("hasFocus") { call in .boolean(try call.this(Document.self).hasFocus()) },
    .readonly("currentScript") { call in call.wrap(try call.this(Document.self).currentScript) },
    .attribute(
      "dir", get: { call in .string(try call.this(Document.self).dir) },
      set: { call in try call.this(Document.self).dir = try call.string(0) }),
    .attribute(
      "designMode", get: { call in .string(try call.this(Document.self).designMode) },
      set: { call in try call.this(Document.self).designMode = try call.string(0) }),
  ]

  private static let writing: [BindingMember] = [
    .operation("open") { call in
      let document = try call.this(Document.self)
      try DocumentWriter.open(document, in: call.world)
      return call.wrap(document)
    },
    .operation("close") { call in
      DocumentWriter.close(try call.this(Document.self), in: call.world)
      return .undefined
    },
    .operation("write") { call in
      let document = try call.this(Document.self)
      try DocumentWriter.write(try call.variadicStrings().joined(), to: document, in: call.world)
      return .undefined
    },
    .operation("writeln") { call in
      let document = try call.this(Document.self)
      try DocumentWriter.write(
        try call.variadicStrings().joined() + "\n", to: document, in: call.world)
      return .undefined
    },
  ]
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
