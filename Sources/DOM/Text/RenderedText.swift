/// The rendered text of a subtree, as `innerText` and `Selection.toString()` see it, with a
/// map from every part of the text back to the DOM.
///
/// The text follows the HTML standard's rendered text collection steps, evaluated with the
/// user-agent style sheet of an unstyled page (see `RenderedText.Style`):
/// - `display` comes from the element (block-level elements, tables, `display: none`
///   elements such as `head`, `script`, `style`, `template`, `[hidden]`, closed `dialog`,
///   the contents of a closed `details` except its `summary`), overridden by a `display`
///   declaration in the element's own `style` attribute (last one wins, `!important` first);
/// - `visibility` and `white-space` are inherited and may also come from `style` attributes;
///   `pre`, `listing`, `plaintext` and `xmp` preserve white space;
/// - CSS white space processing collapses spaces, tabs and line feeds across element
///   boundaries and removes them at the start and end of lines (block edges, `br`);
/// - `br` gives a line feed, a table cell a tab unless it is the last of its row, a table
///   row a line feed unless it is the last of its table, a `p` two required line breaks and
///   any other block-level element (or table caption) one;
/// - replaced elements and form controls (`img`, `input`, `select`, `textarea`, `video`,
///   `audio`, `canvas`, `iframe`, `embed`, `object`, `meter`, `progress`) contribute no
///   text; `button` is an inline block whose text is included;
/// - in SVG, only the text of text content elements (`text`, `tspan`, `textPath`) and
///   `foreignObject` is rendered; MathML elements are blocks (the SVG and MathML user-agent
///   sheets), `semantics` renders its first child only, and tables in MathML no text (as
///   WebKit does);
/// - a shadow host renders its light children where they are slotted (unassigned ones not
///   at all); shadow trees' own text is not part of the host's rendered text (WebKit).
///
/// Approximations, since there is no layout engine: style sheets (`<style>`, `<link>`) and
/// `::before`/`::after` content are ignored; `text-transform`, floats, positioning and
/// lines wrapped by width are not modelled (only forced line breaks end lines); an element
/// with `visibility: hidden` drops its text but keeps its line breaks, tabs and required
/// line breaks, as WebKit's text iterator does (the standard drops them as well); `noscript`
/// is hidden (scripting is on, as in Safari); `select` contributes nothing (as in WebKit),
/// not its options; disconnected subtrees are rendered as if they were in a document.
/// Like WebKit's text iterator (and unlike the standard's "2 required line breaks" around a
/// `p`), a `p` or `h1`–`h6` block gets one line feed before it and a blank line after it.
///
/// https://html.spec.whatwg.org/multipage/dom.html#rendered-text-collection-steps
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
      case .text(let node, _, let offset):
        return .text(node, offset: offset)
      case .collapsedWhiteSpace(let node, _, let range):
        return .collapsedWhiteSpace(node, range: range)
      case .generated(let from, let to, let kind):
        return .generated(kind, start: from.boundaryPoint, end: to.boundaryPoint)
      }
    }

    /// The DOM boundary point where the run starts.
    public var startPoint: (node: Node, offset: Int) {
      switch storage {
      case .text(let node, _, let offset): (node, offset)
      case .collapsedWhiteSpace(let node, _, let range): (node, range.lowerBound)
      case .generated(let from, _, _): from.boundaryPoint
      }
    }

    /// The DOM boundary point where the run ends.
    public var endPoint: (node: Node, offset: Int) {
      switch storage {
      case .text(let node, _, let offset): (node, offset + range.count)
      case .collapsedWhiteSpace(let node, _, let range): (node, range.upperBound)
      case .generated(_, let to, _): to.boundaryPoint
      }
    }
  }

  /// The origin of a segment.
  public enum Source {
    /// Code units copied from a text node: the segment's code unit `i` is the node's code
    /// unit `offset + i`.
    case text(Text, offset: Int)
    /// One space standing for a run of collapsible white space of a text node (a run that
    /// continued into following text nodes is mapped to its first node only).
    case collapsedWhiteSpace(Text, range: Swift.Range<Int>)
    /// Characters the rendering adds, placed between two boundary points.
    case generated(GeneratedKind, start: (node: Node, offset: Int), end: (node: Node, offset: Int))
  }

  /// What a generated segment stands for.
  public enum GeneratedKind: Sendable, Equatable {
    /// The line feed of a `br` element.
    case lineBreak
    /// The tab after a table cell that is not the last of its row.
    case cellSeparator
    /// The line feed after a table row that is not the last of its table.
    case rowSeparator
    /// Line feeds for a run of required line breaks (block and paragraph edges).
    case requiredLineBreaks
  }

  // MARK: - Public API

  /// The rendered text of `root`'s children, in `root`'s context: `root`'s inherited
  /// `white-space` and `visibility` apply, and nothing is rendered when `root` or an
  /// ancestor is `display: none`. For an element that is being rendered and starts its own
  /// block, this is its `innerText`.
  public init(contentsOf root: Node) {
    let context = Self.context(of: root)
    guard context.isRendered else {
      self.init(units: [], segments: [])
      return
    }
    var walker = Walker(watching: [])
    walker.walk(contentsOf: root, style: context.style)
    self = walker.builder.finish()
  }

  /// The rendered text between two boundary points, as WebKit serializes a selection
  /// (`Selection.toString()`): the rendered text of the containing block, cut at the
  /// points. Partial text nodes at the ends contribute the selected code units; line feeds,
  /// tabs and collapsed spaces are included when the range covers them; there is no
  /// trimming beyond what the rendering itself does. Returns "" when the points are in
  /// different trees, inside something not rendered, or in the wrong order.
  ///
  /// https://w3c.github.io/selection-api/#dom-selection-tostring
  public static func string(
    from startNode: Node, startOffset: Int, to endNode: Node, endOffset: Int
  ) -> String {
    guard let common = commonInclusiveAncestor(startNode, endNode) else { return "" }
    let root = formattingRoot(of: common)
    let context = Self.context(of: root)
    guard context.isRendered else { return "" }
    let startChild = childAfterPoint(startNode, startOffset)
    let endChild = childAfterPoint(endNode, endOffset)
    var walker = Walker(watching: [startNode, endNode] + [startChild, endChild].compactMap { $0 })
    walker.walk(contentsOf: root, style: context.style)
    let rendered = walker.builder.finish()
    guard let start = walker.key(startNode, startOffset, childAfter: startChild),
      let end = walker.key(endNode, endOffset, childAfter: endChild)
    else { return "" }
    return rendered.substring(from: start, to: end, trimmingRequiredLineBreaks: false)
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
    case .text(let node, _, let offset):
      start = (node, offset + range.lowerBound - segments[first].range.lowerBound)
    default:
      start = segments[first].startPoint
    }
    let end: (node: Node, offset: Int)
    switch segments[last].storage {
    case .text(let node, _, let offset):
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

  /// A position in the walk: boundary points compare as their keys do.
  struct Key: Comparable {
    var major: Int
    var minor: Int

    /// The point just before walk event `tick` (a node's entry or exit).
    static func before(tick: Int) -> Key { Key(major: 2 * tick - 1, minor: 0) }
    /// The point at `offset` in the character data entered at `tick`.
    static func inData(enteredAt tick: Int, offset: Int) -> Key {
      Key(major: 2 * tick, minor: offset)
    }

    static func < (a: Key, b: Key) -> Bool {
      a.major != b.major ? a.major < b.major : a.minor < b.minor
    }
  }

  /// A point before or after an element, for generated text.
  struct Anchor {
    let node: Node
    let isAfter: Bool
    let key: Key

    /// The boundary point: `(parent, index)` or `(parent, index + 1)`.
    var boundaryPoint: (node: Node, offset: Int) {
      guard let parent = node.parentNode else { return (node, isAfter ? node.childCount : 0) }
      return (parent, node.index + (isAfter ? 1 : 0))
    }
  }

  enum Storage {
    case text(Text, tick: Int, offset: Int)
    case collapsedWhiteSpace(Text, tick: Int, range: Swift.Range<Int>)
    case generated(from: Anchor, to: Anchor, kind: GeneratedKind)
  }

  /// The part of the text between two keys. A text unit is kept when it lies inside the
  /// range; a collapsed space or generated run when it overlaps the inside of the range.
  /// With `trimmingRequiredLineBreaks`, required line breaks at either end are dropped (the
  /// `innerText` getter's steps 5–6).
  func substring(from start: Key, to end: Key, trimmingRequiredLineBreaks: Bool) -> String {
    guard start < end else { return "" }
    var pieces: [(range: Swift.Range<Int>, isRequiredBreak: Bool)] = []
    for segment in segments {
      switch segment.storage {
      case .text(_, let tick, let offset):
        let major = 2 * tick
        let count = segment.range.count
        let low =
          start.major < major
          ? 0 : start.major > major ? count : min(max(start.minor - offset, 0), count)
        let high =
          end.major > major ? count : end.major < major ? 0 : min(max(end.minor - offset, 0), count)
        if low < high {
          let base = segment.range.lowerBound
          pieces.append((base + low..<base + high, false))
        }
      case .collapsedWhiteSpace(_, let tick, let range):
        let from = Key.inData(enteredAt: tick, offset: range.lowerBound)
        let to = Key.inData(enteredAt: tick, offset: range.upperBound)
        if start < to && from < end { pieces.append((segment.range, false)) }
      case .generated(let from, let to, let kind):
        if start < to.key && from.key < end {
          pieces.append((segment.range, kind == .requiredLineBreaks))
        }
      }
    }
    if trimmingRequiredLineBreaks {
      while let first = pieces.first, first.isRequiredBreak { pieces.removeFirst() }
      while let last = pieces.last, last.isRequiredBreak { pieces.removeLast() }
    }
    var result: [UInt16] = []
    for piece in pieces { result.append(contentsOf: units[piece.range]) }
    return String(decoding: result, as: UTF16.self)
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
      case .block, .table, .tableCell, .tableCaption, .inlineBlock: return element
      default: break
      }
      guard let parent = element.parentNode else { return element }
      current = parent
    }
    return current
  }

  /// The style `root`'s contents inherit, and whether they are rendered at all (no
  /// `display: none` inclusive ancestor, no ancestor that hides its children).
  static func context(of root: Node) -> (style: Style, isRendered: Bool) {
    var chain: [Node] = []
    var node: Node? = root
    while let current = node {
      chain.append(current)
      node = current.parentNode
    }
    var style = Style.initial
    var isRendered = true
    var parent: Node?
    for current in chain.reversed() {
      if let parent, !Walker.rendersChild(current, of: parent, style: style) {
        isRendered = false
      }
      if let element = current as? Element {
        style = Style(of: element, parent: style)
        if style.display == .none { isRendered = false }
      }
      parent = current
    }
    return (style, isRendered)
  }
}
