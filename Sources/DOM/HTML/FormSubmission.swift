/// A form submission, handed to `Document.formSubmissionHandler`: the request a browser would
/// make, without making it.
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-submission-algorithm
public struct FormSubmission {
  /// The method of a submission. https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-method
  public enum Method: String, Sendable, Equatable {
    case get, post, dialog
  }

  /// The submitted `form`. https://html.spec.whatwg.org/multipage/forms.html#the-form-element
  public let form: Element
  /// The submit button, or `nil` when the form submitted itself (`submit()`, `requestSubmit()`
  /// without a submitter). https://html.spec.whatwg.org/multipage/forms.html#submitter
  public let submitter: Element?
  /// The action URL: the submitter's `formaction` or the form's `action`, parsed against the
  /// document base URL (the document's URL when empty), serialized.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fs-action
  public let action: String
  /// The method: the submitter's `formmethod`, else the form's `method`.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fs-method
  public let method: Method
  /// The encoding type: the submitter's `formenctype`, else the form's `enctype`.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fs-enctype
  public let enctype: String
  /// The target browsing context name. https://html.spec.whatwg.org/multipage/semantics.html#get-an-element's-target
  public let target: String
  /// The entry list. https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constructing-the-form-data-set
  public let entries: [FormDataEntry]

  /// Makes a submission record (a convenience; the DOM makes them when forms submit).
  public init(
    form: Element, submitter: Element?, action: String, method: Method, enctype: String,
    target: String, entries: [FormDataEntry]
  ) {
    self.form = form
    self.submitter = submitter
    self.action = action
    self.method = method
    self.enctype = enctype
    self.target = target
    self.entries = entries
  }

  /// The URL a browser would navigate to: for a `get` submission over HTTP(S) or `data:`, the
  /// action URL with its query replaced by the `application/x-www-form-urlencoded` entries;
  /// otherwise the action URL.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#submit-mutate-action
  public var url: String {
    guard method == .get, var record = WebURL(action),
      record.scheme == "http" || record.scheme == "https" || record.scheme == "data"
    else { return action }
    // 1. Let pairs be the result of converting to a list of name-value pairs with entry list.
    // 2. Let query be the result of running the application/x-www-form-urlencoded serializer
    //    with pairs and encoding.
    // 3. Set parsed action's query component to query.
    record.query = FormURLEncoding.serialize(nameValuePairs)
    return record.href
  }

  /// The request body a browser would send for a `post` submission over HTTP(S), for the
  /// `application/x-www-form-urlencoded` and `text/plain` encodings; `nil` otherwise (a
  /// `multipart/form-data` body is left to the receiver, which has the `entries`).
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#submit-body
  public var body: String? {
    guard method == .post else { return nil }
    switch enctype {
    case "application/x-www-form-urlencoded":
      return FormURLEncoding.serialize(nameValuePairs)
    case "text/plain":
      // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#text/plain-encoding-algorithm
      // 1. Let result be the empty string. 2. For each pair of pairs: append name, "=",
      //    value and CRLF. 3. Return result.
      return nameValuePairs.map { $0.name + "=" + $0.value + "\r\n" }.joined()
    default:
      return nil
    }
  }

  /// The entry list converted to a list of name-value pairs: files become their names, and
  /// newlines are normalized to CRLF.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#convert-to-a-list-of-name-value-pairs
  public var nameValuePairs: [(name: String, value: String)] {
    entries.map { entry in
      let value: String =
        switch entry.value {
        case .string(let string): string
        case .file(let filename, _): filename
        }
      return (entry.name.normalizedToCRLF(), value.normalizedToCRLF())
    }
  }
}

/// One entry of an entry list: a name and a string or file value.
///
/// https://xhr.spec.whatwg.org/#concept-formdata-entry
public struct FormDataEntry: Equatable, Sendable {
  /// The value of an entry: a string or a file. https://xhr.spec.whatwg.org/#concept-formdata-entry-value
  public enum Value: Equatable, Sendable {
    /// A string.
    case string(String)
    /// A file (always empty here: no file is ever selected): its name and type.
    case file(filename: String, contentType: String)
  }

  /// The entry's name. https://xhr.spec.whatwg.org/#concept-formdata-entry-name
  public let name: String
  /// The entry's value. https://xhr.spec.whatwg.org/#concept-formdata-entry-value
  public let value: Value

