import DOM
import JSCore

/// `Attr` (the model's `Attributes/Attr.swift`): an attribute as a node, declared in
/// `Bindings/IDL/Attr.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-attr
enum AttrBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Attr", parent: NodeBinding.definition, members: generatedMembers)
}

extension BindingCall {
  /// An `Attr` argument.
  func attr(_ index: Int) throws -> Attr {
    try object(index, AttrBinding.definition, as: Attr.self)
  }
}
