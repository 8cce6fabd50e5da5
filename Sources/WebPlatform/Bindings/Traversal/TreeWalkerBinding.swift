import DOM
import JSCore

/// `TreeWalker` (the model's `Traversal/TreeWalker.swift`).
///
/// https://dom.spec.whatwg.org/#interface-treewalker
enum TreeWalkerBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "TreeWalker",
    members: [
      .readonly("root") { call in call.wrap(try call.this(TreeWalker.self).root) },
      .readonly("whatToShow") { call in
        .number(Double(try call.this(TreeWalker.self).whatToShow.rawValue))
      },
      .readonly("filter") { call in call.filterSource(try call.this(TreeWalker.self).filter) },
      .attribute(
        "currentNode", get: { call in call.wrap(try call.this(TreeWalker.self).currentNode) },
        set: { call in try call.this(TreeWalker.self).currentNode = try call.node(0) }),
      .operation("parentNode") { call in call.wrap(try call.this(TreeWalker.self).parentNode()) },
      .operation("firstChild") { call in call.wrap(try call.this(TreeWalker.self).firstChild()) },
      .operation("lastChild") { call in call.wrap(try call.this(TreeWalker.self).lastChild()) },
      .operation("previousSibling") { call in
        call.wrap(try call.this(TreeWalker.self).previousSibling())
      },
      .operation("nextSibling") { call in
        call.wrap(try call.this(TreeWalker.self).nextSibling())
      },
      .operation("previousNode") { call in
        call.wrap(try call.this(TreeWalker.self).previousNode())
      },
      .operation("nextNode") { call in call.wrap(try call.this(TreeWalker.self).nextNode()) },
    ],
    modelType: TreeWalker.self)
}
