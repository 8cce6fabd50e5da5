/// The DOM standard's slot algorithms: finding a slottable's slot and a slot's slottables,
/// and keeping the last assignment up to date as the tree changes, to signal `slotchange`.
///
/// Which slot shows which node is always computed from the tree (`findSlot`,
/// `findSlottables`); the stored assignment (a slot's `assignedNodesStorage`, a slottable's
/// `assignedSlot`) only serves "is assigned" and change detection, and is maintained by a
/// tree-mutation observer registered on a document once one of its elements hosts a shadow
/// root (``Document/ensureSlotAssignment()``).
///
/// https://dom.spec.whatwg.org/#finding-slots-and-slotables
enum SlotAssignment {
  /// https://dom.spec.whatwg.org/#find-a-slot
  static func findSlot(for slottable: Node, openOnly: Bool = false) -> HTMLSlotElement? {
    // 1. No parent: no slot.
    // 2. The parent's shadow root, if any.
    guard let parent = slottable.parentStorage as? Element,
      let shadow = parent.rareData?.shadowRoot
    else { return nil }
    // 3. Closed trees hide their slots when asked for open ones.
    if openOnly && shadow.mode != .open { return nil }
    // 4. Manual assignment: the slot that `assign()` gave it, if it is in this shadow tree.
    if shadow.slotAssignment == .manual {
      guard let slot = slottable.rareData?.manualSlotAssignment, slot.root === shadow else {
        return nil
      }
      return slot
    }
    // 5. Named: the first slot in tree order whose name is the slottable's name.
    let name = (slottable as? Element)?.slot ?? ""
    return firstSlot(named: name, in: shadow)
  }

  /// The first slot in tree order in `shadow` named `name`.
  static func firstSlot(named name: String, in shadow: ShadowRoot) -> HTMLSlotElement? {
    var node = shadow.firstChildStorage
    while let current = node {
      if let slot = current as? HTMLSlotElement, slot.name == name { return slot }
      node = current.nextInTreeOrder(within: shadow)
    }
    return nil
  }

  /// https://dom.spec.whatwg.org/#find-slotables
  static func findSlottables(for slot: HTMLSlotElement) -> [Node] {
    // 1–2. A slot outside a shadow tree has none.
    guard let shadow = slot.root as? ShadowRoot, let host = shadow.host else { return [] }
    var result: [Node] = []
    // 4. Manual: the manually assigned nodes that are children of the host.
    if shadow.slotAssignment == .manual {
      for node in slot.manuallyAssignedNodes where node.parentStorage === host {
        result.append(node)
      }
      return result
    }
    // 5. Named: the host's slottable children whose slot is this one (this slot must be the
    //    first of its name for any to be).
    let name = slot.name
    guard firstSlot(named: name, in: shadow) === slot else { return [] }
    for child in host.childNodeSequence where child.isSlottable {
      if ((child as? Element)?.slot ?? "") == name { result.append(child) }
    }
    return result
  }

  /// https://dom.spec.whatwg.org/#find-flattened-slotables
  static func findFlattenedSlottables(for slot: HTMLSlotElement) -> [Node] {
    // 1–2. Nothing for a slot outside a shadow tree.
    guard slot.root is ShadowRoot else { return [] }
    // 3–4. Its slottables, else its own slottable children (the fallback content).
    var slottables = findSlottables(for: slot)
    if slottables.isEmpty {
      slottables = slot.childNodeSequence.filter(\.isSlottable)
    }
    // 5. Slots among them are replaced by their own flattened slottables.
    var result: [Node] = []
    for node in slottables {
      if let inner = node as? HTMLSlotElement, inner.root is ShadowRoot {
        result.append(contentsOf: findFlattenedSlottables(for: inner))
      } else {
        result.append(node)
      }
    }
    return result
  }

  /// https://dom.spec.whatwg.org/#assign-slotables
  static func assignSlottables(for slot: HTMLSlotElement) {
    // 1. The slottables.
    let slottables = findSlottables(for: slot)
    // 2. A change of assignment is signaled.
    let old = slot.assignedNodesStorage
    let changed =
      old.count != slottables.count || zip(old, slottables).contains { $0 !== $1 }
    guard changed else { return }
    signalSlotChange(slot)
    // 3–4. The new assignment; nodes that left it are no longer assigned here.
    for node in old where node.rareData?.assignedSlot === slot {
      node.rareData?.assignedSlot = nil
    }
    slot.assignedNodesStorage = slottables
    for node in slottables { node.ensureRareData().assignedSlot = slot }
  }

