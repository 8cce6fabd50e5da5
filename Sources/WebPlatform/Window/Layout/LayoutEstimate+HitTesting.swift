import DOM

// Hit testing over the layout estimate: which boxes are under a point, topmost first, and the
// caret position nearest to a point. Coordinates are document coordinates (CSS pixels); boxes
// inside fixed boxes are matched against the viewport point instead.
// https://drafts.csswg.org/cssom-view/#dom-document-elementsfrompoint

/// A point in both coordinate systems the boxes use.
struct HitTestPoint {
  /// The point in document coordinates (the viewport point plus the scroll position).
  var document: (x: Double, y: Double)
  /// The point in viewport coordinates (for fixed boxes).
  var viewport: (x: Double, y: Double)

  /// The point in the coordinates of `box`.
  func within(_ box: LayoutBox) -> (x: Double, y: Double) {
    box.isFixed ? viewport : document
  }
}

extension LayoutEstimate {
  /// The painting order of the boxes (indices of ``paintEntries``, bottom first), after CSS 2's
  /// stacking contexts: in each stacking context its own box, then the stacking contexts with
  /// a negative `z-index`, then the boxes in the flow in tree order, then positioned boxes with
  /// `z-index: auto` or 0 in tree order, then those with a positive `z-index`, each z-index in
  /// tree order. Within a positioned box without a z-index, its own flow paints with it.
  /// Simplified: blocks, floats and inline content of one layer are one tree-ordered list.
  ///
  /// WebKit checked (`hit-testing/stacking.js`): a negative z-index box is under the body but
  /// over the root; a child with `z-index: 100` of a `z-index: 1` box is under a `z-index: 2`
  /// sibling.
  ///
  /// https://drafts.csswg.org/css2/#elaborate-stacking-contexts
  func paintOrder() -> [Int] {
    refresh()
    if let cached = paintOrderCache { return cached }
    let entries = paintEntries
    var participants = [[Int]](repeating: [], count: entries.count)
    var flow = [[Int]](repeating: [], count: entries.count)
    for index in entries.indices.dropFirst() {
      let entry = entries[index]
      if entry.isPositioned {
        if entry.stackingContext >= 0 { participants[entry.stackingContext].append(index) }
      } else if entry.layer >= 0 {
        flow[entry.layer].append(index)
      }
    }
    enum Work {
      /// Paint one box.
      case box(Int)
      /// Paint a stacking context and everything in it.
      case context(Int)
      /// Paint a positioned box at its place in its stacking context.
      case member(Int)
    }
    var order: [Int] = []
    order.reserveCapacity(entries.count)
    var work: [Work] = entries.isEmpty ? [] : [.context(0)]
    while let item = work.popLast() {
      switch item {
      case .box(let index):
        order.append(index)
      case .context(let index):
        let members = participants[index].sorted {
          (entries[$0].zIndex ?? 0, $0) < (entries[$1].zIndex ?? 0, $1)
        }
        var steps: [Work] = [.box(index)]
        steps += members.filter { (entries[$0].zIndex ?? 0) < 0 }.map { .member($0) }
        steps += flow[index].map { .box($0) }
        steps += members.filter { (entries[$0].zIndex ?? 0) >= 0 }.map { .member($0) }
        work += steps.reversed()
      case .member(let index):
        if entries[index].isStackingContext {
          work.append(.context(index))
        } else {
          work += ([.box(index)] + flow[index].map { .box($0) }).reversed()
        }
      }
    }
    paintOrderCache = order
    return order
  }

  /// The elements whose boxes are under `point`, topmost first (the root's box is not
  /// included: the caller adds the root). A box is under the point when the one-pixel square
  /// at the point overlaps it, as WebKit tests (`hit-testing/edges.js`: a box from x = 300 is
  /// hit at 299.4 and up to 399.99 when 100 wide); empty boxes, `visibility: hidden` and
  /// `pointer-events: none` boxes are never hit, nor the parts of boxes that ancestors with
  /// `overflow: hidden` (or `clip`, `scroll`, `auto`) clip away (`hit-testing/clip.js`).
  func elements(at point: HitTestPoint) -> [Element] {
    let order = paintOrder()
    var result: [Element] = []
    for index in order.reversed() where index > 0 {
      let entry = paintEntries[index]
      guard entry.isVisible, entry.receivesPointerEvents,
        let box = box(for: entry.element), Self.box(box, isHitBy: point.within(box)),
        entry.clip?.isHit(by: point.within(box)) ?? true
      else { continue }
      result.append(entry.element)
    }
    return result
  }

