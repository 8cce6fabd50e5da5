/// A live range: two boundary points that follow changes to the tree.
///
/// https://dom.spec.whatwg.org/#interface-range
public final class Range: AbstractRange {
  /// The document whose mutations this range follows.
  weak var registeredDocument: Document?

  /// Makes a collapsed range at the start of `document`.
  ///
  /// https://dom.spec.whatwg.org/#dom-range-range
  public init(document: Document) {
    super.init(BoundaryPoint(document, 0), BoundaryPoint(document, 0))
    register()
  }

  init(start: BoundaryPoint, end: BoundaryPoint) {
    super.init(start, end)
    register()
  }

  /// Follow the mutations of the start container's document.
  func register() {
    let document = startContainer.nodeDocument
    if registeredDocument === document { return }
    registeredDocument?.liveRanges.remove(self)
    document.liveRanges.add(self)
    registeredDocument = document
  }

  /// The root of the range's tree. https://dom.spec.whatwg.org/#concept-range-root
  public var root: Node { startContainer.root }

  /// The deepest node containing both boundary points.
  ///
  /// https://dom.spec.whatwg.org/#dom-range-commonancestorcontainer
  public var commonAncestorContainer: Node {
    // The end's inclusive ancestors once, then the start's first one among them: linear in
    // the depth (asking `contains` at every ancestor of the start was quadratic).
    var endAncestors = Set<ObjectIdentifier>()
    var node: Node? = endContainer
    while let current = node {
      endAncestors.insert(ObjectIdentifier(current))
      node = current.parentNode
    }
    var container = startContainer
    while !endAncestors.contains(ObjectIdentifier(container)) {
      guard let parent = container.parentNode else { break }
      container = parent
    }
    return container
  }

  // MARK: - Setting boundary points

  /// https://dom.spec.whatwg.org/#concept-range-bp-set
  private func setBoundary(_ node: Node, _ offset: Int, isStart: Bool) throws(DOMException) {
    // 1. No doctypes.
    if node is DocumentType || node is Attr {
      throw DOMException(.invalidNodeTypeError, "A range cannot be in a doctype or attribute.")
    }
    // 2. The offset must be within the node.
    guard offset >= 0, offset <= node.nodeLength else {
      throw DOMException(
        .indexSizeError, "Offset \(offset) is past the node's length \(node.nodeLength).")
    }
    let point = BoundaryPoint(node, offset)
    if isStart {
      // 4. Start: collapse when in another tree or after the end.
      if root !== node.root || point.position(relativeTo: end) == .after {
        endContainer = node
        endOffset = offset
      }
      startContainer = node
      startOffset = offset
    } else {
      // 4. End: collapse when in another tree or before the start.
      if root !== node.root || point.position(relativeTo: start) == .before {
        startContainer = node
        startOffset = offset
      }
      endContainer = node
      endOffset = offset
    }
    register()
  }

  /// https://dom.spec.whatwg.org/#dom-range-setstart
  public func setStart(_ node: Node, _ offset: Int) throws(DOMException) {
    try setBoundary(node, offset, isStart: true)
  }

  /// https://dom.spec.whatwg.org/#dom-range-setend
  public func setEnd(_ node: Node, _ offset: Int) throws(DOMException) {
    try setBoundary(node, offset, isStart: false)
  }

  private func parentAndIndex(_ node: Node) throws(DOMException) -> (Node, Int) {
    guard let parent = node.parentNode else {
      throw DOMException(.invalidNodeTypeError, "The node has no parent.")
    }
    return (parent, node.index)
  }

  /// https://dom.spec.whatwg.org/#dom-range-setstartbefore
  public func setStartBefore(_ node: Node) throws(DOMException) {
    let (parent, index) = try parentAndIndex(node)
    try setBoundary(parent, index, isStart: true)
  }

  /// https://dom.spec.whatwg.org/#dom-range-setstartafter
  public func setStartAfter(_ node: Node) throws(DOMException) {
    let (parent, index) = try parentAndIndex(node)
    try setBoundary(parent, index + 1, isStart: true)
  }

  /// https://dom.spec.whatwg.org/#dom-range-setendbefore
  public func setEndBefore(_ node: Node) throws(DOMException) {
    let (parent, index) = try parentAndIndex(node)
    try setBoundary(parent, index, isStart: false)
  }

  /// https://dom.spec.whatwg.org/#dom-range-setendafter
  public func setEndAfter(_ node: Node) throws(DOMException) {
    let (parent, index) = try parentAndIndex(node)
    try setBoundary(parent, index + 1, isStart: false)
  }

  /// https://dom.spec.whatwg.org/#dom-range-collapse
  public func collapse(toStart: Bool = false) {
    if toStart {
      endContainer = startContainer
      endOffset = startOffset
    } else {
      startContainer = endContainer
      startOffset = endOffset
      register()
    }
  }

  /// https://dom.spec.whatwg.org/#concept-range-select
  public func selectNode(_ node: Node) throws(DOMException) {
    // 1–2. The node needs a parent.
    let (parent, index) = try parentAndIndex(node)
    // 3–5. Select it within its parent.
    startContainer = parent
    startOffset = index
    endContainer = parent
    endOffset = index + 1
    register()
  }

