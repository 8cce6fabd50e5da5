import DOM
import JSCore

/// What `getComputedStyle` returns (the model's `Window/Style/ComputedStyleDeclaration.swift`):
/// a read-only `CSSStyleDeclaration`: a separate hidden interface tagged like it
/// (`[object CSSStyleDeclaration]`). It does not inherit from the CSS area's binding, whose
/// per-property accessors would brand-check against the inline declaration model, so
/// `instanceof CSSStyleDeclaration` is false (a known gap). Camel-cased and dashed property names
/// (`style.fontSize`, `style["font-size"]`) are named properties.
///
/// https://drafts.csswg.org/cssom/#the-cssstyledeclaration-interface
enum ComputedStyleDeclarationBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSComputedStyleDeclaration",
    members: [
      .attribute(
        "cssText",
        get: { call in
          _ = try call.this(ComputedStyleDeclaration.self)
          return .string("")
        },
        set: { call in
          _ = try call.this(ComputedStyleDeclaration.self)
          throw readOnly("cssText")
        }),
      .readonly("length") { call in
        call.number(try call.this(ComputedStyleDeclaration.self).length)
      },
      .operation("item", length: 1) { call in
        let declaration = try call.this(ComputedStyleDeclaration.self)
        try call.requireArguments(1)
        return .string(declaration.item(try call.unsignedLong(0)))
      },
      .operation("getPropertyValue", length: 1) { call in
        let declaration = try call.this(ComputedStyleDeclaration.self)
        try call.requireArguments(1)
        return .string(declaration.getPropertyValue(try call.string(0)))
      },
      .operation("getPropertyPriority", length: 1) { call in
        _ = try call.this(ComputedStyleDeclaration.self)
        try call.requireArguments(1)
        return .string("")
      },
      .operation("setProperty", length: 2) { call in
        _ = try call.this(ComputedStyleDeclaration.self)
        try call.requireArguments(2)
        throw readOnly(try call.string(0))
      },
      .operation("removeProperty", length: 1) { call in
        _ = try call.this(ComputedStyleDeclaration.self)
        try call.requireArguments(1)
        throw readOnly(try call.string(0))
      },
      .attribute(
        "cssFloat",
        get: { call in
          .string(try call.this(ComputedStyleDeclaration.self).getPropertyValue("float"))
        },
        set: { call in
          _ = try call.this(ComputedStyleDeclaration.self)
          throw readOnly("float")
        }),
      .readonly("parentRule") { call in
        _ = try call.this(ComputedStyleDeclaration.self)
        return .null
      },
    ],
    exposure: .hidden,
    legacyPlatformObject: {
      var legacy = LegacyPlatformObject()
      legacy.indexedGetter = { _, object, index in
        guard let declaration = object as? ComputedStyleDeclaration, index < declaration.length
        else { return nil }
        return .string(declaration.item(index))
      }
      legacy.length = { object in (object as? ComputedStyleDeclaration)?.length ?? 0 }
      legacy.namedGetter = { _, object, name in
        guard let declaration = object as? ComputedStyleDeclaration,
          let value = declaration.value(forAttributeName: name)
        else { return nil }
        return .string(value)
      }
      legacy.namedSetter = { _, _, name, _ in
        guard ComputedStyleDeclaration.property(forAttributeName: name) != nil else { return }
        throw readOnly(name)
      }
      legacy.unenumerableNames = true
      return legacy
    }(),
    modelType: ComputedStyleDeclaration.self, toStringTag: "CSSStyleDeclaration")

  /// The error of a change to a computed style.
  private static func readOnly(_ property: String) -> DOMException {
    DOMException(
      .noModificationAllowedError,
      "The '\(property)' property of a computed style declaration is read-only.")
  }
}
