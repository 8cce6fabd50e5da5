/// A document's selection: at most one range, with a direction.
///
/// `toString()` gives what Safari gives: the rendered text of the selected part of the page
/// (see `RenderedText`), not the range's plain text concatenation.
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

  init(document: Document) { self.document = document }

  // MARK: - Anchor and focus

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
    guard let range else { return "None" }
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
    guard let point = selectablePoint(node, offset) else { return }
    range = Range(start: point, end: point)
    direction = .none
  }

  /// The same as `collapse`. https://w3c.github.io/selection-api/#dom-selection-setposition
  public func setPosition(_ node: Node?, _ offset: Int = 0) throws(DOMException) {
    try collapse(node, offset)
  }

  /// https://w3c.github.io/selection-api/#dom-selection-collapsetostart
  public func collapseToStart() throws(DOMException) {
    guard let range else { throw DOMException(.invalidStateError, "The selection is empty.") }
    self.range = Range(start: range.start, end: range.start)
    direction = .none
  }

  /// https://w3c.github.io/selection-api/#dom-selection-collapsetoend
  public func collapseToEnd() throws(DOMException) {
    guard let range else { throw DOMException(.invalidStateError, "The selection is empty.") }
    self.range = Range(start: range.end, end: range.end)
    direction = .none
  }

  /// Moves the focus to (`node`, `offset`), keeping the anchor.
  ///
  /// https://w3c.github.io/selection-api/#dom-selection-extend
  public func extend(_ node: Node, _ offset: Int = 0) throws(DOMException) {
    // 1–2. There must be a range; another tree is ignored.
    guard range != nil, let anchor = anchorNode else {
      throw DOMException(.invalidStateError, "The selection is empty.")
    }
    guard node.root === document else { return }
    try check(node, offset)
    let anchorPoint = BoundaryPoint(anchor, anchorOffset)
    let focusPoint = BoundaryPoint(node, offset)
    // 6–8. Order the points; remember the direction.
    if anchor.root !== node.root {
      range = Range(start: focusPoint, end: focusPoint)
      direction = .forward
    } else if anchorPoint.position(relativeTo: focusPoint) != .after {
      range = Range(start: anchorPoint, end: focusPoint)
      direction = .forward
    } else {
      range = Range(start: focusPoint, end: anchorPoint)
      direction = .backward
    }
  }

  /// https://w3c.github.io/selection-api/#dom-selection-setbaseandextent
  public func setBaseAndExtent(
    _ anchorNode: Node, _ anchorOffset: Int, _ focusNode: Node, _ focusOffset: Int
  ) throws(DOMException) {
    try check(anchorNode, anchorOffset)
    try check(focusNode, focusOffset)
    guard let anchorPoint = selectablePoint(anchorNode, anchorOffset),
      let focusPoint = selectablePoint(focusNode, focusOffset)
    else { return }
    if anchorPoint.position(relativeTo: focusPoint) == .after {
      range = Range(start: focusPoint, end: anchorPoint)
      direction = .backward
    } else {
      range = Range(start: anchorPoint, end: focusPoint)
      direction = .forward
    }
  }

  /// https://w3c.github.io/selection-api/#dom-selection-selectallchildren
  public func selectAllChildren(_ node: Node) throws(DOMException) {
    if node is DocumentType {
      throw DOMException(.invalidNodeTypeError, "A selection cannot be in a doctype.")
    }
    guard let start = selectablePoint(node, 0),
      let end = selectablePoint(node, node.nodeLength)
    else { return }
    range = Range(start: start, end: end)
    direction = .forward
  }

  /// Changes the selection by a unit of text (`"move"`/`"extend"`, `"forward"`…, `"word"`…):
  /// does nothing, as there is no layout to move through.
  ///
  /// https://w3c.github.io/selection-api/#dom-selection-modify
  public func modify(
    _ alter: String? = nil, _ direction: String? = nil, _ granularity: String? = nil
  ) {}

  /// The selection's range as static ranges (none or one).
  ///
  /// https://w3c.github.io/selection-api/#dom-selection-getcomposedranges
  public func getComposedRanges() -> [StaticRange] {
    guard let range,
      let copy = try? StaticRange(
        startContainer: range.startContainer, startOffset: range.startOffset,
        endContainer: range.endContainer, endOffset: range.endOffset)
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
    guard let range else { return "" }
    return RenderedText.string(
      from: range.startContainer, startOffset: range.startOffset, to: range.endContainer,
      endOffset: range.endOffset)
  }

  public var description: String { toString() }
}
