import DOM
import JSCore

/// `NamedNodeMap` (the model's `Attributes/NamedNodeMap.swift`): an element's attributes,
/// live, indexed and named by qualified name (`[LegacyUnenumerableNamedProperties]`).
/// Declared in `Bindings/IDL/NamedNodeMap.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-namednodemap
enum NamedNodeMapBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { world, object, index in
      guard let map = object as? NamedNodeMap, let attr = map.item(index) else { return nil }
      return world.wrapped(attr)
    }
    legacy.length = { object in (object as? NamedNodeMap)?.length ?? 0 }
    legacy.namedGetter = { world, object, name in
      guard let map = object as? NamedNodeMap, let attr = map.getNamedItem(name) else {
        return nil
      }
      return world.wrapped(attr)
    }
    legacy.supportedNames = { object in (object as? NamedNodeMap)?.supportedPropertyNames ?? [] }
    legacy.unenumerableNames = true
    legacy.proxied = true
    legacy.itemsValidity = { object in
      (object as? NamedNodeMap)?.element.ownerDocument.map { .untilDocumentChanges($0) }
    }
    return InterfaceDefinition(
      name: "NamedNodeMap",
      members: generatedMembers,
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly, modelType: NamedNodeMap.self)
  }()
}
