// Form-associated elements: their categories, their form owner, and radio button groups.
// https://html.spec.whatwg.org/multipage/forms.html#categories
// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#association-of-controls-and-forms

extension Element {
  // MARK: - Categories

  /// Whether this is a form-associated element: `button`, `fieldset`, `input`, `object`,
  /// `output`, `select`, `textarea` or `img`.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#form-associated-element
  public var isFormAssociated: Bool {
    guard isHTMLElement else { return false }
    switch localName {
    case "button", "fieldset", "input", "object", "output", "select", "textarea", "img":
      return true
    default: return false
    }
  }

  /// Whether this is a listed element (form-associated, except `img`).
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#category-listed
  public var isListed: Bool {
    guard isHTMLElement else { return false }
    switch localName {
    case "button", "fieldset", "input", "object", "output", "select", "textarea": return true
    default: return false
    }
  }

  /// Whether this is a submittable element: `button`, `input`, `select` or `textarea`.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#category-submit
  public var isSubmittable: Bool {
    guard isHTMLElement else { return false }
    switch localName {
    case "button", "input", "select", "textarea": return true
    default: return false
    }
  }

  /// Whether this is a resettable element: `input`, `output`, `select` or `textarea`.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#category-reset
  public var isResettable: Bool {
    guard isHTMLElement else { return false }
    switch localName {
    case "input", "output", "select", "textarea": return true
    default: return false
    }
  }

  /// Whether this is a labelable element: `button`, `input` (not hidden), `meter`, `output`,
  /// `progress`, `select` or `textarea`.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#category-label
  public var isLabelable: Bool {
    guard isHTMLElement else { return false }
    switch localName {
    case "button", "meter", "output", "progress", "select", "textarea": return true
    case "input": return inputType != .hidden
    default: return false
    }
  }

  /// Whether this is a submit button: a `button` in the Submit Button state, or an `input`
  /// of type `submit` or `image`.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#concept-submit-button
  public var isSubmitButton: Bool {
    if isHTML("button") { return buttonTypeState == "submit" }
    guard let type = inputType else { return false }
    return type == .submit || type == .image
  }

  /// A `button`'s type state: `submit`, `reset` or `button`.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-type
  var buttonTypeState: String {
    EnumeratedAttribute.buttonType.state(of: attributeValue(localName: "type")) ?? "submit"
  }

  /// Whether this form control is disabled: its `disabled` attribute, or a disabled ancestor
  /// `fieldset` (outside that fieldset's first `legend`); options and optgroups too.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-disabled
  public var isActuallyDisabled: Bool { isDisabledState }

  // MARK: - Form owner

  /// The form owner of a form-associated element, else `nil`: the form its `form` attribute
  /// names (listed elements, when connected), else its nearest ancestor `form`.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-owner
  public var form: Element? {
    guard isFormAssociated else { return nil }
    return formOwner
  }

  /// The form owner, computed from the tree ("reset the form owner" applied now).
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#reset-the-form-owner
  var formOwner: Element? {
    // 4. If element is listed, has a form content attribute, and is connected, then: if the
    //    first element in element's tree, in tree order, to have an ID that is identical to
    //    element's form content attribute's value, is a form element, then associate the
    //    element with that form element.
    if isListed, let formID = attributeValue(localName: "form"), isConnected {
      guard let candidate = nodeDocument.getElementById(formID), candidate.isHTML("form") else {
        return nil
      }
      return candidate
    }
    // 5. Otherwise, if element has an ancestor form element, then associate element with the
    //    nearest such ancestor form element.
    var ancestor = parentElement
    while let current = ancestor {
      if current.isHTML("form") { return current }
      ancestor = current.parentElement
    }
    return nil
  }

  /// The listed (or submittable) elements, and the images, whose form owner is `form`, in tree
  /// order, filtered by `include`.
  static func elements(ownedBy form: Element, where include: (Element) -> Bool) -> [Element] {
    let root = form.root
    if let document = root as? Document {
      // Listed elements and images: what every caller asks for, from the document's index.
      return document.htmlState.formOwnership.elements(ownedBy: form, in: document).filter(
        include)
    }
    // A disconnected tree: the `form` attribute only counts when connected, so the owned
    // elements are descendants of the form whose nearest form ancestor it is.
    var result: [Element] = []
    var node: Node? = root
    while let current = node {
      if let element = current as? Element, include(element), element.isDescendant(of: form),
        element.formOwner === form
      {
        result.append(element)
      }
      node = current.nextInTreeOrder(within: root)
    }
    return result
  }

  // MARK: - Radio button groups

  /// Whether this is an `input` of type `radio`.
  var isRadioButton: Bool { inputType == .radio }

  /// Whether this is an `input` of type `checkbox`.
  var isCheckbox: Bool { inputType == .checkbox }

  /// The radio button group of this radio button, in tree order (itself included): the radio
  /// buttons in the same tree with the same form owner and the same non-empty `name`.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#radio-button-group
  var radioButtonGroup: [Element] {
    guard isRadioButton, let name = attributeValue(localName: "name"), !name.isEmpty else {
      return [self]
    }
    let owner = formOwner
    let root = self.root
    var group: [Element] = []
    var node: Node? = root
    while let current = node {
      if let element = current as? Element,
        element === self
          || (element.isRadioButton && element.attributeValue(localName: "name") == name
            && element.formOwner === owner)
      {
        group.append(element)
      }
      node = current.nextInTreeOrder(within: root)
    }
    return group
  }

  /// Makes the state of every radio button of this one's group: a radio button with state
  /// keeps it; the others take their `checked` attribute, except that only one may be checked
  /// (one with state, else the last in tree order, as parsing would leave them).
  func materializeRadioGroup() {
    let group = radioButtonGroup
    var anyChecked = group.contains { $0.formControlStateIfPresent?.checkedness == true }
    for element in group.reversed() where element.formControlStateIfPresent == nil {
      let checked = !anyChecked && element.hasAttributeValue("checked")
      if checked { anyChecked = true }
      element.makeFormControlState(checkedness: checked, selectedness: false)
    }
  }

  /// Sets the checkedness of the other radio buttons of this one's group to false.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#radio-button-state-(type=radio)
  func uncheckOtherRadioButtonsInGroup() {
    for element in radioButtonGroup where element !== self {
      let state =
        element.formControlStateIfPresent
        ?? element.makeFormControlState(checkedness: false, selectedness: false)
      state.checkedness = false
    }
    formStateDidChange()
  }
}
