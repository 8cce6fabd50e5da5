import DOM
import JSCore

/// `SVGElement`: `className` as an `SVGAnimatedString`, `ownerSVGElement`, `viewportElement`
/// (declared in `Bindings/IDL/SVGElement.webidl`), and the `HTMLOrSVGElement` (`dataset`,
/// `tabIndex`, `focus`…), `ElementCSSInlineStyle` and `GlobalEventHandlers` mixins. The other SVG interfaces
/// (`SVGGraphicsElement`, `SVGSVGElement`…) come from ``HTMLElementInterfacesBinding`` with no
/// members of their own (geometry such as `getBBox` would need layout).
///
/// https://svgwg.org/svg2-draft/types.html#InterfaceSVGElement
enum SVGElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "SVGElement", parent: ElementBinding.definition,
    members: generatedMembers + HTMLOrSVGElementMembers.members
      + HTMLOrSVGElementFocusMembers.members
      + ElementCSSInlineStyleMembers.members + GlobalEventHandlerMembers.members)
}

extension Element {
  /// SVGElement's `className`: the world's one ``SVGAnimatedStringObject`` over the `class`
  /// attribute.
  func svgClassName(world: World) -> SVGAnimatedStringObject {
    world.sameObject("className", of: self) {
      SVGAnimatedStringObject(element: self, attribute: "class")
    }
  }

  /// `ownerSVGElement` and `viewportElement`: the nearest `svg` ancestor.
  var nearestSVGAncestor: Element? {
    var node = parentNode
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

/// `SVGAnimatedString`, declared in `Bindings/IDL/SVGElement.webidl`.
///
/// https://svgwg.org/svg2-draft/types.html#InterfaceSVGAnimatedString
enum SVGAnimatedStringBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "SVGAnimatedString",
    members: generatedMembers,
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