  /// https://dom.spec.whatwg.org/#dom-range-selectnodecontents
  public func selectNodeContents(_ node: Node) throws(DOMException) {
    if node is DocumentType || node is Attr {
      throw DOMException(.invalidNodeTypeError, "A range cannot be in a doctype or attribute.")
    }
    startContainer = node
    startOffset = 0
    endContainer = node
    endOffset = node.nodeLength
    register()
  }

  // MARK: - Comparing

  /// The `how` values of `compareBoundaryPoints`.
  public enum How: Int, Sendable {
    case startToStart = 0
    case startToEnd = 1
    case endToEnd = 2
    case endToStart = 3
  }

  /// https://dom.spec.whatwg.org/#dom-range-compareboundarypoints
  public func compareBoundaryPoints(_ how: How, _ sourceRange: Range) throws(DOMException) -> Int {
    // 2. Both ranges in one tree.
    guard root === sourceRange.root else {
      throw DOMException(.wrongDocumentError, "The ranges are in different trees.")
    }
    // 3–4. Pick the points.
    let (mine, theirs): (BoundaryPoint, BoundaryPoint) =
      switch how {
      case .startToStart: (start, sourceRange.start)
      case .startToEnd: (end, sourceRange.start)
      case .endToEnd: (end, sourceRange.end)
      case .endToStart: (start, sourceRange.end)
      }
    switch mine.position(relativeTo: theirs) {
    case .before: return -1
    case .equal: return 0
    case .after: return 1
    }
  }

  /// `compareBoundaryPoints` with `how` as script passes it: a value other than the four
  /// `How` constants throws `NotSupportedError`.
  ///
  /// https://dom.spec.whatwg.org/#dom-range-compareboundarypoints
  public func compareBoundaryPoints(rawHow: Int, _ sourceRange: Range) throws(DOMException)
    -> Int
  {
    // 1. Only the four constants.
    guard let how = How(rawValue: rawHow) else {
      throw DOMException(.notSupportedError, "\(rawHow) is not a valid comparison.")
    }
    return try compareBoundaryPoints(how, sourceRange)
  }

  private func checkPoint(_ node: Node, _ offset: Int) throws(DOMException) {
    if node is DocumentType {
      throw DOMException(.invalidNodeTypeError, "A doctype has no points.")
    }
    guard offset >= 0, offset <= node.nodeLength else {
      throw DOMException(.indexSizeError, "Offset \(offset) is past the node's length.")
    }
  }

  /// https://dom.spec.whatwg.org/#dom-range-ispointinrange
  public func isPointInRange(_ node: Node, _ offset: Int) throws(DOMException) -> Bool {
    // 1. Another tree: false.
    guard node.root === root else { return false }
    // 2–3. Validate.
    try checkPoint(node, offset)
    // 4. Within start…end.
    let point = BoundaryPoint(node, offset)
    return point.position(relativeTo: start) != .before
      && point.position(relativeTo: end) != .after
  }

  /// -1, 0 or 1: the point before, in, or after the range.
  ///
  /// https://dom.spec.whatwg.org/#dom-range-comparepoint
  public func comparePoint(_ node: Node, _ offset: Int) throws(DOMException) -> Int {
    guard node.root === root else {
      throw DOMException(.wrongDocumentError, "The node is in another tree.")
    }
    try checkPoint(node, offset)
    let point = BoundaryPoint(node, offset)
    if point.position(relativeTo: start) == .before { return -1 }
    if point.position(relativeTo: end) == .after { return 1 }
    return 0
  }

  /// https://dom.spec.whatwg.org/#dom-range-intersectsnode
  public func intersectsNode(_ node: Node) -> Bool {
    // 1. Another tree: false.
    guard node.root === root else { return false }
    // 2–3. A node without parent intersects.
    guard let parent = node.parentNode else { return true }
    // 4–5. (parent, index) before end and (parent, index + 1) after start.
    let index = node.index
    return BoundaryPoint(parent, index).position(relativeTo: end) == .before
      && BoundaryPoint(parent, index + 1).position(relativeTo: start) == .after
  }

  // MARK: - Copies and strings

  /// https://dom.spec.whatwg.org/#dom-range-clonerange
  public func cloneRange() -> Range { Range(start: start, end: end) }

  /// Does nothing (kept for compatibility). https://dom.spec.whatwg.org/#dom-range-detach
  public func detach() {}

  /// The data of the Text nodes in the range, concatenated.
  ///
  /// https://dom.spec.whatwg.org/#dom-range-stringifier
  public var stringValue: String {
    // 2. Start and end in one Text node.
    if startContainer === endContainer, let text = startContainer as? Text {
      return CharacterData.utf16Slice(text.data, startOffset, endOffset)
    }
    var result = ""
    // 3. The rest of the start node.
    if let text = startContainer as? Text {
      result += CharacterData.utf16Slice(text.data, startOffset, text.length)
    }
    // 4. Contained text nodes, in tree order: those in the contained subtrees.
    let contents = RangeContents(start: start, end: end, ancestor: commonAncestorContainer)
    for root in contents.containedRoots {
      var node: Node? = root
      while let current = node {
        if let text = current as? Text { result += text.data }
        node = current.nextInTreeOrder(within: root)
      }
    }
    // 5. The start of the end node.
    if let text = endContainer as? Text {
      result += CharacterData.utf16Slice(text.data, 0, endOffset)
    }
    return result
  }
}

extension Range: CustomStringConvertible {
  public var description: String { stringValue }
}
