/// The `HTMLOptionElement` members that are not reflected attributes, over an `option` element.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmloptionelement
public struct HTMLOptionElement {
  /// The `option` element the view reads and writes (a convenience; not a DOM member).
  public let element: Element

  /// A view of `element`, or `nil` when it is not an HTML `option` element (the brand
  /// check a binding makes).
  public init?(_ element: Element) {
    guard element.isHTML("option") else { return nil }
    self.element = element
  }

  /// A view of an element known to be an `option`.
  init(unchecked element: Element) { self.element = element }

  /// The selectedness; setting it sets the dirtiness and asks the `select` for a reset.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-selected
  public var selected: Bool {
    get { element.selectedness }
    nonmutating set { element.setSelectedness(newValue, dirty: true) }
  }

  /// The `selected` content attribute. https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-defaultselected
  public var defaultSelected: Bool {
    get { element.hasAttributeValue("selected") }
    nonmutating set {
      if newValue {
        element.setAttributeValue(localName: "selected", "")
      } else {
        element.removeAttributeNS(nil, "selected")
      }
    }
  }

  /// The text of the option: its descendant text, except inside `script` elements, with
  /// ASCII whitespace stripped and collapsed; setting it replaces the children.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-text
  public var text: String {
    get {
      // The result of stripping and collapsing ASCII whitespace from the concatenation of
      // data of all the Text node descendants of the option element, in tree order,
      // excluding any that are descendants of descendants of the option element that are
      // themselves script or SVG script elements.
      var result = ""
      var node = element.firstChild
      while let current = node {
        if let script = current as? Element,
          script.localName == "script" && (script.namespace == .html || script.namespace == .svg)
        {
          node = current.nextSkippingChildren(within: element)
          continue
        }
        if let text = current as? Text { result += text.data }
        node = current.nextInTreeOrder(within: element)
      }
      return result.strippingAndCollapsingASCIIWhitespace()
    }
    nonmutating set { element.stringReplaceAll(newValue) }
  }

  /// The `value` attribute if present, else the text.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-value
  public var value: String {
    get { element.attributeValue(localName: "value") ?? text }
    nonmutating set { element.setAttributeValue(localName: "value", newValue) }
  }

  /// The `label` attribute if present, else the text.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-label
  public var label: String {
    get { element.attributeValue(localName: "label") ?? text }
    nonmutating set { element.setAttributeValue(localName: "label", newValue) }
  }

  /// The index of the option in its `select`'s list of options, else 0.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-index
  public var index: Int {
    guard let select = element.optionOwnerSelect else { return 0 }
    return select.listOfOptions.firstIndex { $0 === element } ?? 0
  }

  /// The form owner of the option's `select`, else `nil`.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-form
  public var form: Element? { element.optionOwnerSelect?.form }

  /// Whether the option is disabled: its `disabled` attribute or a disabled `optgroup` parent.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-disabled
  public var isDisabled: Bool { element.isDisabledState }
}

extension Document {
  /// The legacy factory `new Option(text, value, defaultSelected, selected)`.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option
  public func createOption(
    text: String = "", value: String? = nil, defaultSelected: Bool = false,
    selected: Bool = false
  ) -> Element {
    // 1–2. Let document be the current global object's associated Document, and option a new
    //      option element in it.
    let option = createElement(name: internName(namespace: .html, localName: "option"))
    // 3. If text is not the empty string, then append a new Text node whose data is text.
    if !text.isEmpty { option.appendChildForParser(createTextNode(text)) }
    // 4. If value is given, then set an attribute value for option using "value" and value.
    if let value { option.setAttributeValue(localName: "value", value) }
    // 5. If defaultSelected is true, then set an attribute value using "selected" and "".
    if defaultSelected { option.setAttributeValue(localName: "selected", "") }
    // 6. If selected is true, then set option's selectedness to true; otherwise to false
    //    (even if defaultSelected is true).
    option.makeFormControlState(checkedness: false, selectedness: selected)
    // 7. Return option.
    return option
  }
}
