/// One insertion or removal as `TreeMutation` reported it, with the observers interested in
/// its parent at that moment.
struct ChildListChange {
  let target: Node
  let node: Node
  let isInsertion: Bool
  let previousSibling: Node?
  let nextSibling: Node?
  let interest: [ObserverInterest]
}

/// Groups the per-node insertions and removals that `TreeMutation` reports into the one
/// `childList` record per operation that the standard queues.
///
/// The standard queues one record for a whole insert (all of a fragment's children), replace
/// (the old child and the new nodes) or replace-all (every old child and the new nodes), and
/// one record on an inserted fragment for the children it lost. The hook reports one change
/// per node and no operation boundary, so this recognizes the sequences the model's algorithms
/// produce (see `Node+Mutation.swift`):
///
/// - insert of a fragment: removals of the fragment's first child until it is empty, then
///   insertions of those nodes, in order, next to each other;
/// - replace: removal of the old child, then (after the new node leaves its old parent, or
///   a fragment empties) insertion of the new node(s) into the hole;
/// - replace all: removals of the last child until the parent is empty, then (optionally)
///   insertions into the empty parent.
///
/// A sequence that does not complete falls back to one record per change. Until an
/// operation completes, its records are held back; `flush()` releases them (before records
/// are read, and before any other kind of record is queued, so record order is kept).
/// Interest is computed when each change happens, so later mutations do not affect it.
///
/// Known false positives (script doing by hand exactly what an operation does): removing the
/// last child repeatedly until a parent is empty gives one record; removing a child and then
/// inserting a parentless node into the same place gives one record.
final class ChildListCoalescer {
  private enum Stage {
    /// Removals from `parent`, each the previous sibling of the one before.
    case removing
    /// Removals of a fragment's first child (the source of an insertion).
    case emptyingFragment
    /// A node left its old parent (the source of an insertion into the hole).
    case moved
    /// Insertions of the fragment's former children.
    case inserting
  }

  private var stage = Stage.removing
  private var removals: [ChildListChange] = []
  private var fragmentRemovals: [ChildListChange] = []
  private var fragmentEmptied = false
  private var moved: ChildListChange?
  private var insertions: [ChildListChange] = []
  private let queue: (MutationRecord, [ObserverInterest]) -> Void

  init(queue: @escaping (MutationRecord, [ObserverInterest]) -> Void) {
    self.queue = queue
  }

  /// Whether records are held back.
  var isPending: Bool { !removals.isEmpty || !fragmentRemovals.isEmpty || moved != nil }

  /// Takes the next change.
  func add(_ change: ChildListChange) {
    if !isPending {
      start(change)
      return
    }
    switch stage {
    case .removing: continueRemoving(change)
    case .emptyingFragment: continueEmptyingFragment(change)
    case .moved: continueMoved(change)
    case .inserting: continueInserting(change)
    }
  }

  /// Releases held-back records, as one record when a whole operation was seen, else one
  /// record per change.
  func flush() {
    while isPending {
      if stage == .removing {
        emitRemovalGroup()
      } else {
        failAndRefeed(nil)
      }
    }
  }

  // MARK: - Stages

  private func start(_ change: ChildListChange) {
    if change.isInsertion {
      // An insertion with nothing before it is a whole operation.
      emitSingle(change)
    } else {
      stage = .removing
      removals = [change]
    }
  }

  private func continueRemoving(_ change: ChildListChange) {
    guard let last = removals.last, let first = removals.first else { return }
    let parent = first.target
    if !change.isInsertion {
      if change.target === parent && change.nextSibling === first.nextSibling
        && change.node === last.previousSibling
      {
        // The sibling before: replace all keeps removing from the end.
        removals.append(change)
        return
      }
      if change.target === parent, parent is DocumentFragment, removals.count == 1,
        first.previousSibling == nil, change.previousSibling == nil,
        first.nextSibling === change.node
      {
        // Not a removal group: a fragment being emptied from the front.
        fragmentRemovals = [first, change]
        removals = []
        fragmentEmptied = change.nextSibling == nil
        stage = .emptyingFragment
        return
      }
      if change.target !== parent && removalGroupIsComplete {
        // The source of the nodes that will fill the hole.
        if change.target is DocumentFragment && change.previousSibling == nil {
          fragmentRemovals = [change]
          fragmentEmptied = change.nextSibling == nil
          stage = .emptyingFragment
        } else {
          moved = change
          stage = .moved
        }
        return
      }
    } else if change.target === parent && removalGroupIsComplete
      && change.previousSibling === last.previousSibling
      && change.nextSibling === first.nextSibling
    {
      // A parentless node fills the hole: a replace (all) of one node.
      insertions = [change]
      emitOperation()
      return
    }
    emitRemovalGroup()
    start(change)
  }

