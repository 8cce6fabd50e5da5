import DOM
import JSCore

/// `HTMLFormElement` (the model's `HTML/HTMLFormElement.swift`, `HTML/FormSubmission.swift`):
/// `elements`, `length`, indexed and named properties on the form itself
/// (`[LegacyOverrideBuiltIns, LegacyUnenumerableNamedProperties]`: a control named `submit`
/// shadows `form.submit`, as in browsers), `submit()`, `requestSubmit()`, `reset()` and the
/// reflected `action`/`method`/`enctype`/`target`.
///
/// https://html.spec.whatwg.org/multipage/forms.html#htmlformelement
enum HTMLFormElementBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { world, object, index in
      guard let element = object as? Element, let control = HTMLFormElement(element)?.item(index)
      else { return nil }
      return world.wrapped(control)
    }
    legacy.length = { object in (object as? Element).flatMap(HTMLFormElement.init)?.length ?? 0 }
    legacy.namedGetter = { world, object, name in
      guard let element = object as? Element, let item = HTMLFormElement(element)?.namedItem(name)
      else { return nil }
      return .value(HTMLFormControlsCollectionBinding.wrap(item, in: world))
    }
    legacy.supportedNames = { object in
      (object as? Element).flatMap(HTMLFormElement.init)?.supportedPropertyNames ?? []
    }
    legacy.overrideBuiltIns = true
    legacy.unenumerableNames = true
    return InterfaceDefinition(
      name: "HTMLFormElement", parent: HTMLElementBinding.definition,
      members: ReflectedAttributeMembers.members(declaredOn: "HTMLFormElement") + ownMembers,
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly)
  }()

  private static func form(_ call: BindingCall) throws -> HTMLFormElement {
    guard let form = HTMLFormElement(try call.this(Element.self)) else {
      throw JSThrow.typeError("Can only call HTMLFormElement.\(call.member) on a form")
    }
    return form
  }

  private static let ownMembers: [BindingMember] = [
    .readonly("elements") { call in call.wrap(try form(call).elements) },
    .readonly("length") { call in call.number(try form(call).length) },
    .readonly("relList") { call in
      call.wrap(try form(call).element.tokenList(attribute: "rel"))
    },
    .operation("submit") { call in
      try form(call).submit()
      return .undefined
    },
    .operation("requestSubmit") { call in
      let form = try form(call)
      try form.requestSubmit(
        try call.nullableObject(0, HTMLElementBinding.definition, as: Element.self))
      return .undefined
    },
    .operation("reset") { call in
      try form(call).reset()
      return .undefined
    },
    .operation("checkValidity") { call in .boolean(try form(call).checkValidity()) },
    .operation("reportValidity") { call in .boolean(try form(call).reportValidity()) },
  ]
}
