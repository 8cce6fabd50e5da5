import DOM
import JSCore

/// `NodeList` (the model's `Collections/NodeList.swift`): live for `childNodes`, static for
/// `querySelectorAll`; indexed properties and array iteration.
/// Declared in `Bindings/IDL/NodeList.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-nodelist
enum NodeListBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { world, object, index in
      guard let list = object as? NodeList, let node = list.item(index) else { return nil }
      return world.wrapped(node)
    }
    legacy.length = { object in (object as? NodeList)?.length ?? 0 }
    legacy.proxied = true
    legacy.itemsValidity = { object in
      guard let list = object as? NodeList else { return nil }
      guard list.isLive else { return .forever }
      return list.liveDocument.map { .untilTreeChanges($0) }
    }
    return InterfaceDefinition(
      name: "NodeList",
      members: generatedMembers,
      legacyPlatformObject: legacy, iterable: .indexed, modelType: NodeList.self)
  }()
}
