// `click()` and the activation behavior of HTML elements: links, buttons, checkboxes, radio
// buttons, labels and summaries.
// https://html.spec.whatwg.org/multipage/interaction.html#activation-behaviour
//
// `EventTarget` has the DOM's activation hooks (`hasActivationBehavior`, …), but `Element` does
// not override them, so the dispatch algorithm finds no activation target among elements. Until
// it does (forwarding to the `html…` members below), `click()` computes the activation target
// the way the dispatch algorithm would and runs the behaviors around its own dispatch; it skips
// that when the hooks are in place, so both cannot run.

extension Element {
  /// Fires a synthetic, untrusted `click` PointerEvent at the element (bubbles, cancelable,
  /// composed), running activation behavior; nothing happens for a disabled form control or
  /// while the element's click is in progress.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-click
  public func click() {
    // 1. If this element is a form control that is disabled, then return.
    if isListed && isDisabledState { return }
    let state = nodeDocument.htmlState
    let key = ObjectIdentifier(self)
    // 2. If this element's click in progress flag is set, then return.
    if state.clicksInProgress.contains(key) { return }
    // 3. Set this element's click in progress flag.
    state.clicksInProgress.insert(key)
    defer { state.clicksInProgress.remove(key) }
    // 4. Fire a synthetic pointer event named click at this element, with the not trusted flag
    //    set.
    fireSyntheticClick()
  }

  /// Fires a synthetic pointer event named `click`: bubbles, cancelable and composed, with the
  /// document's window as its view, not trusted; returns `false` when it was canceled.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#fire-a-synthetic-pointer-event
  @discardableResult
  func fireSyntheticClick() -> Bool {
    // 1–4. A new PointerEvent with type click, bubbles, cancelable and composed set, and view
    //      the node document's window; not from a pointing device, so its pointerId is -1
    //      and its pointerType "" (https://w3c.github.io/pointerevents/#the-click-auxclick-and-contextmenu-events).
    let event = PointerEvent(
      "click",
      PointerEventInit(
        MouseEventInit(
          UIEventInit(
            bubbles: true, cancelable: true, composed: true,
            view: nodeDocument.globalEventTarget)),
        pointerId: -1, pointerType: ""))
    // 5. Not trusted (the default). 7. Return the result of dispatching event at target.
    return dispatchWithHTMLActivation(event)
  }

  /// Dispatches a `click` event, running HTML activation behavior around it when the
  /// `EventTarget` activation hooks of elements are not in place.
  ///
  /// https://dom.spec.whatwg.org/#concept-event-dispatch
  func dispatchWithHTMLActivation(_ event: MouseEvent) -> Bool {
    // 6.4–6.5, 6.9.5. The activation target: this element if it has activation behavior, else
    // (for a bubbling event) the nearest inclusive ancestor that has.
    var activationTarget: Element? = htmlHasActivationBehavior ? self : nil
    if activationTarget == nil && event.bubbles {
      var ancestor = parentElement
      while let current = ancestor, activationTarget == nil {
        if current.htmlHasActivationBehavior { activationTarget = current }
        ancestor = current.parentElement
      }
    }
    // When the dispatch algorithm finds the target itself, it runs the behaviors.
    if let target = activationTarget, target.hasActivationBehavior { activationTarget = nil }
    // 6.12. Legacy-pre-activation behavior.
    if let activationTarget, activationTarget.htmlHasLegacyPreActivationBehavior {
      activationTarget.htmlLegacyPreActivationBehavior()
    }
    let notCanceled = dispatch(event)
    // 12. Activation behavior, or the legacy-canceled-activation behavior.
    if let activationTarget {
      if notCanceled {
        activationTarget.htmlActivationBehavior(event)
      } else if activationTarget.htmlHasLegacyPreActivationBehavior {
        activationTarget.htmlLegacyCanceledActivationBehavior()
      }
    }
    return notCanceled
  }

  // MARK: - Hooks (for `EventTarget`'s activation members)

  /// Whether this element has activation behavior: `a`, `area`, `button`, `label`, a summary
  /// for its details, and `input` of types checkbox, radio, submit, image, reset, button, file
  /// and color.
  ///
  /// https://dom.spec.whatwg.org/#eventtarget-activation-behavior
  var htmlHasActivationBehavior: Bool {
    guard isHTMLElement else { return false }
    switch localName {
    case "a", "area", "button", "label": return true
    case "summary": return isSummaryForParentDetails
    case "input":
      switch inputType {
      case .checkbox, .radio, .submit, .image, .reset, .button, .file, .color: return true
      default: return false
      }
    default: return false
    }
  }

