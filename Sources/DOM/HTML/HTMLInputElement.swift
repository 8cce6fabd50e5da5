// The `input` element's state apart from attributes: its type state and value mode, its value
// with the dirty value flag and value sanitization, and its checkedness.
// https://html.spec.whatwg.org/multipage/input.html

/// The states of the `input` element's `type` attribute.
///
/// https://html.spec.whatwg.org/multipage/input.html#attr-input-type
public enum InputTypeState: String, CaseIterable, Sendable {
  case hidden, text, search, tel, url, email, password, date, month, week, time
  case datetimeLocal = "datetime-local"
  case number, range, color, checkbox, radio, file, submit, image, reset, button

  /// The state of a `type` attribute value: the keyword's, ASCII case-insensitively, else
  /// the Text state (the missing and invalid value default).
  public init(attributeValue: String?) {
    self = attributeValue.flatMap { InputTypeState(rawValue: $0.asciiLowercased()) } ?? .text
  }

  /// The value mode of the state.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#dom-input-value
  public var valueMode: InputValueMode {
    switch self {
    case .hidden, .submit, .image, .reset, .button: .default
    case .checkbox, .radio: .defaultOn
    case .file: .filename
    default: .value
    }
  }

  /// Whether the state is one of the text-like ones whose value cannot contain newlines.
  var stripsNewlines: Bool {
    switch self {
    case .text, .search, .tel, .password, .url, .email: true
    default: false
    }
  }
}

/// How an `input`'s `value` IDL attribute behaves.
///
/// https://html.spec.whatwg.org/multipage/input.html#dom-input-value
public enum InputValueMode: Sendable {
  /// The element's value, with the dirty value flag.
  case value
  /// The `value` content attribute, or `""`.
  case `default`
  /// The `value` content attribute, or `"on"`.
  case defaultOn
  /// The selected file's name (always `""`: no files are ever selected here).
  case filename
}

extension Element {
  /// The type state of an `input` element, or `nil` for any other element.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#attr-input-type
  public var inputType: InputTypeState? {
    guard isHTML("input") else { return nil }
    return InputTypeState(attributeValue: attributeValue(localName: "type"))
  }

  /// An `input`'s value: the stored value when the dirty value flag is set, else the `value`
  /// content attribute sanitized.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-value
  var inputValue: String {
    if let state = formControlStateIfPresent, state.isValueDirty { return state.value }
    return sanitizedInputValue(attributeValue(localName: "value") ?? "")
  }

  /// https://html.spec.whatwg.org/multipage/input.html#concept-input-checked-dirty-flag
  var checkedness: Bool {
    if let state = formControlStateIfPresent { return state.checkedness }
    if isRadioButton { return ensureFormControlState().checkedness }
    return hasAttributeValue("checked")
  }

  /// Sets the checkedness; a checked radio button unchecks the rest of its group.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#radio-button-group
  func setCheckedness(_ checked: Bool, dirty: Bool) {
    let state = ensureFormControlState()
    state.checkedness = checked
    if dirty { state.isCheckednessDirty = true }
    formStateDidChange()
    if checked && isRadioButton { uncheckOtherRadioButtonsInGroup() }
  }

  /// The value sanitization algorithm of the element's type.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#value-sanitization-algorithm
  func sanitizedInputValue(_ value: String) -> String {
    Self.sanitize(value, type: inputType ?? .text, element: self)
  }

