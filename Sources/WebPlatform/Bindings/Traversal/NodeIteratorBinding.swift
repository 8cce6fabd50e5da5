import DOM
import JSCore

/// `NodeIterator` (the model's `Traversal/NodeIterator.swift`).
///
/// https://dom.spec.whatwg.org/#interface-nodeiterator
enum NodeIteratorBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "NodeIterator",
    members: [
      .readonly("root") { call in call.wrap(try call.this(NodeIterator.self).root) },
      .readonly("referenceNode") { call in
        call.wrap(try call.this(NodeIterator.self).referenceNode)
      },
      .readonly("pointerBeforeReferenceNode") { call in
        .boolean(try call.this(NodeIterator.self).pointerBeforeReferenceNode)
      },
      .readonly("whatToShow") { call in
        .number(Double(try call.this(NodeIterator.self).whatToShow.rawValue))
      },
      .readonly("filter") { call in call.filterSource(try call.this(NodeIterator.self).filter) },
      .operation("nextNode") { call in call.wrap(try call.this(NodeIterator.self).nextNode()) },
      .operation("previousNode") { call in
        call.wrap(try call.this(NodeIterator.self).previousNode())
      },
      .operation("detach") { call in
        try call.this(NodeIterator.self).detach()
        return .undefined
      },
    ],
    modelType: NodeIterator.self)
}
