import DOM
import JSCore

/// `CharacterData` (the model's `Nodes/CharacterData.swift`), declared with the ChildNode and
/// NonDocumentTypeChildNode mixins it includes in `Bindings/IDL/CharacterData.webidl`. The data
/// crosses as exact UTF-16 so lone surrogates survive: those rows are hand-written here.
///
/// https://dom.spec.whatwg.org/#interface-characterdata
enum CharacterDataBinding: InterfaceBinding {
  /// The members come from `Bindings/IDL/CharacterData.webidl`
  /// (`CharacterDataBinding+Generated.swift`).
  static let definition = InterfaceDefinition(
    name: "CharacterData", parent: NodeBinding.definition, members: generatedMembers)

  /// `attribute [LegacyNullToEmptyString] DOMString data`, exact: a string holding a lone
  /// surrogate crosses as UTF-16 code units, any other as a string (no array of units, no
  /// protected value: Turndown sets the data of every text node it collapses).
  static let customData = BindingMember.attribute(
    "data",
    get: { call in
      let node = try call.this(CharacterData.self)
      if node.hasLoneSurrogates { return .value(call.context.string(utf16: node.dataUTF16)) }
      return .string(node.data)
    },
    set: { call in
      let node = try call.this(CharacterData.self)
      if call.js.isNull(0) {
        node.data = ""
        return
      }
      let (string, units) = try call.js.textWithUnits(0)
      if let units { node.setData(utf16: units) } else { node.data = string }
    })

  /// `DOMString substringData(unsigned long offset, unsigned long count)`, as UTF-16.
  static let customSubstringData = BindingMember.operation("substringData", length: 2) { call in
    let data = try call.this(CharacterData.self)
    try call.requireArguments(2)
    return .value(
      call.context.string(
        utf16: try data.substringDataUTF16(
          offset: try call.unsignedLong(0), count: try call.unsignedLong(1))))
  }

  /// `undefined appendData(DOMString data)`: replaceData at the end, as UTF-16.
  static let customAppendData = BindingMember.operation("appendData", length: 1) { call in
    let data = try call.this(CharacterData.self)
    try call.requireArguments(1)
    try data.replaceData(offset: data.length, count: 0, utf16: try call.utf16(0))
    return .undefined
  }

  /// `undefined insertData(unsigned long offset, DOMString data)`, as UTF-16.
  static let customInsertData = BindingMember.operation("insertData", length: 2) { call in
    let data = try call.this(CharacterData.self)
    try call.requireArguments(2)
    try data.replaceData(offset: try call.unsignedLong(0), count: 0, utf16: try call.utf16(1))
    return .undefined
  }

  /// `undefined deleteData(unsigned long offset, unsigned long count)`: replaceData with
  /// nothing.
  static let customDeleteData = BindingMember.operation("deleteData", length: 2) { call in
    let data = try call.this(CharacterData.self)
    try call.requireArguments(2)
    try data.replaceData(
      offset: try call.unsignedLong(0), count: try call.unsignedLong(1), utf16: [])
    return .undefined
  }

  /// `undefined replaceData(unsigned long offset, unsigned long count, DOMString data)`, as
  /// UTF-16.
  static let customReplaceData = BindingMember.operation("replaceData", length: 3) { call in
    let data = try call.this(CharacterData.self)
    try call.requireArguments(3)
    try data.replaceData(
      offset: try call.unsignedLong(0), count: try call.unsignedLong(1),
      utf16: try call.utf16(2))
    return .undefined
  }
}

/// `Text` (the model's `Nodes/Text.swift`), declared with the Slottable mixin in
/// `Bindings/IDL/Text.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-text
enum TextBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Text", parent: CharacterDataBinding.definition, members: generatedMembers,
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

/// `ProcessingInstruction`, declared in `Bindings/IDL/ProcessingInstruction.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-processinginstruction
enum ProcessingInstructionBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "ProcessingInstruction", parent: CharacterDataBinding.definition,
    members: generatedMembers)
}
