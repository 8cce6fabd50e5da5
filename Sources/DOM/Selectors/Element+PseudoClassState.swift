// The HTML element states that the pseudo-classes test, from content attributes only: a saved
// page has no live form state, so `checked`, `selected` and `value` are the attributes.
// https://html.spec.whatwg.org/multipage/semantics-other.html#pseudo-classes

extension Element {
  /// The HTML element `localName` with the null-namespace attribute `attribute`.
  func isHTML(_ localName: String, with attribute: String) -> Bool {
    isHTML(localName) && attributeValue(localName: attribute) != nil
  }

  /// Whether the null-namespace attribute `name` is present.
  func hasAttributeValue(_ name: String) -> Bool { attributeValue(localName: name) != nil }

  /// The `input` element's type keyword: the `type` attribute lowercased, `text` when missing
  /// or unknown. https://html.spec.whatwg.org/multipage/input.html#attr-input-type
  var inputTypeState: String {
    guard let type = attributeValue(localName: "type")?.asciiLowercased(),
      Self.inputTypes.contains(type)
    else { return "text" }
    return type
  }

  private static let inputTypes: Set<String> = [
    "hidden", "text", "search", "tel", "url", "email", "password", "date", "month", "week",
    "time", "datetime-local", "number", "range", "color", "checkbox", "radio", "file", "submit",
    "image", "reset", "button",
  ]

  /// `a` and `area` elements with an `href`: every link is unvisited here.
  ///
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-link
  var isHyperlink: Bool {
    (isHTML("a") || isHTML("area")) && hasAttributeValue("href")
  }

  /// Checkboxes and radio buttons with `checked`, and `option`s with `selected`.
  ///
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-checked
  var isCheckedState: Bool {
    if isHTML("input") {
      let type = inputTypeState
      return (type == "checkbox" || type == "radio") && hasAttributeValue("checked")
    }
    return isHTML("option", with: "selected")
  }

  /// Whether the element is one that can be disabled (and so is `:enabled` when it is not).
  var canBeDisabled: Bool {
    guard isHTMLElement else { return false }
    switch localName {
    case "button", "input", "select", "textarea", "optgroup", "option", "fieldset": return true
    default: return false
    }
  }

  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-disabled
  var isDisabledState: Bool {
    guard isHTMLElement else { return false }
    switch localName {
    case "button", "input", "select", "textarea", "fieldset":
      // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-disabled
      return hasAttributeValue("disabled") || isInDisabledFieldset
    case "optgroup":
      return hasAttributeValue("disabled")
    case "option":
      // https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-disabled
      if hasAttributeValue("disabled") { return true }
      return parentElement?.isHTML("optgroup", with: "disabled") ?? false
    default:
      return false
    }
  }

  /// Whether an ancestor `fieldset` is disabled and this element is not inside that fieldset's
  /// first `legend` child.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-fieldset-disabled
  private var isInDisabledFieldset: Bool {
    var child: Element = self
    var ancestor = parentElement
    while let fieldset = ancestor {
      if fieldset.isHTML("fieldset", with: "disabled") {
        let firstLegend = fieldset.childNodeSequence.first {
          ($0 as? Element)?.isHTML("legend") == true
        }
        if firstLegend !== child { return true }
      }
      child = fieldset
      ancestor = fieldset.parentElement
    }
    return false
  }

  /// `input`, `select` and `textarea` with `required` (for input types that take it).
  ///
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-required
  var isRequiredState: Bool {
    guard isFormControlWithRequirement, hasAttributeValue("required") else { return false }
    if isHTML("input") {
      switch inputTypeState {
      case "hidden", "range", "color", "submit", "image", "reset", "button": return false
      default: return true
      }
    }
    return true
  }

  /// Whether `:required`/`:optional` apply: `input`, `select` and `textarea`.
  var isFormControlWithRequirement: Bool {
    isHTML("input") || isHTML("select") || isHTML("textarea")
  }

  /// Mutable text controls and editable content.
  ///
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-read-write
  var isReadWriteState: Bool {
    if isHTML("input") {
      switch inputTypeState {
      case "text", "search", "url", "tel", "email", "password", "date", "month", "week", "time",
        "datetime-local", "number":
        return !hasAttributeValue("readonly") && !isDisabledState
      default:
        break
      }
    } else if isHTML("textarea") {
      return !hasAttributeValue("readonly") && !isDisabledState
    }
    return isEditable
  }

  /// Whether the element is an editing host or editable: the nearest `contenteditable`
  /// attribute in a recognized state decides.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#attr-contenteditable
  private var isEditable: Bool {
    var node: Element? = self
    while let element = node {
      if element.isHTMLElement, let value = element.attributeValue(localName: "contenteditable") {
        switch value.asciiLowercased() {
        case "", "true", "plaintext-only": return true
        case "false": return false
        default: break
        }
      }
      node = element.parentElement
    }
    return false
  }

  /// A text field or `textarea` whose placeholder shows: a non-empty `placeholder` and an empty
  /// value.
  ///
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-placeholder-shown
  var isPlaceholderShown: Bool {
    guard let placeholder = attributeValue(localName: "placeholder"),
      placeholder.utf8.contains(where: { $0 != 0x0A && $0 != 0x0D })
    else { return false }
    if isHTML("input") {
      switch inputTypeState {
      case "text", "search", "url", "tel", "email", "password", "number":
        return (attributeValue(localName: "value") ?? "").isEmpty
      default:
        return false
      }
    }
    if isHTML("textarea") {
      return childTextContent.isEmpty
    }
    return false
  }

  /// Whether the element is defined: no custom element definitions exist, so an HTML element
  /// with a valid custom element name is not.
  ///
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-defined
  var isDefinedState: Bool {
    !(isHTMLElement && Self.isValidCustomElementName(localName))
  }

  private static let reservedCustomElementNames: Set<String> = [
    "annotation-xml", "color-profile", "font-face", "font-face-src", "font-face-uri",
    "font-face-format", "font-face-name", "missing-glyph",
  ]

  /// https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name
  static func isValidCustomElementName(_ name: String) -> Bool {
    let bytes = name.utf8
    guard let first = bytes.first, first >= 0x61, first <= 0x7A, bytes.contains(0x2D) else {
      return false
    }
    for byte in bytes {
      let allowed =
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D
        || byte == 0x2E || byte == 0x5F || byte >= 0x80
      if !allowed { return false }
    }
    return !reservedCustomElementNames.contains(name)
  }
}
