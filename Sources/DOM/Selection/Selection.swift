/// A document's selection: at most one range, with a direction.
///
/// `toString()` gives what Safari gives: the rendered text of the selected part of the page
/// (see `RenderedText`), not the range's plain text concatenation.
///
/// A selection made in a shadow tree (by `collapse`, `setBaseAndExtent`, `extend` or
/// `selectAllChildren`) is kept as WebKit keeps it (fixture shadow/selection): the range
/// scripts see (`getRangeAt`, anchor and focus) has each end moved to just before the
/// outermost shadow host, while the selection itself, its ``composedRange``, still spans the
/// shadow-tree points: `toString()` gives their text, `type` is `"Range"` when they differ,
/// and `getComposedRanges({shadowRoots})` returns them.
///
/// `direction` is `"forward"` after every method that sets the range, `collapse` and
/// `collapseToStart`/`collapseToEnd` included (WebKit: fixture selection/direction), and
/// `"none"` only while the selection is empty.
///
/// https://w3c.github.io/selection-api/#selection-interface
public final class Selection {
  /// The direction of a selection. https://w3c.github.io/selection-api/#dfn-direction
  public enum Direction: String, Sendable {
    case forward, backward, none
  }

  /// The document the selection belongs to.
  public unowned let document: Document
  /// The selected range, if any (the same live object every time).
  public private(set) var range: Range?
  /// The direction. https://w3c.github.io/selection-api/#dom-selection-direction
  public private(set) var direction: Direction = .none
  /// The selection's own range when an end of it is in a shadow tree (``range`` then has the
  /// points before the hosts), else `nil`. A live range, as ``range`` is.
  public private(set) var composedRange: Range?

  init(document: Document) { self.document = document }

  // MARK: - Anchor and focus

  /// The selection's own range: ``composedRange`` when it has one, else ``range``.
  private var selectedRange: Range? { composedRange ?? range }

  /// https://w3c.github.io/selection-api/#dom-selection-anchornode
  public var anchorNode: Node? {
    guard let range else { return nil }
    return direction == .backward ? range.endContainer : range.startContainer
  }

  /// https://w3c.github.io/selection-api/#dom-selection-anchoroffset
  public var anchorOffset: Int {
    guard let range else { return 0 }
    return direction == .backward ? range.endOffset : range.startOffset
  }

  /// https://w3c.github.io/selection-api/#dom-selection-focusnode
  public var focusNode: Node? {
    guard let range else { return nil }
    return direction == .backward ? range.startContainer : range.endContainer
  }

  /// https://w3c.github.io/selection-api/#dom-selection-focusoffset
  public var focusOffset: Int {
    guard let range else { return 0 }
    return direction == .backward ? range.startOffset : range.endOffset
  }

  /// https://w3c.github.io/selection-api/#dom-selection-iscollapsed
  public var isCollapsed: Bool { range?.collapsed ?? true }

  /// https://w3c.github.io/selection-api/#dom-selection-rangecount
  public var rangeCount: Int { range == nil ? 0 : 1 }

  /// `"None"`, `"Caret"` or `"Range"`. https://w3c.github.io/selection-api/#dom-selection-type
  public var type: String {
    guard let range = selectedRange else { return "None" }
    return range.collapsed ? "Caret" : "Range"
  }

  // MARK: - Ranges

  /// https://w3c.github.io/selection-api/#dom-selection-getrangeat
  public func getRangeAt(_ index: Int) throws(DOMException) -> Range {
    guard index == 0, let range else {
      throw DOMException(.indexSizeError, "There is no range at index \(index).")
    }
    return range
  }

  /// Adds `range` when the selection is empty and the range is in this document.
  ///
  /// https://w3c.github.io/selection-api/#dom-selection-addrange
  public func addRange(_ range: Range) {
    guard range.root === document, self.range == nil else { return }
    self.range = range
    composedRange = nil
    direction = .forward
  }

  /// https://w3c.github.io/selection-api/#dom-selection-removerange
  public func removeRange(_ range: Range) throws(DOMException) {
    guard range === self.range else {
      throw DOMException(.notFoundError, "The range is not the selection's range.")
    }
    removeAllRanges()
  }

  /// https://w3c.github.io/selection-api/#dom-selection-removeallranges
  public func removeAllRanges() {
    range = nil
    composedRange = nil
    direction = .none
  }

  /// The same as `removeAllRanges()`. https://w3c.github.io/selection-api/#dom-selection-empty
  public func empty() { removeAllRanges() }

