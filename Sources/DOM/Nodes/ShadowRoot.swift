/// The root of a shadow tree: a document fragment attached to its host element.
///
/// The host holds its shadow root strongly (in its rare data); the shadow root's `host` is
/// weak, so a host and its shadow tree form no retain cycle and are freed together. A shadow
/// root has no parent: its tree is separate from the host's tree (`root` of a node inside it is
/// the shadow root), and the host is reached only through `host` ("shadow-including" walks).
///
/// https://dom.spec.whatwg.org/#interface-shadowroot
public final class ShadowRoot: DocumentFragment {
  /// `ShadowRootMode`. https://dom.spec.whatwg.org/#enumdef-shadowrootmode
  public enum Mode: String, Sendable {
    /// The shadow root is reachable from its host (`host.shadowRoot`).
    case open
    /// `host.shadowRoot` is null and event paths hide the tree from outside listeners.
    case closed
  }

  /// `SlotAssignmentMode`. https://dom.spec.whatwg.org/#enumdef-slotassignmentmode
  public enum SlotAssignmentMode: String, Sendable {
    /// Slottables go to the first slot whose name is their `slot` attribute.
    case named
    /// Slottables go where `HTMLSlotElement.assign()` put them.
    case manual
  }

  /// https://dom.spec.whatwg.org/#shadowroot-mode
  public let mode: Mode
  /// https://dom.spec.whatwg.org/#shadowroot-delegates-focus
  public let delegatesFocus: Bool
  /// https://dom.spec.whatwg.org/#shadowroot-slot-assignment
  public let slotAssignment: SlotAssignmentMode
  /// Whether cloning the host clones the shadow root. https://dom.spec.whatwg.org/#shadowroot-clonable
  public let clonable: Bool
  /// Whether `getHTML({serializableShadowRoots: true})` writes it. https://dom.spec.whatwg.org/#shadowroot-serializable
  public let serializable: Bool
  /// Whether a declarative `<template shadowrootmode>` made it. https://dom.spec.whatwg.org/#shadowroot-declarative
  public internal(set) var declarative: Bool
  /// `adoptedStyleSheets`. https://drafts.csswg.org/cssom/#dom-documentorshadowroot-adoptedstylesheets
  var adoptedStyleSheetsStorage: [CSSStyleSheet] = []
  /// `styleSheets`, made on first use. See `Style/Document+Style.swift`.
  var styleSheetListStorage: StyleSheetList?

  init(
    host: Element, mode: Mode, delegatesFocus: Bool, slotAssignment: SlotAssignmentMode,
    clonable: Bool, serializable: Bool, declarative: Bool
  ) {
    self.mode = mode
    self.delegatesFocus = delegatesFocus
    self.slotAssignment = slotAssignment
    self.clonable = clonable
    self.serializable = serializable
    self.declarative = declarative
    super.init(unowned: host.nodeDocumentStorage)
    self.host = host
  }

  /// The markup of the children; setting it replaces them with the markup parsed in the
  /// host's context.
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-shadowroot-innerhtml
  public var innerHTML: String { HTMLSerializer.serializeChildren(of: self) }

  /// Replaces the children with `markup`, parsed with the host as the context element (no
  /// declarative shadow roots, as for `Element.innerHTML`).
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-shadowroot-innerhtml
  public func setInnerHTML(_ markup: String) throws(DOMException) {
    guard let host else { return }
    let fragment = try host.parseFragment(markup, context: host)
    replaceAll(with: fragment)
  }

  /// Replaces the children with `markup` parsed in the host's context, declarative shadow
  /// roots included.
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-shadowroot-sethtmlunsafe
  public func setHTMLUnsafe(_ markup: String) throws(DOMException) {
    guard let host else { return }
    let fragment = try host.parseFragment(markup, context: host)
    DeclarativeShadowRoots.attach(in: fragment)
    replaceAll(with: fragment)
  }

  /// The markup of the children, with the shadow roots `options` asks for.
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-shadowroot-gethtml
  public func getHTML(_ options: GetHTMLOptions = GetHTMLOptions()) -> String {
    HTMLSerializer.serializeChildren(of: self, shadowRoots: options)
  }

  /// The focused element retargeted against this shadow root, when that lands in this tree.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-documentorshadowroot-activeelement
  public var activeElement: Element? {
    // 1. Let candidate be the focused area of this's node document, retargeted against this.
    guard let focused = nodeDocumentStorage?.focusedElement else { return nil }
    let candidate = EventTarget.retarget(focused, against: self)
    // 2–3. Only a candidate in this tree (not this root itself) is the answer.
    guard let element = candidate as? Element, element.root === self else { return nil }
    return element
  }
}

/// `GetHTMLOptions`: which shadow roots a serialization includes.
///
/// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#gethtmloptions
public struct GetHTMLOptions {
  /// Write every shadow root whose `serializable` is true.
  public var serializableShadowRoots: Bool
  /// Also write these shadow roots (open or closed).
  public var shadowRoots: [ShadowRoot]

  /// The options (both empty by default: no shadow root is written).
  public init(serializableShadowRoots: Bool = false, shadowRoots: [ShadowRoot] = []) {
    self.serializableShadowRoots = serializableShadowRoots
    self.shadowRoots = shadowRoots
  }

  /// Whether `shadowRoot` is written.
  func includes(_ shadowRoot: ShadowRoot) -> Bool {
    (serializableShadowRoots && shadowRoot.serializable)
      || shadowRoots.contains { $0 === shadowRoot }
  }
}
