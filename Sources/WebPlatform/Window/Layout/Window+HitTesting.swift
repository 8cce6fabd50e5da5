import DOM

// Hit testing from the layout estimate: CSSOM View's `elementFromPoint` and
// `elementsFromPoint` (DocumentOrShadowRoot) and WebKit's `caretRangeFromPoint` (Document).
// https://drafts.csswg.org/cssom-view/#extensions-to-the-document-interface

extension Window {
  /// `elementFromPoint(x, y)`: the topmost element whose box is under the viewport point, the
  /// root element when no other box is; `nil` when the point is outside the viewport.
  ///
  /// `scope` is the document (the default) or a shadow root (`ShadowRoot.elementFromPoint`):
  /// an element in a shadow tree `scope` is not in answers its host, retargeted as events are
  /// (WebKit: `shadow/flat-tree-layout.js`).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-document-elementfrompoint
  public func elementFromPoint(x: Double, y: Double, scope: Node? = nil) -> Element? {
    guard let point = hitTestPoint(x: x, y: y) else { return nil }
    guard let hit = layout.elements(at: point).first else { return document.documentElement }
    return retargeted(hit, scope: scope)
  }

  /// `elementsFromPoint(x, y)`: every element whose box is under the viewport point, topmost
  /// first, ending with the root element (which WebKit always includes, even when its box
  /// does not reach the point: `hit-testing/elements-from-point.js`); empty outside the
  /// viewport. Only boxes that contain the point count: an ancestor whose box a child
  /// overflows is not listed (WebKit, `hit-testing/stacking.js`).
  ///
  /// With a `scope` (see ``elementFromPoint(x:y:scope:)``) each element is retargeted, and one
  /// that is the same as the element before it is left out, as WebKit does (an element and its
  /// host's shadow content list the host once: `shadow/flat-tree-layout.js`).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-document-elementsfrompoint
  public func elementsFromPoint(x: Double, y: Double, scope: Node? = nil) -> [Element] {
    guard let point = hitTestPoint(x: x, y: y) else { return [] }
    var elements: [Element] = []
    for hit in layout.elements(at: point) {
      let element = retargeted(hit, scope: scope)
      if element !== elements.last { elements.append(element) }
    }
    if let root = document.documentElement, root !== elements.last { elements.append(root) }
    return elements
  }

  /// `element` retargeted against `scope` (the document when `nil`): while it is in a shadow
  /// tree that does not contain `scope`, its shadow root's host.
  ///
  /// https://dom.spec.whatwg.org/#retarget
  private func retargeted(_ element: Element, scope: Node?) -> Element {
    EventTarget.retarget(element, against: scope ?? document) as? Element ?? element
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
    var position = layout.caretPosition(in: hit, at: point)
    // A position in a shadow tree is the start of its host in the document's tree (WebKit:
    // `shadow/flat-tree-layout.js`).
    if position.node.getRootNode() is ShadowRoot,
      let host = EventTarget.retarget(position.node, against: document) as? Node
    {
      position = (host, 0)
    }
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
