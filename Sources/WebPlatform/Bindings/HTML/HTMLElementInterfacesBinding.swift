import DOM

/// The element interfaces that only have reflected attributes (`HTMLDivElement`,
/// `HTMLParagraphElement`, `HTMLMetaElement`, `SVGGraphicsElement`…), made from the DOM's
/// interface table (`HTMLElementInterface.htmlInterfaceNames` and parent chains) and the
/// reflected attribute table; the interfaces with other members have their own binding files,
/// listed in ``custom``, and are the parents the generated ones hang from.
///
/// https://html.spec.whatwg.org/multipage/dom.html#elements-in-the-dom
enum HTMLElementInterfacesBinding {
  /// The hand-written element interfaces (one binding file each).
  static let custom: [InterfaceDefinition] = [
    HTMLElementBinding.definition, HTMLAnchorElementBinding.definition,
    HTMLAreaElementBinding.definition, HTMLLinkElementBinding.definition,
    HTMLScriptElementBinding.definition, HTMLTitleElementBinding.definition,
    HTMLStyleElementBinding.definition, HTMLImageElementBinding.definition,
    HTMLIFrameElementBinding.definition, HTMLCanvasElementBinding.definition,
    HTMLTemplateElementBinding.definition, HTMLMediaElementBinding.definition,
    HTMLVideoElementBinding.definition, HTMLInputElementBinding.definition,
    HTMLTextAreaElementBinding.definition, HTMLSelectElementBinding.definition,
    HTMLOptionElementBinding.definition, HTMLOptGroupElementBinding.definition,
    HTMLFormElementBinding.definition,
    HTMLButtonElementBinding.definition, HTMLLabelElementBinding.definition,
    HTMLFieldSetElementBinding.definition, HTMLLegendElementBinding.definition,
    HTMLOutputElementBinding.definition, HTMLBodyElementBinding.definition,
    HTMLTableElementBinding.definition, HTMLTableSectionElementBinding.definition,
    HTMLTableRowElementBinding.definition, HTMLTableCellElementBinding.definition,
    HTMLSlotElementBinding.definition, SVGElementBinding.definition,
    MathMLElementBinding.definition,
  ]

  /// The SVG interfaces installed (other SVG elements get the nearest of these, at worst
  /// `SVGElement`). https://svgwg.org/svg2-draft/idl.html
  static let svgNames: [String] = [
    "SVGGraphicsElement", "SVGGeometryElement", "SVGSVGElement", "SVGGElement",
    "SVGDefsElement", "SVGUseElement", "SVGImageElement", "SVGSymbolElement", "SVGAElement",
    "SVGForeignObjectElement", "SVGSwitchElement", "SVGPathElement", "SVGRectElement",
    "SVGCircleElement", "SVGEllipseElement", "SVGLineElement", "SVGPolylineElement",
    "SVGPolygonElement", "SVGTextContentElement", "SVGTextPositioningElement",
    "SVGTextElement", "SVGTSpanElement", "SVGTextPathElement", "SVGTitleElement",
    "SVGDescElement", "SVGMetadataElement", "SVGStyleElement", "SVGScriptElement",
    "SVGGradientElement", "SVGLinearGradientElement", "SVGRadialGradientElement",
    "SVGStopElement", "SVGClipPathElement", "SVGMaskElement", "SVGPatternElement",
    "SVGMarkerElement", "SVGFilterElement", "SVGViewElement",
  ]

  /// Every element interface: the hand-written ones, then the generated ones (each after its
  /// parent).
  static let definitions: [InterfaceDefinition] = {
    var byName = Dictionary(custom.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var made: [InterfaceDefinition] = []
    func definition(_ name: String) -> InterfaceDefinition? {
      if let existing = byName[name] { return existing }
      guard let parentName = HTMLElementInterface.parentInterface(of: name) else { return nil }
      let parent =
        parentName == "Element" ? ElementBinding.definition : definition(parentName)
      guard let parent else { return nil }
      let generated = InterfaceDefinition(
        name: name, parent: parent,
        members: ReflectedAttributeMembers.members(declaredOn: name))
      byName[name] = generated
      made.append(generated)
      return generated
    }
    for name in HTMLElementInterface.htmlInterfaceNames.sorted() + svgNames {
      _ = definition(name)
    }
    return custom + made
  }()
}
