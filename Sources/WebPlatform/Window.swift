import DOM

/// The window of the runtime's page: the event target after the document in event paths, shared
/// by every world (each world's global object carries it).
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
public final class Window: EventTargetWithInlineData {
  /// The document shown.
  public let document: Document

  init(document: Document) {
    self.document = document
    super.init()
  }

  /// A window: the last item of a node's event path, not a retargeting parent.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#window
  public override var isWindow: Bool { true }
}
