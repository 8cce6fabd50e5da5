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
}

extension CharacterData {
  /// `appendData(data)` with the data's exact code units.
  ///
  /// https://dom.spec.whatwg.org/#dom-characterdata-appenddata
  func appendData(utf16 units: [UInt16]) throws {
    try replaceData(offset: length, count: 0, utf16: units)
  }

  /// `insertData(offset, data)` with the data's exact code units.
  ///
  /// https://dom.spec.whatwg.org/#dom-characterdata-insertdata
  func insertData(offset: Int, utf16 units: [UInt16]) throws {
    try replaceData(offset: offset, count: 0, utf16: units)
  }

  /// `deleteData(offset, count)`, on the code units.
  ///
  /// https://dom.spec.whatwg.org/#dom-characterdata-deletedata
  func deleteData(utf16Offset offset: Int, count: Int) throws {
    try replaceData(offset: offset, count: count, utf16: [])
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
