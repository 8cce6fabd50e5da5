import DOM

// Hit testing from the layout estimate: CSSOM View's `elementFromPoint` and
// `elementsFromPoint` (DocumentOrShadowRoot) and WebKit's `caretRangeFromPoint` (Document).
// https://drafts.csswg.org/cssom-view/#extensions-to-the-document-interface

extension Window {
  /// `elementFromPoint(x, y)`: the topmost element whose box is under the viewport point, the
  /// root element when no other box is; `nil` when the point is outside the viewport.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-document-elementfrompoint
  public func elementFromPoint(x: Double, y: Double) -> Element? {
    guard let point = hitTestPoint(x: x, y: y) else { return nil }
    return layout.elements(at: point).first ?? document.documentElement
  }

  /// `elementsFromPoint(x, y)`: every element whose box is under the viewport point, topmost
  /// first, ending with the root element (which WebKit always includes, even when its box
  /// does not reach the point: `hit-testing/elements-from-point.js`); empty outside the
  /// viewport. Only boxes that contain the point count: an ancestor whose box a child
  /// overflows is not listed (WebKit, `hit-testing/stacking.js`).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-document-elementsfrompoint
  public func elementsFromPoint(x: Double, y: Double) -> [Element] {
    guard let point = hitTestPoint(x: x, y: y) else { return [] }
    var elements = layout.elements(at: point)
    if let root = document.documentElement { elements.append(root) }
    return elements
  }

  /// `caretRangeFromPoint(x, y)` (WebKit's, not in a standard): a new collapsed range at the
  /// caret position nearest to the viewport point, inside the topmost element there (a text
  /// node and a character offset over text); `nil` outside the viewport or when the document
  /// has no root element. See ``LayoutEstimate/caretPosition(in:at:)`` for how the position
  /// is chosen.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-document-caretpositionfrompoint (the standard's
  /// counterpart, which WebKit 2.50 does not have)
  public func caretRangeFromPoint(x: Double, y: Double) -> DOM.Range? {
    guard let point = hitTestPoint(x: x, y: y),
      let hit = layout.elements(at: point).first ?? document.documentElement
    else { return nil }
    let position = layout.caretPosition(in: hit, at: point)
    let range = document.createRange()
    do {
      try range.setStart(position.node, position.offset)
      try range.setEnd(position.node, position.offset)
    } catch {
      return nil
    }
    return range
  }

  /// The viewport point (x, y) in the estimate's coordinates, or `nil` when it is outside the
  /// viewport. Like WebKit, the coordinates are first cut to layout units (1/64 pixel, toward
  /// zero: -0.4 is outside, `hit-testing/edges.js`); the viewport includes its left and top
  /// edges, not its right and bottom ones.
  func hitTestPoint(x: Double, y: Double) -> HitTestPoint? {
    let x = (x * 64).rounded(.towardZero) / 64
    let y = (y * 64).rounded(.towardZero) / 64
    guard x >= 0, y >= 0, x < viewport.width, y < viewport.height else { return nil }
    return HitTestPoint(
      document: (x + scrollPosition.x, y + scrollPosition.y), viewport: (x, y))
  }
}
