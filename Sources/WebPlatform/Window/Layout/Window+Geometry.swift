import DOM

// Element geometry from the layout estimate (CSSOM View's Element and HTMLElement members).
// https://drafts.csswg.org/cssom-view/#extension-to-the-element-interface
// https://drafts.csswg.org/cssom-view/#extensions-to-the-htmlelement-interface

extension Window {
  /// `getBoundingClientRect()`: the border box relative to the viewport (a fixed box's does not
  /// move when the page scrolls: `hit-testing/scroll.js`); all zeros when the element is not
  /// rendered.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-element-getboundingclientrect
  public func boundingClientRect(of element: Element) -> DOMRect {
    guard let box = renderedBox(of: element) else { return DOMRect() }
    let scroll = box.isFixed ? (x: 0.0, y: 0.0) : (x: scrollPosition.x, y: scrollPosition.y)
    return DOMRect(
      x: box.x - scroll.x, y: box.y - scroll.y, width: box.width, height: box.height)
  }

  /// `getClientRects()`: one rect per box (this estimate makes one), none when not rendered.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-element-getclientrects
  public func clientRects(of element: Element) -> DOMRectList {
    guard renderedBox(of: element) != nil else { return DOMRectList() }
    return DOMRectList([boundingClientRect(of: element)])
  }

  /// `clientWidth`: the padding box width; the viewport width for the root element; 0 for
  /// inline boxes and elements that are not rendered.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-element-clientwidth
  public func clientWidth(of element: Element) -> Int {
    if element === document.documentElement || isScrollingElement(element) {
      return Int(viewport.width.rounded())
    }
    guard let box = renderedBox(of: element), !box.isInline else { return 0 }
    return Int((box.width - box.border[1] - box.border[3]).rounded())
  }

  /// `clientHeight`: the padding box height; the viewport height for the root element.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-element-clientheight
  public func clientHeight(of element: Element) -> Int {
    if element === document.documentElement || isScrollingElement(element) {
      return Int(viewport.height.rounded())
    }
    guard let box = renderedBox(of: element), !box.isInline else { return 0 }
    return Int((box.height - box.border[0] - box.border[2]).rounded())
  }

  /// `clientTop`: the top border width.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-element-clienttop
  public func clientTop(of element: Element) -> Int {
    guard let box = renderedBox(of: element), !box.isInline else { return 0 }
    return Int(box.border[0].rounded())
  }

  /// `clientLeft`: the left border width.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-element-clientleft
  public func clientLeft(of element: Element) -> Int {
    guard let box = renderedBox(of: element), !box.isInline else { return 0 }
    return Int(box.border[3].rounded())
  }

  /// `scrollWidth`: the viewport or document width for the root; the padding box width
  /// otherwise (content never overflows horizontally in the estimate).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-element-scrollwidth
  public func scrollWidth(of element: Element) -> Int {
    if element === document.documentElement || isScrollingElement(element) {
      updateDocumentSize()
      return Int(scrollPosition.documentWidth.rounded())
    }
    return clientWidth(of: element)
  }

  /// `scrollHeight`: the document height for the root; the content height (at least the
  /// padding box height) otherwise.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-element-scrollheight
  public func scrollHeight(of element: Element) -> Int {
    if element === document.documentElement || isScrollingElement(element) {
      updateDocumentSize()
      return Int(scrollPosition.documentHeight.rounded())
    }
    guard let box = renderedBox(of: element), !box.isInline else { return 0 }
    return max(clientHeight(of: element), Int(box.scrollHeight.rounded()))
  }

  /// `offsetParent`: the nearest positioned ancestor (or `td`/`th`/`table`), else the body;
  /// `nil` for the root, the body, elements that are not rendered and fixed boxes.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-htmlelement-offsetparent
  public func offsetParent(of element: Element) -> Element? {
    guard renderedBox(of: element) != nil, element !== document.documentElement,
      element !== document.body,
      UserAgentStyle.computedValue("position", of: element) != "fixed"
    else { return nil }
    let positioned = UserAgentStyle.computedValue("position", of: element) != "static"
    var ancestor = element.parentElement
    while let current = ancestor {
      if current === document.body { return current }
      if UserAgentStyle.computedValue("position", of: current) != "static" { return current }
      if !positioned && current.isHTMLElement
        && ["td", "th", "table"].contains(current.localName)
      {
        return current
      }
      ancestor = current.parentElement
    }
    return nil
  }

  /// `offsetTop`: the top border edge relative to the offset parent's padding edge (to the
  /// document when the offset parent is the body or there is none).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-htmlelement-offsettop
  public func offsetTop(of element: Element) -> Int {
    guard let box = renderedBox(of: element) else { return 0 }
    return Int((box.y - offsetOrigin(of: element).y).rounded())
  }

  /// `offsetLeft`.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-htmlelement-offsetleft
  public func offsetLeft(of element: Element) -> Int {
    guard let box = renderedBox(of: element) else { return 0 }
    return Int((box.x - offsetOrigin(of: element).x).rounded())
  }

  /// `offsetWidth`: the border box width (0 when not rendered).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-htmlelement-offsetwidth
  public func offsetWidth(of element: Element) -> Int {
    Int((renderedBox(of: element)?.width ?? 0).rounded())
  }

  /// `offsetHeight`: the border box height (0 when not rendered).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-htmlelement-offsetheight
  public func offsetHeight(of element: Element) -> Int {
    Int((renderedBox(of: element)?.height ?? 0).rounded())
  }

  private func offsetOrigin(of element: Element) -> (x: Double, y: Double) {
    guard let parent = offsetParent(of: element), parent !== document.body,
      let box = renderedBox(of: parent)
    else { return (0, 0) }
    return (box.x + box.border[3], box.y + box.border[0])
  }

  /// The element's box, when it is in this window's document and rendered.
  func renderedBox(of element: Element) -> LayoutBox? {
    guard element.isConnected, element.ownerDocument === document else { return nil }
    return layout.box(for: element)
  }
}
