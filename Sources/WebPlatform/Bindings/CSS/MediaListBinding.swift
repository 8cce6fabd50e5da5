import DOM
import JSCore

/// `MediaList` (the model's `CSSOM/MediaList.swift`): a sheet's, `@media` rule's or
/// `@import` rule's media queries; indexed properties and array iteration.
/// Declared in `Bindings/IDL/MediaList.webidl`.
///
/// https://drafts.csswg.org/cssom/#the-medialist-interface
enum MediaListBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { _, object, index in
      guard let list = object as? MediaList, let medium = list.item(index) else { return nil }
      return .string(medium)
    }
    legacy.length = { object in (object as? MediaList)?.length ?? 0 }
    legacy.proxied = true
    return InterfaceDefinition(
      name: "MediaList",
      members: generatedMembers,
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly, modelType: MediaList.self)
  }()
}
