/// The mutation-observer part of an agent: the pending observers and the "mutation observer
/// microtask", which the caller runs by calling `notifyMutationObservers()` (no globals: the
/// caller, e.g. a script runtime, owns the agent).
///
/// The agent turns the documents' `TreeMutation`s into `MutationRecord`s: it registers itself
/// (weakly) with the node document of every node one of its observers observes.
///
/// https://dom.spec.whatwg.org/#mutation-observers
public final class MutationObserverAgent {
  /// Called when the agent queues its microtask (when records are queued and none was
  /// queued); a runtime schedules `notifyMutationObservers()` from it.
  public var onMicrotaskQueued: (() -> Void)?
  /// Whether the microtask is queued: records wait for `notifyMutationObservers()`.
  ///
  /// https://dom.spec.whatwg.org/#mutation-observer-microtask-queued
  public private(set) var isMicrotaskQueued = false
  /// https://dom.spec.whatwg.org/#mutation-observer-list
  var pendingObservers: [MutationObserver] = []
  /// The slots whose assigned nodes changed since the last notification.
  ///
  /// https://dom.spec.whatwg.org/#signal-slot-list
  var signalSlots: [HTMLSlotElement] = []
  /// The number of (non-transient) registrations of this agent's observers.
  var registrationCount = 0
  private var hooks: [Hook] = []

  /// Makes an agent with no observers.
  public init() {}

  deinit {
    for hook in hooks { hook.document?.removeMutationObserver(hook) }
  }

  /// Drops the records waiting for delivery and the pending observers, for a runtime that
  /// ends: the pending list and each observer's `agent` reference each other, and the
  /// observers' records hold the nodes they describe, so an agent ending with undelivered
  /// records kept itself, its observers and their documents alive.
  public func discardPendingRecords() {
    for observer in pendingObservers { _ = observer.takeRecords() }
    pendingObservers.removeAll()
    signalSlots.removeAll()
    isMicrotaskQueued = false
  }

  /// Delivers the queued records: runs each pending observer's callback once with its
  /// records (call it again while `isMicrotaskQueued`, as a microtask checkpoint would).
  ///
  /// https://dom.spec.whatwg.org/#notify-mutation-observers
  public func notifyMutationObservers() {
    // 1. Unset the microtask flag.
    isMicrotaskQueued = false
    // 2–3. The observers to notify; the pending list empties.
    let notifySet = pendingObservers
    pendingObservers = []
    // 4. The signal slots; the list empties.
    let signalSet = signalSlots
    signalSlots = []
    // 5. Each observer gets its records.
    for observer in notifySet {
      // 5.1–5.2. Take the records.
      let records = observer.recordQueue
      observer.recordQueue = []
      // 5.3. Drop its transient registered observers.
      observer.removeTransientRegistrations { _ in true }
      // 5.4. Call back, reporting what it throws.
      if !records.isEmpty {
        do {
          try observer.callback(records, observer)
        } catch {
          observer.reportException?(error)
        }
      }
    }
    // 6. `slotchange` at each signaled slot (bubbling, not composed).
    for slot in signalSet {
      let event = Event("slotchange", EventInit(bubbles: true))
      event.isTrusted = true
      _ = slot.dispatch(event)
    }
  }

  /// Queues a `slotchange` event for `slot` at the next notification (once per slot).
  ///
  /// https://dom.spec.whatwg.org/#signal-a-slot-change
  public func signalSlotChange(_ slot: HTMLSlotElement) {
    // 1. Append slot to the signal slots.
    if !signalSlots.contains(where: { $0 === slot }) { signalSlots.append(slot) }
    // 2. Queue a mutation observer microtask.
    if isMicrotaskQueued { return }
    isMicrotaskQueued = true
    onMicrotaskQueued?()
  }

  // MARK: - Internal

  /// Receives the mutations of `document` from now on.
  func attach(to document: Document) {
    hooks.removeAll { $0.document == nil }
    if hooks.contains(where: { $0.document === document }) { return }
    let hook = Hook(agent: self, document: document)
    hooks.append(hook)
    document.addMutationObserver(hook)
  }

  /// Turns a tree change into records for the observers interested at this moment.
  func treeDidMutate(_ mutation: TreeMutation) {
    guard registrationCount > 0 || !pendingObservers.isEmpty else {
      return
    }
    switch mutation {
    case .inserted:
      // Reported with the whole operation, as `.childList`.
      break
    case .removed(let node, let parent, _, _):
      // The remove algorithm's transient registered observers (step 14 of
      // https://dom.spec.whatwg.org/#concept-node-remove).
      addTransientRegistrations(removed: node, parent: parent)
    case .childList(let target, let added, let removed, let previousSibling, let nextSibling):
      // https://dom.spec.whatwg.org/#queue-a-tree-mutation-record
      queueRecord(
        MutationRecord(
          type: .childList, target: target, addedNodes: added, removedNodes: removed,
          previousSibling: previousSibling, nextSibling: nextSibling),
        interestedObservers(target: target, type: .childList))
    case .attributeChanged(let element, let name, let oldValue, _):
      // https://dom.spec.whatwg.org/#queue-an-attribute-mutation-record
      let namespace = name.namespace?.uri
      let interest = interestedObservers(
        target: element, type: .attributes, name: name.localName, namespace: namespace)
      queueRecord(
        MutationRecord(
          type: .attributes, target: element, attributeName: name.localName,
          attributeNamespace: namespace, oldValue: oldValue), interest)
    case .characterDataReplaced(let node, _, _, _, let oldValue):
      // Step 1 of https://dom.spec.whatwg.org/#concept-cd-replace
      queueRecord(
        MutationRecord(type: .characterData, target: node, oldValue: oldValue),
        interestedObservers(target: node, type: .characterData))
    case .textSplit, .adopted:
      // The split's insertion and data change are reported on their own; adoption queues
      // nothing.
      break
    }
  }

