// Focus: which element is focused, `focus()`/`blur()` and their events, `tabIndex`, and
// `document.activeElement`. There is no layout, so "being rendered" means not inside an
// element with the `hidden` attribute; there is one top-level traversable, always focused.
// https://html.spec.whatwg.org/multipage/interaction.html#focus

extension Element {
  /// Whether the element is a focusable area: a link, a form control that is not disabled, an
  /// `iframe`, a summary for its details, media with controls, an editing host, or any
  /// element with a `tabindex` attribute; connected, and not `hidden` or `inert`.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#focusable-area
  public var isFocusable: Bool {
    guard isConnected, isHTMLElement || namespace == .svg else { return false }
    // Not being rendered (an ancestor is hidden) or inert: not focusable.
    var node: Element? = self
    while let element = node {
      if element.isHTMLElement
        && (element.hasAttributeValue("hidden") || element.hasAttributeValue("inert"))
      {
        return false
      }
      node = element.parentElement
    }
    // Elements that are actually disabled are not focusable.
    if isDisabledState { return false }
    // Elements with a tabindex attribute that parses as an integer.
    if let tabindex = attributeValue(localName: "tabindex"),
      HTMLMicrosyntax.parseInteger(tabindex) != nil
    {
      return true
    }
    if namespace == .svg {
      return localName == "a"
        && (hasAttributeValue("href") || hasAttributeNS(Namespace.xlink.uri, "href"))
    }
    switch localName {
    case "a", "area": return hasAttributeValue("href")
    case "button", "select", "textarea", "iframe": return true
    case "input": return inputType != .hidden
    case "summary": return isSummaryForParentDetails
    case "audio", "video": return hasAttributeValue("controls")
    default: return isEditingHost
    }
  }

  /// Whether the element is an editing host: its `contenteditable` attribute is in the true or
  /// plaintext-only state and its parent is not editable.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#editing-host
  var isEditingHost: Bool {
    guard contentEditableState == "true" || contentEditableState == "plaintext-only" else {
      return false
    }
    return !(parentElement?.isContentEditable ?? false)
  }

  /// The tab index: the `tabindex` attribute as an integer, else 0 for elements that are
  /// focusable by default (links, form controls, `iframe`, summaries), else -1.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-tabindex
  public var tabIndex: Int32 {
    get {
      // 1. If this has a tabindex content attribute and parsing its value using the rules for
      //    parsing integers is successful, then return that value.
      if let value = attributeValue(localName: "tabindex"),
        let parsed = HTMLMicrosyntax.parseInteger(value), let result = Int32(exactly: parsed)
      {
        return result
      }
      // 2. If this is an a, area, button, frame, iframe, input, object, select, textarea, or
      //    SVG a element, or is a summary element that is a summary for its parent details,
      //    then return 0.
      if namespace == .svg && localName == "a" { return 0 }
      if isHTMLElement {
        switch localName {
        case "a", "area", "button", "frame", "iframe", "input", "object", "select", "textarea":
          return 0
        case "summary" where isSummaryForParentDetails: return 0
        default: break
        }
      }
      // 3. Return -1.
      return -1
    }
    set { setAttributeValue(localName: "tabindex", String(newValue)) }
  }

  /// Focuses the element if it is focusable and not already focused, firing `blur` and
  /// `focusout` at the previously focused element, then `focus` and `focusin` at this one.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-focus
  public func focus() {
    let state = nodeDocument.htmlState
    let key = ObjectIdentifier(self)
    // 1. If the element is marked as locked for focus, then return.
    if state.lockedForFocus.contains(key) { return }
    // 2. Mark the element as locked for focus.
    state.lockedForFocus.insert(key)
    defer { state.lockedForFocus.remove(key) }
    // 3. Run the focusing steps for the element.
    runFocusingSteps()
    // 4. (Scrolling into view is not modeled.)
  }

  /// Unfocuses the element when it is the focused element: fires `blur` and `focusout`, and
  /// the document's focused area becomes the viewport.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-blur
  public func blur() {
    // The unfocusing steps: 1–3. If old focus target is not the focused area, return.
    let document = nodeDocument
    guard document.focusedElement === self else { return }
    // 4–7. Run the focusing steps for the viewport (focus update steps with no new target).
    document.runFocusUpdateSteps(from: self, to: nil)
  }

