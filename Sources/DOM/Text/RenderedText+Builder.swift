extension RenderedText {
  /// The line state of the layout: CSS white space processing of the text runs of one
  /// formatting context, deciding which code units of each text node are rendered (its
  /// "pieces", WebKit's text boxes).
  ///
  /// A run of collapsible white space is rendered as one space when something follows it on
  /// the same line and it does not start the line; the rest of the run is collapsed away.
  /// Hidden text (`visibility: hidden`) takes part in the layout like visible text.
  ///
  /// https://drafts.csswg.org/css-text/#white-space-phase-1 and
  /// https://drafts.csswg.org/css-text/#white-space-phase-2
  struct LineBuilder {
    /// The rendered pieces of each text node, in order.
    private(set) var pieces: [ObjectIdentifier: [Piece]] = [:]
    /// A collapsible space seen but not yet placed: it is rendered when something follows
    /// on the same line, and dropped at the end of a line.
    private var pendingSpace: PendingSpace?
    /// A space dropped at a soft wrap (``softWrap()``), put back before the next text.
    private var spaceAcrossWrap: PendingSpace?
    /// Whether nothing has been put on the current line yet (a space here is dropped).
    private var atLineStart = true
    /// The last code unit placed on the line (nil at a line start), for `capitalize`.
    private(set) var lastUnit: UInt16?
    /// The width the atomic inlines and spaces on the current line take, when every box on
    /// it has a known width (nil once text of unknown width is on it): what tells that the
    /// next atomic inline no longer fits (see ``overflows(width:available:)``).
    private(set) var lineWidth: Double? = 0
    /// The line states around out-of-flow boxes, restored after them.
    private var saved: [(PendingSpace?, Bool, UInt16?, Double?)] = []
    /// The widths of the lines around open inline blocks.
    private var outerLineWidths: [Double?] = []

    /// The width of a space in the estimate (a quarter of the default 16px font).
    static let spaceWidth = 4.0

    private struct PendingSpace {
      /// The text node of the space (nil: the end of generated text, which is not read).
      var node: Text?
      var offset: Int
      var runEnd: Int
    }

    static let space: UInt16 = 0x20
    /// What generated text (not read) counts as for `capitalize`: a letter-like unit.
    static let generatedText: UInt16 = 0x2A
    static let tab: UInt16 = 0x09
    static let lineFeed: UInt16 = 0x0A
    static let carriageReturn: UInt16 = 0x0D

    // MARK: Events

    /// A block edge: the line ends, and white space pending at its end is dropped.
    mutating func lineBoundary() {
      pendingSpace = nil
      spaceAcrossWrap = nil
      atLineStart = true
      lastUnit = nil
      lineWidth = 0
    }

    /// Whether an atomic inline `width` wide no longer fits on the current line, `available`
    /// wide: the boxes before it on the line (and the space before it) have known widths and
    /// leave too little room. The line then wraps before it (``softWrap()``).
    func overflows(width: Double?, available: Double?) -> Bool {
      guard let width, let available, let used = lineWidth, !atLineStart else { return false }
      return used + (pendingSpace != nil ? Self.spaceWidth : 0) + width > available
    }

    /// A soft wrap around a box that takes a line of its own (an `svg` root without a
    /// width, an atomic inline of width 100%): the line ends and a pending space is dropped
    /// there, but WebKit's text iterator puts it back when text follows in the same block
    /// (`a <svg></svg> b` reads `a b`; fixture `rendered-text/edges`).
    mutating func softWrap() {
      if let pending = pendingSpace { spaceAcrossWrap = pending }
      pendingSpace = nil
      atLineStart = true
      lastUnit = nil
      lineWidth = 0
    }

    /// An atomic inline (an image, a control, an inline block's box) sits on the line: a
    /// pending space before it is kept, and white space after it starts a new run.
    mutating func atomicInline(width: Double?) {
      spaceAcrossWrap = nil
      flushSpace()
      atLineStart = false
      lastUnit = Self.space
      lineWidth = width.flatMap { width in lineWidth.map { $0 + width } }
    }

    /// A generated inline box with text (`::before`, `::after`): something on the line of
    /// unknown width, not read.
    /// Generated text that ends with a space leaves that space pending: white space after
    /// it collapses into it.
    mutating func generatedInline(endsWithSpace: Bool) {
      spaceAcrossWrap = nil
      flushSpace()
      atLineStart = false
      lastUnit = Self.generatedText
      lineWidth = nil
      if endsWithSpace { pendingSpace = PendingSpace(node: nil, offset: 0, runEnd: 0) }
    }

    /// The start of an inline block: an atomic inline outside, a new line inside.
    mutating func beginInlineBlock() {
      flushSpace()
      outerLineWidths.append(lineWidth)
      lineBoundary()
    }

    /// The end of an inline block `width` wide (nil: unknown).
    mutating func endInlineBlock(width: Double?) {
      pendingSpace = nil
      atLineStart = false
      lastUnit = Self.space
      let outer = outerLineWidths.popLast() ?? nil
      lineWidth = width.flatMap { width in outer.map { $0 + width } }
    }

    /// The start of a float or an absolutely positioned box: its contents lay out on lines
    /// of their own, and the line around it goes on after it as if it were not there.
    mutating func beginOutOfFlow() {
      saved.append((pendingSpace, atLineStart, lastUnit, lineWidth))
      lineBoundary()
    }

    /// The end of an out-of-flow box.
    mutating func endOutOfFlow() {
      guard let state = saved.popLast() else { return }
      (pendingSpace, atLineStart, lastUnit, lineWidth) = state
    }

    /// A forced line break (`br`): spaces before it are removed, and a new line starts.
    mutating func lineBreak() {
      lineBoundary()
    }

    /// The character before `node`'s first code unit on the line, for `capitalize`.
    var characterBefore: UInt16? { pendingSpace != nil ? Self.space : lastUnit }

    /// Lays out the data of a text node with `style`'s `white-space`; returns whether any of
    /// its code units is rendered.
    @discardableResult
    mutating func text(_ node: Text, units data: [UInt16], style: Style) -> Bool {
      let mode = style.whiteSpace
      var rendered = false
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
          addCollapsibleSpace(node, offset: offset)
          continue
        }
        if isLineFeed && mode != .collapse {
          // A preserved line feed ends the line: spaces before it are removed.
          pendingSpace = nil
          place(node, offset: offset)
          rendered = true
          atLineStart = true
          lastUnit = nil
          continue
        }
        if let across = spaceAcrossWrap {
          spaceAcrossWrap = nil
          if pendingSpace == nil { pendingSpace = across }
        }
        flushSpace()
        place(node, offset: offset)
        rendered = true
        atLineStart = false
        lastUnit = unit
      }
      return rendered
    }

    // MARK: Helpers

    private mutating func addCollapsibleSpace(_ node: Text, offset: Int) {
      if var pending = pendingSpace {
        if pending.node === node && pending.runEnd == offset {
          pending.runEnd = offset + 1
          pendingSpace = pending
        }
      } else if !atLineStart {
        pendingSpace = PendingSpace(node: node, offset: offset, runEnd: offset + 1)
      }
    }

    /// Places the pending space: something follows it on the line.
    private mutating func flushSpace() {
      guard let pending = pendingSpace else { return }
      pendingSpace = nil
      lineWidth = lineWidth.map { $0 + Self.spaceWidth }
      lastUnit = Self.space
      guard let node = pending.node else { return }
      pieces[ObjectIdentifier(node), default: []].append(
        Piece(
          range: pending.offset..<pending.offset + 1, isCollapsedSpace: true,
          runEnd: pending.runEnd))
    }

    private mutating func place(_ node: Text, offset: Int) {
      lineWidth = nil
      let key = ObjectIdentifier(node)
      if var list = pieces[key], let last = list.last, !last.isCollapsedSpace,
        last.range.upperBound == offset
      {
        list[list.count - 1].range = last.range.lowerBound..<offset + 1
        list[list.count - 1].runEnd = offset + 1
        pieces[key] = list
        return
      }
      pieces[key, default: []].append(
        Piece(range: offset..<offset + 1, isCollapsedSpace: false, runEnd: offset + 1))
    }
  }

  /// Code units of a text node that the layout renders (one of WebKit's text boxes).
  struct Piece {
    /// The rendered code units: for a collapsed space, its first code unit.
    var range: Swift.Range<Int>
    /// Whether this is a run of collapsible white space rendered as one space.
    var isCollapsedSpace: Bool
    /// The end of the white space run a collapsed space stands for (`range`'s end otherwise).
    var runEnd: Int
  }
}
