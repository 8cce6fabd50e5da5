extension RenderedText {
  /// Turns the walk's events into text: CSS white space processing of text runs, and the
  /// `innerText` getter's resolution of required line break counts.
  ///
  /// https://drafts.csswg.org/css-text/#white-space-phase-1 and
  /// https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute (steps 4–7)
  struct Builder {
    private var units: [UInt16] = []
    private var segments: [Segment] = []
    /// A collapsible space seen but not yet written: it is written when something follows
    /// on the same line, and dropped at the end of a line.
    private var pendingSpace: PendingSpace?
    /// Whether nothing has been put on the current line yet (a space here is dropped).
    private var atLineStart = true
    /// Required line breaks waiting for content: a run of counts becomes as many line feeds
    /// as its largest count, and runs at the start or end of the text are dropped.
    private var pendingBreaks: (count: Int, from: Anchor, to: Anchor)?

    private struct PendingSpace {
      var node: Text
      var tick: Int
      var range: Swift.Range<Int>
      var isVisible: Bool
    }

    private static let space: UInt16 = 0x20
    private static let tab: UInt16 = 0x09
    private static let lineFeed: UInt16 = 0x0A
    private static let carriageReturn: UInt16 = 0x0D

    // MARK: Events

    /// A block edge: the line ends, and white space pending at its end is dropped.
    mutating func lineBoundary() {
      pendingSpace = nil
      atLineStart = true
    }

    /// A required line break count item at `anchor` (also a line boundary).
    mutating func requiredLineBreaks(_ count: Int, at anchor: Anchor) {
      lineBoundary()
      if let pending = pendingBreaks {
        pendingBreaks = (max(pending.count, count), pending.from, anchor)
      } else {
        pendingBreaks = (count, anchor, anchor)
      }
    }

    /// An atomic inline (an image, a control, an inline block's box) sits on the line: a
    /// pending space before it is kept, and white space after it starts a new run.
    mutating func atomicInline() {
      flushSpace()
      atLineStart = false
    }

    /// The start of an inline block: an atomic inline outside, a new line inside.
    mutating func beginInlineBlock() {
      flushSpace()
      lineBoundary()
    }

    /// The end of an inline block.
    mutating func endInlineBlock() {
      pendingSpace = nil
      atLineStart = false
    }

    /// A generated character that ends the line (`br`, table separators).
    mutating func forcedCharacter(
      _ unit: UInt16, kind: GeneratedKind, from: Anchor, to: Anchor
    ) {
      pendingSpace = nil
      beginContent()
      append([unit], .generated(from: from, to: to, kind: kind))
      atLineStart = true
    }

    /// The data of a text node, processed with `style`'s `white-space` and `visibility`.
    mutating func text(_ node: Text, tick: Int, style: Style) {
      let data = Array(node.data.utf16)
      let mode = style.whiteSpace
      let visible = style.isVisible
      for (offset, unit) in data.enumerated() {
        let isLineFeed = unit == Self.lineFeed
        let collapses: Bool
        switch mode {
        case .collapse:
          collapses =
            unit == Self.space || unit == Self.tab || isLineFeed || unit == Self.carriageReturn
        case .preserveBreaks:
          collapses = unit == Self.space || unit == Self.tab || unit == Self.carriageReturn
        case .preserve:
          collapses = false
        }
        if collapses {
          addCollapsibleSpace(node, tick: tick, offset: offset, isVisible: visible)
          continue
        }
        if isLineFeed && mode != .collapse {
          // A preserved line feed ends the line: spaces before it are removed.
          pendingSpace = nil
          if visible { emitText(unit, node: node, tick: tick, offset: offset) }
          atLineStart = true
          continue
        }
        flushSpace()
        if visible { emitText(unit, node: node, tick: tick, offset: offset) }
        atLineStart = false
      }
    }

    /// The finished text; pending spaces and required line breaks at the end are dropped.
    func finish() -> RenderedText {
      RenderedText(units: units, segments: segments)
    }

    // MARK: Helpers

    private mutating func addCollapsibleSpace(
      _ node: Text, tick: Int, offset: Int, isVisible: Bool
    ) {
      if var pending = pendingSpace {
        if pending.node === node && pending.range.upperBound == offset {
          pending.range = pending.range.lowerBound..<offset + 1
          pendingSpace = pending
        }
      } else {
        pendingSpace = PendingSpace(
          node: node, tick: tick, range: offset..<offset + 1, isVisible: isVisible)
      }
    }

    /// Writes the pending space if something precedes it on the line.
    private mutating func flushSpace() {
      if let pending = pendingSpace, pending.isVisible, !atLineStart {
        beginContent()
        append(
          [Self.space],
          .collapsedWhiteSpace(pending.node, tick: pending.tick, range: pending.range))
      }
      pendingSpace = nil
    }

    /// Writes the pending required line breaks, unless nothing has been written yet.
    private mutating func beginContent() {
      guard let pending = pendingBreaks else { return }
      pendingBreaks = nil
      guard !units.isEmpty else { return }
      append(
        Array(repeating: Self.lineFeed, count: pending.count),
        .generated(from: pending.from, to: pending.to, kind: .requiredLineBreaks))
    }

    private mutating func emitText(_ unit: UInt16, node: Text, tick: Int, offset: Int) {
      beginContent()
      if let last = segments.last, case .text(let lastNode, _, let start) = last.storage,
        lastNode === node, start + last.range.count == offset,
        last.range.upperBound == units.count
      {
        units.append(unit)
        segments[segments.count - 1].range = last.range.lowerBound..<units.count
        return
      }
      append([unit], .text(node, tick: tick, offset: offset))
    }

    private mutating func append(_ newUnits: [UInt16], _ storage: Storage) {
      let start = units.count
      units.append(contentsOf: newUnits)
      segments.append(Segment(range: start..<units.count, storage: storage))
    }
  }
}
