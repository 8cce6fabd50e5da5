extension RenderedText {
  /// Whether a node gets a box.
  enum Rendering: Equatable {
    /// No box: the node and its subtree contribute nothing.
    case none
    /// A box whose contents are skipped (`content-visibility: hidden`: the contents of a
    /// closed `details`, `hidden=until-found`): it exists, but renders no text.
    case skipped
    /// A box.
    case rendered
  }

  /// What the layout gave one node.
  enum Box {
    /// A text node's box (its pieces are in `Layout.pieces`), with the character before it on
    /// its line (for `capitalize`).
    case text(Style, before: UInt16?)
    /// An element's box.
    case element(Style)
    /// A `display: contents` element: no box, its children are rendered in its place.
    case contents(Style)
    /// A box in skipped content.
    case skipped
  }

  /// The boxes of a subtree and the rendered pieces of its text, as the layout of an unstyled
  /// page gives them (see `Style`): what WebKit's text iterator reads.
  final class Layout {
    /// The subtree laid out.
    let root: Node
    /// The style of `root` itself (it has no entry in the boxes).
    private(set) var rootStyle: Style
    private(set) var boxes: [ObjectIdentifier: Box] = [:]
    /// The nodes the walk met that got no box.
    private var unboxed: Set<ObjectIdentifier> = []
    private(set) var pieces: [ObjectIdentifier: [Piece]] = [:]
    /// The `p` and heading elements whose box holds laid-out content (a height).
    private(set) var elementsWithContent: Set<ObjectIdentifier> = []

    /// Lays out the contents of `root`, whose own style is `style`.
    init(contentsOf root: Node, style: Style) {
      self.root = root
      rootStyle = style
      var walker = Walker(layout: self)
      walker.walk(contentsOf: root, style: style)
      pieces = walker.builder.pieces
      resolvePercentageHeights()
    }

    /// The box of a node of the laid-out subtree, or nil.
    func box(of node: Node) -> Box? { boxes[ObjectIdentifier(node)] }

    /// The style of an element's box, the laid-out root's included (it has no entry in the
    /// boxes), or nil for a node without a box.
    func elementStyle(of node: Node) -> Style? {
      if node === root { return rootStyle }
      guard case .element(let style) = box(of: node) else { return nil }
      return style
    }

    /// The rendered pieces of a text node.
    func pieces(of node: Text) -> [Piece] { pieces[ObjectIdentifier(node)] ?? [] }

    /// Whether a `p` or heading has laid-out content.
    func hasContent(_ element: Element) -> Bool {
      elementsWithContent.contains(ObjectIdentifier(element))
    }

    /// Whether `node` has a box (WebKit: a renderer), inside the laid-out subtree or outside.
    func hasRenderer(_ node: Node) -> Bool {
      if let box = box(of: node) {
        if case .contents = box { return false }
        return true
      }
      if node === root || unboxed.contains(ObjectIdentifier(node)) { return false }
      return RenderedText.hasRenderer(node)
    }

    /// Whether `node` is a `display: contents` element (its children may have boxes).
    func isContents(_ node: Node) -> Bool {
      if let box = box(of: node) {
        if case .contents = box { return true }
        return false
      }
      guard let element = node as? Element, node !== root,
        !unboxed.contains(ObjectIdentifier(node))
      else {
        return false
      }
      let context = RenderedText.context(of: element)
      return context.rendering != .none && context.style.display == .contents
    }

    fileprivate func set(_ box: Box, for node: Node) { boxes[ObjectIdentifier(node)] = box }

    fileprivate func setNoBox(for node: Node) { unboxed.insert(ObjectIdentifier(node)) }

    fileprivate func markContent(_ element: Element) {
      elementsWithContent.insert(ObjectIdentifier(element))
    }

    /// The block containers found to have no height (no content, no height of their own).
    private var zeroHeight: Set<ObjectIdentifier> = []
    /// Absolutely positioned boxes that clip their overflow and have a percentage height,
    /// with nothing tall inside.
    private var percentageHeightClippers: [Element] = []

    fileprivate func markZeroHeight(_ element: Element) {
      zeroHeight.insert(ObjectIdentifier(element))
    }

    /// Makes `element`'s box clip everything it holds.
    fileprivate func clipEntirely(_ element: Element) {
      if element === root { rootStyle.clipsContentsEntirely = true }
      guard case .element(var style) = box(of: element) else { return }
      style.clipsContentsEntirely = true
      set(.element(style), for: element)
    }

    fileprivate func clipsIfContainingBlockHasNoHeight(_ element: Element) {
      percentageHeightClippers.append(element)
    }

    /// Clips the absolutely positioned boxes whose percentage height resolves against a
    /// containing block of no height (an overlay of `height: 100%` in a player whose height
    /// comes from its padding: WebKit's text iterator skips what such a box holds).
    fileprivate func resolvePercentageHeights() {
      for element in percentageHeightClippers {
        var ancestor = element.parentElement
        while let current = ancestor, current !== root {
          if case .element(let style) = box(of: current), style.isPositioned { break }
          ancestor = current.parentElement
        }
        guard let block = ancestor, block !== root, zeroHeight.contains(ObjectIdentifier(block))
        else { continue }
        clipEntirely(element)
      }
    }
  }

  /// Walks a subtree in tree order, gives each node its box and feeds the text and the
  /// boxes' edges to a `LineBuilder`.
  ///
  /// The walk is iterative, so deep trees do not exhaust the stack.
  struct Walker {
    var builder = LineBuilder()
    private let layout: Layout

    init(layout: Layout) { self.layout = layout }

    /// What came before a child among its siblings, for the boxes of white-space-only text.
    private enum Previous {
      case none
      case inline
      case block
      case lineBreak
      /// A float.
      case float
      /// An absolutely positioned box.
      case positioned
    }

    /// What the walk knows about one open element.
    private struct Frame {
      var element: Element?
      var style: Style
      var isContents: Bool
      var previous: Previous = .none
      var hasContent = false
      /// Whether an in-flow block-level child came before (WebKit: the block's children are
      /// no longer inline).
      var hasBlockChild = false
      /// Whether a child with a box that is not out of flow came before.
      var hasInFlowChild = false
      /// Whether a descendant may give the box a height without a line of content (a box
      /// with a `height`, a float).
      var mayHaveHeight = false
    }

    // MARK: Walking

    /// Walks the children of `root`, whose own style is `style`.
    mutating func walk(contentsOf root: Node, style: Style) {
      var frames = [Frame(element: root as? Element, style: style, isContents: false)]
      var next = root.firstChild
      while let node = next {
        let parentFrame = frames[frames.count - 1]
        let rendering = Self.childRendering(node, of: node.parentNode, style: parentFrame.style)
        var entered = false
        if let element = node as? Element {
          if let frame = enter(
            element, parent: parentFrame, rendering: rendering,
            previous: &frames[frames.count - 1].previous)
          {
            if frame.style.rendersChildren, let first = element.firstChild {
              frames.append(frame)
              next = first
              entered = true
            } else {
              exit(element, frame, into: &frames[frames.count - 1])
            }
          }
        } else if let text = node as? Text {
          handle(text, rendering: rendering, frame: &frames[frames.count - 1])
        }
        if layout.box(of: node) == nil { layout.setNoBox(for: node) }
        if entered { continue }
        // Climb to the next sibling, closing finished elements.
        var current = node
        next = nil
        while true {
          if let sibling = current.nextSibling {
            next = sibling
            break
          }
          guard let parent = current.parentNode, parent !== root,
            let element = parent as? Element, frames.count > 1
          else { break }
          let frame = frames.removeLast()
          exit(element, frame, into: &frames[frames.count - 1])
          current = parent
        }
      }
      // The laid-out root itself (measured on its own, as `innerText` of a clipping box).
      if let element = root as? Element, let frame = frames.first { decideClipping(element, frame) }
    }

    /// Whether `child` of `parent` gets a box, when `parent` has style `style`: children of
    /// replaced elements get none; in a closed `details`, only the first `summary` child is
    /// rendered, and the rest is skipped content.
    ///
    /// https://html.spec.whatwg.org/multipage/rendering.html#the-details-and-summary-elements
    static func childRendering(_ child: Node, of parent: Node?, style: Style) -> Rendering {
      guard style.rendersChildren else { return .none }
      if style.skipsChildren { return .skipped }
      if let mathML = parent as? Element, mathML.namespace == .mathml {
        switch mathML.localName {
        case "semantics":
          // WebKit renders a `semantics` element's first child only (not its annotations).
          return child is Element && child === mathML.firstElementChild ? .rendered : .none
        case "mi", "mo", "mn", "ms", "mtext", "annotation", "annotation-xml":
          break
        default:
          // Other MathML elements render no text of their own (WebKit; fixture
          // `rendered-text/replaced`).
          if child is Text { return .none }
        }
      }
      if let host = parent as? Element, host.rareData?.shadowRoot != nil {
        // A shadow host's children are rendered where they are slotted, or not at all.
        // https://drafts.csswg.org/css-scoping-1/#flat-tree
        return SlotAssignment.findSlot(for: child) != nil ? .rendered : .none
      }
      guard let details = parent as? Element, details.isHTML("details"),
        details.attributeValue(localName: "open") == nil
      else { return .rendered }
      guard let summary = child as? Element, summary.isHTML("summary") else { return .skipped }
      var sibling = summary.previousSibling
      while let current = sibling {
        if let element = current as? Element, element.isHTML("summary") { return .skipped }
        sibling = current.previousSibling
      }
      return .rendered
    }

    /// Gives `element` its box; returns its frame when it has one.
    private mutating func enter(
      _ element: Element, parent: Frame, rendering: Rendering, previous: inout Previous
    ) -> Frame? {
      guard rendering != .none else { return nil }
      let style = Style(of: element, parent: parent.style)
      guard style.display != .none else { return nil }
      guard rendering == .rendered else {
        layout.set(.skipped, for: element)
        previous = .block
        return nil
      }
      if style.display == .contents {
        layout.set(.contents(style), for: element)
        return Frame(
          element: element, style: style, isContents: true, previous: previous,
          hasBlockChild: parent.hasBlockChild, hasInFlowChild: parent.hasInFlowChild)
      }
      layout.set(.element(style), for: element)
      var frame = Frame(element: element, style: style, isContents: false)
      if style.isOutOfFlow { builder.beginOutOfFlow() }
      if Self.fillsTheLine(element, style: style)
        || builder.overflows(width: style.pixelWidth, available: parent.style.contentWidth)
      {
        builder.softWrap()
      }
      switch style.display {
      case .inlineBlock, .inlineTable:
        builder.beginInlineBlock()
        // An atomic inline makes a line box, which has a height in no-quirks mode even when
        // the box is empty (`<p><span style='display:inline-block'></span></p>` gets the
        // paragraph's extra line feed); in quirks and limited-quirks mode such a line has
        // no strut, and only a box with a height gives it one (an `svg` root is 300×150).
        // Fixture `rendered-text/inline-blocks`.
        frame.hasContent =
          element.nodeDocument.mode == .noQuirks || style.hasHeight
          || (element.namespace == .svg && element.localName == "svg")
      case .replaced:
        builder.atomicInline(width: style.pixelWidth)
        // Likewise a line of replaced elements alone (the line height quirk of quirks and
        // limited-quirks mode): a `p` holding only images not loaded, without a height or
        // alternative text, has no height there.
        // https://quirks.spec.whatwg.org/#the-line-height-calculation-quirk
        frame.hasContent =
          element.nodeDocument.mode == .noQuirks || style.hasHeight
          || !(element.attributeValue(localName: "alt") ?? "").isEmpty
      default:
        if style.display.isLineBoundary { builder.lineBoundary() }
        // A replaced element made a block (`img { display: block }`) has its own height (an
        // image not loaded only when given one or alternative text): a `p` holding it has
        // content (fixture `rendered-text/replaced`).
        if Iterator.isReplaced(element)
          && (style.hasHeight || !element.isHTML("img")
            || !(element.attributeValue(localName: "alt") ?? "").isEmpty)
        {
          frame.hasContent = true
        }
      }
      if element.isHTML("img"),
        element.attributeValue(localName: "src")?.utf8.prefix(5).elementsEqual("data:".utf8) == true
      {
        // An image from a `data:` URL in the page loads offline too (by the time a script
        // runs on the loaded page): it has a size of its own (fixture
        // `rendered-text/data-images`).
        frame.mayHaveHeight = true
      }
      if element.isHTML("br") {
        builder.lineBreak()
        frame.hasContent = true
        frame.style.rendersChildren = false
      }
      if frame.style.rendersChildren { generatedBox("before", of: element, in: &frame) }
      return frame
    }

    /// The box of `element`'s `::before` or `::after` pseudo-element, at the start or the
    /// end of its contents: its text is not read (WebKit's text iterator walks the DOM), but
    /// it is on the line, so white space next to it is kept (`li::before { content: "• " }`
    /// makes the space after it a rendered space; fixture `rendered-text/generated-content`).
    private mutating func generatedBox(_ pseudo: String, of element: Element, in frame: inout Frame)
    {
      guard let box = element.nodeDocument.styleEngine.generatedBox(pseudo, of: element) else {
        return
      }
      switch Display(cssValue: box.display) ?? .inline {
      case .none, .contents: return
      case .inline: builder.generatedInline(endsWithSpace: box.endsWithSpace)
      case .inlineBlock, .inlineTable, .replaced:
        builder.beginInlineBlock()
        builder.endInlineBlock(width: nil)
      default:
        builder.lineBoundary()
        frame.previous = .block
        frame.hasBlockChild = true
        frame.hasInFlowChild = true
        return
      }
      frame.previous = .inline
      frame.hasInFlowChild = true
      frame.hasContent = true
    }

    private mutating func exit(_ element: Element, _ frame: Frame, into parent: inout Frame) {
      var frame = frame
      if frame.style.rendersChildren && !frame.isContents {
        generatedBox("after", of: element, in: &frame)
      }
      if frame.isContents {
        parent.previous = frame.previous
        parent.hasContent = parent.hasContent || frame.hasContent
        parent.hasBlockChild = frame.hasBlockChild
        parent.hasInFlowChild = frame.hasInFlowChild
        return
      }
      switch frame.style.display {
      case .inlineBlock, .inlineTable: builder.endInlineBlock(width: frame.style.pixelWidth)
      default: if frame.style.display.isLineBoundary { builder.lineBoundary() }
      }
      if frame.style.isOutOfFlow { builder.endOutOfFlow() }
      if Self.fillsTheLine(element, style: frame.style) { builder.softWrap() }
      // An absolutely positioned box gives its container no height; a float may (in a box
      // that contains its floats).
      if !frame.style.isAbsolutelyPositioned
        && (frame.style.givesHeight || frame.style.isOutOfFlow || frame.mayHaveHeight)
      {
        parent.mayHaveHeight = true
      }
      decideClipping(element, frame)
      if frame.hasContent {
        // A float or an absolutely positioned box gives its container no height
        // (`<p><span style='float:right'>a</span></p>` has none; fixture
        // `rendered-text/out-of-flow`)
        // (unless the container clips its overflow: it then contains its floats).
        if !frame.style.isOutOfFlow
          || (!frame.style.isAbsolutelyPositioned && parent.style.clipsOverflow)
        {
          parent.hasContent = true
        }
        if Self.hasWebKitExtraNewline(element) { layout.markContent(element) }
      }
      if frame.style.isOutOfFlow {
        parent.previous = frame.style.isAbsolutelyPositioned ? .positioned : .float
        return
      }
      parent.hasInFlowChild = true
      if element.isHTML("br") {
        parent.previous = .lineBreak
      } else if frame.style.display.isLineBoundary {
        parent.previous = .block
        parent.hasBlockChild = true
      } else {
        parent.previous = .inline
      }
    }

    /// Records whether a finished block has no height, and makes a box that clips its
    /// overflow and has no height clip everything it holds.
    private func decideClipping(_ element: Element, _ frame: Frame) {
      let isBlockContainer = frame.style.display == .block || frame.style.display == .inlineBlock
      let holdsNothingTall = !frame.hasContent && !frame.mayHaveHeight
      if isBlockContainer && holdsNothingTall && !frame.style.givesHeight {
        layout.markZeroHeight(element)
      }
      guard frame.style.clipsOverflow && !frame.style.clipsContentsEntirely && isBlockContainer
      else { return }
      if frame.style.isAbsolutelyPositioned && frame.style.hasPercentageHeight {
        // Its height is a percentage of its containing block's, whatever it holds: known
        // after the walk.
        layout.clipsIfContainingBlockHasNoHeight(element)
      } else if holdsNothingTall && !frame.style.givesHeight {
        // A box that clips its overflow and holds no line of content has no height: what it
        // holds (an image not loaded in a quirks-mode line) is clipped away (fixtures
        // `rendered-text/limited-quirks`, `data-images`).
        layout.clipEntirely(element)
      }
    }

    /// Whether an atomic inline takes the whole width of its line, so that what comes before
    /// and after it is on other lines: one with `width: 100%`, or an `svg` root without a
    /// `width` (as wide as its container).
    static func fillsTheLine(_ element: Element, style: Style) -> Bool {
      guard style.display == .inlineBlock || style.display == .replaced else { return false }
      if style.hasFullWidth || style.fillsAvailableWidth { return true }
      // An `svg` root without a width but with a `viewBox` is as wide as its container,
      // unless a height gives it a width from the aspect ratio; without a `viewBox` it is
      // 300×150 and sits on the line (fixture `rendered-text/edges`).
      guard element.namespace == .svg && element.localName == "svg", !style.hasWidth,
        element.attributeValue(localName: "viewBox") != nil
      else { return false }
      return !(style.hasHeight || element.attributeValue(localName: "height") != nil)
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

    private mutating func handle(_ text: Text, rendering: Rendering, frame: inout Frame) {
      guard rendering != .none else { return }
      guard rendering == .rendered else {
        layout.set(.skipped, for: text)
        return
      }
      // Text in SVG renders only inside text content elements.
      if let parent = frame.element, parent.namespace == .svg,
        !RenderedText.rendersSVGText(in: parent)
      {
        return
      }
      let data = Array(text.data.utf16)
      guard !data.isEmpty else { return }
      if text.data.utf8.allSatisfy(\.isASCIIWhitespace),
        !Self.whiteSpaceTextHasBox(frame)
      {
        return
      }
      layout.set(.text(frame.style, before: builder.characterBefore), for: text)
      if builder.text(text, units: data, style: frame.style) { frame.hasContent = true }
      frame.previous = .inline
      frame.hasInFlowChild = true
    }

    /// Whether white-space-only text gets a box (WebKit makes none at the start of a block,
    /// after a block or a `br`, or directly in table structure, flex and grid containers).
    /// After a float or an absolutely positioned box, it gets one in a block whose children
    /// are all inline so far and that has something in flow before it (what precedes only
    /// floats is at the start of the block), and in an inline box after a positioned box but
    /// not after a float (WebKit's `RenderTreeUpdater::textRendererIsNeeded`; fixture
    /// `rendered-text/out-of-flow`).
    private static func whiteSpaceTextHasBox(_ frame: Frame) -> Bool {
      if frame.style.whiteSpace != .collapse { return true }
      if frame.style.display.dropsWhiteSpaceChildren || frame.style.isFlexOrGridContainer {
        return false
      }
      let isInlineBox = frame.style.display == .inline && !frame.isContents
      switch frame.previous {
      case .lineBreak, .block: return false
      case .none: return isInlineBox
      case .inline: return true
      case .float, .positioned:
        if isInlineBox { return frame.previous == .positioned }
        return !frame.hasBlockChild && frame.hasInFlowChild
      }
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
