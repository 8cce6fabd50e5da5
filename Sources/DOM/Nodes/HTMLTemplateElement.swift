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

  deinit {
    // The contents go through the iterative release, so that templates nested through their
    // contents (a script can nest them without limit) are freed without recursion.
    var pending: [Node] = []
    if let content = contentStorage.take() { pending.append(content) }
    Node.release(&pending)
  }

  override func takeOwnedTrees(into pending: inout [Node]) {
    super.takeOwnedTrees(into: &pending)
    if let content = contentStorage.take() { pending.append(content) }
  }
}
