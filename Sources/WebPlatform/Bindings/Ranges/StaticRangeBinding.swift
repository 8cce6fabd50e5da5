import DOM
import JSCore

/// `StaticRange` (the model's `Ranges/StaticRange.swift`), declared in
/// `Bindings/IDL/AbstractRange.webidl`: made from a `StaticRangeInit` dictionary whose four
/// members are required.
///
/// https://dom.spec.whatwg.org/#interface-staticrange
enum StaticRangeBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "StaticRange", parent: AbstractRangeBinding.definition, members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      try call.requireArguments(1)
      let dictionary = try IDLDictionary(call, 0)
      let node = NodeBinding.definition
      let endContainer = try dictionary.object(
        try dictionary.required("endContainer"), "endContainer", node, as: Node.self)
      let endOffset = try IDLDictionary.unsignedLong(try dictionary.required("endOffset"))
      let startContainer = try dictionary.object(
        try dictionary.required("startContainer"), "startContainer", node, as: Node.self)
      let startOffset = try IDLDictionary.unsignedLong(try dictionary.required("startOffset"))
      let range = try StaticRange(
        startContainer: startContainer, startOffset: Int(startOffset),
        endContainer: endContainer, endOffset: Int(endOffset))
      return call.world.wrapper(for: range)
    },
    modelType: StaticRange.self)
}
