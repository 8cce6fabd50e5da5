// The nodes a range's contents are made of, level by level.
// https://dom.spec.whatwg.org/#contained, https://dom.spec.whatwg.org/#partially-contained

/// A range's contents as the extract, clone and delete algorithms see them, gathered once and
/// without recursion.
///
/// The spec's extract and clone recurse once per level between the range's common ancestor
/// and each boundary node, and decide at every level which children are contained by
/// comparing boundary points (each comparison walks to the root). Over a deep tree that is
/// quadratic in the depth and uses one stack frame per level. The structure is simpler than
/// the recursion suggests: the partially contained nodes are exactly the inclusive ancestors
/// of the start node below the common ancestor (the start side) and those of the end node
/// (the end side), and the contained nodes whose parent is not contained are, at each of
/// those levels, the children between the two boundaries. This type lists them by walking
/// parent and sibling links only: linear in the depth plus the number of those children.
///
/// Tree order of the contents: the start side from its innermost level outwards, then
/// ``contained``, then the end side from its outermost level inwards.
struct RangeContents {
  /// One partially contained node and its contained children.
  struct Level {
    /// The partially contained node: an inclusive ancestor of one boundary node.
    let node: Node
    /// Its contained children, in tree order. For the boundary node itself these are the
    /// children after (start) or before (end) the boundary's offset; for character data,
    /// none: its data is cut at the offset instead.
    let contained: [Node]
  }

  /// The range's common ancestor container.
  let ancestor: Node
  /// The start side, outermost first: the child of ``ancestor`` holding the start node down
  /// to the start node. Empty when the start node is ``ancestor`` (it then holds the end).
  let startSide: [Level]
  /// The contained children of ``ancestor``, in tree order.
  let contained: [Node]
  /// The end side, outermost first, down to the end node. Empty when the end node is
  /// ``ancestor``.
  let endSide: [Level]

  /// Gathers the contents of the range from `start` to `end` whose common ancestor is
  /// `ancestor`.
  init(start: BoundaryPoint, end: BoundaryPoint, ancestor: Node) {
    self.ancestor = ancestor
    let startChain = Self.chain(from: start.node, below: ancestor)
    let endChain = Self.chain(from: end.node, below: ancestor)
    var startSide: [Level] = []
    startSide.reserveCapacity(startChain.count)
    for (level, node) in startChain.enumerated() {
      // Character data has no children: `child(at:)` is nil and the level holds none.
      let first =
        level + 1 < startChain.count
        ? startChain[level + 1].nextSibling : node.child(at: start.offset)
      startSide.append(Level(node: node, contained: Self.siblings(from: first, upTo: nil)))
    }
    var endSide: [Level] = []
    endSide.reserveCapacity(endChain.count)
    for (level, node) in endChain.enumerated() {
      let stop = level + 1 < endChain.count ? endChain[level + 1] : node.child(at: end.offset)
      endSide.append(Level(node: node, contained: Self.siblings(from: node.firstChild, upTo: stop)))
    }
    let first = startChain.isEmpty ? ancestor.child(at: start.offset) : startChain[0].nextSibling
    let stop = endChain.isEmpty ? ancestor.child(at: end.offset) : endChain[0]
    self.startSide = startSide
    self.contained = Self.siblings(from: first, upTo: stop)
    self.endSide = endSide
  }

  /// The partially contained nodes, start side then end side.
  var partiallyContained: [Node] { startSide.map(\.node) + endSide.map(\.node) }

  /// The contained nodes whose parent is not contained, in tree order.
  var containedRoots: [Node] {
    startSide.reversed().flatMap(\.contained) + contained + endSide.flatMap(\.contained)
  }

  /// `node` and its ancestors below `ancestor`, outermost first; empty when `node` is
  /// `ancestor`.
  private static func chain(from node: Node, below ancestor: Node) -> [Node] {
    var chain: [Node] = []
    var current: Node? = node
    while let each = current, each !== ancestor {
      chain.append(each)
      current = each.parentNode
    }
    chain.reverse()
    return chain
  }

  /// `first` and its following siblings up to, not including, `stop` (or to the last one).
  private static func siblings(from first: Node?, upTo stop: Node?) -> [Node] {
    var nodes: [Node] = []
    var current = first
    while let each = current, each !== stop {
      nodes.append(each)
      current = each.nextSibling
    }
    return nodes
  }
}
