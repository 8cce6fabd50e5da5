import DOM

/// A box of the layout estimate: an element's border box in document coordinates (CSS
/// pixels), its border widths and its content height.
public struct LayoutBox: Equatable, Sendable {
  /// The left edge of the border box.
  public var x: Double
  /// The top edge of the border box.
  public var y: Double
  /// The border box width.
  public var width: Double
  /// The border box height.
  public var height: Double
  /// Border widths: top, right, bottom, left.
  public var border: [Double]
  /// The height of the content plus paddings (more than the padding box when a declared
  /// `height` is too small: then it scrolls).
  public var scrollHeight: Double
  /// Whether the box is an inline box (a `span`, an `a`): inline boxes have no client size.
  public var isInline: Bool
  /// Whether the box is absolutely or fixed positioned (out of its parent's flow).
  public var isOutOfFlow = false
  /// Whether the box is in viewport coordinates (a fixed box, or inside one): it does not
  /// move when the page scrolls.
  public var isFixed = false
}

/// A deterministic estimate of the page's boxes, since the runtime has no layout engine:
/// a single pass of block-and-inline flow over the document with the computed styles of
/// ``UserAgentStyle`` (inline style over user-agent defaults).
///
/// The estimate: the root is as wide as the viewport; a block box fills its container's width
/// minus its margins (or takes its declared width) and stacks below the previous block (the
/// margins of adjacent siblings collapse, those of parents and children do not); inline
/// content flows in lines: text takes half its font size per character after white space
/// collapses, and wraps by characters; a line is 1.15 times the font size high; replaced elements take their `width`/`height` attributes or declared size
/// (images without either are 0×0, canvases, iframes and videos 300×150, text inputs 150×21);
/// inline blocks shrink to their text. Positioned boxes: `relative` ones move by their
/// `top`/`left` (or `bottom`/`right`) without leaving the flow; `absolute` ones leave it and
/// take their pixel offsets from the nearest positioned ancestor's padding box (else the
/// viewport), `fixed` ones from the viewport (they do not scroll); without offsets they stay
/// where they would have been in flow, and without a width they shrink to their text. Not
/// modelled: floats, tables (cells stack like blocks), flex and grid (children stack),
/// transforms, percentages in offsets, a `bottom` offset of a box whose height is its content,
/// out-of-flow boxes in the document's scrollable height (WebKit counts them), fonts and
/// images' natural sizes, the page's style sheets. Elements that are not rendered
/// (`display: none` on them or an ancestor, not in the document) have no box.
///
/// Beside the boxes it keeps what hit testing needs (`LayoutEstimate+HitTesting.swift`): the
/// painting order of the boxes, the clips of ancestors whose `overflow` is not `visible`, and
/// where each text node's characters went.
///
/// The result is cached until the document or the viewport size changes.
public final class LayoutEstimate {
  /// The document laid out.
  public let document: Document
  /// The width of the initial containing block (the viewport width).
  public var viewportWidth: Double {
    didSet { if viewportWidth != oldValue { version = .max } }
  }
  /// The height of the initial containing block (the viewport height): what `bottom` offsets
  /// and fixed boxes are placed against.
  public var viewportHeight: Double {
    didSet { if viewportHeight != oldValue { version = .max } }
  }
  private var boxes: [ObjectIdentifier: LayoutBox] = [:]
  private var version: UInt64 = .max
  private var rootHeight: Double = 0
  /// Every element with a box, in tree order (the root first).
  private(set) var paintEntries: [PaintEntry] = []
  /// The text laid out in each block's lines, by the block's identity, in flow order.
  private(set) var textRuns: [ObjectIdentifier: [TextRun]] = [:]
  /// The block whose lines each text node went into.
  private(set) var textRunOwners: [ObjectIdentifier: Element] = [:]
  /// The index of each element's paint entry.
  private(set) var paintEntryIndex: [ObjectIdentifier: Int] = [:]
  /// The painting order (indices of ``paintEntries``, bottom first), made when first asked.
  var paintOrderCache: [Int]?

  /// The share of the font size one character takes.
  public static let characterWidthRatio = 0.5
  /// The line height, as a share of the font size (`line-height: normal`).
  public static let lineHeightRatio = 1.15

  init(document: Document, viewportWidth: Double, viewportHeight: Double = 0) {
    self.document = document
    self.viewportWidth = viewportWidth
    self.viewportHeight = viewportHeight
  }