  /// The point the selection takes for (`node`, `offset`): itself in the document's tree; for
  /// a node in a shadow tree of a host in this document, the point just before the outermost
  /// such host (as WebKit shows it: `anchorNode` is the host's parent, `anchorOffset` its
  /// index; fixture shadow/ranges); `nil` for a node elsewhere, which the selection ignores.
  ///
  /// The standard ignores every node whose root is not the document.
  private func selectablePoint(_ node: Node, _ offset: Int) -> BoundaryPoint? {
    if node.root === document { return BoundaryPoint(node, offset) }
    guard node.shadowIncludingRoot === document,
      let host = EventTarget.retarget(node, against: document) as? Node,
      let parent = host.parentNode
    else { return nil }
    return BoundaryPoint(parent, host.index)
  }

  /// Whether (`node`, `offset`) can be in the selection: in the document's tree or in a shadow
  /// tree of a host in it.
  private func isSelectable(_ node: Node) -> Bool { node.shadowIncludingRoot === document }

  /// Selects from `start` to `end` (in order; either may be in a shadow tree): ``range``
  /// gets the points scripts see, ``composedRange`` the points themselves when one is in a
  /// shadow tree.
  private func select(
    from start: BoundaryPoint, to end: BoundaryPoint, direction: Direction
  ) {
    guard let shownStart = selectablePoint(start.node, start.offset),
      let shownEnd = selectablePoint(end.node, end.offset)
    else { return }
    range = Range(start: shownStart, end: shownEnd)
    composedRange =
      start.node.root === document && end.node.root === document
      ? nil : Range(start: start, end: end)
    self.direction = direction
  }

  /// Whether `a` comes after `b` in the shadow-including tree order (points in one tree by
  /// their position; across trees by the points before their hosts, then `a` is not after).
  private func isAfter(_ a: BoundaryPoint, _ b: BoundaryPoint) -> Bool {
    if a.node.root === b.node.root { return a.position(relativeTo: b) == .after }
    guard let shownA = selectablePoint(a.node, a.offset),
      let shownB = selectablePoint(b.node, b.offset)
    else { return false }
    return shownA.position(relativeTo: shownB) == .after
  }

  private func check(_ node: Node, _ offset: Int) throws(DOMException) {
    if node is DocumentType {
      throw DOMException(.invalidNodeTypeError, "A selection cannot be in a doctype.")
    }
    guard offset >= 0, offset <= node.nodeLength else {
      throw DOMException(.indexSizeError, "Offset \(offset) is past the node's length.")
    }
  }

  /// Collapses the selection to one point (`nil` empties it).
  ///
  /// https://w3c.github.io/selection-api/#dom-selection-collapse
  public func collapse(_ node: Node?, _ offset: Int = 0) throws(DOMException) {
    guard let node else {
      removeAllRanges()
      return
    }
    try check(node, offset)
    guard isSelectable(node) else { return }
    let point = BoundaryPoint(node, offset)
    select(from: point, to: point, direction: .forward)
  }

  /// The same as `collapse`. https://w3c.github.io/selection-api/#dom-selection-setposition
  public func setPosition(_ node: Node?, _ offset: Int = 0) throws(DOMException) {
    try collapse(node, offset)
  }

  /// https://w3c.github.io/selection-api/#dom-selection-collapsetostart
  public func collapseToStart() throws(DOMException) {
    guard let range = selectedRange else {
      throw DOMException(.invalidStateError, "The selection is empty.")
    }
    select(from: range.start, to: range.start, direction: .forward)
  }

  /// https://w3c.github.io/selection-api/#dom-selection-collapsetoend
  public func collapseToEnd() throws(DOMException) {
    guard let range = selectedRange else {
      throw DOMException(.invalidStateError, "The selection is empty.")
    }
    select(from: range.end, to: range.end, direction: .forward)
  }

  /// Moves the focus to (`node`, `offset`), keeping the anchor.
  ///
  /// https://w3c.github.io/selection-api/#dom-selection-extend
  public func extend(_ node: Node, _ offset: Int = 0) throws(DOMException) {
    // 1–2. There must be a range; another tree is ignored.
    guard let selected = selectedRange else {
      throw DOMException(.invalidStateError, "The selection is empty.")
    }
    guard isSelectable(node) else { return }
    try check(node, offset)
    let anchorPoint = direction == .backward ? selected.end : selected.start
    let focusPoint = BoundaryPoint(node, offset)
    // 6–8. Order the points; remember the direction. (Points in different trees of the
    //      document: WebKit keeps both, ordered by their hosts.)
    if anchorPoint.node.shadowIncludingRoot !== focusPoint.node.shadowIncludingRoot {
      select(from: focusPoint, to: focusPoint, direction: .forward)
    } else if !isAfter(anchorPoint, focusPoint) {
      select(from: anchorPoint, to: focusPoint, direction: .forward)
    } else {
      select(from: focusPoint, to: anchorPoint, direction: .backward)
    }
  }