  /// Steps 1–3 of https://dom.spec.whatwg.org/#queue-a-mutation-record: this agent's
  /// observers interested in a change of `type` to `target`, each with whether it wants the
  /// old value.
  func interestedObservers(
    target: Node, type: MutationRecordType, name: String? = nil, namespace: String? = nil
  ) -> [ObserverInterest] {
    var interest: [ObserverInterest] = []
    // 2. The inclusive ancestors of the target.
    var current: Node? = target
    while let node = current {
      defer { current = node.parentStorage }
      guard let registrations = node.rareData?.registeredObservers, !registrations.isEmpty
      else { continue }
      // 3. Each registered observer of each of them:
      for registered in registrations where registered.observer.agent === self {
        let options = registered.options
        // 3.2. Skip when the options exclude the change.
        if node !== target && !options.subtree { continue }
        switch type {
        case .attributes:
          if options.attributes != true { continue }
          if let filter = options.attributeFilter {
            guard namespace == nil, let name, filter.contains(name) else { continue }
          }
        case .characterData:
          if options.characterData != true { continue }
        case .childList:
          if !options.childList { continue }
        }
        // 3.2.1–3.2.3. Note the observer, and whether it wants the old value.
        let wantsOldValue =
          (type == .attributes && options.attributeOldValue == true)
          || (type == .characterData && options.characterDataOldValue == true)
        if let index = interest.firstIndex(where: { $0.observer === registered.observer }) {
          if wantsOldValue { interest[index].wantsOldValue = true }
        } else {
          interest.append(
            ObserverInterest(observer: registered.observer, wantsOldValue: wantsOldValue))
        }
      }
    }
    return interest
  }

  /// Step 4–5 of https://dom.spec.whatwg.org/#queue-a-mutation-record: a record for each
  /// interested observer (with the old value only for those that asked for it).
  func queueRecord(_ record: MutationRecord, _ interest: [ObserverInterest]) {
    guard !interest.isEmpty else { return }
    for entry in interest {
      // 4.1. The observer's own record: the old value only when it asked for it.
      let own =
        entry.wantsOldValue || record.oldValue == nil
        ? record
        : MutationRecord(
          type: record.type, target: record.target, addedNodes: record.addedNodes,
          removedNodes: record.removedNodes, previousSibling: record.previousSibling,
          nextSibling: record.nextSibling, attributeName: record.attributeName,
          attributeNamespace: record.attributeNamespace, oldValue: nil)
      // 4.2–4.3. Enqueue it; the observer is pending.
      entry.observer.recordQueue.append(own)
      if !pendingObservers.contains(where: { $0 === entry.observer }) {
        pendingObservers.append(entry.observer)
      }
    }
    // 5. Queue the microtask.
    // https://dom.spec.whatwg.org/#queue-a-mutation-observer-compound-microtask
    if isMicrotaskQueued { return }
    isMicrotaskQueued = true
    onMicrotaskQueued?()
  }

  /// Step 14 of https://dom.spec.whatwg.org/#concept-node-remove: each subtree registration
  /// on the parent's inclusive ancestors follows the removed node until the next delivery.
  private func addTransientRegistrations(removed node: Node, parent: Node) {
    var current: Node? = parent
    while let ancestor = current {
      defer { current = ancestor.parentStorage }
      guard let registrations = ancestor.rareData?.registeredObservers, !registrations.isEmpty
      else { continue }
      for registered in registrations
      where registered.options.subtree && registered.observer.agent === self {
        registered.observer.addTransientRegistration(registered, to: node)
      }
    }
  }

  /// The agent's entry in a document's list of tree mutation observers.
  private final class Hook: TreeMutationObserver {
    weak var agent: MutationObserverAgent?
    weak var document: Document?

    init(agent: MutationObserverAgent, document: Document) {
      self.agent = agent
      self.document = document
    }

    func treeDidMutate(_ mutation: TreeMutation) { agent?.treeDidMutate(mutation) }
  }
}

/// An observer interested in a change, and whether it asked for the old value.
struct ObserverInterest {
  let observer: MutationObserver
  var wantsOldValue: Bool
}
