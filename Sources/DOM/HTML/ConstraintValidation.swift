// Constraint validation of submittable elements: `willValidate`, `validity`, the `invalid`
// event, and the form's static validation.
// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constraints

/// The validity states of a form control. Constraints that only a user edit can break
/// (`tooLong`, `tooShort`) and unparsable user input (`badInput`) never apply here.
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#validitystate
public struct ValidityState: Equatable, Sendable {
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-validitystate-valuemissing
  public var valueMissing = false
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-validitystate-typemismatch
  public var typeMismatch = false
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-validitystate-patternmismatch
  public var patternMismatch = false
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-validitystate-toolong
  public var tooLong = false
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-validitystate-tooshort
  public var tooShort = false
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-validitystate-rangeunderflow
  public var rangeUnderflow = false
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-validitystate-rangeoverflow
  public var rangeOverflow = false
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-validitystate-stepmismatch
  public var stepMismatch = false
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-validitystate-badinput
  public var badInput = false
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-validitystate-customerror
  public var customError = false

  /// Makes a state with no flags set.
  public init() {}

  /// Whether no flag is set. https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-validitystate-valid
  public var valid: Bool {
    !(valueMissing || typeMismatch || patternMismatch || tooLong || tooShort || rangeUnderflow
      || rangeOverflow || stepMismatch || badInput || customError)
  }
}

extension Element {
  /// Whether the element is a candidate for constraint validation: a submittable element
  /// that is not barred (disabled, a `datalist` descendant, read-only, or a button that
  /// does not submit).
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-willvalidate
  public var willValidate: Bool {
    guard isSubmittable else { return false }
    // Disabled elements are barred from constraint validation.
    if isDisabledState { return false }
    // Elements with a datalist ancestor are barred.
    var ancestor = parentElement
    while let current = ancestor {
      if current.isHTML("datalist") { return false }
      ancestor = current.parentElement
    }
    if isHTML("button") { return buttonTypeState == "submit" }
    if isHTML("textarea") { return !hasAttributeValue("readonly") }
    if let type = inputType {
      switch type {
      case .hidden, .reset, .button: return false
      case .text, .search, .url, .tel, .email, .password, .date, .month, .week, .time,
        .datetimeLocal, .number:
        // The readonly attribute applies to these types and bars the element.
        return !hasAttributeValue("readonly")
      default: return true
      }
    }
    return true
  }

  /// The element's validity states (all clear for elements that are not candidates).
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-validity
  public var validity: ValidityState {
    var state = ValidityState()
    guard isSubmittable else { return state }
    state.customError = !(formControlStateIfPresent?.customValidityErrorMessage.isEmpty ?? true)
    if isHTML("textarea") {
      // Suffering from being missing: required, mutable, and the value is empty.
      state.valueMissing =
        hasAttributeValue("required") && !hasAttributeValue("readonly")
        && textAreaAPIValue.isEmpty
    } else if isHTML("select") {
      state.valueMissing = hasAttributeValue("required") && selectIsMissingValue
    } else if let type = inputType {
      inputValidity(type, into: &state)
    }
    return state
  }

  /// The validation message: `""` when the element is not a candidate or is valid.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-validationmessage
  public var validationMessage: String {
    guard willValidate else { return "" }
    let state = validity
    if state.customError { return formControlStateIfPresent?.customValidityErrorMessage ?? "" }
    if state.valueMissing {
      switch inputType {
      case .checkbox: return "Select this checkbox"
      case .radio: return "Select one of these options"
      default: return isHTML("select") ? "Select an item in the list" : "Fill out this field"
      }
    }
    if state.typeMismatch {
      return inputType == .email ? "Enter an email address" : "Enter a URL"
    }
    if state.patternMismatch { return "Match the requested format" }
    if state.rangeUnderflow { return "Value must be greater than or equal to the minimum" }
    if state.rangeOverflow { return "Value must be less than or equal to the maximum" }
    if state.stepMismatch { return "Enter a valid value" }
    return ""
  }

  /// Sets the custom validity error message (`""` clears it).
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-setcustomvalidity
  public func setCustomValidity(_ error: String) {
    // 1. Set error to the result of normalizing newlines given error.
    // 2. Set element's custom validity error message to error.
    ensureFormControlState().customValidityErrorMessage = error.normalizingNewlines()
  }

  /// Whether the element satisfies its constraints; if not, fires a cancelable `invalid`
  /// event at it and returns `false`.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-checkvalidity
  @discardableResult
  public func checkValidity() -> Bool {
    // If element is a candidate for constraint validation and does not satisfy its
    // constraints, then fire an event named invalid at element, with the cancelable attribute
    // initialized to true, and return false. Otherwise, return true.
    guard willValidate, !validity.valid else { return true }
    fireEvent(Event("invalid", EventInit(cancelable: true)))
    return false
  }

  /// `checkValidity()`, reporting problems to the user (there is no user: the same result).
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-reportvalidity
  @discardableResult
  public func reportValidity() -> Bool { checkValidity() }

