/// The rendered text of a subtree or a range, as Safari gives it for `innerText`,
/// `Selection.toString()` and find-in-page, with a map from every part of the text back to
/// the DOM.
///
/// WebKit reads this text off its layout with its text iterator, which differs from the HTML
/// standard's innerText algorithm in many small ways (see `Iterator`): no trimming of the
/// ends, line feeds after the last block when something follows it in the document, one line
/// feed before a `p` and two after it, spaces kept around inline blocks, `text-transform`
/// applied, tabs only between cells of a row, and more. Here the layout follows the cascade
/// (the user-agent sheets, the page's `<style>` and `<link>` sheets, adopted sheets and
/// `style` attributes; see `Style`). `::before`/`::after` boxes take part in the line (white
/// space beside them is kept) but their text is not read, as in WebKit's innerText. Each node
/// gets a box or not (`Layout`), and CSS white space processing decides which code units of
/// the text are rendered (`LineBuilder`). Lines wrapped by width are modelled only where the
/// widths are known without fonts: a box that fills its line, and a line of atomic inlines of
/// known width (images, embedded content, inline blocks with a `px` width) that no longer fit
/// their container's `px` width or the viewport; a wrap inside or after text is not (WebKit's
/// text drops a space there). `noscript` is hidden (scripting is on, as in Safari).
/// In SVG only the text of text content elements (`text`, `tspan`, `textPath`, an `a` in a
/// `text`) and `foreignObject` is rendered; MathML `semantics` renders its first child only,
/// other MathML elements but token elements render no text of their own, and MathML tables
/// lay out as tables; a shadow host renders its light children where they are slotted
/// (unassigned ones not at all), as WebKit does.
///
/// https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute
public struct RenderedText {
  /// The rendered text.
  public let string: String
  /// The parts of `string`, in order, each mapped to where it comes from.
  public let segments: [Segment]
  /// `string` as UTF-16 code units.
  let units: [UInt16]

  /// One run of `string` and its origin in the DOM.
  public struct Segment {
    /// The UTF-16 offsets of the run in `string`.
    public internal(set) var range: Swift.Range<Int>
    let storage: Storage

    /// Where the run comes from.
    public var source: Source {
      switch storage {
      case .text(let node, let offset): .text(node, offset: offset)
      case .collapsedWhiteSpace(let node, let range): .collapsedWhiteSpace(node, range: range)
      case .transformedText(let node, let range): .transformedText(node, range: range)
      case .generated(_, _, _, _, let kind): .generated(kind, start: startPoint, end: endPoint)
      }
    }

    /// The DOM boundary point where the run starts.
    public var startPoint: (node: Node, offset: Int) {
      switch storage {
      case .text(let node, let offset): (node, offset)
      case .collapsedWhiteSpace(let node, let range), .transformedText(let node, let range):
        (node, range.lowerBound)
      case .generated(let container, let base, let start, _, _):
        (container, (base?.index ?? 0) + start)
      }
    }

    /// The DOM boundary point where the run ends.
    public var endPoint: (node: Node, offset: Int) {
      switch storage {
      case .text(let node, let offset): (node, offset + range.count)
      case .collapsedWhiteSpace(let node, let range), .transformedText(let node, let range):
        (node, range.upperBound)
      case .generated(let container, let base, _, let end, _):
        (container, (base?.index ?? 0) + end)
      }
    }
  }

  /// The origin of a segment.
  public enum Source {
    /// Code units copied from a text node: the segment's code unit `i` is the node's code
    /// unit `offset + i`.
    case text(Text, offset: Int)
    /// One space standing for a run of collapsible white space of a text node.
    case collapsedWhiteSpace(Text, range: Swift.Range<Int>)
    /// The code units `range` of a text node after a `text-transform` that changed their
    /// number (`ß` → `SS`).
    case transformedText(Text, range: Swift.Range<Int>)
    /// Characters the rendering adds, placed between two boundary points.
    case generated(GeneratedKind, start: (node: Node, offset: Int), end: (node: Node, offset: Int))
  }

  /// What a generated segment stands for.
  public enum GeneratedKind: Sendable, Equatable {
    /// The line feed of a `br` element.
    case lineBreak
    /// The tab before a table cell that has one before it.
    case cellSeparator
    /// A line feed before or after a table row.
    case rowSeparator
    /// A line feed before or after a block.
    case requiredLineBreaks
    /// A space: for white space that collapsed away between nodes, or around an inline table.
    case space
  }

  // MARK: - Public API

  /// The rendered text of `root`'s children, read as WebKit's text iterator reads the range
  /// selecting `root`'s contents; empty when `root` or an ancestor has no box.
  public init(contentsOf root: Node) {
    let context = Self.context(of: root)
    guard context.rendering == .rendered else {
      self.init(units: [], segments: [])
      return
    }
    let layout = Self.layout(around: root)
    var iterator = Iterator(layout: layout, from: (root, 0), to: (root, root.nodeLength))
    self = iterator.run()
  }

  /// The rendered text between two boundary points, as WebKit serializes a selection
  /// (`Selection.toString()`): its text iterator over the range. Partial text nodes at the
  /// ends contribute the selected code units; there is no trimming. Returns "" when the
  /// points are in different trees, inside something not rendered, or in the wrong order.
  ///
  /// https://w3c.github.io/selection-api/#dom-selection-tostring
  public static func string(
    from startNode: Node, startOffset: Int, to endNode: Node, endOffset: Int
  ) -> String {
    guard let common = commonInclusiveAncestor(startNode, endNode) else { return "" }
    guard context(of: common).rendering == .rendered else { return "" }
    if startNode === endNode && startOffset >= endOffset { return "" }
    let layout = Self.layout(around: common)
    var iterator = Iterator(
      layout: layout, from: (startNode, startOffset), to: (endNode, endOffset))
    return iterator.run().string
  }