  /// The box of `element`, or `nil` when it is not rendered.
  public func box(for element: Element) -> LayoutBox? {
    refresh()
    return boxes[ObjectIdentifier(element)]
  }

  /// The height of the document's content (the root element's margin box).
  public var documentHeight: Double {
    refresh()
    return rootHeight
  }

  /// Lays the document out again if it changed since the last time.
  func refresh() {
    guard version != document.domVersion else { return }
    boxes = [:]
    rootHeight = 0
    paintEntries = []
    textRuns = [:]
    textRunOwners = [:]
    paintEntryIndex = [:]
    paintOrderCache = nil
    if let root = document.documentElement {
      let style = UserAgentStyle.layoutStyle(
        of: root, parentFontSize: UserAgentStyle.mediumFontSize, parentPreformatted: false)
      if style.display != "none" { layOut(root: root, style: style) }
    }
    version = document.domVersion
  }

  // MARK: - Flow

  /// The inline formatting state of a block: lines of text and inline boxes.
  private struct InlineFlow {
    let left: Double
    let width: Double
    var lineTop: Double
    var cursor: Double = 0
    var lineHeight: Double = 0
    /// The bottom margin of the block just above, which the next block's top margin collapses
    /// with (sibling margins collapse; parent and child margins do not).
    var collapsibleMargin: Double = 0

    init(left: Double, width: Double, top: Double) {
      self.left = left
      self.width = width
      self.lineTop = top
    }

    var bottom: Double { lineTop + lineHeight }

    /// Ends the current line, if it has anything on it.
    mutating func finishLine() {
      if lineHeight > 0 { collapsibleMargin = 0 }
      lineTop += lineHeight
      lineHeight = 0
      cursor = 0
    }

    /// A forced line break (`<br>`, a newline in preformatted text).
    mutating func lineBreak(height: Double) {
      lineHeight = max(lineHeight, height)
      finishLine()
    }

    /// Places an atomic inline box; returns its top-left corner.
    mutating func place(width boxWidth: Double, height: Double) -> (x: Double, y: Double) {
      if cursor > 0 && cursor + boxWidth > width { finishLine() }
      let origin = (x: left + cursor, y: lineTop)
      cursor += boxWidth
      lineHeight = max(lineHeight, height)
      return origin
    }

    /// Adds `count` characters of text, wrapping at the line width; returns where they went
    /// (for ``TextRun``): the first line's start and capacity in characters, and the top of
    /// the first line after it and how many follow (0 when the text fits on one line).
    @discardableResult
    mutating func addCharacters(_ count: Int, characterWidth: Double, height: Double) -> (
      x: Double, top: Double, firstCapacity: Double, nextTop: Double, moreLines: Int
    ) {
      let start = (x: left + cursor, top: lineTop)
      guard count > 0 else { return (start.x, start.top, .infinity, 0, 0) }
      let total = Double(count) * characterWidth
      lineHeight = max(lineHeight, height)
      let space = width - cursor
      if width <= 0 || total <= space {
        cursor += total
        return (start.x, start.top, .infinity, 0, 0)
      }
      let rest = total - max(0, space)
      finishLine()
      let nextTop = lineTop
      let lines = (rest / width).rounded(.up)
      lineTop += (lines - 1) * height
      lineHeight = height
      cursor = rest - (lines - 1) * width
      return (
        start.x, start.top, max(0, space) / characterWidth, nextTop, Int(lines)
      )
    }

    /// Adds a text node's data: white space collapses (unless preformatted) and is dropped at
    /// the start of a line. Returns the runs it made (one per preformatted line).
    mutating func addText(
      _ data: String, characterWidth: Double, height: Double, preformatted: Bool
    ) -> [TextRun.Placement] {
      var placements: [TextRun.Placement] = []
      func place(_ count: Int, _ source: TextRun.Source) {
        let at = addCharacters(count, characterWidth: characterWidth, height: height)
        guard count > 0 else { return }
        placements.append(
          TextRun.Placement(
            x: at.x, top: at.top, lineLeft: left, lineHeight: height,
            characterWidth: characterWidth, firstLineCapacity: at.firstCapacity,
            lineCapacity: width > 0 ? width / characterWidth : .infinity, nextLineTop: at.nextTop,
            moreLines: at.moreLines, characterCount: count, source: source))
      }
      guard preformatted else {
        let atLineStart = cursor == 0
        var count = 0
        TextRun.forEachRenderedCharacter(in: data, atLineStart: atLineStart) { _ in count += 1 }
        place(count, .collapsed(atLineStart: atLineStart))
        return placements
      }
      var from = 0
      var offset = 0
      var count = 0
      for scalar in data.unicodeScalars {
        if scalar == "\n" {
          place(count, .preformatted(from: from, to: offset))
          lineBreak(height: height)
          offset += 1
          from = offset
          count = 0
          continue
        }
        count += 1
        offset += scalar.utf16.count
      }
      place(count, .preformatted(from: from, to: offset))
      return placements
    }
  }

