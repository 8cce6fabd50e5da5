/// Watches nodes for changes and receives batches of `MutationRecord`s when its agent
/// notifies mutation observers.
///
/// https://dom.spec.whatwg.org/#interface-mutationobserver
public final class MutationObserver {
  /// The callback: the records, then the observer.
  ///
  /// https://dom.spec.whatwg.org/#callbackdef-mutationcallback
  public typealias Callback = ([MutationRecord], MutationObserver) throws -> Void

  /// The agent that queues this observer's records and delivers them.
  public let agent: MutationObserverAgent
  let callback: Callback
  let reportException: ((any Error) -> Void)?
  /// https://dom.spec.whatwg.org/#concept-mo-queue
  var recordQueue: [MutationRecord] = []
  /// https://dom.spec.whatwg.org/#mutationobserver-node-list
  var nodeList: [WeakNode] = []
  /// Nodes that hold transient registered observers of this observer.
  var transientNodes: [WeakNode] = []

  /// Makes an observer.
  ///
  /// - Parameters:
  ///   - agent: queues the records and runs the callback when the caller asks it to.
  ///   - reportException: receives an error the callback throws.
  ///   - callback: receives the records.
  ///
  /// https://dom.spec.whatwg.org/#dom-mutationobserver-mutationobserver
  public init(
    agent: MutationObserverAgent, reportException: ((any Error) -> Void)? = nil,
    _ callback: @escaping Callback
  ) {
    self.agent = agent
    self.reportException = reportException
    self.callback = callback
  }

  /// Starts (or, with new options, changes) observing `target`.
  ///
  /// Throws a `TypeError` when the options watch nothing or contradict themselves.
  ///
  /// https://dom.spec.whatwg.org/#dom-mutationobserver-observe
  public func observe(_ target: Node, _ options: MutationObserverInit = MutationObserverInit())
    throws(TypeError)
  {
    var options = options
    // 1. Old values or a filter imply attributes.
    if (options.attributeOldValue != nil || options.attributeFilter != nil)
      && options.attributes == nil
    {
      options.attributes = true
    }
    // 2. An old value implies character data.
    if options.characterDataOldValue != nil && options.characterData == nil {
      options.characterData = true
    }
    // 3. Something must be observed.
    if !options.childList && options.attributes != true && options.characterData != true {
      throw TypeError(
        "The options must set at least one of childList, attributes and characterData.")
    }
    // 4. attributeOldValue needs attributes.
    if options.attributeOldValue == true && options.attributes == false {
      throw TypeError("attributeOldValue cannot be used when attributes is false.")
    }
    // 5. attributeFilter needs attributes.
    if options.attributeFilter != nil && options.attributes == false {
      throw TypeError("attributeFilter cannot be used when attributes is false.")
    }
    // 6. characterDataOldValue needs characterData.
    if options.characterDataOldValue == true && options.characterData == false {
      throw TypeError("characterDataOldValue cannot be used when characterData is false.")
    }
    agent.attach(to: target.nodeDocument)
    let rare = target.ensureRareData()
    // 7. Already observing the target: drop its transients and replace the options.
    if let registered = rare.registeredObservers.first(where: {
      $0.observer === self && !$0.isTransient
    }) {
      removeTransientRegistrations { $0.source === registered }
      registered.options = options
      return
    }
    // 8. Otherwise register, and remember the target.
    rare.registeredObservers.append(
      MutationObserverRegistration(observer: self, options: options))
    nodeList.removeAll { $0.node == nil }
    nodeList.append(WeakNode(node: target))
    agent.registrationCount += 1
  }

  /// Stops observing everything and drops the queued records.
  ///
  /// https://dom.spec.whatwg.org/#dom-mutationobserver-disconnect
  public func disconnect() {
    // 1. Remove this observer's registrations (and, unlike the standard's text, which
    //    leaks them, its transient registrations).
    for entry in nodeList {
      guard let rare = entry.node?.rareData else { continue }
      let before = rare.registeredObservers.count
      rare.registeredObservers.removeAll { $0.observer === self }
      agent.registrationCount -= before - rare.registeredObservers.count
    }
    nodeList = []
    removeTransientRegistrations { _ in true }
    // 2. Empty the record queue.
    recordQueue = []
  }

  /// Returns and removes the queued records.
  ///
  /// https://dom.spec.whatwg.org/#dom-mutationobserver-takerecords
  public func takeRecords() -> [MutationRecord] {
    // 1–3. A copy of the queue, which is emptied.
    let records = recordQueue
    recordQueue = []
    return records
  }

  // MARK: - Internal

  /// Adds a transient registration for `registered` to `node` (a node being removed).
  func addTransientRegistration(_ registered: MutationObserverRegistration, to node: Node) {
    node.ensureRareData().registeredObservers.append(
      MutationObserverRegistration(
        observer: self, options: registered.options, source: registered))
    transientNodes.append(WeakNode(node: node))
  }

  /// Removes this observer's transient registrations that match `predicate`.
  func removeTransientRegistrations(where predicate: (MutationObserverRegistration) -> Bool) {
    guard !transientNodes.isEmpty else { return }
    for entry in transientNodes {
      entry.node?.rareData?.registeredObservers.removeAll {
        $0.observer === self && $0.isTransient && predicate($0)
      }
    }
    transientNodes.removeAll { entry in
      guard let node = entry.node else { return true }
      return
        !(node.rareData?.registeredObservers.contains {
          $0.observer === self && $0.isTransient
        } ?? false)
    }
  }
}