  /// Whether the one-pixel square at `point` overlaps `box` (a box with no area is never hit).
  static func box(_ box: LayoutBox, isHitBy point: (x: Double, y: Double)) -> Bool {
    guard box.width > 0, box.height > 0 else { return false }
    return box.x < point.x + 1 && point.x < box.x + box.width && box.y < point.y + 1
      && point.y < box.y + box.height
  }

  // MARK: - Caret positions

  /// The caret position nearest to `point` inside `element` (the topmost element there): a
  /// node and an offset, found as WebKit's `positionForPoint` does, in simplified form.
  ///
  /// 1. An inline box's text is in its containing block's lines.
  /// 2. A replaced element: before it, or after it when the point is past its middle; a text
  ///    control: (control, 0) (`hit-testing/caret-inline-boxes.js`).
  /// 3. A block whose children are inline: the line at the point (above the first line: the
  ///    start of the text; below the last: its end; WebKit's Mac behaviour,
  ///    `hit-testing/caret-range.js`), then the character boundary nearest to it on that line
  ///    (an image or inline block on the line counts as one wide character).
  ///    No lines: the first caret position inside it.
  /// 4. A block with block children: the last child (with a height, visible, in the flow)
  ///    whose top is at or above the point, else the first whose bottom is below it; none:
  ///    the child box nearest to the point (positioned ones too); none: the first caret
  ///    position inside.
  func caretPosition(in element: Element, at point: HitTestPoint) -> (node: Node, offset: Int) {
    refresh()
    var current = element
    if let box = box(for: current), box.isInline {
      var ancestor = current.parentElement
      while let candidate = ancestor, let box = self.box(for: candidate), box.isInline {
        ancestor = candidate.parentElement
      }
      if let ancestor, self.box(for: ancestor) != nil { current = ancestor }
    }
    while true {
      guard let box = box(for: current) else { return firstCaretPosition(in: current) }
      let local = point.within(box)
      if current.isHTMLElement && ["input", "textarea"].contains(current.localName) {
        // Inside a text control's own (shadow) text: WebKit answers (control, 0).
        return (current, 0)
      }
      if isReplaced(current), let parent = current.parentNode {
        let after = local.x > box.x + box.width / 2
        return (parent, current.index + (after ? 1 : 0))
      }
      let children = childBoxes(of: current)
      let blockChildren = children.filter { child in
        guard let index = paintEntryIndex[ObjectIdentifier(child.element)] else { return false }
        return paintEntries[index].isBlockLevel && !child.box.isOutOfFlow
      }
      if blockChildren.isEmpty {
        if let runs = textRuns[ObjectIdentifier(current)], !runs.isEmpty {
          return caretPosition(in: runs, at: local)
        }
        return firstCaretPosition(in: current)
      }
      let candidates = blockChildren.filter { child in
        child.box.height > 0 && isVisible(child.element)
      }
      if let last = candidates.last {
        if local.y >= last.box.y {
          current = last.element
          continue
        }
        if let hit = candidates.first(where: { local.y < $0.box.y + $0.box.height }) {
          current = hit.element
          continue
        }
      }
      if let nearest = nearestChild(
        children.filter { child in
          !child.box.isInline && isVisible(child.element)
            && (child.element.firstChild != nil || !isReplaced(child.element))
        }, to: local)
      {
        current = nearest
        continue
      }
      return firstCaretPosition(in: current)
    }
  }

