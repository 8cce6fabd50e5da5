// The shadow-tree members of Element (attachShadow, shadowRoot, getHTML, setHTMLUnsafe) and
// the Slottable mixin (`slot`, `assignedSlot`).
// https://dom.spec.whatwg.org/#shadow-trees

extension Element {
  /// The `slot` attribute ("" when absent). https://dom.spec.whatwg.org/#dom-element-slot
  public var slot: String {
    get { attributeValue(localName: "slot") ?? "" }
    set { setAttributeValue(localName: "slot", newValue) }
  }

  /// The shadow root attached to this element, open or closed (`nil` when it hosts none).
  ///
  /// https://dom.spec.whatwg.org/#concept-element-shadow-root
  public var attachedShadowRoot: ShadowRoot? { rareData?.shadowRoot }

  /// Whether the element is a shadow host. https://dom.spec.whatwg.org/#element-shadow-host
  public var isShadowHost: Bool { rareData?.shadowRoot != nil }

  /// The shadow root when it is open, else `nil`.
  ///
  /// https://dom.spec.whatwg.org/#dom-element-shadowroot
  public var shadowRoot: ShadowRoot? {
    guard let shadow = rareData?.shadowRoot, shadow.mode == .open else { return nil }
    return shadow
  }

  /// The `ShadowRootInit` dictionary. https://dom.spec.whatwg.org/#dictdef-shadowrootinit
  public struct ShadowRootInit: Sendable {
    /// https://dom.spec.whatwg.org/#dom-shadowrootinit-mode
    public var mode: ShadowRoot.Mode
    /// https://dom.spec.whatwg.org/#dom-shadowrootinit-delegatesfocus
    public var delegatesFocus: Bool
    /// https://dom.spec.whatwg.org/#dom-shadowrootinit-slotassignment
    public var slotAssignment: ShadowRoot.SlotAssignmentMode
    /// https://dom.spec.whatwg.org/#dom-shadowrootinit-clonable
    public var clonable: Bool
    /// https://dom.spec.whatwg.org/#dom-shadowrootinit-serializable
    public var serializable: Bool

    /// The dictionary, with the IDL defaults.
    public init(
      mode: ShadowRoot.Mode, delegatesFocus: Bool = false,
      slotAssignment: ShadowRoot.SlotAssignmentMode = .named, clonable: Bool = false,
      serializable: Bool = false
    ) {
      self.mode = mode
      self.delegatesFocus = delegatesFocus
      self.slotAssignment = slotAssignment
      self.clonable = clonable
      self.serializable = serializable
    }
  }

  /// Attaches a new shadow root to this element and returns it.
  ///
  /// Throws `NotSupportedError` when the element cannot host one (not in the HTML namespace,
  /// not a valid custom element name nor one of the elements the standard lists) or already
  /// hosts one.
  ///
  /// https://dom.spec.whatwg.org/#dom-element-attachshadow
  @discardableResult
  public func attachShadow(_ options: ShadowRootInit) throws(DOMException) -> ShadowRoot {
    try attachShadowRoot(options, declarative: false)
  }

  /// https://dom.spec.whatwg.org/#concept-attach-a-shadow-root
  @discardableResult
  func attachShadowRoot(_ options: ShadowRootInit, declarative: Bool) throws(DOMException)
    -> ShadowRoot
  {
    // 1. The element's namespace must be the HTML namespace.
    // 2–3. Its local name must be a valid shadow host name (a valid custom element name or a
    //      listed element).
    guard canHostShadowRoot else {
      throw DOMException(.notSupportedError, "The operation is not supported.")
    }
    // 5. An element that is already a shadow host: a declarative root of the same mode is
    //    emptied and reused; anything else is an error.
    if let existing = rareData?.shadowRoot {
      if existing.declarative && existing.mode == options.mode && !declarative {
        existing.replaceAll(with: nil)
        existing.declarative = false
        return existing
      }
      throw DOMException(.notSupportedError, "The operation is not supported.")
    }
    // 6–13. A new shadow root with the options, attached to this element.
    let shadow = ShadowRoot(
      host: self, mode: options.mode, delegatesFocus: options.delegatesFocus,
      slotAssignment: options.slotAssignment, clonable: options.clonable,
      serializable: options.serializable, declarative: declarative)
    ensureRareData().shadowRoot = shadow
    nodeDocument.ensureSlotAssignment()
    // The host's children may now be assigned to slots the tree gets later; nothing to do for
    // an empty tree.
    return shadow
  }

  /// Whether `attachShadow` accepts this element: an HTML element whose local name is a valid
  /// custom element name or one of the listed names.
  ///
  /// https://dom.spec.whatwg.org/#valid-shadow-host-name
  var canHostShadowRoot: Bool {
    guard isHTMLElement else { return false }
    return Self.shadowHostNames.contains(localName) || Self.isValidCustomElementName(localName)
  }

  /// The elements that accept a shadow root besides custom elements.
  ///
  /// https://dom.spec.whatwg.org/#valid-shadow-host-name
  static let shadowHostNames: Set<String> = [
    "article", "aside", "blockquote", "body", "div", "footer", "h1", "h2", "h3", "h4", "h5",
    "h6", "header", "main", "nav", "p", "section", "span",
  ]

  /// The markup of the children, with the shadow roots `options` asks for (this element's
  /// own shadow root first, as a `<template shadowrootmode>`).
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-gethtml
  public func getHTML(_ options: GetHTMLOptions = GetHTMLOptions()) -> String {
    HTMLSerializer.serializeChildren(of: self, shadowRoots: options)
  }

  /// Replaces the children (a template's contents) with `markup` parsed in this element's
  /// context, declarative shadow roots included.
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-sethtmlunsafe
  public func setHTMLUnsafe(_ markup: String) throws(DOMException) {
    let fragment = try parseFragment(markup, context: self)
    DeclarativeShadowRoots.attach(in: fragment)
    let target: Node = (self as? HTMLTemplateElement)?.content ?? self
    target.replaceAll(with: fragment)
  }
}

extension Node {
  /// The slot this element or text node is assigned to, unless that slot is in a closed
  /// shadow tree (`nil` for other nodes).
  ///
  /// https://dom.spec.whatwg.org/#dom-slottable-assignedslot
  public var assignedSlot: HTMLSlotElement? {
    guard isSlottable else { return nil }
    return SlotAssignment.findSlot(for: self, openOnly: true)
  }

  /// Whether the node is a slottable (an element or a text node).
  ///
  /// https://dom.spec.whatwg.org/#concept-slotable
  var isSlottable: Bool { self is Element || self is Text }
}
