import DOM
import JSCore

/// `CharacterData` (the model's `Nodes/CharacterData.swift`); data crosses as exact UTF-16 so
/// lone surrogates survive.
///
/// https://dom.spec.whatwg.org/#interface-characterdata
enum CharacterDataBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CharacterData", parent: NodeBinding.definition,
    members: ownMembers + ChildNodeMembers.members + ChildNodeMembers.nonDocumentTypeMembers)

  private static let ownMembers: [BindingMember] = [
    .attribute(
      "data",
      get: { call in
        let node = try call.this(CharacterData.self)
        // The exact code units only when the data holds a lone surrogate; otherwise the
        // string itself (no array of units, no protected value).
        if node.hasLoneSurrogates { return .value(call.context.string(utf16: node.dataUTF16)) }
        return .string(node.data)
      },
      set: { call in
        let node = try call.this(CharacterData.self)
        if call.js.isNull(0) {
          node.data = ""
          return
        }
        // Exact code units only for a string holding a lone surrogate.
        let (string, units) = try call.js.textWithUnits(0)
        if let units { node.setData(utf16: units) } else { node.data = string }
      }),
    .readonly("length") { call in call.number(try call.this(CharacterData.self).length) },
    .operation("substringData", length: 2) { call in
      let data = try call.this(CharacterData.self)
      try call.requireArguments(2)
      return .value(
        call.context.string(
          utf16: try data.substringDataUTF16(
            offset: try call.unsignedLong(0), count: try call.unsignedLong(1))))
    },
    .operation("appendData", length: 1) { call in
      let data = try call.this(CharacterData.self)
      try call.requireArguments(1)
      try data.replaceData(offset: data.length, count: 0, utf16: try call.utf16(0))
      return .undefined
    },
    .operation("insertData", length: 2) { call in
      let data = try call.this(CharacterData.self)
      try call.requireArguments(2)
      try data.replaceData(offset: try call.unsignedLong(0), count: 0, utf16: try call.utf16(1))
      return .undefined
    },
    .operation("deleteData", length: 2) { call in
      let data = try call.this(CharacterData.self)
      try call.requireArguments(2)
      try data.replaceData(
        offset: try call.unsignedLong(0), count: try call.unsignedLong(1), utf16: [])
      return .undefined
    },
    .operation("replaceData", length: 3) { call in
      let data = try call.this(CharacterData.self)
      try call.requireArguments(3)
      try data.replaceData(
        offset: try call.unsignedLong(0), count: try call.unsignedLong(1),
        utf16: try call.utf16(2))
      return .undefined
    },
  ]
}

/// `Text` (the model's `Nodes/Text.swift`).
///
/// https://dom.spec.whatwg.org/#interface-text
enum TextBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Text", parent: CharacterDataBinding.definition,
    members: [
      .operation("splitText", length: 1) { call in
        let text = try call.this(Text.self)
        try call.requireArguments(1)
        return call.wrap(try text.splitText(try call.unsignedLong(0)))
      },
      .readonly("wholeText") { call in .string(try call.this(Text.self).wholeText) },
    ] + SlottableMembers.members,
    constructor: BindingConstructor { call in
      let data = try call.optionalString(0) ?? ""
      return call.world.wrapper(for: call.world.runtime.document.createTextNode(data))
    })
}

/// `CDATASection`.
///
/// https://dom.spec.whatwg.org/#interface-cdatasection
enum CDATASectionBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(name: "CDATASection", parent: TextBinding.definition)
}

/// `Comment`.
///
/// https://dom.spec.whatwg.org/#interface-comment
enum CommentBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Comment", parent: CharacterDataBinding.definition,
    constructor: BindingConstructor { call in
      let data = try call.optionalString(0) ?? ""
      return call.world.wrapper(for: call.world.runtime.document.createComment(data))
    })
}

/// `ProcessingInstruction`.
///
/// https://dom.spec.whatwg.org/#interface-processinginstruction
enum ProcessingInstructionBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "ProcessingInstruction", parent: CharacterDataBinding.definition,
    members: [
      .readonly("target") { call in .string(try call.this(ProcessingInstruction.self).target) }
    ])
}
