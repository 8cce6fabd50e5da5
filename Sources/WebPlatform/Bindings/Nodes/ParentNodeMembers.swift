import DOM
import JSCore

/// The `ParentNode` mixin's members (the model's `Nodes/ParentNode.swift`), included by
/// Document, DocumentFragment and Element.
///
/// https://dom.spec.whatwg.org/#interface-parentnode
enum ParentNodeMembers {
  static let members: [BindingMember] = [
    .remembered("children") { call in call.wrap(try call.this(Node.self).children) },
    .readonly("firstElementChild") { call in call.wrap(try call.this(Node.self).firstElementChild)
    },
    .readonly("lastElementChild") { call in call.wrap(try call.this(Node.self).lastElementChild) },
    .readonly("childElementCount") { call in call.number(try call.this(Node.self).childElementCount)
    },
    .operation("prepend") { call in
      try call.this(Node.self).prepend(try call.nodesOrStrings())
      return .undefined
    },
    .operation("append") { call in
      try call.this(Node.self).append(try call.nodesOrStrings())
      return .undefined
    },
    .operation("replaceChildren") { call in
      try call.this(Node.self).replaceChildren(try call.nodesOrStrings())
      return .undefined
    },
    .operation("querySelector", length: 1) { call in
      let node = try call.this(Node.self)
      try call.requireArguments(1)
      return call.wrap(
        try node.querySelector(try call.string(0), cache: call.world.runtime.selectorCache))
    },
    .operation("querySelectorAll", length: 1) { call in
      let node = try call.this(Node.self)
      try call.requireArguments(1)
      return call.wrap(
        try node.querySelectorAll(try call.string(0), cache: call.world.runtime.selectorCache))
    },
  ]
}

/// `getElementsByTagName`, `getElementsByTagNameNS` and `getElementsByClassName`: members of
/// both Document and Element (not of the ParentNode mixin, so DocumentFragment lacks them).
///
/// https://dom.spec.whatwg.org/#dom-document-getelementsbytagname
enum GetElementsByMembers {
  static let members: [BindingMember] = [
    .operation("getElementsByTagName", length: 1) { call in
      let node = try call.this(Node.self)
      try call.requireArguments(1)
      return call.wrap(node.getElementsByTagName(try call.string(0)))
    },
    .operation("getElementsByTagNameNS", length: 2) { call in
      let node = try call.this(Node.self)
      try call.requireArguments(2)
      return call.wrap(node.getElementsByTagNameNS(try call.nullableString(0), try call.string(1)))
    },
    .operation("getElementsByClassName", length: 1) { call in
      let node = try call.this(Node.self)
      try call.requireArguments(1)
      return call.wrap(node.getElementsByClassName(try call.string(0)))
    },
  ]
}

/// The `ChildNode` and `NonDocumentTypeChildNode` mixins' members, included by Element,
/// CharacterData and (ChildNode only) DocumentType.
///
/// https://dom.spec.whatwg.org/#interface-childnode
enum ChildNodeMembers {
  static let members: [BindingMember] = [
    .operation("before") { call in
      try call.this(Node.self).before(try call.nodesOrStrings())
      return .undefined
    },
    .operation("after") { call in
      try call.this(Node.self).after(try call.nodesOrStrings())
      return .undefined
    },
    .operation("replaceWith") { call in
      try call.this(Node.self).replaceWith(try call.nodesOrStrings())
      return .undefined
    },
    .operation("remove") { call in
      try call.this(Node.self).remove()
      return .undefined
    },
  ]

  /// `previousElementSibling` and `nextElementSibling`.
  ///
  /// https://dom.spec.whatwg.org/#interface-nondocumenttypechildnode
  static let nonDocumentTypeMembers: [BindingMember] = [
    .readonly("previousElementSibling") { call in
      call.wrap(try call.this(Node.self).previousElementSibling)
    },
    .readonly("nextElementSibling") { call in call.wrap(try call.this(Node.self).nextElementSibling)
    },
  ]
}

extension BindingCall {
  /// The `(Node or DOMString)...` arguments of `append`, `before` and friends.
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

/// The `Slottable` mixin's member, included by Element and Text: the assigned slot, unless it
/// is in a closed shadow tree.
///
/// https://dom.spec.whatwg.org/#mixin-slotable
enum SlottableMembers {
  static let members: [BindingMember] = [
    .readonly("assignedSlot") { call in call.wrap(try call.this(Node.self).assignedSlot) }
  ]
}