  private static let blockLevel: Set<String> = [
    "block", "list-item", "table", "flex", "grid", "flow-root", "table-row", "table-cell",
    "table-caption", "table-row-group", "table-header-group", "table-footer-group",
    "table-column", "table-column-group", "-webkit-box", "ruby-text", "run-in",
  ]

  private static let atomicInline: Set<String> = [
    "inline-block", "inline-flex", "inline-grid", "inline-table", "-webkit-inline-box",
    "-webkit-inline-flex",
  ]

  // MARK: - Layout

  /// What to do with a block box's margin-box height once its children are laid out.
  private enum BlockPlacement {
    /// The root element: the document's height.
    case root
    /// A block-level box in its container's flow, whose top margin edge is `top`.
    case inFlow(top: Double)
    /// An atomic inline box (`inline-block`), already placed on its container's line.
    case atomicInline
    /// An absolutely or fixed positioned box: out of its container's flow.
    case outOfFlow
  }

  /// What a box passes down to the boxes inside it.
  private struct Surroundings {
    /// How far relative positioning moved the content (added to every box inside).
    var shiftX = 0.0
    var shiftY = 0.0
    /// Whether the boxes inside are in viewport coordinates (inside a fixed box).
    var isFixed = false
    /// The paint entry of the nearest positioned ancestor (or the root).
    var layer = 0
    /// The paint entry of the nearest stacking context (the root, or a positioned box with
    /// an integer `z-index`).
    var stackingContext = 0
    /// The inherited `visibility` is `visible`.
    var isVisible = true
    /// The inherited `pointer-events` is not `none`.
    var receivesPointerEvents = true
    /// The containing block of absolutely positioned boxes inside: the nearest positioned
    /// ancestor's padding box (its height when it is declared), else the viewport.
    var containingBlock = ContainingBlock(x: 0, y: 0, width: 0, height: 0)
    /// The clip of the boxes inside: the intersection of the padding boxes of the ancestors
    /// that clip their overflow (`nil`: none).
    var clip: ClipRect?
  }

  /// A containing block for positioned boxes, in document coordinates, with the clip that
  /// applies to the boxes it contains.
  private struct ContainingBlock {
    var x: Double
    var y: Double
    var width: Double
    var height: Double?
    var clip: ClipRect? = nil
  }

  /// A block box being laid out: its geometry, its own inline flow and the next child to lay
  /// out.
  private struct BlockFrame {
    let element: Element
    let style: UserAgentStyle.LayoutStyle
    let boxX: Double
    let boxY: Double
    let width: Double
    let contentTop: Double
    let placement: BlockPlacement
    /// The border-box height when the offsets fix it (`top` and `bottom` of an absolutely
    /// positioned box without a declared height).
    var heightOverride: Double?
    let inside: Surroundings
    var flow: InlineFlow
    /// Its children still to lay out.
    var children: FlatTreeChildren
  }

  /// An inline box (or a `display: contents` element) being laid out: its content flows in
  /// the nearest block's lines.
  private struct InlineFrame {
    let element: Element
    let style: UserAgentStyle.LayoutStyle
    /// `false` for `display: contents` (no box of its own).
    let hasBox: Bool
    let startTop: Double
    let startCursor: Double
    let inside: Surroundings
    /// Its children still to lay out.
    var children: FlatTreeChildren
  }

  private enum Frame {
    case block(BlockFrame)
    case inline(InlineFrame)

    /// The next child to lay out.
    var next: Node? {
      switch self {
      case .block(let frame): frame.children.current
      case .inline(let frame): frame.children.current
      }
    }

    /// The style its children inherit from.
    var style: UserAgentStyle.LayoutStyle {
      switch self {
      case .block(let frame): frame.style
      case .inline(let frame): frame.style
      }
    }

    /// What it passes down to its children.
    var inside: Surroundings {
      switch self {
      case .block(let frame): frame.inside
      case .inline(let frame): frame.inside
      }
    }

