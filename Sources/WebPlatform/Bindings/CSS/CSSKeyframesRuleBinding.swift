import DOM
import JSCore

/// `CSSKeyframesRule`: `name`, `cssRules`, `length` and indexed keyframes, `appendRule`,
/// `deleteRule` and `findRule`.
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
      members: [
        .readonly("name") { call in .string(try call.this(CSSKeyframesRule.self).name) },
        .readonly("cssRules") { call in call.wrap(try call.this(CSSKeyframesRule.self).cssRules) },
        .readonly("length") { call in
          call.number(try call.this(CSSKeyframesRule.self).keyframes.count)
        },
        .operation("appendRule", length: 1) { call in
          let rule = try call.this(CSSKeyframesRule.self)
          try call.requireArguments(1)
          rule.appendRule(try call.string(0))
          return .undefined
        },
        .operation("deleteRule", length: 1) { call in
          let rule = try call.this(CSSKeyframesRule.self)
          try call.requireArguments(1)
          rule.deleteRule(try call.string(0))
          return .undefined
        },
        .operation("findRule", length: 1) { call in
          let rule = try call.this(CSSKeyframesRule.self)
          try call.requireArguments(1)
          return call.wrap(rule.findRule(try call.string(0)))
        },
      ],
      legacyPlatformObject: legacy, modelType: CSSKeyframesRule.self)
  }()
}
