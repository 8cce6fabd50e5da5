/// An entry of a node's registered observer list: an observer and its options; a transient
/// one (added to a node removed from an observed subtree) also has its source.
///
/// https://dom.spec.whatwg.org/#registered-observer
final class MutationObserverRegistration {
  let observer: MutationObserver
  var options: MutationObserverInit
  /// For a transient registered observer, the registration it came from.
  ///
  /// https://dom.spec.whatwg.org/#transient-registered-observer
  let source: MutationObserverRegistration?

  init(
    observer: MutationObserver, options: MutationObserverInit,
    source: MutationObserverRegistration? = nil
  ) {
    self.observer = observer
    self.options = options
    self.source = source
  }

  var isTransient: Bool { source != nil }
}

/// A weak reference to a node (an observer's node list).
struct WeakNode {
  weak var node: Node?
}
