import DOM
import JSCore

/// `DOMRectList` (the model's `Geometry/DOMRectList.swift`): indexed properties and
/// `@@iterator`.
///
/// https://drafts.fxtf.org/geometry/#domrectlist
enum DOMRectListBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { world, object, index in
      guard let list = object as? DOMRectList, let rect = list.item(index) else { return nil }
      return world.wrapped(rect)
    }
    legacy.length = { object in (object as? DOMRectList)?.length ?? 0 }
    legacy.proxied = true
    return InterfaceDefinition(
      name: "DOMRectList",
      members: [
        .readonly("length") { call in call.number(try call.this(DOMRectList.self).length) },
        .operation("item", length: 1) { call in
          let list = try call.this(DOMRectList.self)
          try call.requireArguments(1)
          return call.wrap(list.item(try call.unsignedLong(0)))
        },
      ],
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly, modelType: DOMRectList.self)
  }()
}
