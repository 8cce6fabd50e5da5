import DOM
import JSCore

/// `CSSRuleList` (the model's `CSSOM/CSSRuleList.swift`): a sheet's, grouping rule's or
/// `@keyframes` rule's `cssRules`, live; indexed properties and array iteration.
/// Declared in `Bindings/IDL/CSSRuleList.webidl`.
///
/// https://drafts.csswg.org/cssom/#the-cssrulelist-interface
enum CSSRuleListBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { world, object, index in
      guard let list = object as? CSSRuleList, let rule = list.item(index) else { return nil }
      return world.wrapped(rule)
    }
    legacy.length = { object in (object as? CSSRuleList)?.length ?? 0 }
    legacy.proxied = true
    return InterfaceDefinition(
      name: "CSSRuleList",
      members: generatedMembers,
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly, modelType: CSSRuleList.self)
  }()
}
