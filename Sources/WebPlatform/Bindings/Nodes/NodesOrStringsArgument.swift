import DOM
import JSCore

extension BindingCall {
  /// The `(Node or DOMString)...` arguments of the ParentNode and ChildNode mixins' `append`,
  /// `before` and friends (`Bindings/IDL/ParentNode.webidl`, `ChildNode.webidl`), from
  /// argument `start` on: each a node, else converted to a string.
  ///
  /// https://dom.spec.whatwg.org/#converting-nodes-into-a-node
  func nodesOrStrings(from start: Int = 0) throws -> [NodeOrString] {
    guard start < argumentCount else { return [] }
    return try (start..<argumentCount).map { index in
      if let node = js.nativeObject(
        at: index, of: world.nativeClass(for: NodeBinding.definition), as: Node.self)
      {
        return .node(node)
      }
      return .string(try string(index))
    }
  }
}
