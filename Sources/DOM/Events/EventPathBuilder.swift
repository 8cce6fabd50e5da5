/// Builds an event's path for dispatch: steps 6.3 to 6.9 of the DOM standard's dispatch
/// algorithm, walking up with "get the parent" from the target, retargeting across shadow
/// boundaries and noting the activation target on the way.
/// https://dom.spec.whatwg.org/#concept-event-dispatch
struct EventPathBuilder {
  /// The event being dispatched; its `path` is what this builds.
  let event: Event
  /// The current target: the dispatch target, then each host seen from outside its shadow tree.
  private(set) var target: EventTarget
  /// The related target, retargeted against the latest parent.
  private var relatedTarget: EventTarget?
  /// The activation target found so far (steps 6.4–6.5, 6.9.5, 6.9.7).
  private(set) var activationTarget: EventTarget?
  /// Whether the event is a `click` `MouseEvent`, the only one with activation behavior.
  private let isActivationEvent: Bool
  /// The slottable just added, whose slot comes next (step 6.6 and 6.9.2).
  private var slottable: Node?
  /// Whether the slot just added is in a closed shadow tree (step 6.7 and 6.9.1).
  private var slotInClosedTree = false
  /// The last node of the path known to be in the target's tree: a node's parent is in its
  /// tree, so walking up the ancestors needs no root lookup per level (which made a deep
  /// tree's dispatch quadratic).
  private var lastInTargetTree: Node?

  init(event: Event, target: EventTarget, relatedTarget: EventTarget?) {
    self.event = event
    self.target = target
    self.relatedTarget = relatedTarget
    isActivationEvent = event is MouseEvent && event.type == "click"
    lastInTargetTree = target as? Node
  }

  /// Steps 6.3–6.9: the target's item, then one item per parent.
  mutating func build() {
    // 6.3. The first path item.
    append(target, shadowAdjustedTarget: target)
    // 6.4–6.5. A `click` MouseEvent activates the nearest target with activation behavior.
    if isActivationEvent && target.hasActivationBehavior { activationTarget = target }
    // 6.6. The slottable, when the target is an assigned slottable.
    if let node = target as? Node, node.isSlottable, SlotAssignment.findSlot(for: node) != nil {
      slottable = node
    }
    // 6.7. Whether the slot is in a closed tree.
    slotInClosedTree = false
    // 6.8. Walk up with "get the parent"; 6.9. while there is a parent:
    var parent = target.getTheParent(event)
    while let current = parent {
      // 6.9.8. The next parent, unless the related target ended the walk.
      parent = appendParent(current) ? current.getTheParent(event) : nil
      // 6.9.9.
      slotInClosedTree = false
    }
  }

  /// Steps 6.9.1–6.9.7 for one parent; `false` when the walk stops at the related target.
  private mutating func appendParent(_ current: EventTarget) -> Bool {
    // 6.9.1. After a slottable comes its slot.
    if slottable != nil {
      slottable = nil
      if let shadow = (current as? Node)?.root as? ShadowRoot, shadow.mode == .closed {
        slotInClosedTree = true
      }
    }
    // 6.9.2. An assigned slottable parent.
    if let node = current as? Node, node.isSlottable, SlotAssignment.findSlot(for: node) != nil {
      slottable = node
    }
    // 6.9.3. The related target, retargeted against the parent.
    relatedTarget = EventTarget.retarget(event.relatedTargetStorage, against: current)
    let inTargetTree = isInTargetTree(current)
    if inTargetTree { lastInTargetTree = current as? Node }
    if current.isWindow || inTargetTree {
      // 6.9.5. A window, or a node of the target's tree (or of a tree inside it).
      if isActivationEvent && event.bubbles && activationTarget == nil
        && current.hasActivationBehavior
      {
        activationTarget = current
      }
      append(current, shadowAdjustedTarget: nil)
    } else if current === relatedTarget {
      // 6.9.6. Stop at the related target.
      return false
    } else {
      // 6.9.7. Another kind of parent (a host, seen from outside) becomes the target.
      target = current
      lastInTargetTree = current as? Node
      if isActivationEvent && activationTarget == nil && target.hasActivationBehavior {
        activationTarget = target
      }
      append(current, shadowAdjustedTarget: target)
    }
    return true
  }

  /// Whether `current` is a node whose root is a shadow-including inclusive ancestor of the
  /// target's root (step 6.9.5's condition), answered from the last such node when `current`
  /// is its parent.
  private func isInTargetTree(_ current: EventTarget) -> Bool {
    guard let node = current as? Node, let targetNode = target as? Node else { return false }
    if let child = lastInTargetTree, child.parentNode === node { return true }
    return targetNode.root.isShadowIncludingInclusiveAncestor(of: node)
  }

  /// Appends to the event's path. https://dom.spec.whatwg.org/#concept-event-path-append
  private func append(_ invocationTarget: EventTarget, shadowAdjustedTarget: EventTarget?) {
    // 1. (Whether the invocation target is in a shadow tree only serves `window.event`, which
    //    this runtime does not have: not computed, as finding a root per item made a deep
    //    path quadratic.)
    // 2. Whether it is a closed shadow root.
    let rootOfClosedTree = (invocationTarget as? ShadowRoot)?.mode == .closed
    // 3. Append.
    event.path.append(
      Event.PathItem(
        invocationTarget: invocationTarget, shadowAdjustedTarget: shadowAdjustedTarget,
        relatedTarget: relatedTarget, rootOfClosedTree: rootOfClosedTree,
        slotInClosedTree: slotInClosedTree))
  }
}
