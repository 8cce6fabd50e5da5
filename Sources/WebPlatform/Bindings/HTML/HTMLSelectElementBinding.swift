import DOM
import JSCore

/// `HTMLSelectElement` (the model's `HTML/HTMLSelectElement.swift`): `options`, selection,
/// `add`/`remove`, and indexed properties (`select[0]`, `select[1] = new Option()`).
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmlselectelement
enum HTMLSelectElementBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { world, object, index in
      guard let element = object as? Element, let option = HTMLSelectElement(element)?.item(index)
      else { return nil }
      return world.wrapped(option)
    }
    legacy.indexedSetter = { world, object, index, value in
      guard let element = object as? Element, let select = HTMLSelectElement(element) else {
        return
      }
      try select.setItem(index, try HTMLOptionsCollectionBinding.option(value, in: world))
    }
    legacy.length = { object in (object as? Element).flatMap(HTMLSelectElement.init)?.length ?? 0 }
    return InterfaceDefinition(
      name: "HTMLSelectElement", parent: HTMLElementBinding.definition,
      members: ReflectedAttributeMembers.members(declaredOn: "HTMLSelectElement") + ownMembers
        + FormControlMembers.labelable,
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly)
  }()

  private static func select(_ call: BindingCall) throws -> HTMLSelectElement {
    guard let select = HTMLSelectElement(try call.this(Element.self)) else {
      throw JSThrow.typeError("Can only call HTMLSelectElement.\(call.member) on a select")
    }
    return select
  }

  private static let ownMembers: [BindingMember] = [
    .readonly("type") { call in .string(try select(call).type) },
    .readonly("options") { call in call.wrap(try select(call).options) },
    .attribute(
      "length", get: { call in call.number(try select(call).length) },
      set: { call in try select(call).setLength(try call.unsignedLong(0)) }),
    .operation("item", length: 1) { call in
      let select = try select(call)
      try call.requireArguments(1)
      return call.wrap(select.item(try call.unsignedLong(0)))
    },
    .operation("namedItem", length: 1) { call in
      let select = try select(call)
      try call.requireArguments(1)
      return call.wrap(select.namedItem(try call.string(0)))
    },
    .operation("add", length: 1) { call in
      let select = try select(call)
      try call.requireArguments(1)
      try select.add(
        try call.element(0), before: try HTMLOptionsCollectionBinding.insertionPoint(call, 1))
      return .undefined
    },
    // remove() is ChildNode's remove; remove(index) removes an option.
    .operation("remove") { call in
      let select = try select(call)
      if call.argumentCount == 0 {
        select.element.remove()
      } else {
        select.remove(try call.long(0))
      }
      return .undefined
    },
    .readonly("selectedOptions") { call in call.wrap(try select(call).selectedOptions) },
    .attribute(
      "selectedIndex", get: { call in call.number(try select(call).selectedIndex) },
      set: { call in try select(call).selectedIndex = try call.long(0) }),
    .attribute(
      "value", get: { call in .string(try select(call).value) },
      set: { call in try select(call).value = try call.string(0) }),
    .operation("showPicker") { call in
      _ = try select(call)
      return .undefined
    },
  ]
}
