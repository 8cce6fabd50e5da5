// The `select` element: its list of options, their selectedness, and the selectedness
// setting algorithm.
// https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element

extension Element {
  /// The list of options of a `select`: its `option` children and the `option` children of
  /// its `optgroup` children, in tree order.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-option-list
  var listOfOptions: [Element] {
    var options: [Element] = []
    for case let child as Element in childNodeSequence {
      if child.isHTML("option") {
        options.append(child)
      } else if child.isHTML("optgroup") {
        for case let grandchild as Element in child.childNodeSequence
        where grandchild.isHTML("option") {
          options.append(grandchild)
        }
      }
    }
    return options
  }

  /// For an `option`: the `select` whose list of options it is in (its parent, or its
  /// `optgroup` parent's parent), else `nil`.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-select
  var optionOwnerSelect: Element? {
    guard let parent = parentElement else { return nil }
    if parent.isHTML("select") { return parent }
    if parent.isHTML("optgroup"), let grandparent = parent.parentElement,
      grandparent.isHTML("select")
    {
      return grandparent
    }
    return nil
  }

  /// A `select`'s display size: its `size` attribute, else 4 with `multiple` and 1 without.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-size
  var selectDisplaySize: Int {
    if let size = attributeValue(localName: "size"),
      let parsed = HTMLMicrosyntax.parseNonNegativeInteger(size)
    {
      return parsed
    }
    return hasAttributeValue("multiple") ? 4 : 1
  }

  /// Makes the state of every option of this `select` and runs the selectedness setting
  /// algorithm, once; later option changes keep it consistent.
  func resolveSelectedness() {
    let state = ensureFormControlState()
    for option in listOfOptions where option.formControlStateIfPresent == nil {
      option.makeFormControlState(
        checkedness: false, selectedness: option.hasAttributeValue("selected"))
    }
    guard !state.isSelectednessResolved else { return }
    state.isSelectednessResolved = true
    runSelectednessSettingAlgorithm()
  }

  /// The selectedness setting algorithm.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#selectedness-setting-algorithm
  func runSelectednessSettingAlgorithm() {
    guard !hasAttributeValue("multiple") else { return }
    let options = listOfOptions
    let selected = options.filter { $0.ensureFormControlState().selectedness }
    // 1. If element's multiple attribute is absent, and element's display size is 1, and no
    //    option elements in the element's list of options have their selectedness set to
    //    true, then set the selectedness of the first option element in the list of options
    //    in tree order that is not disabled, if any, to true, and return.
    if selected.isEmpty {
      if selectDisplaySize == 1, let first = options.first(where: { !$0.isDisabledState }) {
        first.ensureFormControlState().selectedness = true
        formStateDidChange()
      }
      return
    }
    // 2. If element's multiple attribute is absent, and two or more option elements in
    //    element's list of options have their selectedness set to true, then set the
    //    selectedness of all but the last option element with its selectedness set to true,
    //    in the list of options in tree order, to false.
    if selected.count >= 2 {
      for option in selected.dropLast() { option.ensureFormControlState().selectedness = false }
      formStateDidChange()
    }
  }

  /// Options (or an optgroup of them) were inserted into this resolved `select`'s list of
  /// options: a selected one unchecks the others (without `multiple`), then the selectedness
  /// setting algorithm runs.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element:concept-option-selectedness-3
  func optionsInserted(_ element: Element) {
    let inserted =
      element.isHTML("option")
      ? [element]
      : element.childNodeSequence.compactMap {
        ($0 as? Element)?.isHTML("option") == true ? $0 as? Element : nil
      }
    for option in inserted where option.formControlStateIfPresent == nil {
      option.makeFormControlState(
        checkedness: false, selectedness: option.hasAttributeValue("selected"))
    }
    if !hasAttributeValue("multiple"),
      let selected = inserted.last(where: { $0.formControlStateIfPresent?.selectedness == true })
    {
      for option in listOfOptions where option !== selected {
        option.ensureFormControlState().selectedness = false
      }
    }
    runSelectednessSettingAlgorithm()
    formStateDidChange()
  }

  /// An option's selectedness (the `select`'s options are resolved first).
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-selectedness
  var selectedness: Bool {
    if let state = formControlStateIfPresent { return state.selectedness }
    if let select = optionOwnerSelect {
      select.resolveSelectedness()
      return formControlStateIfPresent?.selectedness ?? false
    }
    return hasAttributeValue("selected")
  }

  /// Sets an option's selectedness (and, when `dirty`, its dirtiness); in a `select` without
  /// `multiple`, a selected option unselects the others; then the option asks for a reset.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#ask-for-a-reset
  func setSelectedness(_ selected: Bool, dirty: Bool) {
    let state = ensureFormControlState()
    state.selectedness = selected
    if dirty { state.isSelectednessDirty = true }
    if let select = optionOwnerSelect, !select.hasAttributeValue("multiple") {
      if selected {
        for option in select.listOfOptions where option !== self {
          option.ensureFormControlState().selectedness = false
        }
      }
      select.runSelectednessSettingAlgorithm()
    }
    formStateDidChange()
  }

