import DOM
import JSCore

/// `DocumentFragment` (the model's `Nodes/DocumentFragment.swift`), declared with
/// `getElementById` (NonElementParentNode) and the ParentNode mixin in
/// `Bindings/IDL/DocumentFragment.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-documentfragment
enum DocumentFragmentBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DocumentFragment", parent: NodeBinding.definition, members: generatedMembers,
    constructor: BindingConstructor { call in
      call.world.wrapper(for: call.world.runtime.document.createDocumentFragment())
    })
}

/// `DocumentType` (the model's `Nodes/DocumentType.swift`), declared with the ChildNode mixin
/// in `Bindings/IDL/DocumentType.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-documenttype
enum DocumentTypeBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DocumentType", parent: NodeBinding.definition, members: generatedMembers)
}
