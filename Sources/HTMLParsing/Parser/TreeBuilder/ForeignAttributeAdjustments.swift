import DOM

/// The standard's tables for foreign content: SVG element and attribute names in their mixed
/// case, MathML's `definitionURL`, and the attributes with a namespace (`xlink:href`,
/// `xml:lang`, `xmlns`…).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#adjust-svg-attributes
enum ForeignAttributeAdjustments {
  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign (SVG tag names)
  static let svgElementNames: [String: String] = table([
    "altGlyph", "altGlyphDef", "altGlyphItem", "animateColor", "animateMotion",
    "animateTransform", "clipPath", "feBlend", "feColorMatrix", "feComponentTransfer",
    "feComposite", "feConvolveMatrix", "feDiffuseLighting", "feDisplacementMap",
    "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR",
    "feGaussianBlur", "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset",
    "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
    "foreignObject", "glyphRef", "linearGradient", "radialGradient", "textPath",
  ])

  /// https://html.spec.whatwg.org/multipage/parsing.html#adjust-svg-attributes
  static let svgAttributeNames: [String: String] = table([
    "attributeName", "attributeType", "baseFrequency", "baseProfile", "calcMode",
    "clipPathUnits", "diffuseConstant", "edgeMode", "filterUnits", "glyphRef",
    "gradientTransform", "gradientUnits", "kernelMatrix", "kernelUnitLength", "keyPoints",
    "keySplines", "keyTimes", "lengthAdjust", "limitingConeAngle", "markerHeight",
    "markerUnits", "markerWidth", "maskContentUnits", "maskUnits", "numOctaves", "pathLength",
    "patternContentUnits", "patternTransform", "patternUnits", "pointsAtX", "pointsAtY",
    "pointsAtZ", "preserveAlpha", "preserveAspectRatio", "primitiveUnits", "refX", "refY",
    "repeatCount", "repeatDur", "requiredExtensions", "requiredFeatures", "specularConstant",
    "specularExponent", "spreadMethod", "startOffset", "stdDeviation", "stitchTiles",
    "surfaceScale", "systemLanguage", "tableValues", "targetX", "targetY", "textLength",
    "viewBox", "viewTarget", "xChannelSelector", "yChannelSelector", "zoomAndPan",
  ])

  private static func table(_ names: [String]) -> [String: String] {
    Dictionary(uniqueKeysWithValues: names.map { ($0.asciiLowercasedForParser, $0) })
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#adjust-foreign-attributes
  static let foreignAttributes: [String: (prefix: String?, localName: String, Namespace)] = [
    "xlink:actuate": ("xlink", "actuate", .xlink),
    "xlink:arcrole": ("xlink", "arcrole", .xlink),
    "xlink:href": ("xlink", "href", .xlink),
    "xlink:role": ("xlink", "role", .xlink),
    "xlink:show": ("xlink", "show", .xlink),
    "xlink:title": ("xlink", "title", .xlink),
    "xlink:type": ("xlink", "type", .xlink),
    "xml:lang": ("xml", "lang", .xml),
    "xml:space": ("xml", "space", .xml),
    "xmlns": (nil, "xmlns", .xmlns),
    "xmlns:xlink": ("xmlns", "xlink", .xmlns),
  ]
}

extension HTMLTreeBuilder {
  /// The name of a foreign element for the current tag token, SVG names adjusted.
  mutating func foreignElementName(_ namespace: HTMLElementNamespace) -> QualifiedName {
    var key = tokenizer.tagName
    key.append(namespace.rawValue)
    if let name = foreignElementNames[key] { return name }
    var localName = String(decoding: tokenizer.tagName, as: UTF8.self)
    if namespace == .svg, let adjusted = ForeignAttributeAdjustments.svgElementNames[localName] {
      localName = adjusted
    }
    let name = document.internName(
      namespace: namespace == .svg ? .svg : .mathml, localName: localName)
    foreignElementNames[key] = name
    return name
  }

  /// The name of an attribute of a foreign element, adjusted (SVG or MathML names, then
  /// namespaced attributes).
  mutating func foreignAttributeName(_ bytes: [UInt8], in namespace: HTMLElementNamespace)
    -> QualifiedName
  {
    var key = bytes
    key.append(namespace.rawValue)
    if let name = foreignAttributeNames[key] { return name }
    var localName = String(decoding: bytes, as: UTF8.self)
    let name: QualifiedName
    if let (prefix, local, attributeNamespace) = ForeignAttributeAdjustments.foreignAttributes[
      localName]
    {
      name = document.internName(namespace: attributeNamespace, prefix: prefix, localName: local)
    } else {
      if namespace == .svg, let adjusted = ForeignAttributeAdjustments.svgAttributeNames[localName]
      {
        localName = adjusted
      } else if namespace == .mathml && localName == "definitionurl" {
        localName = "definitionURL"
      }
      name = document.internName(namespace: nil, localName: localName)
    }
    foreignAttributeNames[key] = name
    return name
  }
}
