import DOM
import JSCore

/// `HTMLCollection` (the model's `Collections/HTMLCollection.swift`): live, indexed, with
/// named items (`[LegacyUnenumerableNamedProperties]`).
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
      members: [
        .readonly("length") { call in call.number(try call.this(HTMLCollection.self).length) },
        .operation("item", length: 1) { call in
          let collection = try call.this(HTMLCollection.self)
          try call.requireArguments(1)
          return call.wrap(collection.item(try call.unsignedLong(0)))
        },
        .operation("namedItem", length: 1) { call in
          let collection = try call.this(HTMLCollection.self)
          try call.requireArguments(1)
          return call.wrap(collection.namedItem(try call.string(0)))
        },
      ],
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly, modelType: HTMLCollection.self)
  }()
}