  /// https://w3c.github.io/selection-api/#dom-selection-setbaseandextent
  public func setBaseAndExtent(
    _ anchorNode: Node, _ anchorOffset: Int, _ focusNode: Node, _ focusOffset: Int
  ) throws(DOMException) {
    try check(anchorNode, anchorOffset)
    try check(focusNode, focusOffset)
    guard isSelectable(anchorNode), isSelectable(focusNode) else { return }
    let anchorPoint = BoundaryPoint(anchorNode, anchorOffset)
    let focusPoint = BoundaryPoint(focusNode, focusOffset)
    if isAfter(anchorPoint, focusPoint) {
      select(from: focusPoint, to: anchorPoint, direction: .backward)
    } else {
      select(from: anchorPoint, to: focusPoint, direction: .forward)
    }
  }

  /// https://w3c.github.io/selection-api/#dom-selection-selectallchildren
  public func selectAllChildren(_ node: Node) throws(DOMException) {
    if node is DocumentType {
      throw DOMException(.invalidNodeTypeError, "A selection cannot be in a doctype.")
    }
    guard isSelectable(node) else { return }
    select(
      from: BoundaryPoint(node, 0), to: BoundaryPoint(node, node.nodeLength), direction: .forward)
  }

  /// Changes the selection by a unit of text (`"move"`/`"extend"`, `"forward"`…, `"word"`…):
  /// does nothing, as there is no layout to move through.
  ///
  /// https://w3c.github.io/selection-api/#dom-selection-modify
  public func modify(
    _ alter: String? = nil, _ direction: String? = nil, _ granularity: String? = nil
  ) {}

  /// The selection's own range as static ranges (none or one), each end that is in a shadow
  /// tree not among `shadowRoots` moved out of it: the start to just before its host, the end
  /// to just after.
  ///
  /// https://w3c.github.io/selection-api/#dom-selection-getcomposedranges
  public func getComposedRanges(shadowRoots: [ShadowRoot] = []) -> [StaticRange] {
    guard let range = selectedRange else { return [] }
    func rescoped(_ point: BoundaryPoint, after: Bool) -> BoundaryPoint {
      var point = point
      while let shadow = point.node.root as? ShadowRoot,
        !shadowRoots.contains(where: { $0 === shadow }), let host = shadow.host,
        let parent = host.parentNode
      {
        point = BoundaryPoint(parent, host.index + (after ? 1 : 0))
      }
      return point
    }
    let start = rescoped(range.start, after: false)
    let end = rescoped(range.end, after: true)
    guard
      let copy = try? StaticRange(
        startContainer: start.node, startOffset: start.offset, endContainer: end.node,
        endOffset: end.offset)
    else { return [] }
    return [copy]
  }

  /// https://w3c.github.io/selection-api/#dom-selection-deletefromdocument
  public func deleteFromDocument() { range?.deleteContents() }

  /// https://w3c.github.io/selection-api/#dom-selection-containsnode
  public func containsNode(_ node: Node, allowPartialContainment: Bool = false) -> Bool {
    guard let range, node.root === document else { return false }
    let nodeStart = BoundaryPoint(node, 0)
    let nodeEnd = BoundaryPoint(node, node.nodeLength)
    if allowPartialContainment {
      return range.start.position(relativeTo: nodeEnd) != .after
        && range.end.position(relativeTo: nodeStart) != .before
    }
    return range.start.position(relativeTo: nodeStart) != .after
      && range.end.position(relativeTo: nodeEnd) != .before
  }
}

extension Document {
  /// The document's selection (one object per document).
  ///
  /// https://w3c.github.io/selection-api/#dom-document-getselection
  public func getSelection() -> Selection {
    if let selection = selectionStorage { return selection }
    let selection = Selection(document: self)
    selectionStorage = selection
    return selection
  }
}

extension Selection: CustomStringConvertible {
  /// The selected text as Safari gives it: the rendered text of the range (line breaks between
  /// blocks, tabs between cells, collapsed white space, hidden content left out).
  ///
  /// https://w3c.github.io/selection-api/#dom-selection-stringifier
  public func toString() -> String {
    guard let range = selectedRange else { return "" }
    return RenderedText.string(
      from: range.startContainer, startOffset: range.startOffset, to: range.endContainer,
      endOffset: range.endOffset)
  }

  public var description: String { toString() }
}
