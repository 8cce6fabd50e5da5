import DOM
import JSCore

/// `SVGElement`: `className` as an `SVGAnimatedString`, `ownerSVGElement`,
/// `viewportElement`, and the `HTMLOrSVGElement` (`dataset`, `tabIndex`, `focus`…),
/// `ElementCSSInlineStyle` and `GlobalEventHandlers` mixins. The other SVG interfaces
/// (`SVGGraphicsElement`, `SVGSVGElement`…) come from ``HTMLElementInterfacesBinding`` with no
/// members of their own (geometry such as `getBBox` would need layout).
///
/// https://svgwg.org/svg2-draft/types.html#InterfaceSVGElement
enum SVGElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "SVGElement", parent: ElementBinding.definition,
    members: [
      .readonly("className") { call in
        let element = try call.this(Element.self)
        return call.wrap(
          call.world.sameObject("className", of: element) {
            SVGAnimatedStringObject(element: element, attribute: "class")
          })
      },
      .readonly("ownerSVGElement") { call in
        call.wrap(nearestSVGAncestor(of: try call.this(Element.self)))
      },
      .readonly("viewportElement") { call in
        call.wrap(nearestSVGAncestor(of: try call.this(Element.self)))
      },
    ] + HTMLOrSVGElementMembers.members + HTMLOrSVGElementFocusMembers.members
      + ElementCSSInlineStyleMembers.members + GlobalEventHandlerMembers.members)

  /// The nearest ancestor `svg` element in the SVG namespace.
  ///
  /// https://svgwg.org/svg2-draft/types.html#__svg__SVGElement__ownerSVGElement
  static func nearestSVGAncestor(of element: Element) -> Element? {
    var node = element.parentNode
    while let current = node {
      if let ancestor = current as? Element, ancestor.namespace == .svg,
        ancestor.localName == "svg"
      {
        return ancestor
      }
      node = current.parentNode
    }
    return nil
  }
}

/// An `SVGAnimatedString` over a content attribute (there is no animation: `animVal` is
/// `baseVal`).
final class SVGAnimatedStringObject {
  let element: Element
  let attribute: String

  init(element: Element, attribute: String) {
    self.element = element
    self.attribute = attribute
  }

  var baseVal: String {
    get { element.attributeValue(localName: attribute) ?? "" }
    set { element.setAttributeValue(localName: attribute, newValue) }
  }
}

/// `SVGAnimatedString`.
///
/// https://svgwg.org/svg2-draft/types.html#InterfaceSVGAnimatedString
enum SVGAnimatedStringBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "SVGAnimatedString",
    members: [
      .attribute(
        "baseVal", get: { call in .string(try call.this(SVGAnimatedStringObject.self).baseVal) },
        set: { call in try call.this(SVGAnimatedStringObject.self).baseVal = try call.string(0) }),
      .readonly("animVal") { call in .string(try call.this(SVGAnimatedStringObject.self).baseVal) },
    ],
    modelType: SVGAnimatedStringObject.self)
}

/// `MathMLElement`: the `HTMLOrSVGElement`, `ElementCSSInlineStyle` and `GlobalEventHandlers`
/// mixins.
///
/// https://w3c.github.io/mathml-core/#dom-mathmlelement
enum MathMLElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "MathMLElement", parent: ElementBinding.definition,
    members: HTMLOrSVGElementMembers.members + HTMLOrSVGElementFocusMembers.members
      + ElementCSSInlineStyleMembers.members + GlobalEventHandlerMembers.members)
}
