/// The base of every node in a document tree.
///
/// Children are held strongly through a linked list (`firstChild` → `nextSibling`, in a
/// ``ContainerNode``); the parent and previous-sibling links do not retain, the last child is
/// implicit, and a container being freed clears its children's links to it, so a subtree that is dropped is freed and a child that
/// survives its parent sees no parent (docs/conventions.md, "The DOM tree's ownership").
/// Teardown of a dropped tree is iterative, so trees of any depth or width free without deep
/// recursion.
///
/// https://dom.spec.whatwg.org/#interface-node
public class Node: EventTarget {
  /// The `nodeType` values. https://dom.spec.whatwg.org/#dom-node-nodetype
  public enum NodeType: Int, Sendable {
    case element = 1
    case attribute = 2
    case text = 3
    case cdataSection = 4
    case processingInstruction = 7
    case comment = 8
    case document = 9
    case documentType = 10
    case documentFragment = 11
  }

  // MARK: Storage

  // A node is a 16-byte object header and three words: 40 bytes. `Text` and `Comment` add
  // their data (16 bytes): 56-byte requests, 64-byte malloc blocks. `Element`, `Document` and
  // `DocumentFragment` are ``ContainerNode``s, which add the first child; `Element` adds its
  // ``ElementData`` (name, attributes, document reference; shared between like elements): 56
  // bytes, 64-byte blocks. The parent
  // shares the first word with the document and the rare data (``NodeLink``); the last
  // child is not stored: a first child's `previousOrLastStorage` points at its parent's last
  // child (the previous links form a circle), so `previousSiblingStorage` and
  // `lastChildStorage` are computed. See BENCHMARKS.md, "peak memory on the 20 MB page".

  /// The parent, or else the node document's reference, or the rare data holding both
  /// (``NodeLink``).
  var link: NodeLink
  var nextSiblingStorage: Node?
  /// The previous sibling; for a first child, its parent's last child (itself when it is the
  /// only child); `nil` for a node without a parent. Not retained: it points at a sibling,
  /// which its parent holds while both are its children, and every unlink clears it.
  unowned(unsafe) var previousOrLastStorage: Node?

  init(document: Document?) {
    self.link = document.map { .document($0.documentReference) } ?? .none
    super.init()
  }

  /// The parent. Not retained: a parent outlives the links to it, as a container being freed
  /// clears its children's (`detachChildren`), and every unlink clears it.
  var parentStorage: Node? {
    @inline(__always) get {
      switch link {
      case .parent(let parent): return parent.takeUnretainedValue()
      case .rare(let rare): return rare.parent
      case .none, .document: return nil
      }
    }
  }

  /// The parent, without a reference taken.
  @inline(__always) var parentUnmanaged: Unmanaged<Node>? {
    switch link {
    case .parent(let parent): return parent
    case .rare(let rare): return rare.parent.map { Unmanaged.passUnretained($0) }
    case .none, .document: return nil
    }
  }

  /// Makes `parent` this node's parent (its node document is now the parent's).
  @inline(__always)
  final func setParent(_ parent: Node) {
    if case .rare(let rare) = link {
      rare.parent = parent
    } else {
      link = .parent(Unmanaged.passUnretained(parent))
    }
  }

  /// Clears the parent; `reference` is the former parent's document reference (this node's
  /// node document, which a leaf held only through its parent).
  @inline(__always)
  final func clearParent(documentReference reference: DocumentReference?) {
    if case .rare(let rare) = link {
      rare.parent = nil
      rare.documentReference = reference
    } else {
      link = reference.map { .document($0) } ?? .none
    }
  }

  /// The node document's reference: for a leaf, the parent's, else its own.
  /// An ``Element`` keeps its own in its ``ElementData``.
  var documentReferenceStorage: DocumentReference? {
    switch link {
    case .none: return nil
    case .document(let reference): return reference
    case .parent(let parent): return parent.takeUnretainedValue().documentReferenceStorage
    case .rare(let rare):
      if let parent = rare.parent { return parent.documentReferenceStorage }
      return rare.documentReference
    }
  }

