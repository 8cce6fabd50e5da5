/// The mapping between CSS property names and the IDL attribute names of
/// `CSSStyleDeclaration`: camel-cased (`backgroundColor`), webkit-cased (`webkitTransform`),
/// the `WebkitTransform` form, dashed (`background-color`), and `cssFloat`.
///
/// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-camel-cased-attribute
enum CSSPropertyName {
  /// The property for an IDL attribute name, or `nil` when it names no supported property.
  static func property(forAttributeName attribute: String) -> String? {
    if attribute == "cssFloat" { return "float" }
    // Dashed attributes are the property names themselves, lowercase.
    if attribute.contains("-") {
      guard attribute == attribute.asciiLowercased(), !attribute.hasPrefix("--") else {
        return nil
      }
      return CSSPropertyTable.canonicalName(attribute) == nil ? nil : attribute
    }
    // Camel case: each uppercase ASCII letter becomes `-` and its lowercase.
    var dashed = ""
    for scalar in attribute.unicodeScalars {
      if scalar >= "A" && scalar <= "Z" {
        dashed += "-" + String(scalar).asciiLowercased()
      } else {
        dashed.unicodeScalars.append(scalar)
      }
    }
    // `webkitX` (webkit-cased) is `-webkit-x`; `WebkitX` already gave `-webkit-x`.
    if dashed.hasPrefix("webkit-") { dashed = "-" + dashed }
    return CSSPropertyTable.canonicalName(dashed) == nil ? nil : dashed
  }

  /// The camel-cased attribute for a property (`-webkit-transform` → `webkitTransform`).
  ///
  /// https://drafts.csswg.org/cssom/#css-property-to-idl-attribute
  static func camelCasedAttribute(_ property: String, lowercaseFirst: Bool = true) -> String {
    var output = ""
    var uppercaseNext = false
    var name = Substring(property)
    if lowercaseFirst && name.hasPrefix("-webkit-") { name = name.dropFirst() }
    for character in name {
      if character == "-" {
        uppercaseNext = true
      } else if uppercaseNext {
        output += String(character).asciiUppercased()
        uppercaseNext = false
      } else {
        output.append(character)
      }
    }
    return output
  }

  /// Every attribute name that maps to a supported property: camel-cased, webkit-cased and
  /// `Webkit`-cased forms, dashed forms, and `cssFloat`. For bindings that define accessors.
  static let supportedAttributeNames: [String] = {
    var names: Set<String> = ["cssFloat"]
    for property in CSSPropertyTable.supportedPropertyNames {
      names.insert(camelCasedAttribute(property))
      if property.hasPrefix("-webkit-") {
        names.insert(camelCasedAttribute(property, lowercaseFirst: false))
      }
      if property.contains("-") { names.insert(property) }
    }
    return names.sorted()
  }()
}