  /// The value sanitization algorithm of `type` (the element gives `multiple`, `min`, `max`
  /// and `step` for the types that use them).
  static func sanitize(_ value: String, type: InputTypeState, element: Element) -> String {
    switch type {
    case .text, .search, .tel, .password:
      // Strip newlines from the value.
      // https://html.spec.whatwg.org/multipage/input.html#text-(type=text)-state-and-search-state-(type=search)
      return value.strippingNewlines()
    case .url:
      // Strip newlines, then strip leading and trailing ASCII whitespace.
      // https://html.spec.whatwg.org/multipage/input.html#url-state-(type=url)
      return value.strippingNewlines().strippingASCIIWhitespace()
    case .email:
      // https://html.spec.whatwg.org/multipage/input.html#email-state-(type=email)
      if !element.hasAttributeValue("multiple") {
        // Strip newlines, then strip leading and trailing ASCII whitespace.
        return value.strippingNewlines().strippingASCIIWhitespace()
      }
      // With multiple: split on commas, strip each token, and join them with commas.
      return value.strippingNewlines().split(separator: ",", omittingEmptySubsequences: false)
        .map { String($0).strippingASCIIWhitespace() }.joined(separator: ",")
    case .number:
      // If the value is not a valid floating-point number, set it to the empty string.
      // https://html.spec.whatwg.org/multipage/input.html#number-state-(type=number)
      return HTMLMicrosyntax.isValidFloatingPointNumber(value) ? value : ""
    case .range:
      return sanitizeRange(value, element: element)
    case .color:
      // A valid simple color, lowercased; otherwise #000000.
      // https://html.spec.whatwg.org/multipage/input.html#color-state-(type=color)
      return HTMLMicrosyntax.isValidSimpleColor(value) ? value.asciiLowercased() : "#000000"
    case .date:
      // https://html.spec.whatwg.org/multipage/input.html#date-state-(type=date)
      return HTMLMicrosyntax.parseDate(value) == nil ? "" : value
    case .month:
      // https://html.spec.whatwg.org/multipage/input.html#month-state-(type=month)
      return HTMLMicrosyntax.parseMonth(value) == nil ? "" : value
    case .week:
      // https://html.spec.whatwg.org/multipage/input.html#week-state-(type=week)
      return HTMLMicrosyntax.parseWeek(value) == nil ? "" : value
    case .time:
      // https://html.spec.whatwg.org/multipage/input.html#time-state-(type=time)
      return HTMLMicrosyntax.parseTime(value) == nil ? "" : value
    case .datetimeLocal:
      // A valid local date and time string becomes the valid normalized one; else "".
      // https://html.spec.whatwg.org/multipage/input.html#local-date-and-time-state-(type=datetime-local)
      guard let (date, time) = HTMLMicrosyntax.parseLocalDateAndTime(value) else { return "" }
      return HTMLMicrosyntax.format(date: date) + "T" + HTMLMicrosyntax.format(time: time)
    case .hidden, .checkbox, .radio, .file, .submit, .image, .reset, .button:
      return value
    }
  }

  /// The Range state's sanitization: an invalid value becomes the default value; the value
  /// is clamped to the range and to the allowed steps.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#range-state-(type=range)
  private static func sanitizeRange(_ value: String, element: Element) -> String {
    let bounds = element.rangeBounds
    // The default value is the minimum plus half the difference between the maximum and the
    // minimum, unless the maximum is less than the minimum, in which case it is the minimum.
    var number: Double
    if HTMLMicrosyntax.isValidFloatingPointNumber(value),
      let parsed = HTMLMicrosyntax.parseFloatingPoint(value)
    {
      number = parsed
    } else {
      number = bounds.max < bounds.min ? bounds.min : bounds.min + (bounds.max - bounds.min) / 2
    }
    // Underflow: the minimum. Overflow: the maximum (or the minimum when max < min).
    if number < bounds.min { number = bounds.min }
    if number > bounds.max { number = max(bounds.min, bounds.max) }
    // Step mismatch: the nearest allowed value, the larger one on a tie, within range.
    if let step = element.allowedValueStep {
      let base = element.stepBase ?? 0
      let steps = ((number - base) / step + 0.5).rounded(.down)
      var stepped = base + steps * step
      if stepped > bounds.max && bounds.max >= bounds.min { stepped -= step }
      if stepped < bounds.min { stepped += step }
      number = stepped
    }
    return HTMLMicrosyntax.bestRepresentation(of: number)
  }

  /// The Range state's minimum (default 0) and maximum (default 100).
  var rangeBounds: (min: Double, max: Double) {
    let min =
      attributeValue(localName: "min").flatMap { Self.parseNumberValue($0, type: .range) } ?? 0
    let max =
      attributeValue(localName: "max").flatMap { Self.parseNumberValue($0, type: .range) } ?? 100
    return (min, max)
  }

  // MARK: - Type change

