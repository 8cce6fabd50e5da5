import DOM
import JSCore

/// `HTMLCollection` (the model's `Collections/HTMLCollection.swift`): live, indexed, with
/// named items (`[LegacyUnenumerableNamedProperties]`).
/// Declared in `Bindings/IDL/HTMLCollection.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-htmlcollection
enum HTMLCollectionBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { world, object, index in
      guard let collection = object as? HTMLCollection, let element = collection.item(index)
      else { return nil }
      return world.wrapped(element)
    }
    legacy.length = { object in (object as? HTMLCollection)?.length ?? 0 }
    legacy.namedGetter = { world, object, name in
      guard let collection = object as? HTMLCollection, let element = collection.namedItem(name)
      else { return nil }
      return world.wrapped(element)
    }
    legacy.supportedNames = { object in (object as? HTMLCollection)?.supportedPropertyNames ?? [] }
    legacy.unenumerableNames = true
    legacy.proxied = true
    legacy.itemsValidity = { object in
      guard let dependency = (object as? HTMLCollection)?.dependency else { return nil }
      return dependency.treeOnly
        ? .untilTreeChanges(dependency.document) : .untilDocumentChanges(dependency.document)
    }
    return InterfaceDefinition(
      name: "HTMLCollection",
      members: generatedMembers,
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly, modelType: HTMLCollection.self)
  }()
}