  /// The selectedness of every option set to false, then the given one's to true with its
  /// dirtiness (for `selectedIndex` and `value`).
  func selectOnly(_ chosen: Element?) {
    resolveSelectedness()
    for option in listOfOptions { option.ensureFormControlState().selectedness = false }
    if let chosen {
      let state = chosen.ensureFormControlState()
      state.selectedness = true
      state.isSelectednessDirty = true
    }
    formStateDidChange()
  }

  /// A `select`'s reset algorithm: each option's selectedness from its `selected` attribute,
  /// dirtiness false, then the selectedness setting algorithm.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element:concept-form-reset-control
  func resetSelect() {
    resolveSelectedness()
    // 2. For each optionElement of selectElement's list of options:
    for option in listOfOptions {
      let state = option.ensureFormControlState()
      // 2.1. If optionElement has a selected attribute, set its selectedness to true;
      //      otherwise set it to false.
      state.selectedness = option.hasAttributeValue("selected")
      // 2.2. Set optionElement's dirtiness to false.
      state.isSelectednessDirty = false
    }
    // 3. Run the selectedness setting algorithm given selectElement.
    runSelectednessSettingAlgorithm()
    formStateDidChange()
  }
}

/// The `HTMLSelectElement` members that are not reflected attributes, over a `select` element.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmlselectelement
public struct HTMLSelectElement {
  /// The `select` element the view reads and writes (a convenience; not a DOM member).
  public let element: Element

  /// A view of `element`, or `nil` when it is not an HTML `select` element (the brand
  /// check a binding makes).
  public init?(_ element: Element) {
    guard element.isHTML("select") else { return nil }
    self.element = element
  }

  /// `select-multiple` with the `multiple` attribute, else `select-one`.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-type
  public var type: String {
    element.hasAttributeValue("multiple") ? "select-multiple" : "select-one"
  }

  /// The live collection of the list of options (the same object each time).
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-options
  public var options: HTMLOptionsCollection {
    let state = element.ensureFormControlState()
    if let collection = state.collection as? HTMLOptionsCollection { return collection }
    let collection = HTMLOptionsCollection(select: element)
    state.collection = collection
    return collection
  }

  /// The number of options. https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-length
  public var length: Int { element.listOfOptions.count }

  /// Sets the number of options (see `HTMLOptionsCollection.setLength`).
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-length
  public func setLength(_ newLength: Int) { options.setLength(newLength) }

  /// The option at `index` in the list of options. https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-item
  public func item(_ index: Int) -> Element? { options.item(index) }

  /// The first option whose `id` or `name` is `name`. https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-nameditem
  public func namedItem(_ name: String) -> Element? { options.namedItem(name) }

  /// Inserts an `option` or `optgroup` before an element or index (see
  /// `HTMLOptionsCollection.add`). https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-add
  public func add(_ element: Element, before: HTMLOptionsCollection.InsertionPoint? = nil)
    throws(DOMException)
  {
    try options.add(element, before: before)
  }

  /// Removes the option at `index`, if any. https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-remove
  public func remove(_ index: Int) { options.remove(index) }

  /// Sets or clears the option at `index` (the indexed setter).
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-setter
  public func setItem(_ index: Int, _ option: Element?) throws(DOMException) {
    try options.setItem(index, option)
  }

  /// The live collection of the selected options.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-selectedoptions
  public var selectedOptions: HTMLCollection {
    let state = element.ensureFormControlState()
    if let collection = state.selectedOptions { return collection }
    let select = element
    let collection = HTMLCollection(root: element) { [unowned select] candidate in
      candidate.isHTML("option") && candidate.optionOwnerSelect === select
        && candidate.selectedness
    }
    state.selectedOptions = collection
    return collection
  }

  /// The index of the first selected option, or -1; setting it selects only that option.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-selectedindex
  public var selectedIndex: Int {
    get {
      // Return the index of the first option element in the list of options in tree order
      // that has its selectedness set to true, if any. If there isn't one, then return -1.
      element.resolveSelectedness()
      return element.listOfOptions.firstIndex { $0.selectedness } ?? -1
    }
    nonmutating set {
      // Set the selectedness of all the option elements in the list of options to false, and
      // then the option element in the list of options whose index is the given new value,
      // if any, must have its selectedness set to true and its dirtiness set to true.
      let options = element.listOfOptions
      element.selectOnly(newValue >= 0 && newValue < options.count ? options[newValue] : nil)
    }
  }

  /// The value of the first selected option, or `""`; setting it selects the first option
  /// with that value (or none).
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-value
  public var value: String {
    get {
      element.resolveSelectedness()
      guard let option = element.listOfOptions.first(where: { $0.selectedness }) else {
        return ""
      }
      return HTMLOptionElement(unchecked: option).value
    }
    nonmutating set {
      // 1. Let selectedOption be the first option in the list of options whose value is the
      //    given value, or null. 2. Set the selectedness of all options to false. 3. If
      //    selectedOption is non-null, set its selectedness and its dirtiness to true.
      let chosen = element.listOfOptions.first {
        HTMLOptionElement(unchecked: $0).value == newValue
      }
      element.selectOnly(chosen)
    }
  }
}
