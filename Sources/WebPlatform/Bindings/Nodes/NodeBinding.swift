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
}
