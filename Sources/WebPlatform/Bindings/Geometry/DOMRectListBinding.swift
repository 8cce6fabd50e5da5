import DOM
import JSCore

/// `DOMRectList` (the model's `Geometry/DOMRectList.swift`), declared in
/// `Bindings/IDL/DOMRectList.webidl`: indexed properties and `@@iterator`.
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
      members: generatedMembers,
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly, modelType: DOMRectList.self)
  }()
}
