// Which WebIDL interface an element is an instance of, and the interfaces each inherits from.
//
// Elements are all instances of the one Swift class `Element` (a few, like `template`, of a
// subclass); the interface a script sees is data, looked up here by namespace and local name.
// https://html.spec.whatwg.org/multipage/dom.html#elements-in-the-dom

/// The WebIDL interface names of elements: the element interface of an HTML, SVG or MathML
/// element, and the inheritance chain of each interface up to `EventTarget`.
///
/// https://html.spec.whatwg.org/multipage/indices.html#element-interfaces
public enum HTMLElementInterface {
  /// The interface `element` is an instance of, e.g. `HTMLAnchorElement` for an HTML `a`,
  /// `SVGSVGElement` for an SVG `svg`, `Element` for an element in no known namespace.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#element-interface
  public static func interfaceName(for element: Element) -> String {
    interfaceName(namespace: element.namespace, localName: element.localName)
  }

  /// The interface of an element with this namespace and local name.
  ///
  /// https://dom.spec.whatwg.org/#concept-element-interface
  public static func interfaceName(namespace: Namespace?, localName: String) -> String {
    switch namespace {
    case .html: return htmlInterfaceName(localName: localName)
    case .svg: return svgInterfaces[localName] ?? "SVGElement"
    case .mathml: return "MathMLElement"
    default: return "Element"
    }
  }

  /// The element interface of an HTML-namespace element with local name `localName`.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#element-interface
  public static func htmlInterfaceName(localName name: String) -> String {
    // 1. If name is applet, bgsound, blink, isindex, keygen, multicol, nextid, or spacer, then
    //    return HTMLUnknownElement.
    // 2. If name is acronym, basefont, big, center, nobr, noembed, noframes, plaintext, rb, rtc,
    //    strike, or tt, then return HTMLElement.
    // 3. If name is listing or xmp, then return HTMLPreElement.
    // 4–5. Otherwise, if this specification (or another) defines an interface appropriate for
    //      the element type corresponding to the local name name, then return that interface.
    //    (All four steps are rows of `htmlInterfaces`.)
    if let interface = htmlInterfaces[name] { return interface }
    // 6. If name is a valid custom element name, then return HTMLElement.
    if Element.isValidCustomElementName(name) { return "HTMLElement" }
    // 7. Return HTMLUnknownElement.
    return "HTMLUnknownElement"
  }

  /// The interface `interfaceName` inherits from, or `nil` for `EventTarget` and unknown names.
  ///
  /// https://webidl.spec.whatwg.org/#dfn-inherited-interfaces
  public static func parentInterface(of interfaceName: String) -> String? {
    if let parent = parents[interfaceName] { return parent }
    if interfaceName.hasPrefix("HTML") && interfaceName.hasSuffix("Element")
      && htmlInterfaceNames.contains(interfaceName)
    {
      return "HTMLElement"
    }
    if interfaceName.hasPrefix("SVGFE") { return "SVGElement" }
    return nil
  }

  /// The inheritance chain of `interfaceName`, itself first, ending with `EventTarget`, e.g.
  /// `HTMLAudioElement`, `HTMLMediaElement`, `HTMLElement`, `Element`, `Node`, `EventTarget`.
  ///
  /// https://webidl.spec.whatwg.org/#dfn-inherited-interfaces
  public static func inheritanceChain(of interfaceName: String) -> [String] {
    var chain = [interfaceName]
    var current = interfaceName
    while let parent = parentInterface(of: current), chain.count < 16 {
      chain.append(parent)
      current = parent
    }
    return chain
  }

  /// Every HTML element interface name (including `HTMLElement` and `HTMLUnknownElement`).
  public static let htmlInterfaceNames: Set<String> = {
    var names = Set(htmlInterfaces.values)
    names.insert("HTMLElement")
    names.insert("HTMLUnknownElement")
    names.insert("HTMLMediaElement")
    return names
  }()

  // MARK: - Tables