    /// The frame with its current child laid out: its next child is the one after (in the
    /// flat tree).
    func advanced() -> Frame {
      switch self {
      case .block(var frame):
        frame.children.advance()
        return .block(frame)
      case .inline(var frame):
        frame.children.advance()
        return .inline(frame)
      }
    }
  }

  /// Lays out the document from its root element, depth first, with an explicit stack of
  /// frames rather than recursion: a script can nest elements 100,000 deep, which overflowed
  /// the stack of a recursive layout.
  private func layOut(root: Element, style: UserAgentStyle.LayoutStyle) {
    var outside = Surroundings()
    outside.containingBlock = ContainingBlock(
      x: 0, y: 0, width: viewportWidth, height: viewportHeight)
    outside.layer = -1
    outside.stackingContext = -1
    var inside = enter(root, style: style, outside: outside)
    inside.layer = 0
    inside.stackingContext = 0
    var stack: [Frame] = []
    stack.append(
      .block(
        beginBlock(
          root, style: style, x: 0, y: 0, width: blockWidth(style, available: viewportWidth),
          placement: .root, inside: inside)))
    while let top = stack.last {
      guard let child = top.next else {
        stack.removeLast()
        switch top {
        case .block(let frame): finishBlock(frame, stack: &stack)
        case .inline(let frame): finishInline(frame, stack: &stack)
        }
        continue
      }
      stack[stack.count - 1] = top.advanced()
      layOutChild(child, parentStyle: top.style, outside: top.inside, stack: &stack)
    }
  }

  /// Records the paint entry of an element that gets a box and returns what it passes down.
  private func enter(
    _ element: Element, style: UserAgentStyle.LayoutStyle, outside: Surroundings
  ) -> Surroundings {
    let isVisible = style.visibility.map { $0 == "visible" } ?? outside.isVisible
    let receivesPointerEvents =
      style.pointerEvents.map { $0 != "none" } ?? outside.receivesPointerEvents
    let isPositioned = style.position != "static"
    let index = paintEntries.count
    paintEntryIndex[ObjectIdentifier(element)] = index
    paintEntries.append(
      PaintEntry(
        element: element, isPositioned: isPositioned,
        isBlockLevel: Self.blockLevel.contains(style.display),
        zIndex: isPositioned ? style.zIndex : nil, layer: outside.layer,
        stackingContext: outside.stackingContext, isVisible: isVisible,
        receivesPointerEvents: receivesPointerEvents, clip: outside.clip))
    var inside = outside
    inside.isVisible = isVisible
    inside.receivesPointerEvents = receivesPointerEvents
    if isPositioned {
      inside.layer = index
      if style.zIndex != nil { inside.stackingContext = index }
    }
    // A sticky box moves only as the page scrolls past it; the estimate leaves it in place.
    if style.position == "relative" {
      let offsets = style.offsets
      inside.shiftX += offsets[3] ?? offsets[1].map { -$0 } ?? 0
      inside.shiftY += offsets[0] ?? offsets[2].map { -$0 } ?? 0
    }
    return inside
  }

  /// Applies `change` to the inline flow of the innermost block frame (the lines inline
  /// content goes into).
  private func withFlow<Result>(
    _ stack: inout [Frame], _ change: (inout InlineFlow) -> Result
  ) -> Result? {
    for index in stack.indices.reversed() {
      guard case .block(var frame) = stack[index] else { continue }
      let result = change(&frame.flow)
      stack[index] = .block(frame)
      return result
    }
    return nil
  }

  /// The element of the innermost block frame (whose lines inline content goes into).
  private func flowOwner(_ stack: [Frame]) -> Element? {
    for frame in stack.reversed() {
      if case .block(let block) = frame { return block.element }
    }
    return nil
  }

  /// The border-box width of a block box in a container `available` pixels wide: its declared
  /// width, else the container's width minus its margins; shrink-to-fit boxes (inline blocks)
  /// take at most their text's width.
  private func blockWidth(
    _ style: UserAgentStyle.LayoutStyle, available: Double, shrinkToFit: (Element)? = nil
  ) -> Double {
    let horizontalExtras = style.padding[1] + style.padding[3] + style.border[1] + style.border[3]
    var width: Double
    if let declared = style.width {
      width = declared + horizontalExtras
    } else if let percentage = style.widthPercentage {
      width = available * percentage / 100 + horizontalExtras
    } else {
      width = available - style.margin[1] - style.margin[3]
    }
    if let element = shrinkToFit, style.width == nil && style.widthPercentage == nil {
      width = min(width, preferredWidth(of: element, style: style) + horizontalExtras)
    }
    return max(0, width)
  }

