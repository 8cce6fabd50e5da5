import DOM
import JSCore

/// `NamedNodeMap` (the model's `Attributes/NamedNodeMap.swift`): an element's attributes,
/// live, indexed and named by qualified name (`[LegacyUnenumerableNamedProperties]`).
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
      members: [
        .readonly("length") { call in call.number(try call.this(NamedNodeMap.self).length) },
        .operation("item", length: 1) { call in
          let map = try call.this(NamedNodeMap.self)
          try call.requireArguments(1)
          return call.wrap(map.item(try call.unsignedLong(0)))
        },
        .operation("getNamedItem", length: 1) { call in
          let map = try call.this(NamedNodeMap.self)
          try call.requireArguments(1)
          return call.wrap(map.getNamedItem(try call.string(0)))
        },
        .operation("getNamedItemNS", length: 2) { call in
          let map = try call.this(NamedNodeMap.self)
          try call.requireArguments(2)
          return call.wrap(map.getNamedItemNS(try call.nullableString(0), try call.string(1)))
        },
        .operation("setNamedItem", length: 1) { call in
          let map = try call.this(NamedNodeMap.self)
          try call.requireArguments(1)
          return call.wrap(try map.setNamedItem(try call.attr(0)))
        },
        .operation("setNamedItemNS", length: 1) { call in
          let map = try call.this(NamedNodeMap.self)
          try call.requireArguments(1)
          return call.wrap(try map.setNamedItemNS(try call.attr(0)))
        },
        .operation("removeNamedItem", length: 1) { call in
          let map = try call.this(NamedNodeMap.self)
          try call.requireArguments(1)
          return call.wrap(try map.removeNamedItem(try call.string(0)))
        },
        .operation("removeNamedItemNS", length: 2) { call in
          let map = try call.this(NamedNodeMap.self)
          try call.requireArguments(2)
          return call.wrap(
            try map.removeNamedItemNS(try call.nullableString(0), try call.string(1)))
        },
      ],
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly, modelType: NamedNodeMap.self)
  }()
}