  /// HTML local name → interface, from the element index and the obsolete features section.
  ///
  /// https://html.spec.whatwg.org/multipage/indices.html#element-interfaces
  static let htmlInterfaces: [String: String] = [
    "a": "HTMLAnchorElement", "abbr": "HTMLElement", "address": "HTMLElement",
    "area": "HTMLAreaElement", "article": "HTMLElement", "aside": "HTMLElement",
    "audio": "HTMLAudioElement", "b": "HTMLElement", "base": "HTMLBaseElement",
    "bdi": "HTMLElement", "bdo": "HTMLElement", "blockquote": "HTMLQuoteElement",
    "body": "HTMLBodyElement", "br": "HTMLBRElement", "button": "HTMLButtonElement",
    "canvas": "HTMLCanvasElement", "caption": "HTMLTableCaptionElement", "cite": "HTMLElement",
    "code": "HTMLElement", "col": "HTMLTableColElement", "colgroup": "HTMLTableColElement",
    "data": "HTMLDataElement", "datalist": "HTMLDataListElement", "dd": "HTMLElement",
    "del": "HTMLModElement", "details": "HTMLDetailsElement", "dfn": "HTMLElement",
    "dialog": "HTMLDialogElement", "div": "HTMLDivElement", "dl": "HTMLDListElement",
    "dt": "HTMLElement", "em": "HTMLElement", "embed": "HTMLEmbedElement",
    "fieldset": "HTMLFieldSetElement", "figcaption": "HTMLElement", "figure": "HTMLElement",
    "footer": "HTMLElement", "form": "HTMLFormElement", "h1": "HTMLHeadingElement",
    "h2": "HTMLHeadingElement", "h3": "HTMLHeadingElement", "h4": "HTMLHeadingElement",
    "h5": "HTMLHeadingElement", "h6": "HTMLHeadingElement", "head": "HTMLHeadElement",
    "header": "HTMLElement", "hgroup": "HTMLElement", "hr": "HTMLHRElement",
    "html": "HTMLHtmlElement", "i": "HTMLElement", "iframe": "HTMLIFrameElement",
    "img": "HTMLImageElement", "input": "HTMLInputElement", "ins": "HTMLModElement",
    "kbd": "HTMLElement", "label": "HTMLLabelElement", "legend": "HTMLLegendElement",
    "li": "HTMLLIElement", "link": "HTMLLinkElement", "main": "HTMLElement",
    "map": "HTMLMapElement", "mark": "HTMLElement", "menu": "HTMLMenuElement",
    "meta": "HTMLMetaElement", "meter": "HTMLMeterElement", "nav": "HTMLElement",
    "noscript": "HTMLElement", "object": "HTMLObjectElement", "ol": "HTMLOListElement",
    "optgroup": "HTMLOptGroupElement", "option": "HTMLOptionElement",
    "output": "HTMLOutputElement", "p": "HTMLParagraphElement", "picture": "HTMLPictureElement",
    "pre": "HTMLPreElement", "progress": "HTMLProgressElement", "q": "HTMLQuoteElement",
    "rp": "HTMLElement", "rt": "HTMLElement", "ruby": "HTMLElement", "s": "HTMLElement",
    "samp": "HTMLElement", "script": "HTMLScriptElement", "search": "HTMLElement",
    "section": "HTMLElement", "select": "HTMLSelectElement", "slot": "HTMLSlotElement",
    "small": "HTMLElement", "source": "HTMLSourceElement", "span": "HTMLSpanElement",
    "strong": "HTMLElement", "style": "HTMLStyleElement", "sub": "HTMLElement",
    "summary": "HTMLElement", "sup": "HTMLElement", "table": "HTMLTableElement",
    "tbody": "HTMLTableSectionElement", "td": "HTMLTableCellElement",
    "template": "HTMLTemplateElement", "textarea": "HTMLTextAreaElement",
    "tfoot": "HTMLTableSectionElement", "th": "HTMLTableCellElement",
    "thead": "HTMLTableSectionElement", "time": "HTMLTimeElement", "title": "HTMLTitleElement",
    "tr": "HTMLTableRowElement", "track": "HTMLTrackElement", "u": "HTMLElement",
    "ul": "HTMLUListElement", "var": "HTMLElement", "video": "HTMLVideoElement",
    "wbr": "HTMLElement",
    // Obsolete elements with their own interfaces.
    // https://html.spec.whatwg.org/multipage/obsolete.html#non-conforming-features
    "dir": "HTMLDirectoryElement", "font": "HTMLFontElement", "frame": "HTMLFrameElement",
    "frameset": "HTMLFrameSetElement", "marquee": "HTMLMarqueeElement",
    "param": "HTMLParamElement",
    // Step 1: obsolete elements that are HTMLUnknownElement.
    "applet": "HTMLUnknownElement", "bgsound": "HTMLUnknownElement",
    "blink": "HTMLUnknownElement", "isindex": "HTMLUnknownElement",
    "keygen": "HTMLUnknownElement", "multicol": "HTMLUnknownElement",
    "nextid": "HTMLUnknownElement", "spacer": "HTMLUnknownElement",
    // Step 2: obsolete elements that are HTMLElement.
    "acronym": "HTMLElement", "basefont": "HTMLElement", "big": "HTMLElement",
    "center": "HTMLElement", "nobr": "HTMLElement", "noembed": "HTMLElement",
    "noframes": "HTMLElement", "plaintext": "HTMLElement", "rb": "HTMLElement",
    "rtc": "HTMLElement", "strike": "HTMLElement", "tt": "HTMLElement",
    // Step 3: listing and xmp are HTMLPreElement.
    "listing": "HTMLPreElement", "xmp": "HTMLPreElement",
  ]