  /// The node document; `nil` once it was freed (nodes do not keep their document alive: its
  /// tree holds them). A leaf's is its parent's while it has one (a child always shares its
  /// parent's node document: adoption moves whole subtrees); an ``Element`` keeps its own.
  var nodeDocumentStorage: Document? {
    get { documentReferenceStorage?.document }
    set {
      let reference = newValue?.documentReference
      switch link {
      case .none, .document: link = reference.map { .document($0) } ?? .none
      case .parent: break  // The parent's, which adoption sets too.
      case .rare(let rare): if rare.parent == nil { rare.documentReference = reference }
      }
    }
  }

  /// Rarely used per-node state, allocated on first use (``ensureRareData()``).
  var rareData: NodeRareData? {
    @inline(__always) get {
      if case .rare(let rare) = link { return rare }
      return nil
    }
  }

  /// The first child: always `nil` but for a ``ContainerNode``, which stores it.
  var firstChildStorage: Node? {
    get { nil }
    set { precondition(newValue == nil, "only a container node has children") }
  }

  /// The previous sibling (computed: see ``previousOrLastStorage``). A first child's link
  /// points at the last child, whose next sibling is `nil`, never this node.
  var previousSiblingStorage: Node? {
    @inline(__always) get {
      guard let candidate = previousOrLastStorage,
        candidate.nextSiblingUnmanaged?.toOpaque() == Unmanaged.passUnretained(self).toOpaque()
      else { return nil }
      return candidate
    }
  }

  /// The last child (computed: the first child's ``previousOrLastStorage``).
  var lastChildStorage: Node? {
    @inline(__always) get {
      firstChildUnmanaged?._withUnsafeGuaranteedRef { $0.previousOrLastStorage }
    }
  }

  /// Releases `pending` and everything only they hold, without recursion: the children of a
  /// node nothing else references, and the trees it owns beside its children (a template's
  /// contents, a shadow root: ``takeOwnedTrees(into:)``), are detached and released in turn, so
  /// that freeing a tree of any depth (nested elements, or templates and shadow roots nested
  /// through their contents) takes no stack.
  static func release(_ pending: inout [Node]) {
    while var node = pending.popLast() {
      guard isKnownUniquelyReferenced(&node) else { continue }
      node.takeOwnedTrees(into: &pending)
      if node.firstChildStorage != nil { Node.detachChildren(of: node, into: &pending) }
    }
  }

  /// Moves the trees this node owns outside its children (a shadow root; a template's contents,
  /// in ``HTMLTemplateElement``) to `pending`, for ``release(_:)``.
  func takeOwnedTrees(into pending: inout [Node]) {
    if let shadowRoot = rareData?.shadowRoot.take() { pending.append(shadowRoot) }
  }

  static func detachChildren(of node: Node, into pending: inout [Node]) {
    var child = node.firstChildStorage
    node.firstChildStorage = nil
    let reference = node.documentReferenceStorage
    while let current = child {
      child = current.nextSiblingStorage
      current.nextSiblingStorage = nil
      current.previousOrLastStorage = nil
      current.clearParent(documentReference: reference)
      pending.append(current)
    }
  }

  // MARK: - Linking children (the only writers of the sibling links)

  /// Links `node` (which has no parent) in as a child before `child` (a child of this node),
  /// or last when `child` is `nil`: no checks, no notifications.
  @inline(__always)
  final func linkChild(_ node: Node, before child: Node?) {
    node.setParent(self)
    guard let first = firstChildStorage else {
      // The only child: its own last-child link.
      node.previousOrLastStorage = node
      node.nextSiblingStorage = nil
      firstChildStorage = node
      return
    }
    // One splice: `node` goes before `anchor` (the child, or the first child when appending,
    // whose previous link is then the last child's).
    let anchor = child ?? first
    let previous = anchor.previousOrLastStorage
    node.previousOrLastStorage = previous
    node.nextSiblingStorage = child
    anchor.previousOrLastStorage = node
    if child === first {
      firstChildStorage = node
    } else {
      previous?.nextSiblingStorage = node
    }
  }

  /// Unlinks `child` (a child of this node): no notifications. The caller keeps `child`
  /// alive meanwhile (this node's links may be the last references to it).
  @inline(__always)
  final func unlinkChild(_ child: Node) {
    let next = child.nextSiblingStorage
    if let first = firstChildStorage, child !== first {
      let previous = child.previousOrLastStorage
      if let next {
        next.previousOrLastStorage = previous
      } else {
        // The last child goes: its previous sibling is the last now.
        first.previousOrLastStorage = previous
      }
      previous?.nextSiblingStorage = next
    } else {
      // The first child goes: the next one (if any) takes over the last-child link.
      next?.previousOrLastStorage = child.previousOrLastStorage
      firstChildStorage = next
    }
    child.clearParent(documentReference: documentReferenceStorage)
    child.previousOrLastStorage = nil
    child.nextSiblingStorage = nil
  }