  /// The caret position nearest to `point` in the lines of `runs` (one block's text, in flow
  /// order).
  private func caretPosition(in runs: [TextRun], at point: (x: Double, y: Double)) -> (
    node: Node, offset: Int
  ) {
    guard let first = runs.first, let last = runs.last else { return (document, 0) }
    if point.y < first.firstLine.top { return first.position(0) }
    let lastLine = last.lastLine
    if point.y >= lastLine.top + lastLine.height { return last.position(last.characterCount) }
    var lines: [(run: TextRun, line: TextRun.Line)] = []
    for run in runs {
      guard let line = run.line(atOrBelow: point.y) else { continue }
      if let top = lines.first?.line.top {
        if line.top < top - 0.01 {
          lines = [(run, line)]
        } else if abs(line.top - top) <= 0.01 {
          lines.append((run, line))
        }
      } else {
        lines = [(run, line)]
      }
    }
    guard
      let chosen = lines.first(where: { entry in
        point.x < entry.line.x + entry.line.count * entry.run.placement.characterWidth
      }) ?? lines.last
    else { return last.position(last.characterCount) }
    return chosen.run.position(at: point.x, on: chosen.line)
  }

  /// The first caret position inside `element`, as WebKit's canonical position of
  /// (element, 0) is: the first rendered character of its text, else the first empty block
  /// with a height, else before the first replaced element, else (element, 0).
  private func firstCaretPosition(in element: Element) -> (node: Node, offset: Int) {
    var node = element.firstChild
    while let current = node {
      if let text = current as? Text {
        if let owner = textRunOwners[ObjectIdentifier(text)],
          let run = textRuns[ObjectIdentifier(owner)]?.first(where: { run in
            if case .text(let node) = run.content { return node === text }
            return false
          })
        {
          return run.position(0)
        }
        node = current.nextInTreeOrder(within: element)
        continue
      }
      guard let child = current as? Element else {
        node = current.nextInTreeOrder(within: element)
        continue
      }
      guard let box = box(for: child) else {
        node = current.nextSkippingChildren(within: element)
        continue
      }
      if isReplaced(child), let parent = child.parentNode { return (parent, child.index) }
      if !box.isInline, box.height > 0, !hasRenderedContent(child) { return (child, 0) }
      node = current.nextInTreeOrder(within: element)
    }
    return (element, 0)
  }

  /// The element children of `element` that have boxes, with their boxes, in tree order
  /// (through `display: contents` children).
  private func childBoxes(of element: Element) -> [(element: Element, box: LayoutBox)] {
    var result: [(element: Element, box: LayoutBox)] = []
    var pending: [Node] = Array(element.childNodes.reversed())
    while let node = pending.popLast() {
      guard let child = node as? Element else { continue }
      if let box = box(for: child) {
        result.append((child, box))
      } else if UserAgentStyle.display(of: child) == "contents" {
        pending += child.childNodes.reversed()
      }
    }
    return result
  }

  /// The child whose content box is nearest to `point` (WebKit's `RenderBox::positionForPoint`
  /// measures to the content box, a box containing the point first).
  private func nearestChild(
    _ children: [(element: Element, box: LayoutBox)], to point: (x: Double, y: Double)
  ) -> Element? {
    var best: (element: Element, distance: Double)?
    for child in children {
      let box = child.box
      let left = box.x + box.border[3]
      let right = box.x + box.width - box.border[1]
      let top = box.y + box.border[0]
      let bottom = box.y + box.height - box.border[2]
      let dx = point.x < left ? left - point.x : point.x > right ? point.x - right : 0
      let dy = point.y < top ? top - point.y : point.y > bottom ? point.y - bottom : 0
      let distance = dx * dx + dy * dy
      if best.map({ distance < $0.distance }) ?? true { best = (child.element, distance) }
    }
    return best?.element
  }

  /// Whether `element` has a child with a box or rendered text.
  private func hasRenderedContent(_ element: Element) -> Bool {
    var node = element.firstChild
    while let current = node {
      if let text = current as? Text, textRunOwners[ObjectIdentifier(text)] != nil { return true }
      if let child = current as? Element, box(for: child) != nil { return true }
      node = current.nextSibling
    }
    return false
  }

  /// Whether `element` is painted visible.
  private func isVisible(_ element: Element) -> Bool {
    guard let index = paintEntryIndex[ObjectIdentifier(element)] else { return false }
    return paintEntries[index].isVisible
  }

  /// Whether `element` is a replaced element (an image, a form control, embedded content).
  func isReplaced(_ element: Element) -> Bool {
    guard element.isHTMLElement || element.localName == "svg" else { return false }
    return Self.replacedElements.contains(element.localName)
  }

  private static let replacedElements: Set<String> = [
    "img", "canvas", "iframe", "video", "embed", "object", "svg", "input", "textarea",
    "select", "button",
  ]
}
