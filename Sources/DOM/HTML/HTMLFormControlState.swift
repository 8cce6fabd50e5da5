// The state of form controls that is not in their attributes (the value once edited, the
// checkedness and selectedness, the dirty flags), kept in the element's rare data.
//
// State is made on first use. Until then it is derived from the attributes, as the parser
// leaves it: a value is the `value` attribute sanitized, checkedness is the `checked`
// attribute, selectedness the `selected` attribute; within a radio button group the last
// checked one in tree order wins, and within a `select` the selectedness setting algorithm
// runs once. State for a radio group or a `select`'s options is made for all of them at once,
// so that it is always consistent; from then on, `HTMLFormStateObserver` applies the
// standard's attribute-change, insertion and removal steps.
// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html

/// The non-attribute state of one form control, option, or form.
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#a-form-control's-value
final class HTMLFormControlState {
  /// An `input`'s value, or a `textarea`'s raw value, once the dirty value flag is set.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-value
  var value = ""
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-dirty
  var isValueDirty = false
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-checked
  var checkedness = false
  /// https://html.spec.whatwg.org/multipage/input.html#concept-input-checked-dirty-flag
  var isCheckednessDirty = false
  /// https://html.spec.whatwg.org/multipage/input.html#dom-input-indeterminate
  var indeterminate = false
  /// An option's selectedness. https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-selectedness
  var selectedness = false
  /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-dirtiness
  var isSelectednessDirty = false
  /// For a `select`: whether its options' selectedness was made consistent (and is kept so).
  var isSelectednessResolved = false
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#custom-validity-error-message
  var customValidityErrorMessage = ""
  /// For a `form`: https://html.spec.whatwg.org/multipage/forms.html#firing-submission-events
  var isFiringSubmissionEvents = false
  /// For a `form`: https://html.spec.whatwg.org/multipage/forms.html#constructing-entry-list
  var isConstructingEntryList = false
  /// For a `form`: https://html.spec.whatwg.org/multipage/forms.html#locked-for-reset
  var isLockedForReset = false
  /// For an `output`: https://html.spec.whatwg.org/multipage/form-elements.html#concept-output-default-value-override
  var defaultValueOverride: String?
  /// For a checkbox or radio button between its legacy-pre-activation behavior and its
  /// (canceled) activation behavior: its checkedness and indeterminate state before.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#the-input-element:legacy-pre-activation-behavior
  var checkednessBeforeActivation: (checkedness: Bool, indeterminate: Bool)?
  /// For a radio button, the radio button of its group that was checked before activation.
  weak var previouslyCheckedRadioButton: Element?
  /// `form.elements`, `select.options` or `fieldset.elements`, for identity across calls.
  weak var collection: AnyObject?
  /// `select.selectedOptions`.
  weak var selectedOptions: HTMLCollection?
  /// `labels`.
  weak var labels: LiveElementNodeList?
}

extension Element {
  /// The state, when it was made.
  var formControlStateIfPresent: HTMLFormControlState? { rareData?.htmlFormControlState }

  /// The state, made from the attributes on first use (for a radio button, its whole group's;
  /// for an option in a `select`, all the `select`'s options').
  func ensureFormControlState() -> HTMLFormControlState {
    if let state = rareData?.htmlFormControlState { return state }
    if isRadioButton {
      materializeRadioGroup()
      if let state = rareData?.htmlFormControlState { return state }
    } else if isHTML("option"), let select = optionOwnerSelect {
      select.resolveSelectedness()
      if let state = rareData?.htmlFormControlState { return state }
    }
    return makeFormControlState(
      checkedness: hasAttributeValue("checked"), selectedness: hasAttributeValue("selected"))
  }

  /// Makes the state with initial checkedness and selectedness.
  @discardableResult
  func makeFormControlState(checkedness: Bool, selectedness: Bool) -> HTMLFormControlState {
    let state = HTMLFormControlState()
    state.checkedness = checkedness
    state.selectedness = selectedness
    ensureRareData().htmlFormControlState = state
    let documentState = nodeDocument.htmlState
    documentState.installObserver()
    if isRadioButton { documentState.hasRadioState = true }
    return state
  }

  /// Marks live collections stale after a state change they may depend on (selectedness,
  /// checkedness): they are cached by the document's version.
  func formStateDidChange() {
    nodeDocumentStorage?.domVersion &+= 1
  }
}

extension Element {
  /// The HTML cloning steps: an `input` copy gets the value, dirty value flag, checkedness and
  /// dirty checkedness flag; a `textarea` copy gets the raw value and dirty value flag. (For
  /// `Node.clone` to call on each element copy.)
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#the-input-element:concept-node-clone-ext
  func runHTMLCloningSteps(copy: Element) {
    guard let state = formControlStateIfPresent else { return }
    if isHTML("input") {
      let copyState = copy.makeFormControlState(
        checkedness: state.checkedness, selectedness: false)
      copyState.value = state.value
      copyState.isValueDirty = state.isValueDirty
      copyState.isCheckednessDirty = state.isCheckednessDirty
    } else if isHTML("textarea") {
      // https://html.spec.whatwg.org/multipage/form-elements.html#the-textarea-element:concept-node-clone-ext
      let copyState = copy.makeFormControlState(checkedness: false, selectedness: false)
      copyState.value = state.value
      copyState.isValueDirty = state.isValueDirty
    }
  }
}