  /// Makes an entry. https://xhr.spec.whatwg.org/#create-an-entry
  public init(name: String, value: Value) {
    self.name = name
    self.value = value
  }

  /// Makes a string entry. https://xhr.spec.whatwg.org/#create-an-entry
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = .string(value)
  }
}

extension String {
  /// Every lone CR and lone LF replaced by CRLF.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#convert-to-a-list-of-name-value-pairs
  func normalizedToCRLF() -> String {
    guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return self }
    var out: [UInt8] = []
    let bytes = Array(utf8)
    for (index, byte) in bytes.enumerated() {
      if byte == 0x0D {
        out.append(0x0D)
        if index + 1 >= bytes.count || bytes[index + 1] != 0x0A { out.append(0x0A) }
      } else if byte == 0x0A {
        if index == 0 || bytes[index - 1] != 0x0D { out.append(0x0D) }
        out.append(0x0A)
      } else {
        out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}

// MARK: - Algorithms

extension Element {
  /// The entry list of a form: the names and values of its submittable elements (skipping
  /// disabled ones, unchecked checkboxes and radio buttons, buttons other than `submitter`, and
  /// those without a name), or `nil` while the form is already constructing one.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constructing-the-form-data-set
  func constructEntryList(submitter: Element?) -> [FormDataEntry]? {
    let state = ensureFormControlState()
    // 1. If form's constructing entry list is true, then return null.
    if state.isConstructingEntryList { return nil }
    // 2. Set form's constructing entry list to true.
    state.isConstructingEntryList = true
    defer { state.isConstructingEntryList = false }
    // 3. Let controls be a list of all the submittable elements whose form owner is form, in
    //    tree order.
    let controls = Self.elements(ownedBy: self) { $0.isSubmittable }
    // 4. Let entry list be a new empty entry list.
    var entries: [FormDataEntry] = []
    // 5. For each element field in controls, in tree order:
    for field in controls {
      // 5.1. If any of the following are true, then continue: the field element has a
      //      datalist element ancestor; the field element is disabled; the field element is a
      //      button but it is not submitter; the field element is an input element whose type
      //      attribute is in the Checkbox state and whose checkedness is false; … in the Radio
      //      Button state and whose checkedness is false; the field element is not an input
      //      element whose type attribute is in the Image Button state, and either the field
      //      element does not have a name attribute specified, or its name attribute's value
      //      is the empty string; the field element is an object element that is not using a
      //      plugin.
      if field.ancestors.contains(where: { ($0 as? Element)?.isHTML("datalist") == true }) {
        continue
      }
      if field.isDisabledState { continue }
      let type = field.inputType
      let isButton =
        field.isHTML("button") || type == .submit || type == .image || type == .reset
        || type == .button
      if isButton && field !== submitter { continue }
      if (type == .checkbox || type == .radio) && !field.checkedness { continue }
      let name = field.attributeValue(localName: "name") ?? ""
      if type != .image && name.isEmpty { continue }
      // 5.2. If the field element is an input element whose type attribute is in the Image
      //      Button state, then: append name.x and name.y (or x and y without a name) with the
      //      selected coordinate (0, 0 for a click with no pointer position); continue.
      if type == .image {
        let prefix = name.isEmpty ? "" : name + "."
        entries.append(FormDataEntry(prefix + "x", "0"))
        entries.append(FormDataEntry(prefix + "y", "0"))
        continue
      }
      // 5.4. Let name be the value of the field element's name attribute.
      if field.isHTML("select") {
        // 5.5. If the field element is a select element, then for each option element in the
        //      select element's list of options whose selectedness is true and that is not
        //      disabled, create an entry with name and the value of the option element.
        field.resolveSelectedness()
        for option in field.listOfOptions where option.selectedness && !option.isDisabledState {
          entries.append(FormDataEntry(name, HTMLOptionElement(unchecked: option).value))
        }
      } else if type == .checkbox || type == .radio {
        // 5.6. Checkbox or radio: the value attribute's value, or "on" without one.
        entries.append(FormDataEntry(name, field.attributeValue(localName: "value") ?? "on"))
      } else if type == .file {
        // 5.7. A file input with no selected files: an empty file named "" of type
        //      application/octet-stream.
        entries.append(
          FormDataEntry(
            name: name, value: .file(filename: "", contentType: "application/octet-stream")))
      } else if type == .hidden && name.asciiLowercased() == "_charset_" {
        // 5.9. A hidden input named _charset_: the encoding's name.
        entries.append(FormDataEntry(name, "UTF-8"))
      } else if field.isHTML("textarea") {
        // 5.10. Otherwise, create an entry with name and the value of the field element.
        entries.append(FormDataEntry(name, field.textAreaAPIValue))
      } else if let input = HTMLInputElement(field) {
        entries.append(FormDataEntry(name, input.value))
      } else {
        entries.append(FormDataEntry(name, field.attributeValue(localName: "value") ?? ""))
      }
      // 5.11. If the element has a dirname attribute that is not empty, and it is a textarea or
      //       an input of type text or search, append (dirname, "ltr" or "rtl").
      if let dirname = field.attributeValue(localName: "dirname"), !dirname.isEmpty,
        field.isHTML("textarea") || type == .text || type == .search
      {
        entries.append(FormDataEntry(dirname, field.directionality))
      }
    }
    // 6–7. (No formdata event: there is no FormData object here.)
    // 8–9. Unset the flag and return the entry list.
    return entries
  }

  /// Submits this form from `submitter` (the form itself when none): unless submitted from
  /// `submit()`, validates and fires `submit`; then records a `FormSubmission` through the
  /// document's `formSubmissionHandler`.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-form-submit
  func submitForm(from submitter: Element, submittedFromSubmitMethod: Bool) {
    // 1. If form cannot navigate, then return.
    guard isConnected else { return }
    let state = ensureFormControlState()
    // 2. If form's constructing entry list is true, then return.
    if state.isConstructingEntryList { return }
    // 3. Let form document be form's node document.
    let document = nodeDocument
    // 5. If submitted from submit() method is false, then:
    if !submittedFromSubmitMethod {
      // 5.1. If form's firing submission events is true, then return.
      if state.isFiringSubmissionEvents { return }
      // 5.2. Set form's firing submission events to true.
      state.isFiringSubmissionEvents = true
      defer { state.isFiringSubmissionEvents = false }
      // 5.4. If the submitter element's no-validate state is false, then interactively
      //      validate the constraints of form and examine the result. If the result is
      //      negative, then return.
      let noValidate =
        (submitter !== self && submitter.isSubmitButton
          && submitter.hasAttributeValue("formnovalidate")) || hasAttributeValue("novalidate")
      if !noValidate && !staticallyValidateConstraints().valid { return }
      // 5.5. Let submitterButton be null if submitter is form; otherwise submitter.
      let submitterButton = submitter === self ? nil : submitter
      // 5.6. Let shouldContinue be the result of firing an event named submit at form using
      //      SubmitEvent, with the submitter attribute initialized to submitterButton, the
      //      bubbles attribute initialized to true, and the cancelable attribute initialized
      //      to true.
      let event = SubmitEvent(
        "submit",
        SubmitEventInit(EventInit(bubbles: true, cancelable: true), submitter: submitterButton))
      let shouldContinue = fireEvent(event)
      // 5.7. (Set form's firing submission events to false: the defer above.)
      // 5.8. If shouldContinue is false, then return.
      if !shouldContinue { return }
      // 5.9. If form cannot navigate, then return.
      guard isConnected else { return }
    }
    // 6–7. Let entry list be the result of constructing the entry list (UTF-8).
    // 8. (It is not null: the flag was checked in step 2.)
    guard let entries = constructEntryList(submitter: submitter === self ? nil : submitter) else {
      return
    }
    // 9. If form cannot navigate, then return.
    guard isConnected else { return }
    let usesSubmitterAttributes = submitter !== self && submitter.isSubmitButton
    // 10. Let method be the submitter element's method.
    let methodKeyword: String =
      if usesSubmitterAttributes, let value = submitter.attributeValue(localName: "formmethod") {
        EnumeratedAttribute.formControlMethod.state(of: value) ?? "get"
      } else {
        EnumeratedAttribute.formMethod.state(of: attributeValue(localName: "method")) ?? "get"
      }
    let method = FormSubmission.Method(rawValue: methodKeyword) ?? .get
    // 12. Let action be the submitter element's action.
    var action: String =
      if usesSubmitterAttributes, let value = submitter.attributeValue(localName: "formaction") {
        value
      } else {
        attributeValue(localName: "action") ?? ""
      }
    // 13. If action is the empty string, let action be the URL of the form document.
    if action.isEmpty { action = document.url }
    // 14. Let parsed action be the result of encoding-parsing a URL given action, relative to
    //     submitter's node document. 15. If parsed action is failure, then return.
    guard let parsedAction = submitter.nodeDocument.encodingParseURL(action) else { return }
    // 17. Let enctype be the submitter element's enctype.
    let enctype: String =
      if usesSubmitterAttributes, let value = submitter.attributeValue(localName: "formenctype") {
        EnumeratedAttribute.formControlEnctype.state(of: value)
          ?? "application/x-www-form-urlencoded"
      } else {
        EnumeratedAttribute.formEnctype.state(of: attributeValue(localName: "enctype"))
          ?? "application/x-www-form-urlencoded"
      }
    // 18–20. The target: the submitter's formtarget, else the form's target, else the base
    //        element's.
    let formTarget =
      usesSubmitterAttributes ? submitter.attributeValue(localName: "formtarget") : nil
    let target = targetOfElement(formTarget)
    // 11, 21–. Record the submission (a dialog method is recorded too: there is no dialog
    //         behavior here).
    let submission = FormSubmission(
      form: self, submitter: submitter === self ? nil : submitter, action: parsedAction.href,
      method: method, enctype: enctype, target: target, entries: entries)
    document.htmlStateStorage?.formSubmissionHandler?(submission)
  }

  /// An element's target: `target`, else the element's `target` attribute, else the first
  /// `base` element's `target`, else `""`.
  ///
  /// https://html.spec.whatwg.org/multipage/semantics.html#get-an-element's-target
  func targetOfElement(_ override: String? = nil) -> String {
    // 1. If target is null, then: if element has a target attribute, set target to its value;
    //    otherwise, if element's node document contains a base element with a target
    //    attribute, to the first such base element's target; otherwise to "".
    var target =
      override ?? attributeValue(localName: "target")
      ?? nodeDocument.descendantElements.first {
        $0.isHTML("base") && $0.hasAttributeValue("target")
      }?.attributeValue(localName: "target") ?? ""
    // 2. If target contains an ASCII tab or newline and a U+003C (<), then set target to
    //    "_blank".
    if target.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }),
      target.utf8.contains(0x3C)
    {
      target = "_blank"
    }
    // 3. Return target.
    return target
  }

