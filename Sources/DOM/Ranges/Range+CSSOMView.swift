// The CSSOM View members of Range: getClientRects, getBoundingClientRect.
// https://drafts.csswg.org/cssom-view/#extensions-to-the-range-interface
//
// There is no layout: every box is empty and at the origin, so these give zero rectangles.

extension Range {
  /// The border boxes of the range's content: none, without layout.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-range-getclientrects
  public func getClientRects() -> DOMRectList { DOMRectList() }

  /// The union of the client rects: a zero rectangle, without layout.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-range-getboundingclientrect
  public func getBoundingClientRect() -> DOMRect { DOMRect() }
}
