/// The interfaces of the DOM's nodes area (`DOM/Nodes`) and its collections.
enum NodesArea {
  static let definitions: [InterfaceDefinition] = [
    NodeBinding.definition, ElementBinding.definition, DocumentBinding.definition,
    HTMLDocumentBinding.definition, XMLDocumentBinding.definition,
    CharacterDataBinding.definition, TextBinding.definition, CDATASectionBinding.definition,
    CommentBinding.definition, ProcessingInstructionBinding.definition,
    DocumentFragmentBinding.definition, ShadowRootBinding.definition,
    DocumentTypeBinding.definition,
    DOMImplementationBinding.definition, NodeListBinding.definition,
    HTMLCollectionBinding.definition, DOMTokenListBinding.definition,
    DOMStringMapBinding.definition,
  ]
}
