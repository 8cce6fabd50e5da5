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
enum CSSComputedStyleDeclarationBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CSSComputedStyleDeclaration",
    members: generatedMembers,
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
  fileprivate static func readOnly(_ property: String) -> DOMException {
    DOMException(
      .noModificationAllowedError,
      "The '\(property)' property of a computed style declaration is read-only.")
  }

  /// `cssText`: "" (a computed style has no declarations of its own); setting it throws.
  static let customCssText = BindingMember.attribute(
    "cssText",
    get: { call in
      _ = try call.this(ComputedStyleDeclaration.self)
      return .string("")
    },
    set: { call in
      _ = try call.this(ComputedStyleDeclaration.self)
      throw readOnly("cssText")
    })

  /// `getPropertyPriority(property)`: "" (no priorities), the argument not converted.
  static let customGetPropertyPriority = BindingMember.operation(
    "getPropertyPriority", length: 1
  ) { call in
    _ = try call.this(ComputedStyleDeclaration.self)
    try call.requireArguments(1)
    return .string("")
  }

  /// `setProperty(property, value, priority)`: throws, naming the property.
  static let customSetProperty = BindingMember.operation("setProperty", length: 2) { call in
    _ = try call.this(ComputedStyleDeclaration.self)
    try call.requireArguments(2)
    throw readOnly(try call.string(0))
  }

  /// `cssFloat`: the computed `float`; setting it throws.
  static let customCssFloat = BindingMember.attribute(
    "cssFloat",
    get: { call in
      .string(try call.this(ComputedStyleDeclaration.self).getPropertyValue("float"))
    },
    set: { call in
      _ = try call.this(ComputedStyleDeclaration.self)
      throw readOnly("float")
    })
}

extension ComputedStyleDeclaration {
  /// `removeProperty(property)`: throws, naming the property.
  func removeReadOnlyProperty(_ property: String) throws -> String {
    throw CSSComputedStyleDeclarationBinding.readOnly(property)
  }

  /// `parentRule`: none.
  var noParentRule: CSSRule? { nil }
}
