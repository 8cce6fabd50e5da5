import DOM
import JSCore

/// `CSSStyleDeclaration` (the model's `CSS/CSSStyleDeclaration.swift`): `element.style`.
/// Indexed properties list the longhands set; every supported property has camel-cased,
/// webkit-cased and dashed attributes on the prototype (`style.backgroundColor`,
/// `style.webkitTransform`, `style["background-color"]`).
///
/// https://drafts.csswg.org/cssom/#the-cssstyledeclaration-interface
enum CSSStyleDeclarationBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { _, object, index in
      guard let style = object as? CSSStyleDeclaration, index < style.length else { return nil }
      return .string(style.item(index))
    }
    legacy.length = { object in (object as? CSSStyleDeclaration)?.length ?? 0 }
    legacy.proxied = true
    // The operations and the ~1,800 property attributes are deferred: installed when first
    // asked for (almost every page reads `style.display`; making them all cost ~15 ms a page).
    // In the prototype's order they come after the other attributes, as before.
    let attributes = generatedMembers.filter {
      if case .attribute = $0.kind { true } else { false }
    }
    let operations = generatedMembers.filter {
      if case .attribute = $0.kind { false } else { true }
    }
    return InterfaceDefinition(
      name: "CSSStyleDeclaration", members: attributes,
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly,
      modelType: CSSStyleDeclaration.self, deferredMembers: propertyAttributes + operations)
  }()

  private static let propertyAttributes: [BindingMember] =
    CSSStyleDeclaration.supportedAttributeNames.filter { $0 != "cssFloat" }.map { name in
      // The property each attribute names, found and resolved once (not camel-case to dashes
      // and a search of the property tables per read).
      let property = UserAgentStyle.property(forAttributeName: name).flatMap(
        CSSStyleDeclaration.ResolvedProperty.init)
      return .attribute(
        name,
        get: { call in
          let style = try call.this(CSSStyleDeclaration.self)
          guard let property else { return .string("") }
          return .string(style.getPropertyValue(property))
        },
        set: { call in
          try call.this(CSSStyleDeclaration.self).setValue(
            try call.stringNullAsEmpty(0), forAttributeName: name)
        })
    }
}
