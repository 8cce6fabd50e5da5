// SVGElement (https://svgwg.org/svg2-draft/types.html#InterfaceSVGElement) and
// SVGAnimatedString (https://svgwg.org/svg2-draft/types.html#InterfaceSVGAnimatedString), as
// SVG 2 declares them, the members actionjs implements in the order of the prototypes'
// properties. className is the world's one SVGAnimatedString per element ([ActionJSWorld]; not
// [SameObject] here: its getter is not remembered on the JavaScript side) over the class
// attribute; there is no animation, so animVal is baseVal. The HTMLOrSVGElement,
// ElementCSSInlineStyle and GlobalEventHandlers members follow the generated ones
// (HTML/SVGElementBinding.swift).

[Exposed=Window, ImplementedAs=Element]
interface SVGElement : Element {
  [ActionJSWorld, ImplementedAs=svgClassName] readonly attribute SVGAnimatedString className;
  [ImplementedAs=nearestSVGAncestor] readonly attribute SVGSVGElement? ownerSVGElement;
  [ImplementedAs=nearestSVGAncestor] readonly attribute SVGElement? viewportElement;
};

[Exposed=Window, ImplementedAs=SVGAnimatedStringObject]
interface SVGAnimatedString {
  attribute DOMString baseVal;
  [ImplementedAs=baseVal] readonly attribute DOMString animVal;
};
