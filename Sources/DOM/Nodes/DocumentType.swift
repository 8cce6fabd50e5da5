/// A doctype. https://dom.spec.whatwg.org/#interface-documenttype
public final class DocumentType: Node {
  /// https://dom.spec.whatwg.org/#dom-documenttype-name
  public let name: String
  /// https://dom.spec.whatwg.org/#dom-documenttype-publicid
  public let publicId: String
  /// https://dom.spec.whatwg.org/#dom-documenttype-systemid
  public let systemId: String

  init(name: String, publicId: String, systemId: String, document: Document?) {
    self.name = name
    self.publicId = publicId
    self.systemId = systemId
    super.init(document: document)
  }

  public override var nodeType: NodeType { .documentType }
  public override var nodeName: String { name }
}
