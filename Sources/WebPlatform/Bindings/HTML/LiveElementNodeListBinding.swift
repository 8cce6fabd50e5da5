import DOM
import JSCore

/// The model's `LiveElementNodeList` (`getElementsByName`, `labels`) seen as a `NodeList`: a
/// hidden interface whose prototype inherits from `NodeList.prototype` and whose
/// `Symbol.toStringTag` is `NodeList`, so `instanceof NodeList` holds and it prints as one;
/// it declares its own `item`/`length` because NodeList's rows brand-check the model's
/// `NodeList` class, which this list is not.
///
/// https://dom.spec.whatwg.org/#interface-nodelist
enum LiveElementNodeListBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "LiveElementNodeList", parent: NodeListBinding.definition, members: generatedMembers,
    exposure: .hidden, legacyPlatformObject: legacy, iterable: .indexed,
    modelType: LiveElementNodeList.self, toStringTag: "NodeList")

  /// `item` and `length`.
  static let legacy: LegacyPlatformObject = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { world, object, index in
      guard let list = object as? LiveElementNodeList, let element = list.item(index) else {
        return nil
      }
      return world.wrapped(element)
    }
    legacy.length = { object in (object as? LiveElementNodeList)?.length ?? 0 }
    return legacy
  }()
}

/// `RadioNodeList` (the model's `HTML/LiveElementNodeList.swift`): what
/// `form.elements[name]` gives when several controls share the name; `value` is the checked
/// radio button's.
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#radionodelist
enum RadioNodeListBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "RadioNodeList", parent: NodeListBinding.definition,
    members: generatedMembers,
    legacyPlatformObject: LiveElementNodeListBinding.legacy, iterable: .indexed,
    modelType: RadioNodeList.self)
}

/// `HTMLFormControlsCollection` (the model's `HTML/LiveElementNodeList.swift`): `form.elements`,
/// an HTMLCollection whose named items are an element or a `RadioNodeList`.
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmlformcontrolscollection
enum HTMLFormControlsCollectionBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { world, object, index in
      guard let collection = object as? HTMLFormControlsCollection,
        let element = collection.item(index)
      else { return nil }
      return world.wrapped(element)
    }
    legacy.length = { object in (object as? HTMLFormControlsCollection)?.length ?? 0 }
    legacy.namedGetter = { world, object, name in
      guard let collection = object as? HTMLFormControlsCollection,
        let item = collection.namedItem(name)
      else { return nil }
      return .value(wrap(item, in: world))
    }
    legacy.supportedNames = { object in
      (object as? HTMLFormControlsCollection)?.supportedPropertyNames ?? []
    }
    legacy.unenumerableNames = true
    return InterfaceDefinition(
      name: "HTMLFormControlsCollection", parent: HTMLCollectionBinding.definition,
      members: generatedMembers,
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly,
      modelType: HTMLFormControlsCollection.self)
  }()

  /// A named item's wrapper: the element's, or the `RadioNodeList`'s.
  static func wrap(_ item: HTMLFormControlsCollection.NamedItem, in world: World) -> JSValue {
    switch item {
    case .element(let element): world.wrapper(for: element)
    case .radioNodeList(let list): world.wrapper(for: list)
    }
  }
}

extension HTMLFormControlsCollection {
  /// `namedItem(name)`: the element, or the RadioNodeList of the radio buttons of that name.
  func namedItemObject(_ name: String) -> AnyObject? {
    switch namedItem(name) {
    case .element(let element): element
    case .radioNodeList(let list): list
    case nil: nil
    }
  }
}

/// `HTMLOptionsCollection` (the model's `HTML/HTMLOptionsCollection.swift`): `select.options`,
/// with an indexed setter, a settable `length`, `add`, `remove` and `selectedIndex`.
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmloptionscollection
enum HTMLOptionsCollectionBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { world, object, index in
      guard let collection = object as? HTMLOptionsCollection, let element = collection.item(index)
      else { return nil }
      return world.wrapped(element)
    }
    legacy.indexedSetter = { world, object, index, value in
      guard let collection = object as? HTMLOptionsCollection else { return }
      try collection.setItem(index, try option(value, in: world))
    }
    legacy.length = { object in (object as? HTMLOptionsCollection)?.length ?? 0 }
    legacy.namedGetter = { world, object, name in
      guard let collection = object as? HTMLOptionsCollection,
        let element = collection.namedItem(name)
      else { return nil }
      return world.wrapped(element)
    }
    legacy.supportedNames = { object in
      (object as? HTMLOptionsCollection)?.supportedPropertyNames ?? []
    }
    legacy.unenumerableNames = true
    return InterfaceDefinition(
      name: "HTMLOptionsCollection", parent: HTMLCollectionBinding.definition,
      members: generatedMembers,
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly,
      modelType: HTMLOptionsCollection.self)
  }()

  /// The `(HTMLOptionElement or HTMLOptGroupElement)?` value of an indexed assignment.
  static func option(_ value: JSValue, in world: World) throws -> Element? {
    if value.isNull || value.isUndefined { return nil }
    guard let element = world.unwrap(value, as: ElementBinding.definition, Element.self),
      element.isHTMLElement, element.localName == "option" || element.localName == "optgroup"
    else {
      throw JSThrow.typeError("The value is not an HTMLOptionElement or HTMLOptGroupElement")
    }
    return element
  }
}
