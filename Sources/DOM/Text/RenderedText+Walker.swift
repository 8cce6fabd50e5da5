extension RenderedText {
  /// Walks a subtree in tree order and feeds the rendered text collection steps to a
  /// `Builder`. Every node entry and exit is a numbered event ("tick"), so boundary points
  /// inside the subtree can be compared with the positions of the text (`Key`).
  ///
  /// The walk is iterative, so deep trees do not exhaust the stack.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#rendered-text-collection-steps
  struct Walker {
    var builder = Builder()
    private var tick = 0
    /// Nodes whose entry and exit ticks are recorded (range end points).
    private let watched: [Node]
    private var watchedTicks: [(enter: Int, exit: Int)?]

    init(watching nodes: [Node]) {
      watched = nodes
      watchedTicks = Array(repeating: nil, count: nodes.count)
    }

    /// What the walk knows about one open element.
    private struct Frame {
      var element: Element?
      var style: Style
      var enterTick: Int
      /// Whether the element has a box and produces its own items.
      var isRendered: Bool
      /// The required line break count at its start and end (2 for `p`, 1 for block-level).
      var requiredBreaks: Int

      static func hidden(_ element: Element, style: Style, tick: Int) -> Frame {
        var style = style
        style.rendersChildren = false
        return Frame(
          element: element, style: style, enterTick: tick, isRendered: false, requiredBreaks: 0)
      }
    }

    // MARK: Walking

    /// Walks the children of `root`, whose own style is `style`.
    mutating func walk(contentsOf root: Node, style: Style) {
      record(root, enter: tick)
      var frames = [
        Frame(
          element: nil, style: style, enterTick: tick, isRendered: true, requiredBreaks: 0)
      ]
      var next = root.firstChild
      while let node = next {
        tick += 1
        record(node, enter: tick)
        let parentFrame = frames[frames.count - 1]
        let rendered = Self.rendersChild(node, of: node.parentNode, style: parentFrame.style)
        if let element = node as? Element {
          let frame = enter(element, parentStyle: parentFrame.style, rendered: rendered)
          if let first = element.firstChild {
            frames.append(frame)
            next = first
            continue
          }
          tick += 1
          record(node, exit: tick)
          exit(element, frame)
        } else {
          if rendered, let text = node as? Text {
            handle(text, parentFrame: parentFrame)
          }
          tick += 1
          record(node, exit: tick)
        }
        // Climb to the next sibling, closing finished elements.
        var current = node
        next = nil
        while true {
          if let sibling = current.nextSibling {
            next = sibling
            break
          }
          guard let parent = current.parentNode, parent !== root,
            let element = parent as? Element
          else { break }
          let frame = frames.removeLast()
          tick += 1
          record(parent, exit: tick)
          exit(element, frame)
          current = parent
        }
      }
      tick += 1
      record(root, exit: tick)
    }

    /// Whether `child` of `parent` gets a box when `parent` renders children at all: in a
    /// closed `details`, only the first `summary` child does.
    ///
    /// https://html.spec.whatwg.org/multipage/rendering.html#the-details-and-summary-elements
    static func rendersChild(_ child: Node, of parent: Node?, style: Style) -> Bool {
      guard style.rendersChildren else { return false }
      if let semantics = parent as? Element, semantics.namespace == .mathml,
        semantics.localName == "semantics"
      {
        // WebKit renders a `semantics` element's first child only (not its annotations).
        return child is Element && child === semantics.firstElementChild
      }
      if let host = parent as? Element, host.rareData?.shadowRoot != nil {
        // A shadow host's children are rendered where they are slotted, or not at all.
        // https://drafts.csswg.org/css-scoping-1/#flat-tree
        return SlotAssignment.findSlot(for: child) != nil
      }
      guard let details = parent as? Element, details.isHTML("details"),
        details.attributeValue(localName: "open") == nil
      else { return true }
      guard let summary = child as? Element, summary.isHTML("summary") else { return false }
      var sibling = summary.previousSibling
      while let current = sibling {
        if let element = current as? Element, element.isHTML("summary") { return false }
        sibling = current.previousSibling
      }
      return true
    }

    private mutating func enter(_ element: Element, parentStyle: Style, rendered: Bool) -> Frame {
      let style = Style(of: element, parent: parentStyle)
      guard rendered, style.display != .none else {
        return .hidden(element, style: style, tick: tick)
      }
      if style.display == .contents {
        return Frame(
          element: element, style: style, enterTick: tick, isRendered: false, requiredBreaks: 0)
      }
      var frame = Frame(
        element: element, style: style, enterTick: tick, isRendered: true, requiredBreaks: 0)
      // Steps 8–9: block-level boxes and table captions get 1 required line break before
      // them. WebKit (TextIterator) adds the second line break of `p` — and of `h1`–`h6`,
      // whose default bottom margins are as large — only after the element, so
      // `<div>a</div><p>b</p>` reads "a\nb" and `<h1>A</h1>B` reads "A\n\nB" in Safari, where
      // the standard gives "a\n\nb" and "A\nB".
      if style.display.isBlockLevel || style.display == .tableCaption {
        frame.requiredBreaks = 1
      }
      if frame.requiredBreaks > 0 {
        builder.requiredLineBreaks(
          frame.requiredBreaks, at: Anchor(node: element, isAfter: false, key: .before(tick: tick))
        )
      }
      switch style.display {
      case .inlineBlock: builder.beginInlineBlock()
      case .replaced: builder.atomicInline()
      default: if style.display.isLineBoundary { builder.lineBoundary() }
      }
      if element.isHTML("br") { frame.style.rendersChildren = false }
      return frame
    }

    private mutating func exit(_ element: Element, _ frame: Frame) {
      guard frame.isRendered else { return }
      let before = Anchor(node: element, isAfter: false, key: .before(tick: frame.enterTick))
      let after = Anchor(node: element, isAfter: true, key: .before(tick: tick + 1))
      // Step 5: `br`.
      if element.isHTML("br") {
        builder.forcedCharacter(0x0A, kind: .lineBreak, from: before, to: after)
      }
      switch frame.style.display {
      case .inlineBlock: builder.endInlineBlock()
      case .tableCell:
        // Step 6: a tab after every cell but the last of its row.
        builder.lineBoundary()
        if Self.hasFollowingCell(element) {
          builder.forcedCharacter(0x09, kind: .cellSeparator, from: after, to: after)
        }
      case .tableRow:
        // Step 7: a line feed after every row but the last of its table.
        builder.lineBoundary()
        if Self.hasFollowingRow(element) {
          builder.forcedCharacter(0x0A, kind: .rowSeparator, from: after, to: after)
        }
      default:
        if frame.style.display.isLineBoundary { builder.lineBoundary() }
      }
      var breaksAfter = frame.requiredBreaks
      if breaksAfter > 0 && Self.hasWebKitExtraNewline(element) { breaksAfter = 2 }
      if breaksAfter > 0 {
        builder.requiredLineBreaks(breaksAfter, at: after)
      }
    }

    /// WebKit's "extra newline" elements: `p` and `h1`–`h6` (a bottom margin of at least half
    /// the font size in the user-agent style sheet).
    static func hasWebKitExtraNewline(_ element: Element) -> Bool {
      guard element.isHTMLElement else { return false }
      switch element.localName {
      case "p", "h1", "h2", "h3", "h4", "h5", "h6": return true
      default: return false
      }
    }

    private mutating func handle(_ text: Text, parentFrame: Frame) {
      if let parent = parentFrame.element, parent.namespace == .svg,
        !RenderedText.rendersSVGText(in: parent)
      {
        return
      }
      // White space directly inside table structure boxes is not rendered.
      if parentFrame.isRendered && parentFrame.style.display.dropsWhiteSpaceChildren
        && text.data.utf8.allSatisfy(\.isASCIIWhitespace)
      {
        return
      }
      builder.text(text, tick: tick, style: parentFrame.style)
    }

    // MARK: Tables

    /// The display of an element as far as table structure goes.
    private static func display(of element: Element) -> Display {
      Style(of: element, parent: .initial).display
    }

    /// Whether a later sibling of `cell` is a table cell.
    static func hasFollowingCell(_ cell: Element) -> Bool {
      var sibling = cell.nextSibling
      while let current = sibling {
        if let element = current as? Element, display(of: element) == .tableCell { return true }
        sibling = current.nextSibling
      }
      return false
    }

    /// Whether a later row belongs to the same table (directly, or in a later row group).
    static func hasFollowingRow(_ row: Element) -> Bool {
      func rowFollows(_ node: Node) -> Bool {
        var sibling = node.nextSibling
        while let current = sibling {
          if let element = current as? Element {
            switch display(of: element) {
            case .tableRow: return true
            case .tableRowGroup:
              for child in element.childNodeSequence {
                if let child = child as? Element, display(of: child) == .tableRow { return true }
              }
            default: break
            }
          }
          sibling = current.nextSibling
        }
        return false
      }
      if rowFollows(row) { return true }
      if let group = row.parentElement, display(of: group) == .tableRowGroup {
        return rowFollows(group)
      }
      return false
    }

    // MARK: Positions

    private mutating func record(_ node: Node, enter: Int) {
      for index in watched.indices where watched[index] === node {
        watchedTicks[index] = (enter, enter)
      }
    }

    private mutating func record(_ node: Node, exit: Int) {
      for index in watched.indices where watched[index] === node {
        watchedTicks[index]?.exit = exit
      }
    }

    private func ticks(of node: Node) -> (enter: Int, exit: Int)? {
      for index in watched.indices where watched[index] === node {
        return watchedTicks[index]
      }
      return nil
    }

    /// The key of boundary point `(container, offset)`; `childAfter` is the container's
    /// child at `offset` (nil for character data or an offset at the end). Offsets out of
    /// range are clamped. `nil` when the container was not walked.
    func key(_ container: Node, _ offset: Int, childAfter: Node?) -> Key? {
      if let data = container as? CharacterData {
        guard let ticks = ticks(of: data) else { return nil }
        return .inData(enteredAt: ticks.enter, offset: min(max(offset, 0), data.length))
      }
      if let child = childAfter {
        guard let ticks = ticks(of: child) else { return nil }
        return .before(tick: ticks.enter)
      }
      guard let ticks = ticks(of: container) else { return nil }
      return .before(tick: ticks.exit)
    }

    /// The keys of `(node, 0)` and `(node, node's length)` for a watched node.
    func contentKeys(of node: Node) -> (start: Key, end: Key)? {
      guard let ticks = ticks(of: node) else { return nil }
      return (.before(tick: ticks.enter + 1), .before(tick: ticks.exit))
    }
  }
}

extension RenderedText {
  /// Whether the text children of the SVG element `parent` are rendered: those of text
  /// content elements (`text`, `tspan`, `textPath`, and an `a` inside a `text`) and of
  /// `foreignObject` are; the text of shapes, containers, `desc` or `style` is not.
  ///
  /// https://svgwg.org/svg2-draft/text.html#TextElement
  static func rendersSVGText(in parent: Element) -> Bool {
    switch parent.localName {
    case "text", "tspan", "textPath", "foreignObject": return true
    case "a":
      // An `a` renders text inside a `text` element only; look up through SVG ancestors.
      var ancestor = parent.parentElement
      while let current = ancestor, current.namespace == .svg {
        switch current.localName {
        case "text", "tspan", "textPath": return true
        case "svg", "foreignObject": return false
        default: ancestor = current.parentElement
        }
      }
      return false
    default: return false
    }
  }
}