  /// Starts a block box `width` pixels wide (border box) whose margin box starts at (x, y).
  private func beginBlock(
    _ element: Element, style: UserAgentStyle.LayoutStyle, x: Double, y: Double, width: Double,
    placement: BlockPlacement, inside: Surroundings, heightOverride: Double? = nil
  ) -> BlockFrame {
    let padding = style.padding
    let border = style.border
    let horizontalExtras = padding[1] + padding[3] + border[1] + border[3]
    let boxX = x + style.margin[3]
    let boxY = y + style.margin[0]
    let contentTop = boxY + border[0] + padding[0]
    let flow = InlineFlow(
      left: boxX + border[3] + padding[3], width: max(0, width - horizontalExtras), top: contentTop)
    var inside = inside
    // The root's and the body's overflow go to the viewport: they clip nothing here.
    let isViewportOverflow =
      element.parentNode is Document
      || (element.localName == "body" && element.parentNode === document.documentElement)
    if style.clipsOverflow && !isViewportOverflow {
      // Its padding box (without a declared height, its content never overflows downwards).
      let height =
        heightOverride ?? style.height.map { $0 + padding[0] + padding[2] + border[0] + border[2] }
      let own = ClipRect(
        minX: boxX + border[3] + inside.shiftX, minY: boxY + border[0] + inside.shiftY,
        maxX: boxX + width - border[1] + inside.shiftX,
        maxY: height.map { boxY + $0 - border[2] + inside.shiftY } ?? .infinity)
      inside.clip = inside.clip.map { $0.intersection(own) } ?? own
    }
    if style.position != "static" {
      let verticalExtras = padding[0] + padding[2] + border[0] + border[2]
      inside.containingBlock = ContainingBlock(
        x: boxX + border[3] + inside.shiftX, y: boxY + border[0] + inside.shiftY,
        width: max(0, width - border[1] - border[3]),
        height: (heightOverride ?? style.height.map { $0 + verticalExtras }).map {
          max(0, $0 - border[0] - border[2])
        }, clip: inside.clip)
    }
    return BlockFrame(
      element: element, style: style, boxX: boxX, boxY: boxY, width: width,
      contentTop: contentTop, placement: placement, heightOverride: heightOverride,
      inside: inside, flow: flow, children: FlatTreeChildren(of: element))
  }

  /// Ends a block box (its frame already popped): records its box and places its margin box
  /// in its container.
  private func finishBlock(_ frame: BlockFrame, stack: inout [Frame]) {
    let style = frame.style
    let padding = style.padding
    let border = style.border
    let verticalExtras = padding[0] + padding[2] + border[0] + border[2]
    let contentHeight = frame.flow.bottom - frame.contentTop
    let height =
      frame.heightOverride ?? style.height.map { $0 + verticalExtras }
      ?? contentHeight + verticalExtras
    var box = LayoutBox(
      x: frame.boxX + frame.inside.shiftX, y: frame.boxY + frame.inside.shiftY,
      width: frame.width, height: height, border: border,
      scrollHeight: contentHeight + padding[0] + padding[2], isInline: false)
    box.isFixed = frame.inside.isFixed
    let marginHeight = style.margin[0] + height + style.margin[2]
    switch frame.placement {
    case .root:
      rootHeight = marginHeight
    case .inFlow(let top):
      withFlow(&stack) { flow in
        flow.lineTop = top + marginHeight
        flow.collapsibleMargin = style.margin[2]
      }
    case .atomicInline:
      let lineLeft = withFlow(&stack) { flow in
        flow.lineHeight = max(flow.lineHeight, marginHeight)
        return flow.left
      }
      var unshifted = box
      unshifted.x -= frame.inside.shiftX
      recordAtomicRun(
        frame.element, box: unshifted, lineLeft: lineLeft ?? 0,
        lineTop: frame.boxY - style.margin[0], lineHeight: marginHeight, inside: frame.inside,
        stack: stack)
    case .outOfFlow:
      box.isOutOfFlow = true
    }
    boxes[ObjectIdentifier(frame.element)] = box
  }