  /// The reset algorithm of a resettable element.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-form-reset-control
  func resetFormControl() {
    if isHTML("input") {
      // https://html.spec.whatwg.org/multipage/input.html#the-input-element:concept-form-reset-control
      // Set the dirty value flag and dirty checkedness flag back to false, set the value of
      // the element to the value of the value content attribute, if there is one, or the
      // empty string otherwise, and then invoke the value sanitization algorithm; set the
      // checkedness of the element to true if the element has a checked content attribute
      // and false if it does not, empty the list of selected files.
      let state = ensureFormControlState()
      state.isValueDirty = false
      state.value = ""
      setCheckedness(hasAttributeValue("checked"), dirty: false)
      state.isCheckednessDirty = false
    } else if isHTML("textarea") {
      // Set the dirty value flag back to false, and set the raw value of element to its child
      // text content.
      // https://html.spec.whatwg.org/multipage/form-elements.html#the-textarea-element:concept-form-reset-control
      let state = ensureFormControlState()
      state.isValueDirty = false
      state.value = ""
      formStateDidChange()
    } else if isHTML("select") {
      resetSelect()
    } else if isHTML("output") {
      // 1. String replace all with this element's default value within this element.
      // 2. Set this element's default value override to null.
      // https://html.spec.whatwg.org/multipage/form-elements.html#the-output-element:concept-form-reset-control
      if let output = HTMLOutputElement(self) {
        let defaultValue = output.defaultValue
        stringReplaceAll(defaultValue)
        formControlStateIfPresent?.defaultValueOverride = nil
      }
    }
  }

  /// Resets a form: fires `reset` and, unless it is canceled, resets each resettable element
  /// whose form owner is the form.
  ///
  /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-form-reset
  func resetForm() {
    // 1. Let reset be the result of firing an event named reset at form, with the bubbles and
    //    cancelable attributes initialized to true.
    let reset = fireEvent(Event("reset", EventInit(bubbles: true, cancelable: true)))
    // 2. If reset is true, then invoke the reset algorithm of each resettable element whose
    //    form owner is form.
    if reset {
      for control in Self.elements(ownedBy: self, where: { $0.isResettable }) {
        control.resetFormControl()
      }
    }
  }
}
