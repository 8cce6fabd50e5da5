/// An ordered list of nodes: live (a node's children) or static (a query result).
///
/// https://dom.spec.whatwg.org/#interface-nodelist
public final class NodeList: Sequence {
  private enum Storage {
    case children(Node)
    case snapshot([Node])
  }
  private let storage: Storage
  // Index cache for the live list: the last node visited and its index.
  private var cachedVersion: UInt64 = .max
  private var cachedDocument: ObjectIdentifier?
  private var cachedNode: Node?
  private var cachedIndex = 0
  private var cachedLength: Int?

  init(childrenOf parent: Node) { storage = .children(parent) }

  /// Makes a static list.
  public init(snapshot nodes: [Node]) { storage = .snapshot(nodes) }

  /// The document whose ``Document/treeVersion`` changes when a live list's items may:
  /// nil for a static list (its items never change) or a list of a node whose document is
  /// gone.
  public var liveDocument: Document? {
    if case .children(let parent) = storage { return parent.nodeDocumentStorage }
    return nil
  }

  /// Whether the list follows changes to the tree.
  public var isLive: Bool {
    if case .children = storage { return true }
    return false
  }

  private func validateCache(_ parent: Node) {
    let document = parent.nodeDocumentStorage
    let version = document?.domVersion ?? 0
    let identity = document.map(ObjectIdentifier.init)
    if version != cachedVersion || identity != cachedDocument {
      cachedVersion = version
      cachedDocument = identity
      cachedNode = nil
      cachedLength = nil
    }
  }

  /// https://dom.spec.whatwg.org/#dom-nodelist-length
  public var length: Int {
    switch storage {
    case .snapshot(let nodes): return nodes.count
    case .children(let parent):
      validateCache(parent)
      if let cachedLength { return cachedLength }
      let count = parent.childCount
      cachedLength = count
      return count
    }
  }

  /// https://dom.spec.whatwg.org/#dom-nodelist-item
  public func item(_ index: Int) -> Node? {
    switch storage {
    case .snapshot(let nodes):
      return index >= 0 && index < nodes.count ? nodes[index] : nil
    case .children(let parent):
      guard index >= 0 else { return nil }
      validateCache(parent)
      // Walk from the nearest known position: the cache, or the start.
      var node: Node?
      var position: Int
      if let cachedNode, abs(cachedIndex - index) < index {
        node = cachedNode
        position = cachedIndex
      } else {
        node = parent.firstChild
        position = 0
      }
      while let current = node, position < index {
        node = current.nextSibling
        position += 1
      }
      while let current = node, position > index {
        node = current.previousSibling
        position -= 1
      }
      if let node {
        cachedNode = node
        cachedIndex = position
      }
      return node
    }
  }

  /// The item at `index`.
  public subscript(index: Int) -> Node? { item(index) }

  public func makeIterator() -> AnyIterator<Node> {
    switch storage {
    case .snapshot(let nodes): return AnyIterator(nodes.makeIterator())
    case .children(let parent): return AnyIterator(parent.childNodeSequence.makeIterator())
    }
  }
}