  /// Runs the type change steps after the `type` attribute changed from `oldValue`.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#input-type-change
  func inputTypeDidChange(from oldValue: String?) {
    guard let state = formControlStateIfPresent, let newType = inputType else { return }
    let oldType = InputTypeState(attributeValue: oldValue)
    guard oldType != newType else { return }
    let oldMode = oldType.valueMode
    let newMode = newType.valueMode
    if oldMode == .value && (newMode == .default || newMode == .defaultOn) {
      // 1. If the previous state's value mode is value, and the element's value is not the
      //    empty string, and the new state's value mode is default or default/on, then set the
      //    element's value content attribute to the element's value.
      let value =
        state.isValueDirty
        ? state.value
        : Self.sanitize(attributeValue(localName: "value") ?? "", type: oldType, element: self)
      if !value.isEmpty { setAttributeValue(localName: "value", value) }
    } else if oldMode != .value && newMode == .value {
      // 2. Otherwise, if the previous state's value mode is not value, and the new state's
      //    value mode is value, then set the value of the element to the value of the value
      //    content attribute, or "", and set the control's dirty value flag to false.
      state.isValueDirty = false
    } else if oldMode != .filename && newMode == .filename {
      // 3. Otherwise, if the new state's value mode is filename, set the value to "".
      state.value = ""
    }
    // 5. Signal a type change (radio button groups): a checked radio button unchecks the rest.
    if newType == .radio && state.checkedness { uncheckOtherRadioButtonsInGroup() }
    // 6. Invoke the value sanitization algorithm of the new state.
    if state.isValueDirty && newMode == .value {
      state.value = Self.sanitize(state.value, type: newType, element: self)
    }
  }

  // MARK: - Numbers

  /// Converts a string to a number for an input type: a floating-point number for
  /// `number`/`range`; milliseconds for dates and times; months since 1970 for `month`.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#concept-input-value-string-number
  static func parseNumberValue(_ value: String, type: InputTypeState) -> Double? {
    switch type {
    case .number, .range:
      return HTMLMicrosyntax.parseFloatingPoint(value)
    case .date:
      guard let date = HTMLMicrosyntax.parseDate(value) else { return nil }
      return Double(HTMLMicrosyntax.daysSinceEpoch(date)) * 86_400_000
    case .month:
      guard let (year, month) = HTMLMicrosyntax.parseMonth(value) else { return nil }
      return Double((year - 1970) * 12 + month - 1)
    case .week:
      guard let (year, week) = HTMLMicrosyntax.parseWeek(value) else { return nil }
      // The Monday of week 1 is the Monday of the week that holds the year's first Thursday.
      let january1 = HTMLMicrosyntax.daysSinceEpoch(.init(year: year, month: 1, day: 1))
      let weekday = (HTMLMicrosyntax.dayOfWeek(january1) + 6) % 7  // Monday = 0
      let firstMonday = weekday <= 3 ? january1 - weekday : january1 + 7 - weekday
      return Double(firstMonday + (week - 1) * 7) * 86_400_000
    case .time:
      return HTMLMicrosyntax.parseTime(value)
    case .datetimeLocal:
      guard let (date, time) = HTMLMicrosyntax.parseLocalDateAndTime(value) else { return nil }
      return Double(HTMLMicrosyntax.daysSinceEpoch(date)) * 86_400_000 + time
    default:
      return nil
    }
  }

  /// Converts a number to a string for an input type (the inverse of `parseNumberValue`).
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#concept-input-value-number-string
  static func formatNumberValue(_ number: Double, type: InputTypeState) -> String? {
    guard number.isFinite else { return nil }
    let dayLength = 86_400_000.0
    switch type {
    case .number, .range:
      return HTMLMicrosyntax.bestRepresentation(of: number)
    case .date:
      let days = Int((number / dayLength).rounded(.down))
      return HTMLMicrosyntax.format(date: HTMLMicrosyntax.date(daysSinceEpoch: days))
    case .month:
      let months = Int(number.rounded(.down))
      let year = 1970 + Int((Double(months) / 12).rounded(.down))
      let month = months - (year - 1970) * 12 + 1
      return HTMLMicrosyntax.pad(year, 4) + "-" + HTMLMicrosyntax.pad(month, 2)
    case .week:
      let days = Int((number / dayLength).rounded(.down))
      // The week-year is the year of the Thursday of the week.
      let monday = days - (HTMLMicrosyntax.dayOfWeek(days) + 6) % 7
      let thursday = HTMLMicrosyntax.date(daysSinceEpoch: monday + 3)
      guard
        let week1 = parseNumberValue(HTMLMicrosyntax.pad(thursday.year, 4) + "-W01", type: .week)
      else { return nil }
      let week = (monday - Int(week1 / dayLength)) / 7 + 1
      return HTMLMicrosyntax.pad(thursday.year, 4) + "-W" + HTMLMicrosyntax.pad(week, 2)
    case .time:
      let milliseconds = number.truncatingRemainder(dividingBy: dayLength)
      return HTMLMicrosyntax.format(
        time: milliseconds < 0 ? milliseconds + dayLength : milliseconds)
    case .datetimeLocal:
      let days = Int((number / dayLength).rounded(.down))
      let time = number - Double(days) * dayLength
      return HTMLMicrosyntax.format(date: HTMLMicrosyntax.date(daysSinceEpoch: days)) + "T"
        + HTMLMicrosyntax.format(time: time)
    default:
      return nil
    }
  }

