import DOM
import JSCore

/// `Attr` (the model's `Attributes/Attr.swift`): an attribute as a node.
///
/// https://dom.spec.whatwg.org/#interface-attr
enum AttrBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Attr", parent: NodeBinding.definition,
    members: [
      .remembered("namespaceURI") { call in
        call.string(try call.this(Attr.self).namespaceURI)
      },
      .remembered("prefix") { call in call.string(try call.this(Attr.self).prefix) },
      .remembered("localName") { call in .string(try call.this(Attr.self).localName) },
      .readonly("name") { call in .string(try call.this(Attr.self).name) },
      .attribute(
        "value", get: { call in .string(try call.this(Attr.self).value) },
        set: { call in try call.this(Attr.self).value = try call.string(0) }),
      .readonly("ownerElement") { call in call.wrap(try call.this(Attr.self).ownerElement) },
      .readonly("specified") { call in .boolean(try call.this(Attr.self).specified) },
    ])
}

extension BindingCall {
  /// An `Attr` argument.
  func attr(_ index: Int) throws -> Attr {
    try object(index, AttrBinding.definition, as: Attr.self)
  }
}
