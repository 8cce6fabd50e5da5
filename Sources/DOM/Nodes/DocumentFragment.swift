/// A document fragment. https://dom.spec.whatwg.org/#interface-documentfragment
public class DocumentFragment: ContainerNode {
  /// The template element whose contents this is, if any.
  ///
  /// https://dom.spec.whatwg.org/#concept-documentfragment-host
  public internal(set) weak var host: Element?

  /// Makes an empty fragment in `document`. https://dom.spec.whatwg.org/#dom-documentfragment-documentfragment
  public init(document: Document) {
    super.init(document: document)
  }

  init(unowned document: Document?) {
    super.init(document: document)
  }

  public override var nodeType: NodeType { .documentFragment }
  public override var nodeName: String { "#document-fragment" }
}