  /// Ends an inline box (its frame already popped): closes its edges on the line and records
  /// its box.
  private func finishInline(_ frame: InlineFrame, stack: inout [Frame]) {
    guard frame.hasBox else { return }
    let style = frame.style
    let lineHeight = style.fontSize * Self.lineHeightRatio
    let box: LayoutBox? = withFlow(&stack) { flow in
      flow.cursor += style.margin[1] + style.padding[1] + style.border[1]
      if flow.lineTop == frame.startTop {
        flow.lineHeight = max(flow.lineHeight, lineHeight)
        return LayoutBox(
          x: flow.left + frame.startCursor + style.margin[3], y: frame.startTop,
          width: max(0, flow.cursor - frame.startCursor - style.margin[1] - style.margin[3]),
          height: lineHeight, border: style.border, scrollHeight: lineHeight, isInline: true)
      }
      return LayoutBox(
        x: flow.left, y: frame.startTop, width: flow.width,
        height: max(lineHeight, flow.lineTop + max(flow.lineHeight, lineHeight) - frame.startTop),
        border: style.border, scrollHeight: lineHeight, isInline: true)
    }
    if var box {
      box.x += frame.inside.shiftX
      box.y += frame.inside.shiftY
      box.isFixed = frame.inside.isFixed
      boxes[ObjectIdentifier(frame.element)] = box
    }
  }

  /// Records an atomic inline box as a one-character run of the current block's lines (where
  /// the caret goes before or after it); `box` is in layout coordinates plus `inside`'s shift.
  private func recordAtomicRun(
    _ element: Element, box: LayoutBox, lineLeft: Double, lineTop: Double, lineHeight: Double,
    inside: Surroundings, stack: [Frame]
  ) {
    guard box.width > 0, let owner = flowOwner(stack) else { return }
    let placement = TextRun.Placement(
      x: box.x, top: lineTop, lineLeft: lineLeft, lineHeight: lineHeight,
      characterWidth: box.width, firstLineCapacity: .infinity, lineCapacity: .infinity,
      nextLineTop: 0, moreLines: 0, characterCount: 1, source: .atomic)
    textRuns[ObjectIdentifier(owner), default: []].append(
      TextRun(
        content: .atomic(element), placement: placement.shifted(x: inside.shiftX, y: inside.shiftY),
        isFixed: box.isFixed || inside.isFixed))
  }

  /// Records a leaf box (a line break, a replaced element) placed in the current flow.
  private func recordLeaf(_ element: Element, _ box: LayoutBox, inside: Surroundings) {
    var box = box
    box.x += inside.shiftX
    box.y += inside.shiftY
    box.isFixed = inside.isFixed
    boxes[ObjectIdentifier(element)] = box
  }

