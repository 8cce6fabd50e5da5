import DOM
import JSCore

/// `Element` (the model's `Nodes/Element.swift` and its `Element+*.swift` partials), with the
/// ParentNode, ChildNode and NonDocumentTypeChildNode mixins.
///
/// https://dom.spec.whatwg.org/#interface-element
enum ElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Element", parent: NodeBinding.definition,
    members: ownMembers + GetElementsByMembers.members + ParentNodeMembers.members
      + ChildNodeMembers.members + ChildNodeMembers.nonDocumentTypeMembers
      + SlottableMembers.members + ElementCSSOMViewMembers.members)

  private static let ownMembers: [BindingMember] = [
    .remembered("namespaceURI") { call in
      call.string(try call.this(Element.self).namespaceURI)
    },
    .remembered("prefix") { call in call.string(try call.this(Element.self).prefix) },
    .remembered("localName") { call in .string(try call.this(Element.self).localName) },
    .remembered("tagName", .whileDocumentsAreOneKind) { call in
      .string(try call.this(Element.self).tagName)
    },
    .attribute(
      "id", get: { call in .string(try call.this(Element.self).id) },
      set: { call in try call.this(Element.self).id = try call.string(0) }),
    .attribute(
      "className", get: { call in .string(try call.this(Element.self).className) },
      set: { call in try call.this(Element.self).className = try call.string(0) }),
    .attribute(
      "classList", remembered: .forLife,
      get: { call in call.wrap(try call.this(Element.self).classList) },
      set: { call in try call.this(Element.self).classList.value = try call.string(0) }),
    .attribute(
      "slot", get: { call in .string(try call.this(Element.self).slot) },
      set: { call in try call.this(Element.self).slot = try call.string(0) }),
    .operation("hasAttributes") { call in .boolean(try call.this(Element.self).hasAttributes()) },
    .remembered("attributes") { call in call.wrap(try call.this(Element.self).attributes) },
    .operation("getAttributeNames") { call in
      try call.array(strings: try call.this(Element.self).getAttributeNames())
    },
    .operation("getAttribute", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      return call.string(element.getAttribute(try call.string(0)))
    },
    .operation("getAttributeNS", length: 2) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(2)
      return call.string(element.getAttributeNS(try call.nullableString(0), try call.string(1)))
    },
    .operation("setAttribute", length: 2) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(2)
      try element.setAttribute(try call.string(0), try call.string(1))
      return .undefined
    },
    .operation("setAttributeNS", length: 3) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(3)
      try element.setAttributeNS(try call.nullableString(0), try call.string(1), try call.string(2))
      return .undefined
    },
    .operation("removeAttribute", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      element.removeAttribute(try call.string(0))
      return .undefined
    },
    .operation("removeAttributeNS", length: 2) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(2)
      element.removeAttributeNS(try call.nullableString(0), try call.string(1))
      return .undefined
    },
    .operation("toggleAttribute", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      return .boolean(
        try element.toggleAttribute(try call.string(0), force: call.optionalBoolean(1)))
    },
    .operation("hasAttribute", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      return .boolean(element.hasAttribute(try call.string(0)))
    },
    .operation("hasAttributeNS", length: 2) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(2)
      return .boolean(element.hasAttributeNS(try call.nullableString(0), try call.string(1)))
    },
    .operation("getAttributeNode", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      return call.wrap(element.getAttributeNode(try call.string(0)))
    },
    .operation("getAttributeNodeNS", length: 2) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(2)
      return call.wrap(element.getAttributeNodeNS(try call.nullableString(0), try call.string(1)))
    },
    .operation("setAttributeNode", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      return call.wrap(try element.setAttributeNode(try call.attr(0)))
    },
    .operation("setAttributeNodeNS", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      return call.wrap(try element.setAttributeNodeNS(try call.attr(0)))
    },
    .operation("removeAttributeNode", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      return call.wrap(try element.removeAttributeNode(try call.attr(0)))
    },
    .operation("attachShadow", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      return call.wrap(try element.attachShadow(try call.shadowRootInit(0)))
    },
    .operation("getHTML") { call in
      let element = try call.this(Element.self)
      return .string(element.getHTML(try call.getHTMLOptions(0)))
    },
    .operation("setHTMLUnsafe", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      try element.setHTMLUnsafe(try call.string(0))
      return .undefined
    },
    .readonly("shadowRoot") { call in call.wrap(try call.this(Element.self).shadowRoot) },
    .operation("matches", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      return .boolean(
        try element.matches(try call.string(0), cache: call.world.runtime.selectorCache))
    },
    .operation("webkitMatchesSelector", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      return .boolean(
        try element.matches(try call.string(0), cache: call.world.runtime.selectorCache))
    },
    .operation("closest", length: 1) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(1)
      return call.wrap(
        try element.closest(try call.string(0), cache: call.world.runtime.selectorCache))
    },
    .attribute(
      "innerHTML", get: { call in .string(try call.this(Element.self).innerHTML) },
      set: { call in try call.this(Element.self).setInnerHTML(try call.stringNullAsEmpty(0)) }),
    .attribute(
      "outerHTML", get: { call in .string(try call.this(Element.self).outerHTML) },
      set: { call in try call.this(Element.self).setOuterHTML(try call.stringNullAsEmpty(0)) }),
    .operation("insertAdjacentHTML", length: 2) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(2)
      try element.insertAdjacentHTML(
        try Element.AdjacentPosition(parsing: try call.string(0)), try call.string(1))
      return .undefined
    },
    .operation("insertAdjacentElement", length: 2) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(2)
      return call.wrap(
        try element.insertAdjacentElement(
          try Element.AdjacentPosition(parsing: try call.string(0)), try call.element(1)))
    },
    .operation("insertAdjacentText", length: 2) { call in
      let element = try call.this(Element.self)
      try call.requireArguments(2)
      try element.insertAdjacentText(
        try Element.AdjacentPosition(parsing: try call.string(0)), try call.string(1))
      return .undefined
    },
  ]
}
