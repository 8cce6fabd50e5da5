import DOM
import JSCore

/// `NodeIterator` (the model's `Traversal/NodeIterator.swift`), declared in
/// `Bindings/IDL/NodeIterator.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-nodeiterator
enum NodeIteratorBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "NodeIterator",
    members: generatedMembers,
    modelType: NodeIterator.self)

  /// `readonly attribute NodeFilter? filter`: the callback the script gave.
  static let customFilter = BindingMember.readonly("filter") { call in
    call.filterSource(try call.this(NodeIterator.self).filter)
  }
}
