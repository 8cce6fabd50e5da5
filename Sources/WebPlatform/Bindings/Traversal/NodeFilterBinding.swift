import DOM
import JSCore

/// `NodeFilter` (the model's `Traversal/NodeFilter.swift`): a callback interface, so the
/// global `NodeFilter` is a plain object holding the constants; script filters are functions
/// or objects with an `acceptNode` method.
///
/// https://dom.spec.whatwg.org/#interface-nodefilter
enum NodeFilterBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "NodeFilter",
    members: [
      .constant("FILTER_ACCEPT", 1), .constant("FILTER_REJECT", 2), .constant("FILTER_SKIP", 3),
      .constant("SHOW_ALL", 0xFFFF_FFFF), .constant("SHOW_ELEMENT", 0x1),
      .constant("SHOW_ATTRIBUTE", 0x2), .constant("SHOW_TEXT", 0x4),
      .constant("SHOW_CDATA_SECTION", 0x8), .constant("SHOW_ENTITY_REFERENCE", 0x10),
      .constant("SHOW_ENTITY", 0x20), .constant("SHOW_PROCESSING_INSTRUCTION", 0x40),
      .constant("SHOW_COMMENT", 0x80), .constant("SHOW_DOCUMENT", 0x100),
      .constant("SHOW_DOCUMENT_TYPE", 0x200), .constant("SHOW_DOCUMENT_FRAGMENT", 0x400),
      .constant("SHOW_NOTATION", 0x800),
    ],
    isCallbackInterface: true)
}

extension World {
  /// The traversal filter of a `NodeFilter` callback interface object (an argument, not
  /// null): a function, or an object whose `acceptNode` method is looked up on each call; what it returns converts as `unsigned short`, and what it throws
  /// propagates out of the traversal.
  ///
  /// https://webidl.spec.whatwg.org/#call-a-user-objects-operation
  func nodeFilter(_ callback: JSValue) -> NodeFilter {
    NodeFilter(source: callback) { [weak self] node in
      guard let world = self else { return .skip }
      let argument = world.wrapper(for: node)
      let result: JSValue
      if callback.isFunction {
        result = try callback.call(this: world.context.undefined, arguments: [argument])
      } else {
        let acceptNode = try callback.get("acceptNode")
        guard acceptNode.isFunction else {
          throw JSThrow.typeError("The node filter has no acceptNode method").exception(
            in: world.context)
        }
        result = try acceptNode.call(this: callback, arguments: [argument])
      }
      let number = try result.toNumber()
      return NodeFilter.Result(
        rawValue: UInt16(truncatingIfNeeded: WebIDLInteger.modulo(number, bits: 16)))
    }
  }
}

extension BindingCall {
  /// A traversal's filter as script passed it, or null.
  func filterSource(_ filter: NodeFilter?) -> JSReturn { opaque(filter?.source, missing: .null) }
}
