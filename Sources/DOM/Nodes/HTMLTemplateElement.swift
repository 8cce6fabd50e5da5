/// The `template` element, whose contents live in a separate fragment.
///
/// https://html.spec.whatwg.org/multipage/scripting.html#the-template-element
public final class HTMLTemplateElement: Element {
  private var contentStorage: DocumentFragment?

  /// The template contents. https://html.spec.whatwg.org/multipage/scripting.html#dom-template-content
  public var content: DocumentFragment {
    if let contentStorage { return contentStorage }
    let owner = nodeDocumentStorage?.appropriateTemplateContentsOwnerDocument
    let fragment = DocumentFragment(unowned: owner)
    fragment.host = self
    contentStorage = fragment
    return fragment
  }
}