  // MARK: - Public API

  /// The node's type. https://dom.spec.whatwg.org/#dom-node-nodetype
  public var nodeType: NodeType { preconditionFailure("abstract") }

  /// The node's name. https://dom.spec.whatwg.org/#dom-node-nodename
  public var nodeName: String { preconditionFailure("abstract") }

  /// The node document: the document this node belongs to (for a document, itself).
  ///
  /// Nodes hold their document weakly (its tree holds them). A node kept after its document
  /// was let go (by a library user holding an element, say) is adopted, with the rest of its
  /// tree, into a new empty HTML document, which the tree's root keeps alive; the node then
  /// behaves as any node of a document nobody else holds.
  ///
  /// https://dom.spec.whatwg.org/#concept-node-document
  public var nodeDocument: Document {
    if let document = nodeDocumentStorage { return document }
    return adoptIntoNewDocument()
  }

  /// Adopts this node's tree (from its root down) into a new document, kept by the root.
  @inline(never)
  private func adoptIntoNewDocument() -> Document {
    var root: Node = self
    while let parent = root.parentStorage { root = parent }
    let document = Document()
    root.ensureRareData().keptDocument = document
    document.adopt(root)
    return document
  }

  /// The node document, or `nil` for a document. https://dom.spec.whatwg.org/#dom-node-ownerdocument
  public var ownerDocument: Document? {
    self is Document ? nil : nodeDocumentStorage
  }

  /// The parent. https://dom.spec.whatwg.org/#dom-node-parentnode
  public var parentNode: Node? { parentStorage }

  /// The first child, next sibling and parent without a reference taken: for walks of a
  /// tree that does not change meanwhile, whose root the walker holds.
  ///
  /// The first child is a class-dispatched read (only a ``ContainerNode`` stores one) that
  /// returns no reference, so that a walk pays no reference counting for it.
  var firstChildUnmanaged: Unmanaged<Node>? { nil }
  @inline(__always) var nextSiblingUnmanaged: Unmanaged<Node>? {
    nextSiblingStorage.map { Unmanaged.passUnretained($0) }
  }

  /// The parent, if it is an element. https://dom.spec.whatwg.org/#dom-node-parentelement
  public var parentElement: Element? { parentStorage as? Element }

  /// The first child. https://dom.spec.whatwg.org/#dom-node-firstchild
  public var firstChild: Node? { firstChildStorage }

  /// The last child. https://dom.spec.whatwg.org/#dom-node-lastchild
  public var lastChild: Node? { lastChildStorage }

  /// The next sibling. https://dom.spec.whatwg.org/#dom-node-nextsibling
  public var nextSibling: Node? { nextSiblingStorage }

  /// The previous sibling. https://dom.spec.whatwg.org/#dom-node-previoussibling
  public var previousSibling: Node? { previousSiblingStorage }

  /// Whether the node has children. https://dom.spec.whatwg.org/#dom-node-haschildnodes
  public func hasChildNodes() -> Bool { firstChildUnmanaged != nil }

  /// The children, as a live list. https://dom.spec.whatwg.org/#dom-node-childnodes
  public var childNodes: NodeList {
    let rare = ensureRareData()
    if let list = rare.childNodes { return list }
    let list = NodeList(childrenOf: self)
    rare.childNodes = list
    return list
  }

  /// The children in order, as a Swift sequence (a convenience; not a DOM member).
  public var childNodeSequence: ChildSequence { ChildSequence(parent: self) }

  /// Number of children.
  public var childCount: Int {
    var count = 0
    var child = firstChildStorage
    while let current = child {
      count += 1
      child = current.nextSiblingStorage
    }
    return count
  }

  /// The index of this node among its siblings. https://dom.spec.whatwg.org/#concept-tree-index
  public var index: Int {
    var count = 0
    var sibling = previousSiblingStorage
    while let current = sibling {
      count += 1
      sibling = current.previousSiblingStorage
    }
    return count
  }

