/// A pair of boundary points: the base of `Range` and `StaticRange`.
///
/// https://dom.spec.whatwg.org/#interface-abstractrange
public class AbstractRange {
  /// https://dom.spec.whatwg.org/#dom-range-startcontainer
  public internal(set) var startContainer: Node
  /// https://dom.spec.whatwg.org/#dom-range-startoffset
  public internal(set) var startOffset: Int
  /// https://dom.spec.whatwg.org/#dom-range-endcontainer
  public internal(set) var endContainer: Node
  /// https://dom.spec.whatwg.org/#dom-range-endoffset
  public internal(set) var endOffset: Int

  init(_ start: BoundaryPoint, _ end: BoundaryPoint) {
    self.startContainer = start.node
    self.startOffset = start.offset
    self.endContainer = end.node
    self.endOffset = end.offset
  }

  /// Whether start and end are the same point. https://dom.spec.whatwg.org/#dom-range-collapsed
  public var collapsed: Bool { startContainer === endContainer && startOffset == endOffset }

  /// The start as a boundary point.
  public var start: BoundaryPoint { BoundaryPoint(startContainer, startOffset) }
  /// The end as a boundary point.
  public var end: BoundaryPoint { BoundaryPoint(endContainer, endOffset) }
}

/// A node and an offset in it. https://dom.spec.whatwg.org/#concept-range-bp
public struct BoundaryPoint {
  /// The node.
  public var node: Node
  /// The offset: a child index, or a UTF-16 offset in character data.
  public var offset: Int

  /// Makes a boundary point.
  public init(_ node: Node, _ offset: Int) {
    self.node = node
    self.offset = offset
  }

  /// The position of this point relative to `other`, which must be in the same tree.
  ///
  /// https://dom.spec.whatwg.org/#concept-range-bp-position
  public func position(relativeTo other: BoundaryPoint) -> Position {
    // 1. Same node: compare offsets.
    if node === other.node {
      return offset == other.offset ? .equal : offset < other.offset ? .before : .after
    }
    // 2. If other's node follows this node, invert the opposite comparison.
    if node.precedes(other.node) == false {
      switch other.position(relativeTo: self) {
      case .before: return .after
      case .after: return .before
      case .equal: return .equal
      }
    }
    // 3. If other's node is a descendant of this node…
    if other.node.isDescendant(of: node) {
      // 3.1–3.3. The child of this node that contains other's node.
      var child = other.node
      while let parent = child.parentNode, parent !== node { child = parent }
      // 3.4. Its index against this offset.
      if child.index < offset { return .after }
    }
    // 4. Before.
    return .before
  }

  /// Boundary-point positions.
  public enum Position: Sendable {
    case before, equal, after
  }
}

extension Node {
  /// The node's length: 0 for doctypes, the code-unit length of character data, else the
  /// number of children. https://dom.spec.whatwg.org/#concept-node-length
  public var nodeLength: Int {
    switch self {
    case is DocumentType, is Attr: return 0
    case let data as CharacterData: return data.length
    default: return childCount
    }
  }
}