  /// The boundary points that delimit the code units `range` of `string`: the start of the
  /// segment holding its first unit and the end of the one holding its last unit (for text,
  /// the exact code unit). `nil` when the range is empty or out of bounds.
  public func boundaryPoints(forUTF16Range range: Swift.Range<Int>) -> (
    startContainer: Node, startOffset: Int, endContainer: Node, endOffset: Int
  )? {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= units.count,
      let first = segmentIndex(containing: range.lowerBound),
      let last = segmentIndex(containing: range.upperBound - 1)
    else { return nil }
    let start: (node: Node, offset: Int)
    switch segments[first].storage {
    case .text(let node, let offset):
      start = (node, offset + range.lowerBound - segments[first].range.lowerBound)
    default:
      start = segments[first].startPoint
    }
    let end: (node: Node, offset: Int)
    switch segments[last].storage {
    case .text(let node, let offset):
      end = (node, offset + range.upperBound - segments[last].range.lowerBound)
    default:
      end = segments[last].endPoint
    }
    return (start.node, start.offset, end.node, end.offset)
  }

  // MARK: - Internals

  init(units: [UInt16], segments: [Segment]) {
    self.units = units
    self.segments = segments
    self.string = String(decoding: units, as: UTF16.self)
  }

  enum Storage {
    case text(Text, offset: Int)
    case collapsedWhiteSpace(Text, range: Swift.Range<Int>)
    case transformedText(Text, range: Swift.Range<Int>)
    /// A character placed at `(container, index of base + start)`…`(…, index of base + end)`
    /// (the index is 0 without a base).
    case generated(container: Node, base: Node?, Int, Int, GeneratedKind)
  }

  /// The layout of the formatting context holding `node`.
  static func layout(around node: Node) -> Layout {
    let root = formattingRoot(of: node)
    return Layout(contentsOf: root, style: context(of: root).style)
  }

  /// The index of the segment holding code unit `offset` (binary search).
  func segmentIndex(containing offset: Int) -> Int? {
    var low = 0
    var high = segments.count
    while low < high {
      let middle = (low + high) / 2
      let range = segments[middle].range
      if offset < range.lowerBound {
        high = middle
      } else if offset >= range.upperBound {
        low = middle + 1
      } else {
        return middle
      }
    }
    return nil
  }

  /// The nearest inclusive ancestor of both nodes.
  static func commonInclusiveAncestor(_ a: Node, _ b: Node) -> Node? {
    var node: Node? = a
    while let current = node {
      if current.contains(b) { return current }
      node = current.parentNode
    }
    return nil
  }

  /// The child a boundary point sits before, for an element container.
  static func childAfterPoint(_ container: Node, _ offset: Int) -> Node? {
    guard !(container is CharacterData) else { return nil }
    return container.child(at: max(offset, 0))
  }

  /// The nearest inclusive ancestor that starts its own block formatting context (a block,
  /// table, cell, caption or inline block), or the tree's root: white space inside it does
  /// not depend on anything outside.
  static func formattingRoot(of node: Node) -> Node {
    var current: Node = node is Element ? node : (node.parentNode ?? node)
    while let element = current as? Element {
      switch Style(of: element, parent: .initial).display {
      case .block, .table, .tableCell, .tableCaption, .inlineBlock, .inlineTable: return element
      default: break
      }
      guard let parent = element.parentNode else { return element }
      current = parent
    }
    return current
  }

  /// The style `root`'s contents inherit, and whether `root` gets a box (no `display: none`
  /// inclusive ancestor, no ancestor that hides its children; skipped inside skipped
  /// content).
  static func context(of root: Node) -> (style: Style, rendering: Rendering) {
    var chain: [Node] = []
    var node: Node? = root
    while let current = node {
      chain.append(current)
      node = current.parentNode
    }
    var style = Style.initial
    var rendering = Rendering.rendered
    var parent: Node?
    for current in chain.reversed() {
      if let parent, rendering != .none {
        switch Walker.childRendering(current, of: parent, style: style) {
        case .none: rendering = .none
        case .skipped: rendering = .skipped
        case .rendered: break
        }
      }
      if let element = current as? Element {
        style = Style(of: element, parent: style)
        if style.display == .none { rendering = .none }
      }
      parent = current
    }
    return (style, rendering)
  }

  /// Whether a node outside a laid-out subtree has a box: an element that is rendered (or
  /// skipped) and not `display: contents`, or a text node with more than white space in a
  /// rendered element.
  static func hasRenderer(_ node: Node) -> Bool {
    if let text = node as? Text {
      guard let parent = text.parentNode, RenderedText.context(of: parent).rendering != .none
      else {
        return false
      }
      let context = context(of: parent)
      guard Walker.childRendering(text, of: parent, style: context.style) != .none else {
        return false
      }
      return !text.data.utf8.allSatisfy(\.isASCIIWhitespace)
    }
    guard node is Element else { return false }
    let context = context(of: node)
    return context.rendering != .none && context.style.display != .contents
  }
}
