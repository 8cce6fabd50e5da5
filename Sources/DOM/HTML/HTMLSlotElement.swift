/// The `slot` element: a place in a shadow tree where the host's children (its slottables)
/// are shown.
///
/// The nodes a slot shows are found afresh from the tree on every call (``assignedNodes(flatten:)``);
/// the last assignment is also kept, only to tell when it changed (`slotchange`).
///
/// https://html.spec.whatwg.org/multipage/scripting.html#the-slot-element
public final class HTMLSlotElement: Element {
  /// The assigned nodes as of the last "assign slottables" run (for change detection only).
  ///
  /// https://dom.spec.whatwg.org/#slot-assigned-nodes
  var assignedNodesStorage: [Node] = []
  /// The nodes `assign()` gave this slot, held weakly (a slot may name its own host's
  /// ancestors, which hold the slot).
  ///
  /// https://dom.spec.whatwg.org/#slot-manually-assigned-nodes
  var manuallyAssignedNodesStorage: [WeakNode] = []

  /// The slot's name: its `name` attribute, or "" when absent.
  ///
  /// https://dom.spec.whatwg.org/#slot-name
  public var name: String {
    get { attributeValue(localName: "name") ?? "" }
    set { setAttributeValue(localName: "name", newValue) }
  }

  /// The nodes assigned to this slot; with `flatten`, slots among them are replaced by what
  /// they show, and an unassigned slot shows its own children (its fallback content).
  ///
  /// https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assignednodes
  public func assignedNodes(flatten: Bool = false) -> [Node] {
    // 1. Without flatten: the assigned nodes.
    guard flatten else { return SlotAssignment.findSlottables(for: self) }
    // 2. With it: the flattened assigned nodes.
    return SlotAssignment.findFlattenedSlottables(for: self)
  }

  /// The elements among ``assignedNodes(flatten:)``.
  ///
  /// https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assignedelements
  public func assignedElements(flatten: Bool = false) -> [Element] {
    assignedNodes(flatten: flatten).compactMap { $0 as? Element }
  }

  /// The nodes manually assigned to this slot, in order (those still alive).
  public var manuallyAssignedNodes: [Node] { manuallyAssignedNodesStorage.compactMap { $0.node } }

  /// Manually assigns `nodes` (elements and texts) to this slot, in a shadow root whose slot
  /// assignment is `manual`: each leaves the slot it was assigned to before. Nodes that are
  /// not children of the host are remembered but shown only once they are.
  ///
  /// https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assign
  public func assign(_ nodes: [Node]) {
    // 1. The nodes assigned before no longer are.
    for node in manuallyAssignedNodes where node.rareData?.manualSlotAssignment === self {
      node.rareData?.manualSlotAssignment = nil
    }
    // 2. The new set, in order, without duplicates.
    var nodesSet: [Node] = []
    // 3. Each node leaves its previous slot and names this one.
    for node in nodes {
      if nodesSet.contains(where: { $0 === node }) { continue }
      if let previous = node.rareData?.manualSlotAssignment, previous !== self {
        previous.manuallyAssignedNodesStorage.removeAll { $0.node === node || $0.node == nil }
      }
      node.ensureRareData().manualSlotAssignment = self
      nodesSet.append(node)
    }
    // 4. The manually assigned nodes.
    manuallyAssignedNodesStorage = nodesSet.map { WeakNode(node: $0) }
    // 5. Assign slottables for this slot's tree.
    SlotAssignment.assignSlottablesForTree(root)
  }
}