  private func continueEmptyingFragment(_ change: ChildListChange) {
    guard let first = fragmentRemovals.first, let last = fragmentRemovals.last else { return }
    if !change.isInsertion && !fragmentEmptied && change.target === first.target
      && change.previousSibling == nil && last.nextSibling === change.node
    {
      fragmentRemovals.append(change)
      fragmentEmptied = change.nextSibling == nil
      return
    }
    if change.isInsertion && fragmentEmptied && change.node === first.node
      && fitsHole(change)
    {
      insertions = [change]
      stage = .inserting
      if insertions.count == fragmentRemovals.count { emitOperation() }
      return
    }
    failAndRefeed(change)
  }

  private func continueMoved(_ change: ChildListChange) {
    if change.isInsertion, let moved, change.node === moved.node, fitsHole(change) {
      insertions = [change]
      emitOperation()
      return
    }
    failAndRefeed(change)
  }

  private func continueInserting(_ change: ChildListChange) {
    guard let last = insertions.last else { return }
    if change.isInsertion && insertions.count < fragmentRemovals.count
      && change.node === fragmentRemovals[insertions.count].node
      && change.target === last.target && change.previousSibling === last.node
      && change.nextSibling === last.nextSibling
    {
      insertions.append(change)
      if insertions.count == fragmentRemovals.count { emitOperation() }
      return
    }
    failAndRefeed(change)
  }

  // MARK: - Matching

  /// One removal, or removals that emptied the parent.
  private var removalGroupIsComplete: Bool {
    guard let first = removals.first, let last = removals.last else { return true }
    return removals.count == 1 || (last.previousSibling == nil && first.nextSibling == nil)
  }

  /// Whether an insertion lands in the hole the removals left (anywhere when there were
  /// none).
  private func fitsHole(_ change: ChildListChange) -> Bool {
    guard let first = removals.first, let last = removals.last else { return true }
    return change.target === first.target && change.previousSibling === last.previousSibling
      && change.nextSibling === first.nextSibling
  }

  // MARK: - Emitting

  private func reset() {
    stage = .removing
    removals = []
    fragmentRemovals = []
    fragmentEmptied = false
    moved = nil
    insertions = []
  }

  private func emitSingle(_ change: ChildListChange) {
    queue(
      MutationRecord(
        type: .childList, target: change.target,
        addedNodes: change.isInsertion ? [change.node] : [],
        removedNodes: change.isInsertion ? [] : [change.node],
        previousSibling: change.previousSibling, nextSibling: change.nextSibling),
      change.interest)
  }

  /// The removal group alone: one record when complete, else one per removal.
  private func emitRemovalGroup() {
    let group = removals
    reset()
    guard let first = group.first, let last = group.last else { return }
    if group.count > 1 && last.previousSibling == nil && first.nextSibling == nil {
      queue(
        MutationRecord(
          type: .childList, target: first.target, removedNodes: group.reversed().map(\.node)),
        first.interest)
    } else {
      for change in group { emitSingle(change) }
    }
  }

  /// A whole operation: the source's record, then the parent's one record.
  private func emitOperation() {
    let (group, fragment, source, added) = (removals, fragmentRemovals, moved, insertions)
    reset()
    // The old parent of a moved node: its own record, queued first.
    if let source { emitSingle(source) }
    // The inserted fragment: one record with all its children.
    if let first = fragment.first {
      queue(
        MutationRecord(type: .childList, target: first.target, removedNodes: fragment.map(\.node)),
        first.interest)
    }
    // The parent: the added nodes, the removed ones in tree order, and the hole's siblings.
    guard let firstAdded = added.first, let lastAdded = added.last else { return }
    let interest = group.first?.interest ?? firstAdded.interest
    queue(
      MutationRecord(
        type: .childList, target: firstAdded.target, addedNodes: added.map(\.node),
        removedNodes: group.reversed().map(\.node),
        previousSibling: group.last?.previousSibling ?? firstAdded.previousSibling,
        nextSibling: group.first?.nextSibling ?? lastAdded.nextSibling),
      interest)
  }

  /// An operation that did not complete: the removal group is emitted on its own, then the
  /// rest is matched again (the first change on its own when there is no group).
  private func failAndRefeed(_ change: ChildListChange?) {
    var rest: [ChildListChange] = fragmentRemovals + (moved.map { [$0] } ?? []) + insertions
    if removals.isEmpty {
      reset()
      if !rest.isEmpty { emitSingle(rest.removeFirst()) }
    } else {
      emitRemovalGroup()
    }
    reset()
    if let change { rest.append(change) }
    for each in rest { add(each) }
  }
}
