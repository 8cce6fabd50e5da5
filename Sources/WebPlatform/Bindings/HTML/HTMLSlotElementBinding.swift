import DOM
import JSCore

/// `HTMLSlotElement` (the model's `HTML/HTMLSlotElement.swift`): `name` (reflected),
/// `assignedNodes()`, `assignedElements()` and `assign()`.
///
/// https://html.spec.whatwg.org/multipage/scripting.html#the-slot-element
enum HTMLSlotElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLSlotElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLSlotElement") + [
      .operation("assignedNodes") { call in
        let slot = try call.slot()
        let flatten = try IDLDictionary(call, 0).boolean("flatten")
        return try call.array(
          slot.assignedNodes(flatten: flatten).map { call.world.wrapper(for: $0) })
      },
      .operation("assignedElements") { call in
        let slot = try call.slot()
        let flatten = try IDLDictionary(call, 0).boolean("flatten")
        return try call.array(
          slot.assignedElements(flatten: flatten).map { call.world.wrapper(for: $0) })
      },
      .operation("assign") { call in
        let slot = try call.slot()
        slot.assign(try call.slottables())
        return .undefined
      },
    ])
}

extension BindingCall {
  /// `this` as a slot element.
  fileprivate func slot() throws -> HTMLSlotElement {
    guard let slot = try this(Element.self) as? HTMLSlotElement else {
      throw JSThrow.typeError(
        "Can only call \(interface.name).\(member) on instances of HTMLSlotElement")
    }
    return slot
  }

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
