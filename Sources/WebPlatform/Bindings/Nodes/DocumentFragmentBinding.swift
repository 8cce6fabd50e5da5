import DOM
import JSCore

/// `DocumentFragment` (the model's `Nodes/DocumentFragment.swift`), with ParentNode and
/// `getElementById` (NonElementParentNode).
///
/// https://dom.spec.whatwg.org/#interface-documentfragment
enum DocumentFragmentBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DocumentFragment", parent: NodeBinding.definition,
    members: [
      .operation("getElementById", length: 1) { call in
        let fragment = try call.this(DocumentFragment.self)
        try call.requireArguments(1)
        return call.wrap(fragment.getElementById(try call.string(0)))
      }
    ] + ParentNodeMembers.members,
    constructor: BindingConstructor { call in
      call.world.wrapper(for: call.world.runtime.document.createDocumentFragment())
    })
}

/// `DocumentType` (the model's `Nodes/DocumentType.swift`), with ChildNode.
///
/// https://dom.spec.whatwg.org/#interface-documenttype
enum DocumentTypeBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DocumentType", parent: NodeBinding.definition,
    members: [
      .readonly("name") { call in .string(try call.this(DocumentType.self).name) },
      .readonly("publicId") { call in .string(try call.this(DocumentType.self).publicId) },
      .readonly("systemId") { call in .string(try call.this(DocumentType.self).systemId) },
    ] + ChildNodeMembers.members)
}