  /// SVG local name → interface (names are case-sensitive); any other SVG element is an
  /// `SVGElement`. https://svgwg.org/svg2-draft/eltindex.html
  static let svgInterfaces: [String: String] = [
    "a": "SVGAElement", "animate": "SVGAnimateElement",
    "animateMotion": "SVGAnimateMotionElement", "animateTransform": "SVGAnimateTransformElement",
    "circle": "SVGCircleElement", "clipPath": "SVGClipPathElement", "defs": "SVGDefsElement",
    "desc": "SVGDescElement", "ellipse": "SVGEllipseElement", "feBlend": "SVGFEBlendElement",
    "feColorMatrix": "SVGFEColorMatrixElement",
    "feComponentTransfer": "SVGFEComponentTransferElement",
    "feComposite": "SVGFECompositeElement", "feConvolveMatrix": "SVGFEConvolveMatrixElement",
    "feDiffuseLighting": "SVGFEDiffuseLightingElement",
    "feDisplacementMap": "SVGFEDisplacementMapElement",
    "feDistantLight": "SVGFEDistantLightElement", "feDropShadow": "SVGFEDropShadowElement",
    "feFlood": "SVGFEFloodElement", "feFuncA": "SVGFEFuncAElement", "feFuncB": "SVGFEFuncBElement",
    "feFuncG": "SVGFEFuncGElement", "feFuncR": "SVGFEFuncRElement",
    "feGaussianBlur": "SVGFEGaussianBlurElement", "feImage": "SVGFEImageElement",
    "feMerge": "SVGFEMergeElement", "feMergeNode": "SVGFEMergeNodeElement",
    "feMorphology": "SVGFEMorphologyElement", "feOffset": "SVGFEOffsetElement",
    "fePointLight": "SVGFEPointLightElement",
    "feSpecularLighting": "SVGFESpecularLightingElement",
    "feSpotLight": "SVGFESpotLightElement", "feTile": "SVGFETileElement",
    "feTurbulence": "SVGFETurbulenceElement", "filter": "SVGFilterElement",
    "foreignObject": "SVGForeignObjectElement", "g": "SVGGElement", "image": "SVGImageElement",
    "line": "SVGLineElement", "linearGradient": "SVGLinearGradientElement",
    "marker": "SVGMarkerElement", "mask": "SVGMaskElement", "metadata": "SVGMetadataElement",
    "mpath": "SVGMPathElement", "path": "SVGPathElement", "pattern": "SVGPatternElement",
    "polygon": "SVGPolygonElement", "polyline": "SVGPolylineElement",
    "radialGradient": "SVGRadialGradientElement", "rect": "SVGRectElement",
    "script": "SVGScriptElement", "set": "SVGSetElement", "stop": "SVGStopElement",
    "style": "SVGStyleElement", "svg": "SVGSVGElement", "switch": "SVGSwitchElement",
    "symbol": "SVGSymbolElement", "text": "SVGTextElement", "textPath": "SVGTextPathElement",
    "title": "SVGTitleElement", "tspan": "SVGTSpanElement", "use": "SVGUseElement",
    "view": "SVGViewElement",
  ]