  /// The default step, its scale factor and the default step base of the input's type, or
  /// `nil` for types without steps.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#concept-input-step-default
  private var stepDefaults: (step: Double, scale: Double, base: Double)? {
    switch inputType {
    case .number, .range: (1, 1, 0)
    case .date: (1, 86_400_000, 0)
    case .month: (1, 1, 0)
    case .week: (1, 604_800_000, -259_200_000)
    case .time, .datetimeLocal: (60, 1000, 0)
    default: nil
    }
  }

  /// The allowed value step (already scaled), or `nil` when there is none (`step=any`, or a
  /// type without steps).
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#concept-input-step
  var allowedValueStep: Double? {
    guard let defaults = stepDefaults else { return nil }
    guard let step = attributeValue(localName: "step") else {
      return defaults.step * defaults.scale
    }
    // 2. "any" (ASCII case-insensitive): no allowed value step.
    if step.asciiLowercased() == "any" { return nil }
    // 3–4. Not a positive number: the default step.
    guard let parsed = HTMLMicrosyntax.parseFloatingPoint(step), parsed > 0 else {
      return defaults.step * defaults.scale
    }
    // 5. The parsed step times the scale (whole numbers for month, date and week).
    switch inputType {
    case .month, .date, .week: return max(1, parsed.rounded()) * defaults.scale
    default: return parsed * defaults.scale
    }
  }

  /// The step base: `min` if it converts, else the `value` attribute if it converts, else the
  /// type's default step base.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#concept-input-min-zero
  var stepBase: Double? {
    guard let type = inputType, let defaults = stepDefaults else { return nil }
    if let min = attributeValue(localName: "min").flatMap({ Self.parseNumberValue($0, type: type) })
    {
      return min
    }
    if let value = attributeValue(localName: "value").flatMap({
      Self.parseNumberValue($0, type: type)
    }) {
      return value
    }
    return defaults.base
  }
}

extension String {
  /// The string with every U+000A LF and U+000D CR removed.
  ///
  /// https://infra.spec.whatwg.org/#strip-newlines
  func strippingNewlines() -> String {
    guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return self }
    return String(decoding: utf8.filter { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
  }
}

/// The `HTMLInputElement` members that are not reflected attributes, over an `input` element.
///
/// https://html.spec.whatwg.org/multipage/input.html#htmlinputelement
public struct HTMLInputElement {
  /// The `input` element the view reads and writes (a convenience; not a DOM member).
  public let element: Element

  /// A view of `element`, or `nil` when it is not an HTML `input` element (the brand
  /// check a binding makes).
  public init?(_ element: Element) {
    guard element.isHTML("input") else { return nil }
    self.element = element
  }

  /// The type state. https://html.spec.whatwg.org/multipage/input.html#attr-input-type
  public var typeState: InputTypeState { element.inputType ?? .text }

  /// The value, per the type's value mode.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#dom-input-value
  public var value: String {
    switch typeState.valueMode {
    case .value:
      // Return the current value of the element.
      return element.inputValue
    case .default:
      // If the element has a value content attribute, return its value; otherwise "".
      return element.attributeValue(localName: "value") ?? ""
    case .defaultOn:
      // If the element has a value content attribute, return its value; otherwise "on".
      return element.attributeValue(localName: "value") ?? "on"
    case .filename:
      // The first selected file's name, prefixed "C:\fakepath\", or "": no files here.
      return ""
    }
  }