  /// Lays out one child of the innermost frame: text flows into the current lines; an element
  /// is placed at once (line breaks, replaced elements) or gets a frame of its own.
  private func layOutChild(
    _ node: Node, parentStyle: UserAgentStyle.LayoutStyle, outside: Surroundings,
    stack: inout [Frame]
  ) {
    if let text = node as? Text {
      let placements =
        withFlow(&stack) { flow in
          flow.addText(
            text.data, characterWidth: parentStyle.fontSize * Self.characterWidthRatio,
            height: parentStyle.fontSize * Self.lineHeightRatio,
            preformatted: parentStyle.preformatted)
        } ?? []
      if !placements.isEmpty, let owner = flowOwner(stack) {
        let runs = placements.map { placement in
          TextRun(
            content: .text(text),
            placement: placement.shifted(x: outside.shiftX, y: outside.shiftY),
            isFixed: outside.isFixed)
        }
        textRuns[ObjectIdentifier(owner), default: []] += runs
        textRunOwners[ObjectIdentifier(text)] = owner
      }
      return
    }
    guard let element = node as? Element else { return }
    var style = UserAgentStyle.layoutStyle(
      of: element, parentFontSize: parentStyle.fontSize,
      parentPreformatted: parentStyle.preformatted)
    let lineHeight = style.fontSize * Self.lineHeightRatio
    switch style.display {
    case "none":
      return
    case "contents":
      style.position = "static"
      var inside = outside
      inside.isVisible = style.visibility.map { $0 == "visible" } ?? outside.isVisible
      inside.receivesPointerEvents =
        style.pointerEvents.map { $0 != "none" } ?? outside.receivesPointerEvents
      stack.append(
        .inline(
          InlineFrame(
            element: element, style: style, hasBox: false, startTop: 0, startCursor: 0,
            inside: inside, children: FlatTreeChildren(of: element))))
      return
    default:
      break
    }
    if style.position == "absolute" || style.position == "fixed" {
      layOutPositioned(element, style: style, outside: outside, stack: &stack)
      return
    }
    let inside = enter(element, style: style, outside: outside)
    if element.isHTMLElement && element.localName == "br" {
      let box: LayoutBox? = withFlow(&stack) { flow in
        let origin = flow.place(width: 0, height: lineHeight)
        flow.lineBreak(height: lineHeight)
        return LayoutBox(
          x: origin.x, y: origin.y, width: 0, height: lineHeight, border: style.border,
          scrollHeight: lineHeight, isInline: true)
      }
      if let box { recordLeaf(element, box, inside: inside) }
      return
    }
    if Self.blockLevel.contains(style.display) {
      let frame: BlockFrame? = withFlow(&stack) { flow in
        flow.finishLine()
        let top = flow.lineTop - max(0, min(flow.collapsibleMargin, style.margin[0]))
        return beginBlock(
          element, style: style, x: flow.left, y: top,
          width: blockWidth(style, available: flow.width), placement: .inFlow(top: top),
          inside: inside)
      }
      if let frame { stack.append(.block(frame)) }
      return
    }
    if let size = replacedSize(of: element, style: style) {
      let placed: (LayoutBox, lineLeft: Double, top: Double)? = withFlow(&stack) { flow in
        let origin = flow.place(
          width: size.width + style.margin[1] + style.margin[3],
          height: size.height + style.margin[0] + style.margin[2])
        let box = LayoutBox(
          x: origin.x + style.margin[3], y: origin.y + style.margin[0], width: size.width,
          height: size.height, border: style.border, scrollHeight: size.height,
          isInline: false)
        return (box, flow.left, origin.y)
      }
      if let (box, lineLeft, top) = placed {
        recordLeaf(element, box, inside: inside)
        recordAtomicRun(
          element, box: box, lineLeft: lineLeft, lineTop: top,
          lineHeight: size.height + style.margin[0] + style.margin[2], inside: inside,
          stack: stack)
      }
      return
    }
    if Self.atomicInline.contains(style.display) {
      // Its width does not depend on its content's layout: place it on the line, then lay
      // its content out where it goes (its height joins the line when it ends).
      let frame: BlockFrame? = withFlow(&stack) { flow in
        let width = blockWidth(style, available: flow.width, shrinkToFit: element)
        let origin = flow.place(width: width + style.margin[1] + style.margin[3], height: 0)
        return beginBlock(
          element, style: style, x: origin.x, y: origin.y, width: width,
          placement: .atomicInline, inside: inside)
      }
      if let frame { stack.append(.block(frame)) }
      return
    }
    // An inline box: its content flows in the container's lines.
    let start: (top: Double, cursor: Double)? = withFlow(&stack) { flow in
      let start = (flow.lineTop, flow.cursor)
      flow.cursor += style.margin[3] + style.padding[3] + style.border[3]
      return start
    }
    guard let start else { return }
    stack.append(
      .inline(
        InlineFrame(
          element: element, style: style, hasBox: true, startTop: start.top,
          startCursor: start.cursor, inside: inside, children: FlatTreeChildren(of: element))))
  }

