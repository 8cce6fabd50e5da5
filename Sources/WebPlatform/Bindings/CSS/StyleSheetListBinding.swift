import DOM
import JSCore

/// `StyleSheetList` (the model's `CSSOM/StyleSheetList.swift`): `document.styleSheets` and
/// `shadowRoot.styleSheets`, live; indexed properties and array iteration, as WebKit.
/// Declared in `Bindings/IDL/StyleSheetList.webidl`.
///
/// https://drafts.csswg.org/cssom/#the-stylesheetlist-interface
enum StyleSheetListBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { world, object, index in
      guard let list = object as? StyleSheetList, let sheet = list.item(index) else { return nil }
      return world.wrapped(sheet)
    }
    legacy.length = { object in (object as? StyleSheetList)?.length ?? 0 }
    legacy.proxied = true
    return InterfaceDefinition(
      name: "StyleSheetList",
      members: generatedMembers,
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly,
      modelType: StyleSheetList.self)
  }()
}