  /// Sets the value per the type's value mode; a non-empty value for a file input throws
  /// `InvalidStateError`.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#dom-input-value
  public func setValue(_ newValue: String) throws(DOMException) {
    switch typeState.valueMode {
    case .value:
      // 1. Let oldValue be the element's value.
      // 2. Set the element's value to the new value.
      // 3. Set the element's dirty value flag to true.
      // 4. Invoke the value sanitization algorithm, if the element's type attribute's current
      //    state defines one.
      // 5. (The text entry cursor position is not modeled.)
      let state = element.ensureFormControlState()
      state.value = element.sanitizedInputValue(newValue)
      state.isValueDirty = true
      element.formStateDidChange()
    case .default, .defaultOn:
      // Set the value content attribute to the given value.
      element.setAttributeValue(localName: "value", newValue)
    case .filename:
      // On setting, if the new value is the empty string, empty the list of selected files;
      // otherwise, throw an "InvalidStateError" DOMException.
      if !newValue.isEmpty {
        throw DOMException(.invalidStateError, "A file input's value can only be cleared.")
      }
    }
  }

  /// The `value` content attribute. https://html.spec.whatwg.org/multipage/input.html#dom-input-defaultvalue
  public var defaultValue: String {
    get { element.attributeValue(localName: "value") ?? "" }
    nonmutating set { element.setAttributeValue(localName: "value", newValue) }
  }

  /// The checkedness; setting it sets the dirty checkedness flag (and unchecks the rest of a
  /// radio button's group). https://html.spec.whatwg.org/multipage/input.html#dom-input-checked
  public var checked: Bool {
    get { element.checkedness }
    nonmutating set { element.setCheckedness(newValue, dirty: true) }
  }

  /// The `checked` content attribute. https://html.spec.whatwg.org/multipage/input.html#dom-input-defaultchecked
  public var defaultChecked: Bool {
    get { element.hasAttributeValue("checked") }
    nonmutating set {
      if newValue {
        element.setAttributeValue(localName: "checked", "")
      } else {
        element.removeAttributeNS(nil, "checked")
      }
    }
  }

  /// The indeterminate flag (presentation only). https://html.spec.whatwg.org/multipage/input.html#dom-input-indeterminate
  public var indeterminate: Bool {
    get { element.formControlStateIfPresent?.indeterminate ?? false }
    nonmutating set { element.ensureFormControlState().indeterminate = newValue }
  }

  /// The value as a number (milliseconds for dates and times, months for `month`), or NaN.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasnumber
  public var valueAsNumber: Double {
    // On getting, if the valueAsNumber attribute does not apply, return NaN; otherwise run the
    // algorithm to convert a string to a number on the element's value, or NaN on error.
    Element.parseNumberValue(element.inputValue, type: typeState) ?? .nan
  }

  /// Sets the value from a number. Throws `TypeError` for an infinite number and
  /// `InvalidStateError` when `valueAsNumber` does not apply to the type.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasnumber
  public func setValueAsNumber(_ number: Double) throws {
    // 1. If the new value is infinite, then throw a TypeError.
    if number.isInfinite { throw TypeError("The value is not a finite number.") }
    // 2. If the valueAsNumber attribute does not apply, throw an "InvalidStateError".
    switch typeState {
    case .date, .month, .week, .time, .datetimeLocal, .number, .range: break
    default:
      throw DOMException(.invalidStateError, "valueAsNumber does not apply to this input type.")
    }
    // 3. If the new value is NaN, set the value to ""; otherwise to the converted number.
    let text = number.isNaN ? "" : Element.formatNumberValue(number, type: typeState) ?? ""
    try setValue(text)
  }

  /// The value as a time value (milliseconds since the epoch, UTC) for `date`, `month`,
  /// `week` and `time` inputs, or `nil` (`null`) when it does not parse or does not apply.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasdate
  public var valueAsDate: Double? {
    switch typeState {
    case .date, .week, .time: return Element.parseNumberValue(element.inputValue, type: typeState)
    case .month:
      // A month converts to a date: the first day of the month, at midnight UTC.
      guard let (year, month) = HTMLMicrosyntax.parseMonth(element.inputValue) else { return nil }
      let days = HTMLMicrosyntax.daysSinceEpoch(.init(year: year, month: month, day: 1))
      return Double(days) * 86_400_000
    default: return nil
    }
  }

