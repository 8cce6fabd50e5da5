import DOM
import JSCore

/// `HTMLSelectElement` (the model's `HTML/HTMLSelectElement.swift`), declared in
/// `Bindings/IDL/HTMLSelectElement.webidl`: `options`, selection, `add`/`remove`, and indexed
/// properties (`select[0]`, `select[1] = new Option()`).
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
      members: generatedMembers,
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly)
  }()

  /// `undefined showPicker()`: nothing to show.
  static let customShowPicker = BindingMember.operation("showPicker") { call in
    _ = try call.this(Element.self, view: HTMLSelectElement.init)
    return .undefined
  }
}
