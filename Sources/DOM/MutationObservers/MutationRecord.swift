/// The kinds of mutation record; the raw values are the `type` strings script sees.
///
/// https://dom.spec.whatwg.org/#dom-mutationrecord-type
public enum MutationRecordType: String, Sendable {
  case attributes
  case characterData
  case childList
}

/// One change delivered to a `MutationObserver`.
///
/// https://dom.spec.whatwg.org/#interface-mutationrecord
public final class MutationRecord {
  /// https://dom.spec.whatwg.org/#dom-mutationrecord-type
  public let type: MutationRecordType
  /// The node that changed (the parent, for `childList`).
  ///
  /// https://dom.spec.whatwg.org/#dom-mutationrecord-target
  public let target: Node
  /// https://dom.spec.whatwg.org/#dom-mutationrecord-addednodes
  public let addedNodes: [Node]
  /// https://dom.spec.whatwg.org/#dom-mutationrecord-removednodes
  public let removedNodes: [Node]
  /// https://dom.spec.whatwg.org/#dom-mutationrecord-previoussibling
  public let previousSibling: Node?
  /// https://dom.spec.whatwg.org/#dom-mutationrecord-nextsibling
  public let nextSibling: Node?
  /// The attribute's local name. https://dom.spec.whatwg.org/#dom-mutationrecord-attributename
  public let attributeName: String?
  /// The attribute's namespace URI.
  ///
  /// https://dom.spec.whatwg.org/#dom-mutationrecord-attributenamespace
  public let attributeNamespace: String?
  /// The value before the change, when the observer asked for it.
  ///
  /// https://dom.spec.whatwg.org/#dom-mutationrecord-oldvalue
  public let oldValue: String?

  /// `addedNodes` as one static `NodeList` (the same object every time).
  ///
  /// https://dom.spec.whatwg.org/#dom-mutationrecord-addednodes
  public private(set) lazy var addedNodeList = NodeList(snapshot: addedNodes)
  /// `removedNodes` as one static `NodeList` (the same object every time).
  ///
  /// https://dom.spec.whatwg.org/#dom-mutationrecord-removednodes
  public private(set) lazy var removedNodeList = NodeList(snapshot: removedNodes)

  init(
    type: MutationRecordType, target: Node, addedNodes: [Node] = [], removedNodes: [Node] = [],
    previousSibling: Node? = nil, nextSibling: Node? = nil, attributeName: String? = nil,
    attributeNamespace: String? = nil, oldValue: String? = nil
  ) {
    self.type = type
    self.target = target
    self.addedNodes = addedNodes
    self.removedNodes = removedNodes
    self.previousSibling = previousSibling
    self.nextSibling = nextSibling
    self.attributeName = attributeName
    self.attributeNamespace = attributeNamespace
    self.oldValue = oldValue
  }
}