  /// Interface → parent interface, where it is not simply `HTMLElement` (every other HTML
  /// element interface) or `SVGElement` (the filter primitives).
  static let parents: [String: String] = [
    "Node": "EventTarget", "Element": "Node",
    "HTMLElement": "Element", "SVGElement": "Element", "MathMLElement": "Element",
    // HTML: https://html.spec.whatwg.org/multipage/media.html#htmlmediaelement
    "HTMLAudioElement": "HTMLMediaElement", "HTMLVideoElement": "HTMLMediaElement",
    "HTMLMediaElement": "HTMLElement",
    // SVG: https://svgwg.org/svg2-draft/idl.html
    "SVGGraphicsElement": "SVGElement", "SVGGeometryElement": "SVGGraphicsElement",
    "SVGSVGElement": "SVGGraphicsElement", "SVGGElement": "SVGGraphicsElement",
    "SVGDefsElement": "SVGGraphicsElement", "SVGUseElement": "SVGGraphicsElement",
    "SVGImageElement": "SVGGraphicsElement", "SVGSwitchElement": "SVGGraphicsElement",
    "SVGForeignObjectElement": "SVGGraphicsElement", "SVGAElement": "SVGGraphicsElement",
    "SVGSymbolElement": "SVGGraphicsElement", "SVGPathElement": "SVGGeometryElement",
    "SVGRectElement": "SVGGeometryElement", "SVGCircleElement": "SVGGeometryElement",
    "SVGEllipseElement": "SVGGeometryElement", "SVGLineElement": "SVGGeometryElement",
    "SVGPolylineElement": "SVGGeometryElement", "SVGPolygonElement": "SVGGeometryElement",
    "SVGTextContentElement": "SVGGraphicsElement",
    "SVGTextPositioningElement": "SVGTextContentElement",
    "SVGTextElement": "SVGTextPositioningElement", "SVGTSpanElement": "SVGTextPositioningElement",
    "SVGTextPathElement": "SVGTextContentElement", "SVGGradientElement": "SVGElement",
    "SVGLinearGradientElement": "SVGGradientElement",
    "SVGRadialGradientElement": "SVGGradientElement", "SVGAnimationElement": "SVGElement",
    "SVGAnimateElement": "SVGAnimationElement", "SVGSetElement": "SVGAnimationElement",
    "SVGAnimateMotionElement": "SVGAnimationElement",
    "SVGAnimateTransformElement": "SVGAnimationElement",
    "SVGComponentTransferFunctionElement": "SVGElement",
    "SVGFEFuncAElement": "SVGComponentTransferFunctionElement",
    "SVGFEFuncBElement": "SVGComponentTransferFunctionElement",
    "SVGFEFuncGElement": "SVGComponentTransferFunctionElement",
    "SVGFEFuncRElement": "SVGComponentTransferFunctionElement",
    "SVGClipPathElement": "SVGElement", "SVGDescElement": "SVGElement",
    "SVGFilterElement": "SVGElement", "SVGMarkerElement": "SVGElement",
    "SVGMaskElement": "SVGElement", "SVGMetadataElement": "SVGElement",
    "SVGMPathElement": "SVGElement", "SVGPatternElement": "SVGElement",
    "SVGScriptElement": "SVGElement", "SVGStopElement": "SVGElement",
    "SVGStyleElement": "SVGElement", "SVGTitleElement": "SVGElement",
    "SVGViewElement": "SVGElement",
  ]
}
