import DOM
import JSCore

/// `HTMLSlotElement` (the model's `HTML/HTMLSlotElement.swift`): `name` (reflected),
/// `assignedNodes()`, `assignedElements()` and `assign()`, declared in
/// `Bindings/IDL/HTMLSlotElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/scripting.html#the-slot-element
enum HTMLSlotElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLSlotElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)

  /// `assign(...nodes)`: the slottables (elements and text nodes) this slot takes.
  ///
  /// https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assign
  static let customAssign = BindingMember.operation("assign") { call in
    let slot = try call.this(HTMLSlotElement.self)
    slot.assign(try call.slottables())
    return .undefined
  }
}

extension BindingCall {
  /// The `(Element or Text)...` arguments of `assign()`.
  fileprivate func slottables() throws -> [Node] {
    try (0..<argumentCount).map { index in
      // WebKit says just "Type error" for an argument that is neither (fixture shadow/slots).
      guard let node = try? self.node(index), node is Element || node is Text else {
        throw JSThrow.typeError("Type error")
      }
      return node
    }
  }
}