  /// The child at `index`, or `nil`.
  public func child(at index: Int) -> Node? {
    guard index >= 0 else { return nil }
    var remaining = index
    var child = firstChildStorage
    while let current = child {
      if remaining == 0 { return current }
      remaining -= 1
      child = current.nextSiblingStorage
    }
    return nil
  }

  /// Whether the node's shadow-including root is a document (a node in the shadow tree of a
  /// connected host is connected). https://dom.spec.whatwg.org/#dom-node-isconnected
  public var isConnected: Bool { shadowIncludingRoot is Document }

  /// The root, or for a shadow root its host's shadow-including root.
  ///
  /// https://dom.spec.whatwg.org/#concept-shadow-including-root
  public var shadowIncludingRoot: Node {
    var node = root
    while let shadow = node as? ShadowRoot, let host = shadow.host { node = host.root }
    return node
  }

  /// Whether this node is a shadow-including inclusive ancestor of `other`: an inclusive
  /// ancestor of it, or of the host of a shadow root that is.
  ///
  /// https://dom.spec.whatwg.org/#concept-shadow-including-inclusive-ancestor
  public func isShadowIncludingInclusiveAncestor(of other: Node) -> Bool {
    var node: Node? = other
    while let current = node {
      if current === self { return true }
      if let parent = current.parentStorage {
        node = parent
      } else {
        node = (current as? ShadowRoot)?.host
      }
    }
    return false
  }

  /// The root of the node's tree. https://dom.spec.whatwg.org/#concept-tree-root
  public var root: Node {
    var node = self
    while let parent = node.parentStorage { node = parent }
    return node
  }

  /// The root; with `composed`, the shadow-including root.
  ///
  /// https://dom.spec.whatwg.org/#dom-node-getrootnode
  public func getRootNode(composed: Bool = false) -> Node {
    composed ? shadowIncludingRoot : root
  }

  /// The node's value: data for character data and attributes, `nil` otherwise.
  ///
  /// https://dom.spec.whatwg.org/#dom-node-nodevalue
  public var nodeValue: String? {
    get { nil }
    set {}
  }

  /// https://dom.spec.whatwg.org/#dom-node-issamenode
  public func isSameNode(_ other: Node?) -> Bool { other === self }

  /// The base URL of the node document, serialized. https://dom.spec.whatwg.org/#dom-node-baseuri
  public var baseURI: String { nodeDocument.baseURL }

  /// Whether `other` is an inclusive descendant. https://dom.spec.whatwg.org/#dom-node-contains
  ///
  /// A node without children answers at once, without walking `other`'s ancestors: insertion
  /// asks this of every new child, and the walk made building a deep tree quadratic.
  public func contains(_ other: Node?) -> Bool {
    if firstChildUnmanaged == nil { return other === self }
    var node = other
    while let current = node {
      if current === self { return true }
      node = current.parentStorage
    }
    return false
  }

  /// Whether this node is an inclusive ancestor of `other`, or of the host of the fragment
  /// (shadow root or template contents) `other` is in, and so on up.
  ///
  /// A node with no children that hosts nothing answers at once (insertion asks this of every
  /// new child).
  ///
  /// https://dom.spec.whatwg.org/#concept-tree-host-including-inclusive-ancestor
  public func isHostIncludingInclusiveAncestor(of other: Node) -> Bool {
    if firstChildUnmanaged == nil && !(self is HTMLTemplateElement)
      && rareData?.shadowRoot == nil
    {
      return other === self
    }
    var node = other
    while true {
      if contains(node) { return true }
      guard let fragment = node.root as? DocumentFragment, let host = fragment.host else {
        return false
      }
      node = host
    }
  }

  /// Whether this node is a descendant of `ancestor` (not itself).
  public func isDescendant(of ancestor: Node) -> Bool {
    var node = parentStorage
    while let current = node {
      if current === ancestor { return true }
      node = current.parentStorage
    }
    return false
  }

  // MARK: - EventTarget

  public override var eventListenerList: EventListenerList? { rareData?.eventListeners }

  public override func ensureEventListenerList() -> EventListenerList {
    let rare = ensureRareData()
    if let list = rare.eventListeners { return list }
    let list = EventListenerList()
    rare.eventListeners = list
    return list
  }

  public override func getTheParent(_ event: Event) -> EventTarget? { nodeGetTheParent(event) }