  /// Sets the value from a time value (`nil` clears it). Throws `InvalidStateError` when
  /// `valueAsDate` does not apply to the type.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasdate
  public func setValueAsDate(_ time: Double?) throws(DOMException) {
    // 1. If the valueAsDate attribute does not apply, throw an "InvalidStateError".
    switch typeState {
    case .date, .month, .week, .time: break
    default:
      throw DOMException(.invalidStateError, "valueAsDate does not apply to this input type.")
    }
    // 2–3. null or NaN clears the value; otherwise the date converts to a string.
    guard let time, time.isFinite else { return try setValue("") }
    if typeState == .month {
      let date = HTMLMicrosyntax.date(daysSinceEpoch: Int((time / 86_400_000).rounded(.down)))
      return try setValue(
        HTMLMicrosyntax.pad(date.year, 4) + "-" + HTMLMicrosyntax.pad(date.month, 2))
    }
    try setValue(Element.formatNumberValue(time, type: typeState) ?? "")
  }

  /// Steps the value up by `n` allowed steps. Throws `InvalidStateError` when the type has no
  /// steps or there is no allowed value step.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#dom-input-stepup
  public func stepUp(_ n: Int = 1) throws(DOMException) { try step(by: n, down: false) }

  /// Steps the value down by `n` allowed steps.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#dom-input-stepdown
  public func stepDown(_ n: Int = 1) throws(DOMException) { try step(by: n, down: true) }

  /// https://html.spec.whatwg.org/multipage/input.html#dom-input-stepup
  private func step(by n: Int, down: Bool) throws(DOMException) {
    let type = typeState
    // 1. If the stepDown() and stepUp() methods do not apply, throw "InvalidStateError".
    switch type {
    case .date, .month, .week, .time, .datetimeLocal, .number, .range: break
    default:
      throw DOMException(.invalidStateError, "stepUp/stepDown does not apply to this type.")
    }
    // 2. If the element has no allowed value step, throw an "InvalidStateError".
    guard let step = element.allowedValueStep else {
      throw DOMException(.invalidStateError, "The input has no allowed value step.")
    }
    var minimum = element.attributeValue(localName: "min").flatMap {
      Element.parseNumberValue($0, type: type)
    }
    var maximum = element.attributeValue(localName: "max").flatMap {
      Element.parseNumberValue($0, type: type)
    }
    if type == .range {
      (minimum, maximum) = (element.rangeBounds.min, element.rangeBounds.max)
    }
    let base = element.stepBase ?? 0
    // 3. If the element has a minimum and a maximum and the minimum is greater than the
    //    maximum, then return.
    if let minimum, let maximum, minimum > maximum { return }
    // 4. If no value in [minimum, maximum] is on a step, then return.
    if let minimum, let maximum,
      base + ((minimum - base) / step).rounded(.up) * step > maximum
    {
      return
    }
    // 5. value is the element's value converted to a number, or 0 on error.
    var value = Element.parseNumberValue(element.inputValue, type: type) ?? 0
    // 6. Let valueBeforeStepping be value.
    let valueBeforeStepping = value
    let offset = (value - base) / step
    if offset != offset.rounded() {
      // 7. Not on a step: the nearest value on a step below (stepDown) or above (stepUp).
      value = base + (down ? offset.rounded(.down) : offset.rounded(.up)) * step
    } else {
      // 7.1–7.4. On a step: add the allowed value step times n (negated for stepDown).
      value += step * Double(down ? -n : n)
    }
    // 8. Below the minimum: the smallest value on a step that is at least the minimum.
    if let minimum, value < minimum {
      value = base + ((minimum - base) / step).rounded(.up) * step
    }
    // 9. Above the maximum: the largest value on a step that is at most the maximum.
    if let maximum, value > maximum {
      value = base + ((maximum - base) / step).rounded(.down) * step
    }
    // 10. Stepping the wrong way: return.
    if (down && value > valueBeforeStepping) || (!down && value < valueBeforeStepping) {
      return
    }
    // 11–12. Convert the number to a string and set the value.
    guard let text = Element.formatNumberValue(value, type: type) else { return }
    try setValue(text)
  }

  /// The `datalist` element the `list` attribute names, if any.
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#dom-input-list
  public var list: Element? {
    guard let id = element.attributeValue(localName: "list"), element.isConnected,
      let target = element.nodeDocument.getElementById(id), target.isHTML("datalist")
    else { return nil }
    return target
  }

  /// Selects the text (nothing is modeled: a no-op). https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-select
  public func select() {}
}
