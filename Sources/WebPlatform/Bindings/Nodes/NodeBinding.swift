import DOM
import JSCore

/// `Node` (the model's `Nodes/Node.swift`, `Node+Tree.swift`, `Node+Mutation.swift`).
///
/// https://dom.spec.whatwg.org/#interface-node
enum NodeBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Node", parent: EventTargetBinding.definition,
    members: [
      .remembered("nodeType") { call in
        .number(Double(try call.this(Node.self).nodeType.rawValue))
      },
      .remembered("nodeName", .whileDocumentsAreOneKind) { call in
        .string(try call.this(Node.self).nodeName)
      },
      .readonly("baseURI") { call in .string(try call.this(Node.self).baseURI) },
      .readonly("isConnected") { call in .boolean(try call.this(Node.self).isConnected) },
      .readonly("ownerDocument") { call in call.wrap(try call.this(Node.self).ownerDocument) },
      .operation("getRootNode") { call in
        let node = try call.this(Node.self)
        let composed = try call.dictionary(0)?.get("composed").toBool() ?? false
        return call.wrap(node.getRootNode(composed: composed))
      },
      .readonly("parentNode") { call in call.wrap(try call.this(Node.self).parentNode) },
      .readonly("parentElement") { call in call.wrap(try call.this(Node.self).parentElement) },
      .operation("hasChildNodes") { call in .boolean(try call.this(Node.self).hasChildNodes()) },
      .readonly("childNodes") { call in call.wrap(try call.this(Node.self).childNodes) },
      .readonly("firstChild") { call in call.wrap(try call.this(Node.self).firstChild) },
      .readonly("lastChild") { call in call.wrap(try call.this(Node.self).lastChild) },
      .readonly("previousSibling") { call in call.wrap(try call.this(Node.self).previousSibling) },
      .readonly("nextSibling") { call in call.wrap(try call.this(Node.self).nextSibling) },
      .attribute(
        "nodeValue", get: { call in call.string(try call.this(Node.self).nodeValue) },
        set: { call in try call.this(Node.self).nodeValue = try call.stringNullAsEmpty(0) }),
      .attribute(
        "textContent", get: { call in call.string(try call.this(Node.self).textContent) },
        set: { call in try call.this(Node.self).textContent = try call.stringNullAsEmpty(0) }),
      .operation("normalize") { call in
        try call.this(Node.self).normalize()
        return .undefined
      },
      .operation("cloneNode") { call in
        call.wrap(try call.this(Node.self).cloneNode(deep: call.boolean(0)))
      },
      .operation("isEqualNode", length: 1) { call in
        let node = try call.this(Node.self)
        try call.requireArguments(1)
        return .boolean(node.isEqualNode(try call.nullableNode(0)))
      },
      .operation("isSameNode", length: 1) { call in
        let node = try call.this(Node.self)
        try call.requireArguments(1)
        return .boolean(node.isSameNode(try call.nullableNode(0)))
      },
      .operation("compareDocumentPosition", length: 1) { call in
        let node = try call.this(Node.self)
        try call.requireArguments(1)
        return .number(Double(node.compareDocumentPosition(try call.node(0)).rawValue))
      },
      .operation("contains", length: 1) { call in
        let node = try call.this(Node.self)
        try call.requireArguments(1)
        return .boolean(node.contains(try call.nullableNode(0)))
      },
      .operation("lookupPrefix", length: 1) { call in
        let node = try call.this(Node.self)
        try call.requireArguments(1)
        return call.string(node.lookupPrefix(try call.nullableString(0)))
      },
      .operation("lookupNamespaceURI", length: 1) { call in
        let node = try call.this(Node.self)
        try call.requireArguments(1)
        return call.string(node.lookupNamespaceURI(try call.nullableString(0)))
      },
      .operation("isDefaultNamespace", length: 1) { call in
        let node = try call.this(Node.self)
        try call.requireArguments(1)
        return .boolean(node.isDefaultNamespace(try call.nullableString(0)))
      },
      .operation("insertBefore", length: 2) { call in
        let node = try call.this(Node.self)
        try call.requireArguments(2)
        return call.wrap(try node.insertBefore(try call.node(0), try call.nullableNode(1)))
      },
      .operation("appendChild", length: 1) { call in
        let node = try call.this(Node.self)
        try call.requireArguments(1)
        return call.wrap(try node.appendChild(try call.node(0)))
      },
      .operation("replaceChild", length: 2) { call in
        let node = try call.this(Node.self)
        try call.requireArguments(2)
        return call.wrap(try node.replaceChild(try call.node(0), try call.node(1)))
      },
      .operation("removeChild", length: 1) { call in
        let node = try call.this(Node.self)
        try call.requireArguments(1)
        return call.wrap(try node.removeChild(try call.node(0)))
      },
      .constant("ELEMENT_NODE", 1), .constant("ATTRIBUTE_NODE", 2), .constant("TEXT_NODE", 3),
      .constant("CDATA_SECTION_NODE", 4), .constant("ENTITY_REFERENCE_NODE", 5),
      .constant("ENTITY_NODE", 6), .constant("PROCESSING_INSTRUCTION_NODE", 7),
      .constant("COMMENT_NODE", 8), .constant("DOCUMENT_NODE", 9),
      .constant("DOCUMENT_TYPE_NODE", 10), .constant("DOCUMENT_FRAGMENT_NODE", 11),
      .constant("NOTATION_NODE", 12),
      .constant("DOCUMENT_POSITION_DISCONNECTED", 0x01),
      .constant("DOCUMENT_POSITION_PRECEDING", 0x02),
      .constant("DOCUMENT_POSITION_FOLLOWING", 0x04),
      .constant("DOCUMENT_POSITION_CONTAINS", 0x08),
      .constant("DOCUMENT_POSITION_CONTAINED_BY", 0x10),
      .constant("DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC", 0x20),
    ])
}