  // MARK: - Internal helpers

  func ensureRareData() -> NodeRareData {
    let data: NodeRareData
    switch link {
    case .rare(let rare): return rare
    case .document(let reference): data = NodeRareData(documentReference: reference, parent: nil)
    case .parent(let parent):
      data = NodeRareData(documentReference: nil, parent: parent.takeUnretainedValue())
    case .none: data = NodeRareData(documentReference: nil, parent: nil)
    }
    link = .rare(data)
    return data
  }

  /// Reports a mutation to the node document.
  @inline(__always)
  func notify(_ mutation: @autoclosure () -> TreeMutation) {
    guard let document = nodeDocumentStorage else { return }
    document.domVersion &+= 1
    if !document.mutationObservers.isEmpty {
      document.deliver(mutation())
    }
  }
}

/// Per-node state that most nodes never need.
final class NodeRareData {
  /// The parent and the node document's reference, which the node's ``NodeLink`` held before
  /// it had rare data. The parent is not retained (see `Node.parentStorage`); the reference
  /// is meaningful only for a leaf without a parent.
  unowned(unsafe) var parent: Node?
  var documentReference: DocumentReference?

  init(documentReference: DocumentReference?, parent: Node?) {
    self.documentReference = documentReference
    self.parent = parent
  }

  /// For the root of a tree whose document went away: the new document its nodes were adopted
  /// into (see `Node.nodeDocument`), held here since nothing else holds it.
  var keptDocument: Document?
  weak var childNodes: NodeList?
  weak var children: HTMLCollection?
  weak var attributes: NamedNodeMap?
  /// Character data holding a lone surrogate, as exact UTF-16 code units.
  var utf16Data: [UInt16]?
  /// The `style` declaration object, for `el.style === el.style`.
  weak var style: CSSStyleDeclaration?
  /// The element's inline style declarations (see `Attributes/Element+StyleAttribute.swift`).
  var inlineStyle: InlineStyleState?
  /// The collections `getElementsByTagName`/`…NS`/`getElementsByClassName` made, while held.
  var collections = WeakObjectCache<CollectionCache.Key, HTMLCollection>()
  /// The element's token lists (`classList`, `relList`…), one per attribute.
  var tokenLists: [WeakTokenList] = []
  /// The `dataset` map, for `el.dataset === el.dataset`.
  weak var dataset: DOMStringMap?
  /// For a document: its `implementation` object.
  weak var implementation: DOMImplementation?
  /// The event listener list. https://dom.spec.whatwg.org/#eventtarget-event-listener-list
  var eventListeners: EventListenerList?
  /// The registered observer list. https://dom.spec.whatwg.org/#registered-observer-list
  var registeredObservers: [MutationObserverRegistration] = []
  /// For a document: the target after it in event paths (its Window). Weak.
  weak var documentEventParent: EventTarget?
  /// For a form control, option or form: state apart from attributes (value, checkedness,
  /// selectedness, dirty flags). See `HTML/HTMLFormControlState.swift`.
  var htmlFormControlState: HTMLFormControlState?
  /// For an element: its shadow root (held strongly; the root's `host` is weak).
  var shadowRoot: ShadowRoot?
  /// For a slottable: the slot it is assigned to. Weak.
  /// https://dom.spec.whatwg.org/#slotable-assigned-slot
  weak var assignedSlot: HTMLSlotElement?
  /// For a slottable of a manual-assignment tree: the slot whose `assign()` named it. Weak.
  /// https://dom.spec.whatwg.org/#slottable-manual-slot-assignment
  weak var manualSlotAssignment: HTMLSlotElement?
  /// For an element: its cascaded style for the current document version (see
  /// `Style/StyleEngine.swift`).
  var styleData: ElementStyleData?
  /// For a `style` or `link` element: its style sheet and what it was made from.
  var ownedStyleSheet: OwnedStyleSheet?
}

/// The children of a node, as a Swift sequence.
public struct ChildSequence: Sequence {
  let parent: Node

  public struct Iterator: IteratorProtocol {
    var upcoming: Node?
    public mutating func next() -> Node? {
      let current = upcoming
      upcoming = current?.nextSiblingStorage
      return current
    }
  }

  public func makeIterator() -> Iterator { Iterator(upcoming: parent.firstChildStorage) }
}