  /// Starts an absolutely or fixed positioned box: a block box out of the flow, placed by its
  /// offsets in its containing block (the nearest positioned ancestor's padding box, or the
  /// viewport), else where it would have been in the flow.
  ///
  /// https://drafts.csswg.org/css-position-3/#abspos-layout
  private func layOutPositioned(
    _ element: Element, style: UserAgentStyle.LayoutStyle, outside: Surroundings,
    stack: inout [Frame]
  ) {
    let isFixed = style.position == "fixed"
    let block =
      isFixed
      ? ContainingBlock(x: 0, y: 0, width: viewportWidth, height: viewportHeight)
      : outside.containingBlock
    let wasBlockLevel = Self.blockLevel.contains(style.display)
    // The static position: where the box would have started in the flow.
    let staticOrigin: (x: Double, y: Double) =
      withFlow(&stack) { flow in
        if wasBlockLevel {
          return (flow.left, flow.cursor > 0 ? flow.bottom : flow.lineTop)
        }
        return (flow.left + flow.cursor, flow.lineTop)
      } ?? (0, 0)
    // Clipped by the ancestors that clip its containing block (none for a fixed box).
    var clipped = outside
    clipped.clip = isFixed ? nil : block.clip
    var inside = enter(element, style: style, outside: clipped)
    let (top, right, bottom, left) = (
      style.offsets[0], style.offsets[1], style.offsets[2], style.offsets[3]
    )
    let margin = style.margin
    let extrasX = style.padding[1] + style.padding[3] + style.border[1] + style.border[3]
    let extrasY = style.padding[0] + style.padding[2] + style.border[0] + style.border[2]
    let width: Double
    if let declared = style.width {
      width = declared + extrasX
    } else if let percentage = style.widthPercentage {
      width = block.width * percentage / 100 + extrasX
    } else if let left, let right {
      width = max(0, block.width - left - right - margin[1] - margin[3])
    } else {
      let available = block.width - (left ?? 0) - (right ?? 0) - margin[1] - margin[3]
      width = max(0, min(available, preferredWidth(of: element, style: style) + extrasX))
    }
    var height = style.height.map { $0 + extrasY }
    var heightOverride: Double?
    if height == nil, let top, let bottom, let blockHeight = block.height {
      height = max(0, blockHeight - top - bottom - margin[0] - margin[2])
      heightOverride = height
    }
    let x: Double
    if let left {
      x = block.x + left
    } else if let right {
      x = block.x + block.width - right - margin[1] - width - margin[3]
    } else {
      x = staticOrigin.x + outside.shiftX
    }
    let y: Double
    if let top {
      y = block.y + top
    } else if let bottom, let height, let blockHeight = block.height {
      y = block.y + blockHeight - bottom - margin[2] - height - margin[0]
    } else {
      y = staticOrigin.y + outside.shiftY
    }
    // The box is placed in absolute coordinates: what is inside does not shift again.
    inside.shiftX = inside.shiftX - outside.shiftX
    inside.shiftY = inside.shiftY - outside.shiftY
    if isFixed { inside.isFixed = true }
    stack.append(
      .block(
        beginBlock(
          element, style: style, x: x, y: y, width: width, placement: .outOfFlow,
          inside: inside, heightOverride: heightOverride)))
  }

  /// The size of a replaced element (image, form control, embedded content), or `nil` for
  /// other elements.
  private func replacedSize(of element: Element, style: UserAgentStyle.LayoutStyle) -> (
    width: Double, height: Double
  )? {
    guard element.isHTMLElement || element.localName == "svg" else { return nil }
    let defaults: (Double, Double)
    switch element.localName {
    case "img": defaults = (0, 0)
    case "canvas", "iframe", "video", "embed", "object", "svg": defaults = (300, 150)
    case "input":
      switch element.attributeValue(localName: "type")?.asciiLowercased() {
      case "checkbox", "radio": defaults = (13, 13)
      case "submit", "button", "reset":
        let label = element.attributeValue(localName: "value") ?? "Submit"
        defaults = (Double(label.count) * style.fontSize * Self.characterWidthRatio + 16, 21)
      default: defaults = (150, 21)
      }
    case "textarea": defaults = (150, 36)
    case "select": defaults = (70, 20)
    case "button":
      let characters = element.textContentCount
      defaults = (Double(characters) * style.fontSize * Self.characterWidthRatio + 16, 21)
    default: return nil
    }
    let extrasX = style.padding[1] + style.padding[3] + style.border[1] + style.border[3]
    let extrasY = style.padding[0] + style.padding[2] + style.border[0] + style.border[2]
    let width =
      style.width ?? element.dimensionAttribute("width") ?? defaults.0
    let height =
      style.height ?? element.dimensionAttribute("height") ?? defaults.1
    return (width + extrasX, height + extrasY)
  }

  /// The width an element's text would take on one line (for shrink-to-fit boxes).
  private func preferredWidth(of element: Element, style: UserAgentStyle.LayoutStyle) -> Double {
    Double(element.textContentCount) * style.fontSize * Self.characterWidthRatio
  }
}

extension Element {
  /// The number of non-white-space-collapsed characters in the element's text (an estimate
  /// of its width in characters).
  fileprivate var textContentCount: Int {
    var count = 0
    var pendingSpace = false
    var node = firstChild
    while let current = node {
      if let text = current as? Text {
        for scalar in text.data.unicodeScalars {
          if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
            pendingSpace = count > 0
          } else {
            if pendingSpace { count += 1 }
            pendingSpace = false
            count += 1
          }
        }
      }
      node = current.nextInTreeOrder(within: self)
    }
    return count
  }
}