  // MARK: - Details

  /// The flags of an `input` of type `type`.
  private func inputValidity(_ type: InputTypeState, into state: inout ValidityState) {
    let value = type.valueMode == .value ? inputValue : ""
    let required = hasAttributeValue("required")
    switch type {
    case .checkbox:
      // Required and unchecked. https://html.spec.whatwg.org/multipage/input.html#checkbox-state-(type=checkbox)
      state.valueMissing = required && !checkedness
      return
    case .radio:
      // A group with a required member and no checked member.
      // https://html.spec.whatwg.org/multipage/input.html#radio-button-state-(type=radio)
      let group = radioButtonGroup
      state.valueMissing =
        group.contains { $0.hasAttributeValue("required") } && !group.contains { $0.checkedness }
      return
    case .file:
      // No files are ever selected.
      state.valueMissing = required
      return
    case .hidden, .range, .color, .submit, .image, .reset, .button:
      break
    default:
      // https://html.spec.whatwg.org/multipage/input.html#attr-input-required
      state.valueMissing = required && !hasAttributeValue("readonly") && value.isEmpty
    }
    guard !value.isEmpty else { return }
    // Type mismatch. https://html.spec.whatwg.org/multipage/input.html#e-mail-state-(type=email)
    if type == .email {
      let addresses =
        hasAttributeValue("multiple")
        ? value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        : [value]
      state.typeMismatch = !addresses.allSatisfy(HTMLMicrosyntax.isValidEmailAddress)
    } else if type == .url {
      // https://html.spec.whatwg.org/multipage/input.html#url-state-(type=url)
      state.typeMismatch = URLParser.parse(value, base: nil) == nil
    }
    // Pattern mismatch. https://html.spec.whatwg.org/multipage/input.html#attr-input-pattern
    if type.stripsNewlines, let pattern = attributeValue(localName: "pattern") {
      let values =
        type == .email && hasAttributeValue("multiple")
        ? value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        : [value]
      state.patternMismatch = values.contains { !Self.matches(pattern: pattern, $0) }
    }
    // Range and step. https://html.spec.whatwg.org/multipage/input.html#attr-input-min
    if let number = Self.parseNumberValue(value, type: type) {
      let minimum = attributeValue(localName: "min").flatMap {
        Self.parseNumberValue($0, type: type)
      }
      let maximum = attributeValue(localName: "max").flatMap {
        Self.parseNumberValue($0, type: type)
      }
      if let minimum, number < minimum { state.rangeUnderflow = true }
      if let maximum, number > maximum { state.rangeOverflow = true }
      if let step = allowedValueStep, let base = stepBase {
        let steps = (number - base) / step
        state.stepMismatch = abs(steps - steps.rounded()) > 1e-9
      }
    }
  }

  /// Whether `value` entirely matches the `pattern` attribute's regular expression; a pattern
  /// that does not compile matches everything.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#compiled-pattern-regular-expression
  private static func matches(pattern: String, _ value: String) -> Bool {
    // The pattern is anchored: ^(?:pattern)$.
    guard let regex = try? Regex("^(?:" + pattern + ")$") else { return true }
    return (try? regex.wholeMatch(in: value)) != nil
  }

  /// Whether a `select` has no selected option, or only its placeholder label option.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#placeholder-label-option
  private var selectIsMissingValue: Bool {
    resolveSelectedness()
    let options = listOfOptions
    let selected = options.filter { $0.selectedness }
    if selected.isEmpty { return true }
    // The placeholder label option: the first option, a child of the select, with an empty
    // value, when the select is required, without multiple, and has a display size of 1.
    guard selected.count == 1, !hasAttributeValue("multiple"), selectDisplaySize == 1,
      let first = options.first, first === selected[0], first.parentNode === self
    else { return false }
    return HTMLOptionElement(unchecked: first).value.isEmpty
  }

  // MARK: - Forms

  /// Statically validates the constraints of the form's submittable elements: fires a
  /// cancelable `invalid` event at each invalid one. Returns whether all were valid, and the
  /// invalid ones whose event was not canceled.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#statically-validate-the-constraints
  func staticallyValidateConstraints() -> (valid: Bool, unhandled: [Element]) {
    // 1. Let controls be a list of all the submittable elements whose form owner is form, in
    //    tree order.
    let controls = Self.elements(ownedBy: self) { $0.isSubmittable }
    // 2–3. The invalid controls: the candidates for constraint validation that do not satisfy
    //      their constraints.
    let invalid = controls.filter { $0.willValidate && !$0.validity.valid }
    // 4. If invalid controls is empty, then return a positive result.
    if invalid.isEmpty { return (true, []) }
    // 5–6. Fire a cancelable invalid event at each; those not canceled are unhandled.
    let unhandled = invalid.filter { $0.fireEvent(Event("invalid", EventInit(cancelable: true))) }
    // 7. Return a negative result with the unhandled invalid controls.
    return (false, unhandled)
  }
}