  /// https://html.spec.whatwg.org/multipage/interaction.html#focusing-steps
  private func runFocusingSteps() {
    let document = nodeDocument
    var target = self
    if let shadow = attachedShadowRoot, shadow.delegatesFocus {
      // 1. A shadow host that delegates focus: when focus is already inside it, return.
      if let focused = document.focusedElement, isShadowIncludingInclusiveAncestor(of: focused) {
        return
      }
      // 2. Its focus delegate takes the focus instead, even when the host itself is
      //    focusable (WebKit: a host with `tabindex` still delegates, `shadow/focus.js`);
      //    with none, nothing is focused.
      guard let delegate = focusDelegate else { return }
      target = delegate
    } else {
      // 2. Not a focusable area: return.
      guard isFocusable else { return }
    }
    // 3. If new focus target is the currently focused area of a top-level traversable, return.
    let old = document.focusedElement
    if old === target { return }
    // 4–5. Run the focus update steps with the old and the new focus chains.
    document.runFocusUpdateSteps(from: old, to: target)
  }

  /// The focus delegate of a shadow host whose shadow root delegates focus: the first element
  /// of its shadow tree with an `autofocus` attribute that is focusable (or delegates), else
  /// the first focusable element of the shadow tree in tree order, looking into nested hosts
  /// that delegate focus in turn; `nil` when there is none or the host does not delegate.
  /// WebKit agrees (`shadow/focus.js`).
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#focus-delegate
  var focusDelegate: Element? {
    // 1. A host that does not delegate focus: null.
    guard let shadow = attachedShadowRoot, shadow.delegatesFocus else { return nil }
    // 2–3. Look in its shadow root; the autofocus delegate first.
    func focusableArea(_ element: Element) -> Element? {
      if element.attachedShadowRoot?.delegatesFocus == true { return element.focusDelegate }
      return element.isFocusable ? element : nil
    }
    var node = shadow.firstChild
    while let current = node {
      if let element = current as? Element, element.hasAttributeValue("autofocus"),
        let area = focusableArea(element)
      {
        return area
      }
      node = current.nextInTreeOrder(within: shadow)
    }
    // 4. Each descendant in tree order: a focusable area, or a host's own focus delegate.
    node = shadow.firstChild
    while let current = node {
      if let element = current as? Element, let area = focusableArea(element) { return area }
      node = current.nextInTreeOrder(within: shadow)
    }
    // 5. Null.
    return nil
  }
}

extension Document {
  /// The focused element, or `nil` when the viewport is focused (or the element left the
  /// document). https://html.spec.whatwg.org/multipage/interaction.html#focused-area-of-the-document
  public var focusedElement: Element? {
    guard let element = htmlStateStorage?.focusedElement, element.shadowIncludingRoot === self
    else {
      return nil
    }
    return element
  }

  /// The focused element, else the body, else the document element.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-document-activeelement
  public var activeElement: Element? {
    // 1–4. Let candidate be the DOM anchor of the focused area of this's node document; if it
    //      is not a Document, return it.
    //      (The focused element retargeted against the document: the outermost shadow host
    //      of a focused element in a shadow tree.)
    if let focused = focusedElement {
      return (EventTarget.retarget(focused, against: self) as? Element) ?? focused
    }
    // 5. If candidate has a body element, then return that body element.
    if let body { return body }
    // 6. If candidate's document element is non-null, then return that document element.
    // 7. Return null.
    return documentElement
  }

  /// Whether the document has system focus: always, here.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-document-hasfocus
  public func hasFocus() -> Bool { true }

  /// The focus update steps between two elements (either may be the viewport, `nil`): `blur`
  /// and `focusout` at the old one, then `focus` and `focusin` at the new one.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#focus-update-steps
  func runFocusUpdateSteps(from old: Element?, to new: Element?) {
    let state = htmlState
    // Removing a focused element from the tree resets focus: observe the tree.
    state.installObserver()
    // 1–2. For each entry of the old chain that is an element: fire a focus event named blur
    //      at it with related blur target the new one (and focusout, which bubbles).
    if let old, old.shadowIncludingRoot === self {
      old.fireFocusEvent("blur", relatedTarget: new, bubbles: false)
      old.fireFocusEvent("focusout", relatedTarget: new, bubbles: true)
    }
    // 3–4. The new focus target becomes the focused area of the document.
    state.focusedElement = new
    // 5. For each entry of the new chain that is an element: fire focus (and focusin) at it
    //    with related focus target the old one.
    if let new {
      new.fireFocusEvent("focus", relatedTarget: old, bubbles: false)
      new.fireFocusEvent("focusin", relatedTarget: old, bubbles: true)
    }
  }
}

extension Element {
  /// Fires a trusted, composed FocusEvent with the document's window as its view.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#fire-a-focus-event
  func fireFocusEvent(_ type: String, relatedTarget: Element?, bubbles: Bool) {
    let event = FocusEvent(
      type,
      FocusEventInit(
        UIEventInit(bubbles: bubbles, composed: true, view: nodeDocument.globalEventTarget),
        relatedTarget: relatedTarget))
    fireEvent(event)
  }
}