  /// Whether this element has legacy-pre-activation behavior: checkboxes and radio buttons.
  ///
  /// https://dom.spec.whatwg.org/#eventtarget-legacy-pre-activation-behavior
  var htmlHasLegacyPreActivationBehavior: Bool {
    let type = inputType
    return type == .checkbox || type == .radio
  }

  /// Checks (or toggles) a checkbox or radio button before the listeners run, saving the old
  /// state.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#the-input-element:legacy-pre-activation-behavior
  func htmlLegacyPreActivationBehavior() {
    let state = ensureFormControlState()
    // The element's old checkedness and indeterminate state.
    state.checkednessBeforeActivation = (state.checkedness, state.indeterminate)
    if inputType == .checkbox {
      // Checkbox: set checkedness to its opposite value and indeterminate to false.
      // https://html.spec.whatwg.org/multipage/input.html#checkbox-state-(type=checkbox)
      state.indeterminate = false
      setCheckedness(!state.checkedness, dirty: true)
    } else {
      // Radio button: remember the checked radio button of the group, then set checkedness
      // to true. https://html.spec.whatwg.org/multipage/input.html#radio-button-state-(type=radio)
      state.previouslyCheckedRadioButton = radioButtonGroup.first { $0.checkedness }
      setCheckedness(true, dirty: true)
    }
  }

  /// Restores a checkbox or radio button after a canceled `click`.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#the-input-element:legacy-canceled-activation-behavior
  func htmlLegacyCanceledActivationBehavior() {
    let state = ensureFormControlState()
    guard let before = state.checkednessBeforeActivation else { return }
    state.checkednessBeforeActivation = nil
    if inputType == .checkbox {
      // Set the checkedness and the indeterminate state back to their old values.
      setCheckedness(before.checkedness, dirty: true)
      state.indeterminate = before.indeterminate
    } else {
      // If the previously checked element is still in the group, check it again; otherwise
      // set this element's checkedness back to false.
      let previous = state.previouslyCheckedRadioButton
      state.previouslyCheckedRadioButton = nil
      if let previous, radioButtonGroup.contains(where: { $0 === previous }) {
        previous.setCheckedness(true, dirty: true)
      } else {
        setCheckedness(before.checkedness, dirty: true)
      }
    }
  }

  /// Runs this element's activation behavior for a `click` that was not canceled.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#activation-behaviour
  func htmlActivationBehavior(_ event: Event) {
    guard isHTMLElement else { return }
    switch localName {
    case "a", "area": hyperlinkActivationBehavior(event)
    case "button": buttonActivationBehavior()
    case "label": labelActivationBehavior(event)
    case "summary": summaryActivationBehavior()
    case "input": inputActivationBehavior()
    default: break
    }
  }

  // MARK: - Behaviors

  /// https://html.spec.whatwg.org/multipage/input.html#the-input-element:activation-behaviour
  private func inputActivationBehavior() {
    let state = formControlStateIfPresent
    let before = state?.checkednessBeforeActivation
    state?.checkednessBeforeActivation = nil
    state?.previouslyCheckedRadioButton = nil
    // 1. If element is not mutable and is not in the Checkbox or Radio state, then return.
    let type = inputType
    if type != .checkbox && type != .radio && isDisabledState { return }
    switch type {
    case .checkbox, .radio:
      // If the element is not connected, then return; otherwise fire input (bubbles,
      // composed) and change (bubbles). A radio button that was already checked did not
      // change, and fires neither.
      // https://html.spec.whatwg.org/multipage/input.html#checkbox-state-(type=checkbox)
      guard isConnected else { return }
      if type == .radio && before?.checkedness == true { return }
      fireEvent(Event("input", EventInit(bubbles: true, composed: true)))
      fireEvent(Event("change", EventInit(bubbles: true)))
    case .submit, .image:
      // 1. If the element does not have a form owner, then return. 2. If the element's node
      //    document is not fully active, then return. 3. Submit the element's form owner from
      //    the element. https://html.spec.whatwg.org/multipage/input.html#submit-button-state-(type=submit)
      guard let form = formOwner else { return }
      form.submitForm(from: self, submittedFromSubmitMethod: false)
    case .reset:
      // 1. If the element does not have a form owner, then return. 3. Reset the form owner.
      // https://html.spec.whatwg.org/multipage/input.html#reset-button-state-(type=reset)
      guard let form = formOwner else { return }
      form.resetForm()
    default:
      // Button, file and color: nothing (no pickers here).
      break
    }
  }