  /// https://dom.spec.whatwg.org/#assign-slotables-for-a-tree
  static func assignSlottablesForTree(_ root: Node) {
    var node: Node? = root
    while let current = node {
      if let slot = current as? HTMLSlotElement { assignSlottables(for: slot) }
      node = current.nextInTreeOrder(within: root)
    }
  }

  /// https://dom.spec.whatwg.org/#assign-a-slot
  static func assignSlot(for slottable: Node) {
    if let slot = findSlot(for: slottable) { assignSlottables(for: slot) }
  }

  /// Queues `slotchange` for `slot` with the document's handler (the agent's signal slots).
  ///
  /// https://dom.spec.whatwg.org/#signal-a-slot-change
  static func signalSlotChange(_ slot: HTMLSlotElement) {
    slot.nodeDocumentStorage?.slotChangeHandler?(slot)
  }

  /// Whether `node` or one of its descendants is a slot.
  static func containsSlot(_ node: Node) -> Bool {
    var current: Node? = node
    while let each = current {
      if each is HTMLSlotElement { return true }
      current = each.nextInTreeOrder(within: node)
    }
    return false
  }
}

/// Keeps the stored slot assignment of one document's shadow trees current: the slot steps of
/// the insert, remove and attribute-change algorithms.
final class SlotAssignmentObserver: TreeMutationObserver {
  func treeDidMutate(_ mutation: TreeMutation) {
    switch mutation {
    case .inserted(let node, let parent):
      // https://dom.spec.whatwg.org/#concept-node-insert, steps 7.4–7.6.
      // 4. A slottable child of a named-assignment host gets a slot.
      if let host = parent as? Element, let shadow = host.rareData?.shadowRoot,
        shadow.slotAssignment == .named, node.isSlottable
      {
        SlotAssignment.assignSlot(for: node)
      }
      // 5. A slot in a shadow tree that showed its fallback content changes.
      if let slot = parent as? HTMLSlotElement, slot.assignedNodesStorage.isEmpty,
        slot.root is ShadowRoot
      {
        SlotAssignment.signalSlotChange(slot)
      }
      // 6. Slots inserted into a shadow tree take their slottables (the root is looked up
      //    only when a slot came: a walk per insertion made building deep trees quadratic).
      if SlotAssignment.containsSlot(node), let root = node.root as? ShadowRoot {
        SlotAssignment.assignSlottablesForTree(root)
      }
    case .removed(let node, let parent, _, _):
      // https://dom.spec.whatwg.org/#concept-node-remove, steps 7–9.
      // 7. An assigned node leaves its slot.
      if let slot = node.rareData?.assignedSlot {
        SlotAssignment.assignSlottables(for: slot)
      }
      // 8. A slot whose fallback content changed.
      if let slot = parent as? HTMLSlotElement, slot.assignedNodesStorage.isEmpty,
        slot.root is ShadowRoot
      {
        SlotAssignment.signalSlotChange(slot)
      }
      // 9. Slots that left: both trees are reassigned.
      if SlotAssignment.containsSlot(node) {
        SlotAssignment.assignSlottablesForTree(parent.root)
        SlotAssignment.assignSlottablesForTree(node)
      }
    case .attributeChanged(let element, let name, let oldValue, let newValue):
      guard name.namespace == nil else { return }
      // https://dom.spec.whatwg.org/#slot-name (the slot's name attribute steps) and
      // https://dom.spec.whatwg.org/#slotable-name (the slottable's slot attribute steps):
      // nothing when the value did not change (null and "" are the same name).
      if (oldValue ?? "") == (newValue ?? "") { return }
      if name.localName == "name", let slot = element as? HTMLSlotElement {
        SlotAssignment.assignSlottablesForTree(slot.root)
      }
      if name.localName == "slot" {
        if let slot = element.rareData?.assignedSlot {
          SlotAssignment.assignSlottables(for: slot)
        }
        SlotAssignment.assignSlot(for: element)
      }
    case .characterDataReplaced, .textSplit, .childList, .adopted:
      break
    }
  }
}

extension Document {
  /// Starts maintaining slot assignments for this document's shadow trees (once).
  func ensureSlotAssignment() {
    if mutationObservers.contains(where: { $0 is SlotAssignmentObserver }) { return }
    mutationObservers.append(SlotAssignmentObserver())
  }
}
