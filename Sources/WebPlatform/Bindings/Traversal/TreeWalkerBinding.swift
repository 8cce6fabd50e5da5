import DOM
import JSCore

/// `TreeWalker` (the model's `Traversal/TreeWalker.swift`), declared in
/// `Bindings/IDL/TreeWalker.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-treewalker
enum TreeWalkerBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "TreeWalker",
    members: generatedMembers,
    modelType: TreeWalker.self)

  /// `readonly attribute NodeFilter? filter`: the callback the script gave.
  static let customFilter = BindingMember.readonly("filter") { call in
    call.filterSource(try call.this(TreeWalker.self).filter)
  }
}
