import DOM
import JSCore

/// `HTMLFormElement` (the model's `HTML/HTMLFormElement.swift`, `HTML/FormSubmission.swift`),
/// declared in `Bindings/IDL/HTMLFormElement.webidl`: `elements`, `length`, indexed and named
/// properties on the form itself (`[LegacyOverrideBuiltIns,
/// LegacyUnenumerableNamedProperties]`: a control named `submit` shadows `form.submit`, as in
/// browsers), `submit()`, `requestSubmit()`, `reset()` and the reflected
/// `action`/`method`/`enctype`/`target`.
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
      members: generatedMembers,
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly)
  }()

  /// `[SameObject] readonly attribute DOMTokenList relList` (without the standard's
  /// `[PutForwards=value]`): the `rel` tokens.
  static let customRelList = BindingMember.readonly("relList") { call in
    call.wrap(
      try call.this(Element.self, view: HTMLFormElement.init).element.tokenList(attribute: "rel"))
  }
}