  /// https://html.spec.whatwg.org/multipage/form-elements.html#the-button-element:activation-behaviour
  private func buttonActivationBehavior() {
    // 1. If element is disabled, then return.
    if isDisabledState { return }
    // 3. If element has a form owner then switch on element's type attribute's state:
    //    Submit Button: submit element's form owner from element; Reset Button: reset it.
    guard isConnected, let form = formOwner else { return }
    switch buttonTypeState {
    case "submit": form.submitForm(from: self, submittedFromSubmitMethod: false)
    case "reset": form.resetForm()
    default: break
    }
  }

  /// https://html.spec.whatwg.org/multipage/links.html#links-created-by-a-and-area-elements
  private func hyperlinkActivationBehavior(_ event: Event) {
    // 1. If element has no href attribute, then return.
    guard let href = attributeValue(localName: "href") else { return }
    // 2–3. If element is an a element and event's target is an img with an ismap attribute,
    //      the hyperlink suffix is "?" and the click's coordinates (0,0 for a synthetic click).
    var suffix = ""
    if isHTML("a"), let image = event.target as? Element, image.isHTML("img"),
      image.hasAttributeValue("ismap")
    {
      suffix = "?0,0"
    }
    // Following (or downloading) the hyperlink: 1. If subject cannot navigate, then return.
    guard isConnected else { return }
    // 4–5. Let urlRecord be the result of encoding-parsing a URL given subject's href
    //      attribute value, relative to subject's node document; failure returns.
    let document = nodeDocument
    guard let url = document.encodingParseURL(href) else { return }
    // 6. If element has a download attribute, download the hyperlink; otherwise follow it.
    let download = attributeValue(localName: "download")
    let request = HTMLNavigationRequest(
      url: url.href + suffix, target: targetOfElement(),
      reason: download == nil ? .hyperlink : .download,
      element: self, downloadFilename: download)
    document.htmlStateStorage?.navigationHandler?(request)
  }

  /// Clicking a label clicks its labeled control (focusing it first), unless the click was on
  /// the control or on interactive content inside the label.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#the-label-element
  private func labelActivationBehavior(_ event: Event) {
    guard let control = labeledControl else { return }
    // The activation behavior of a label element for events targeted at interactive content
    // descendants of a label element, and any descendants of those interactive content
    // descendants, must be to do nothing.
    if let target = event.target as? Node {
      var node: Node? = target
      while let current = node, current !== self {
        if current === control { return }
        if let element = current as? Element, element.isInteractiveContent { return }
        node = current.parentNode
      }
    }
    control.focus()
    control.click()
  }

  /// https://html.spec.whatwg.org/multipage/interactive-elements.html#the-summary-element:activation-behaviour
  private func summaryActivationBehavior() {
    // 1. If this summary element is not the summary for its parent details, then return.
    guard isSummaryForParentDetails, let details = parentElement else { return }
    // 2–4. If parent has an open attribute, remove it; otherwise set it to "".
    if details.hasAttributeValue("open") {
      details.removeAttributeNS(nil, "open")
    } else {
      details.setAttributeValue(localName: "open", "")
    }
  }

  /// Whether this is the first `summary` child of a `details` parent.
  ///
  /// https://html.spec.whatwg.org/multipage/interactive-elements.html#summary-for-its-parent-details
  var isSummaryForParentDetails: Bool {
    guard isHTML("summary"), let parent = parentElement, parent.isHTML("details") else {
      return false
    }
    return parent.childNodeSequence.first { ($0 as? Element)?.isHTML("summary") == true } === self
  }

  /// Whether this element is interactive content.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#interactive-content
  var isInteractiveContent: Bool {
    guard isHTMLElement else { return false }
    switch localName {
    case "a": return hasAttributeValue("href")
    case "audio", "video": return hasAttributeValue("controls")
    case "button", "details", "embed", "iframe", "label", "select", "textarea": return true
    case "img": return hasAttributeValue("usemap")
    case "input": return inputType != .hidden
    default: return false
    }
  }
}
