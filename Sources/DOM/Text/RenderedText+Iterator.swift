extension RenderedText {
  /// Reads the text of a range off a `Layout` as WebKit's text iterator does (the text of
  /// `innerText`, `Selection.toString()` and find-in-page in Safari), which is not the HTML
  /// standard's innerText algorithm:
  /// - the rendered pieces of text nodes, with a space put back where white space collapsed
  ///   away at the start of a node or between nodes, unless the text so far ends with white
  ///   space; `text-transform` applied; in `pre-line`, a preserved line feed reads as a space;
  /// - a line feed before a block-level box and one after it (when something is rendered after
  ///   it in the document), unless the text so far ends with one or is empty; one more after
  ///   a `p` or heading whose bottom margin is at least half its font size; none around
  ///   floats, absolutely positioned boxes, inline blocks, table cells and replaced boxes
  ///   made blocks (an `svg` root, a canvas); when leaving the last block of the range emits
  ///   a line feed, the end container is left too (`<h3><div>t</div></h3>` reads `t\n\n`
  ///   when something follows);
  /// - a tab before a table cell that has a cell before it or above it, a line feed for a
  ///   `br`, a space before and after an inline table;
  /// - replaced elements and form controls give nothing, and end a text run;
  /// - `visibility: hidden` text gives nothing, but its boxes keep their line feeds; the
  ///   contents of a box clipped to nothing give nothing.
  struct Iterator {
    private let layout: Layout
    private let start: (node: Node, offset: Int)
    private let end: (node: Node, offset: Int)
    private var units: [UInt16] = []
    private var segments: [Segment] = []
    private var lastCharacter: UInt16 = 0
    private var hasEmitted = false
    private var endedWithCollapsedSpace = false
    private var lastTextNode: Text?
    /// Whether each open node (from the first node's root down) clips its contents away.
    private var clipped: [Bool] = []
    /// The end container and its ancestors.
    private let endAncestors: Set<ObjectIdentifier>
    /// Whether the walk is inside the start container (at one of its descendants).
    private var isInsideStart = false
    /// The node after each node in tree order, skipping its descendants (nil: none), as found.
    private var following: [ObjectIdentifier: Node?] = [:]
    /// Whether something has a box at or after each node of a successor scan.
    private var renderedFrom: [ObjectIdentifier: Bool] = [:]

    private static let lineFeed: UInt16 = 0x0A
    private static let tab: UInt16 = 0x09
    private static let space: UInt16 = 0x20

    init(layout: Layout, from start: (node: Node, offset: Int), to end: (node: Node, offset: Int)) {
      self.layout = layout
      self.start = start
      self.end = end
      var ancestors: Set<ObjectIdentifier> = []
      var node: Node? = end.node
      while let current = node {
        ancestors.insert(ObjectIdentifier(current))
        node = current.parentNode
      }
      endAncestors = ancestors
    }

    /// The text of the range and its map to the DOM.
    mutating func run() -> RenderedText {
      walk()
      return RenderedText(units: units, segments: segments)
    }

    // MARK: Walking

    /// The first node of the range. https://dom.spec.whatwg.org/#concept-range (first node)
    private var firstNode: Node? {
      if start.node is CharacterData { return start.node }
      if let child = start.node.child(at: start.offset) { return child }
      if start.offset == 0 { return start.node }
      return start.node.nextSkippingChildren(within: nil)
    }

    /// The node just past the range's end in tree order.
    private var pastEndNode: Node? {
      if !(end.node is CharacterData), let child = end.node.child(at: end.offset) { return child }
      return end.node.nextSkippingChildren(within: nil)
    }

    private mutating func walk() {
      guard var node = firstNode else { return }
      let pastEnd = pastEndNode
      var chain: [Node] = []
      var ancestor: Node? = node
      while let current = ancestor {
        chain.append(current)
        ancestor = current.parentNode
      }
      for current in chain.reversed() { pushClip(current) }
      isInsideStart = node !== start.node && chain.contains { $0 === start.node }
      while node !== pastEnd {
        if node === end.node && end.offset == 0 {
          representOffsetZero(of: node)
          return
        }
        switch layout.box(of: node) {
        case .text(let style, let before):
          if let text = node as? Text { handle(text, style: style, before: before) }
        case .element(let style):
          if let element = node as? Element {
            if Self.isReplaced(element) {
              handleReplaced(element, style: style)
            } else if element.isHTML("br"), let parent = element.parentNode {
              emit(Self.lineFeed, .generated(container: parent, base: element, 0, 1, .lineBreak))
            } else {
              representOffsetZero(of: element)
            }
          }
        case .contents, .skipped, nil: break
        }
        let descends: Bool
        switch layout.box(of: node) {
        case .element, .contents: descends = true
        default: descends = false
        }
        if descends, let child = node.firstChild {
          node = child
          pushClip(child)
          continue
        }
        // Climb to the next sibling, leaving finished elements.
        var current = node
        var reachesPastEnd = node.nextInTreeOrder(within: nil) === pastEnd
        while true {
          if current === start.node { isInsideStart = false }
          if let sibling = current.nextSibling {
            clipped.removeLast()
            node = sibling
            pushClip(sibling)
            break
          }
          guard let parent = current.parentNode else { return }
          if (reachesPastEnd && parent === end.node)
            || (parent !== end.node && endAncestors.contains(ObjectIdentifier(parent)))
          {
            return
          }
          let hadRenderer = layout.hasRenderer(current)
          clipped.removeLast()
          current = parent
          // WebKit leaves an element after its last child when that child has a box, and
          // also when the element has a box and a next sibling.
          if let element = parent as? Element,
            hadRenderer || (element.nextSibling != nil && layout.hasRenderer(element))
          {
            let emittedBefore = units.count
            exit(element)
            if units.count != emittedBefore {
              // WebKit's iterator returns after emitting and, on its next step, asks again
              // whether the node after the element it left is past the end: that is the
              // element's first child, so the end container itself is left too
              // (`<h3><div>t</div></h3>` reads "t\n\n" when something follows; fixture
              // `rendered-text/line-breaks`).
              reachesPastEnd = element.nextInTreeOrder(within: nil) === pastEnd
            }
          }
        }
      }
    }

    private mutating func pushClip(_ node: Node) {
      let parentClips = clipped.last ?? false
      guard let style = layout.elementStyle(of: node) else {
        clipped.append(parentClips)
        return
      }
      clipped.append(style.clipsContentsEntirely || (parentClips && !style.isAbsolutelyPositioned))
    }

    /// Whether the current node is inside a box that clips everything away.
    private var isClipped: Bool { clipped.last ?? false }

    // MARK: Nodes

    private mutating func handle(_ text: Text, style: Style, before: UInt16?) {
      guard !isClipped else { return }
      lastTextNode = text
      let data = Array(text.data.utf16)
      let from = text === start.node ? min(max(start.offset, 0), data.count) : 0
      let to = text === end.node ? min(max(end.offset, 0), data.count) : data.count
      if style.whiteSpace == .preserve {
        if endedWithCollapsedSpace && style.isVisible {
          emit(Self.space, .generated(container: text, base: nil, from, from, .space))
        }
        guard style.isVisible, from < to else { return }
        emitText(text, data, from..<to, style: style, before: before)
        return
      }
      let pieces = layout.pieces(of: text)
      guard style.isVisible else { return }
      guard !pieces.isEmpty else {
        endedWithCollapsedSpace = true
        return
      }
      for (index, piece) in pieces.enumerated() {
        let runStart = max(piece.range.lowerBound, from)
        let runEnd = min(piece.range.upperBound, to)
        let isAfterEnd = text === end.node && runStart > to
        let follows =
          endedWithCollapsedSpace
          || (index == 0 && piece.range.lowerBound == runStart && runStart > 0)
        if !isAfterEnd && follows && lastCharacter != 0
          && !Self.isCollapsible(lastCharacter, style: style)
        {
          // A space for the white space that collapsed away before this piece.
          var spaceStart = runStart
          while spaceStart > 0 && Self.isCollapsible(data[spaceStart - 1], style: style) {
            spaceStart -= 1
          }
          if spaceStart < runStart {
            emit(Self.space, .collapsedWhiteSpace(text, range: spaceStart..<runStart))
          } else {
            emit(Self.space, .generated(container: text, base: nil, runStart, runStart, .space))
          }
        }
        guard runStart < runEnd else { continue }
        if piece.isCollapsedSpace {
          emit(Self.space, .collapsedWhiteSpace(text, range: piece.range.lowerBound..<piece.runEnd))
        } else {
          emitText(text, data, runStart..<runEnd, style: style, before: before)
        }
        let nextStart = index + 1 < pieces.count ? pieces[index + 1].range.lowerBound : data.count
        if nextStart > runEnd { endedWithCollapsedSpace = true }
      }
    }

    private mutating func handleReplaced(_ element: Element, style: Style) {
      guard !isClipped, style.isVisible else { return }
      if endedWithCollapsedSpace, let text = lastTextNode, let parent = text.parentNode {
        emit(Self.space, .generated(container: parent, base: text, 1, 1, .space))
      }
      hasEmitted = true
      lastCharacter = 0
    }

    /// What the position before a box stands for: a tab before a table cell, a line feed
    /// before a block, a space before an inline table.
    private mutating func representOffsetZero(of node: Node) {
      guard let element = node as? Element, case .element(let style) = layout.box(of: element),
        let parent = element.parentNode
      else { return }
      if style.display == .tableCell && Self.hasCellBeforeOrAbove(element, layout: layout) {
        if shouldRepresentOffsetZero(of: element) {
          emit(Self.tab, .generated(container: parent, base: element, 0, 0, .cellSeparator))
        }
      } else if emitsLineFeeds(element, style: style) {
        if shouldRepresentOffsetZero(of: element) {
          let kind: GeneratedKind = style.display == .tableRow ? .rowSeparator : .requiredLineBreaks
          emit(Self.lineFeed, .generated(container: parent, base: element, 0, 0, kind))
        }
      } else if style.display == .inlineTable {
        if shouldRepresentOffsetZero(of: element) {
          emit(Self.space, .generated(container: parent, base: element, 0, 0, .space))
        }
      }
    }

    private func shouldRepresentOffsetZero(of node: Node) -> Bool {
      if lastCharacter == Self.lineFeed { return false }
      if hasEmitted { return true }
      if node === start.node { return false }
      return !isInsideStart
    }

    /// Leaving `element`: a line feed after a block, two after a `p` or heading with a large
    /// bottom margin, a space after an inline table.
    private mutating func exit(_ element: Element) {
      // The laid-out root is left too when the range ends after it (see `walk`).
      guard hasEmitted, let parent = element.parentNode,
        let style = layout.elementStyle(of: element)
      else { return }
      var emitted = false
      if lastTextNode != nil && emitsLineFeeds(element, style: style)
        && hasRenderedSuccessor(element)
      {
        let extra =
          Walker.hasWebKitExtraNewline(element)
          && (layout.hasContent(element) || element === layout.root)
          && (style.hasLargeBottomMargin ?? true)
        let kind: GeneratedKind = style.display == .tableRow ? .rowSeparator : .requiredLineBreaks
        if lastCharacter != Self.lineFeed {
          emit(Self.lineFeed, .generated(container: parent, base: element, 1, 1, kind))
          emitted = true
        }
        if extra {
          emit(Self.lineFeed, .generated(container: parent, base: element, 1, 1, kind))
          emitted = true
        }
      }
      if !emitted && style.display == .inlineTable {
        emit(Self.space, .generated(container: parent, base: element, 1, 1, .space))
      }
    }

    // MARK: Rules

    /// Whether a box gets line feeds before and after it: block-level boxes that are not
    /// floated, positioned out of flow, table cells or `body`; rows of a table that is not
    /// inline.
    private func emitsLineFeeds(_ element: Element, style: Style) -> Bool {
      // An `svg` root or a canvas made a block is still a replaced box, not a block flow
      // (fixture `rendered-text/replaced`).
      if (element.namespace == .svg && element.localName == "svg") || element.isHTML("canvas") {
        return false
      }
      switch style.display {
      case .tableRow: return !isInInlineTable(element)
      case .block, .table, .tableCaption:
        return !style.isOutOfFlow && !element.isHTML("body")
      default: return false
      }
    }

    private func isInInlineTable(_ row: Element) -> Bool {
      var node = row.parentElement
      while let element = node, case .element(let style) = layout.box(of: element) {
        switch style.display {
        case .tableRowGroup: node = element.parentElement
        case .inlineTable: return true
        default: return false
        }
      }
      return false
    }

    /// Whether anything after `element` in the document has a box. Answers are remembered
    /// along the scan, so the exits of deeply nested blocks take linear time overall.
    private mutating func hasRenderedSuccessor(_ element: Element) -> Bool {
      var scanned: [ObjectIdentifier] = []
      var node = nodeAfter(element)
      var result = false
      while let current = node {
        let key = ObjectIdentifier(current)
        if let known = renderedFrom[key] {
          result = known
          break
        }
        scanned.append(key)
        if layout.hasRenderer(current) {
          result = true
          break
        }
        if current is Element && !layout.isContents(current) {
          node = nodeAfter(current)
        } else {
          node = current.firstChild ?? nodeAfter(current)
        }
      }
      for key in scanned { renderedFrom[key] = result }
      return result
    }

    /// The node after `node` in tree order that is not one of its descendants (remembered, so
    /// that climbing out of deep trees is not quadratic).
    private mutating func nodeAfter(_ node: Node) -> Node? {
      var climbed: [ObjectIdentifier] = []
      var current = node
      var result: Node?
      while true {
        if let known = following[ObjectIdentifier(current)] {
          result = known
          break
        }
        climbed.append(ObjectIdentifier(current))
        if let sibling = current.nextSibling {
          result = sibling
          break
        }
        guard let parent = current.parentNode else { break }
        current = parent
      }
      for key in climbed { following[key] = .some(result) }
      return result
    }

    /// Whether a table cell has a cell before it in its row, or one above it in the row before.
    static func hasCellBeforeOrAbove(_ cell: Element, layout: Layout) -> Bool {
      func isCell(_ node: Node) -> Bool {
        guard case .element(let style) = layout.box(of: node) else { return false }
        return style.display == .tableCell
      }
      var sibling = cell.previousSibling
      while let current = sibling {
        if isCell(current) { return true }
        sibling = current.previousSibling
      }
      var row = cell.parentNode?.previousSibling
      while let current = row {
        if case .element(let style) = layout.box(of: current), style.display == .tableRow {
          var cells = 0
          for child in current.childNodeSequence where isCell(child) { cells += 1 }
          return cells > 0
        }
        row = current.previousSibling
      }
      return false
    }

    /// Replaced elements as WebKit's text iterator sees them: images, plug-ins, media, form
    /// controls (buttons included: their contents are read after them), `legend`, `meter`,
    /// `progress`, and anything with `role=img`.
    static func isReplaced(_ element: Element) -> Bool {
      if let role = element.attributeValue(localName: "role"),
        role.asciiCaseInsensitiveEquals("img")
      {
        return true
      }
      guard element.isHTMLElement else { return false }
      switch element.localName {
      case "img", "input", "select", "textarea", "button", "fieldset", "legend", "output",
        "object", "embed", "iframe", "frame", "applet", "video", "audio", "meter", "progress":
        return true
      default: return false
      }
    }

    /// Whether a code unit is white space that `style` collapses.
    private static func isCollapsible(_ unit: UInt16, style: Style) -> Bool {
      unit == space || unit == tab || (unit == lineFeed && style.whiteSpace == .collapse)
    }

    // MARK: Output

    private mutating func emit(_ unit: UInt16, _ storage: Storage) {
      let start = units.count
      units.append(unit)
      segments.append(Segment(range: start..<units.count, storage: storage))
      lastCharacter = unit
      hasEmitted = true
      endedWithCollapsedSpace = false
    }

    private mutating func emitText(
      _ node: Text, _ data: [UInt16], _ range: Swift.Range<Int>, style: Style, before: UInt16?
    ) {
      var output = Array(data[range])
      if style.whiteSpace != .preserve {
        // In `pre-line`, WebKit reads a preserved line feed as a space.
        for index in output.indices where output[index] == Self.lineFeed {
          output[index] = Self.space
        }
      }
      if style.textTransform != .none {
        let previous = range.lowerBound > 0 ? data[range.lowerBound - 1] : before
        output = RenderedText.transform(output, style.textTransform, after: previous)
      }
      guard let last = output.last else { return }
      let start = units.count
      units.append(contentsOf: output)
      let storage: Storage =
        output.count == range.count
        ? .text(node, offset: range.lowerBound) : .transformedText(node, range: range)
      if case .text = storage, let previous = segments.last,
        case .text(let previousNode, let offset) = previous.storage, previousNode === node,
        offset + previous.range.count == range.lowerBound, previous.range.upperBound == start
      {
        segments[segments.count - 1].range = previous.range.lowerBound..<units.count
      } else {
        segments.append(Segment(range: start..<units.count, storage: storage))
      }
      lastCharacter = last
      hasEmitted = true
      endedWithCollapsedSpace = false
    }
  }
}
