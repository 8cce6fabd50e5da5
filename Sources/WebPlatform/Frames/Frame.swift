import DOM
import HTMLParsing

/// The content of one `iframe` (or `frame`) element of the runtime's document: a child
/// navigable, made lazily the first time script asks for `contentDocument`, `contentWindow` or
/// `window.frames[i]` (frames are never loaded up front, and their own scripts never run).
///
/// Decisions (docs/safari-behavior.md §1.4: only the main frame runs the extension):
/// - `srcdoc` (when present, it wins over `src`): the attribute parsed as an HTML document at
///   `about:srcdoc`, of the parent's origin.
/// - No `src`, an empty one, or `about:blank`: an empty HTML document
///   (`<html><head></head><body></body></html>`) at `about:blank`, of the parent's origin.
/// - Another `src`: resolved against the parent's base URL; when ``Runtime/Options/pageResources``
///   supplies content for that URL and the URL's origin is the parent's, the content parsed at
///   that URL, same origin. Anything else (no content, another origin) is cross-origin: no
///   document, and a window that only allows the cross-origin members.
/// - A `sandbox` attribute without `allow-same-origin` gives an opaque origin: cross-origin.
/// - Nested frames are not made: a frame window's `length` is 0.
///
/// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#the-iframe-element
/// https://html.spec.whatwg.org/multipage/document-sequences.html#child-navigable
public final class Frame {
  /// The element whose content this is.
  public private(set) weak var element: Element?
  /// The URL of the frame's document (`about:srcdoc`, `about:blank`, or the resolved `src`).
  public let url: String
  /// The frame's serialized origin (`null` for opaque origins).
  public let origin: String
  /// The frame's document; `nil` when the frame is cross-origin.
  public let document: Document?
  /// The frame's window (a ``CrossOriginFrameWindow`` when cross-origin).
  public private(set) var window: FrameWindow!
  /// What the frame was made from (`srcdoc` text or `src` value), to notice navigations.
  let sourceKey: String?

  /// Whether script of the main window may touch the frame's document and window members.
  public var isSameOrigin: Bool { document != nil }

  init(
    element: Element, url: String, origin: String, document: Document?, sourceKey: String?,
    parent: Window
  ) {
    self.element = element
    self.url = url
    self.origin = origin
    self.document = document
    self.sourceKey = sourceKey
    window =
      document == nil
      ? CrossOriginFrameWindow(frame: self, parent: parent)
      : FrameWindow(frame: self, parent: parent)
  }

  /// What an element's content is made from: its `srcdoc`, else its `src` (nil when neither).
  static func sourceKey(of element: Element) -> String? {
    if element.isHTML("iframe"), let srcdoc = element.attributeValue(localName: "srcdoc") {
      return "srcdoc:" + srcdoc
    }
    return element.attributeValue(localName: "src").map { "src:" + $0 }
  }

  /// The frame of `element` in `parent`'s document, as the decisions above say.
  static func make(
    for element: Element, parent: Window, resources: ((String) -> String?)?
  ) -> Frame {
    let parentDocument = parent.document
    let parentOrigin = parent.origin
    let key = sourceKey(of: element)
    let sandboxed =
      element.attributeValue(localName: "sandbox").map { value in
        !value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
          .contains { $0.lowercased() == "allow-same-origin" }
      } ?? false
    var url = "about:blank"
    var markup: String? = ""
    var origin = parentOrigin
    if element.isHTML("iframe"), let srcdoc = element.attributeValue(localName: "srcdoc") {
      url = "about:srcdoc"
      markup = srcdoc
    } else if let src = element.attributeValue(localName: "src"), !src.isEmpty,
      src != "about:blank"
    {
      if let resolved = parentDocument.encodingParseURL(src) {
        url = resolved.href
        origin = resolved.scheme == "file" ? "file://" : resolved.origin.serialized
        markup = origin == parentOrigin ? resources?(url) : nil
      } else {
        // An unparsable URL: the navigation fails; the frame keeps its initial about:blank.
        url = "about:blank"
      }
    }
    if sandboxed {
      origin = "null"
      markup = nil
    }
    var document: Document?
    if let markup {
      var options = HTMLParser.Options()
      options.url = url
      let parsed = HTMLParser.parseDocument(
        markup.isEmpty ? "<html><head></head><body></body></html>" : markup, options: options)
      parsed.url = url
      parsed.referrer = url == "about:srcdoc" || url == "about:blank" ? "" : parentDocument.url
      document = parsed
    }
    return Frame(
      element: element, url: url, origin: origin, document: document, sourceKey: key,
      parent: parent)
  }

  /// Releases what holds script values (listeners on the frame's window).
  func tearDown() { window?.tearDown() }
}
