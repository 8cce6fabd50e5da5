import DOM
import JSCore

/// `CSSKeyframesRule`: `name`, `cssRules`, `length` and indexed keyframes, `appendRule`,
/// `deleteRule` and `findRule`.
/// Declared in `Bindings/IDL/CSSKeyframesRule.webidl`.
///
/// https://drafts.csswg.org/css-animations/#interface-csskeyframesrule
enum CSSKeyframesRuleBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { world, object, index in
      guard let rule = object as? CSSKeyframesRule, rule.keyframes.indices.contains(index)
      else { return nil }
      return world.wrapped(rule.keyframes[index])
    }
    legacy.length = { object in (object as? CSSKeyframesRule)?.keyframes.count ?? 0 }
    return InterfaceDefinition(
      name: "CSSKeyframesRule", parent: CSSRuleBinding.definition,
      members: generatedMembers,
      legacyPlatformObject: legacy, modelType: CSSKeyframesRule.self)
  }()
}
