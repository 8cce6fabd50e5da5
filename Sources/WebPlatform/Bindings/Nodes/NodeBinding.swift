import DOM
import JSCore

/// `Node` (the model's `Nodes/Node.swift`, `Node+Tree.swift`, `Node+Mutation.swift`), declared
/// in `Bindings/IDL/Node.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-node
enum NodeBinding: InterfaceBinding {
  /// The members come from `Bindings/IDL/Node.webidl` (`NodeBinding+Generated.swift`).
  static let definition = InterfaceDefinition(
    name: "Node", parent: EventTargetBinding.definition, members: generatedMembers)

  /// `getRootNode(optional GetRootNodeOptions options = {})`: a dictionary argument (not
  /// generated yet).
  static let customGetRootNode = BindingMember.operation("getRootNode") { call in
    let node = try call.this(Node.self)
    let composed = try call.dictionary(0)?.get("composed").toBool() ?? false
    return call.wrap(node.getRootNode(composed: composed))
  }
}
