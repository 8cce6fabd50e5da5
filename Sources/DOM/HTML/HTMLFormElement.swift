/// The `HTMLFormElement` members that are not reflected attributes, over a `form` element.
///
/// https://html.spec.whatwg.org/multipage/forms.html#htmlformelement
public struct HTMLFormElement {
  /// The `form` element the view reads and writes (a convenience; not a DOM member).
  public let element: Element

  /// A view of `element`, or `nil` when it is not an HTML `form` element (the brand
  /// check a binding makes).
  public init?(_ element: Element) {
    guard element.isHTML("form") else { return nil }
    self.element = element
  }

  /// The listed elements whose form owner is this form (except image buttons), live; the same
  /// object each time.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-elements
  public var elements: HTMLFormControlsCollection {
    let state = element.ensureFormControlState()
    if let collection = state.collection as? HTMLFormControlsCollection { return collection }
    let collection = HTMLFormControlsCollection(form: element)
    state.collection = collection
    return collection
  }

  /// The number of elements in `elements`. https://html.spec.whatwg.org/multipage/forms.html#dom-form-length
  public var length: Int { elements.length }

  /// The element at `index` of `elements` (the indexed getter).
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-item
  public func item(_ index: Int) -> Element? { elements.item(index) }

  /// The named getter: the listed elements (except image buttons) with that `id` or `name`,
  /// else the `img` elements with it whose form owner is this form; one element, or a
  /// `RadioNodeList` of several. (The past names map is not kept.)
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-nameditem
  public func namedItem(_ name: String) -> HTMLFormControlsCollection.NamedItem? {
    // Most names read on a form are its members' (`form.nodeName`): no element has them as
    // an ID or name, and the document's filter says so without a walk.
    guard element.nodeDocument.mayHaveElementNamed(name) else { return nil }
    // 1. Let candidates be a live RadioNodeList object containing all the listed elements,
    //    whose form owner is the form element, that have either an id attribute or a name
    //    attribute equal to name, with the exception of input elements whose type attribute is
    //    in the Image Button state, in tree order.
    if let item = elements.namedItem(name) { return item }
    // 2. If candidates is empty, let candidates be a live RadioNodeList object containing all
    //    the img elements, whose form owner is the form element, that have either an id
    //    attribute or a name attribute equal to name, in tree order.
    guard !name.isEmpty else { return nil }
    let form = element
    let images = Element.elements(ownedBy: form) {
      $0.isHTML("img")
        && ($0.attributeValue(localName: "id") == name
          || $0.attributeValue(localName: "name") == name)
    }
    // 3. If candidates is empty, name is the name of one of the entries in the form element's
    //    past names map: return the object associated with name in that map. (Not kept.)
    // 4. If candidates contains more than one node, return candidates.
    // 5. Otherwise, candidates contains exactly one node: return it.
    switch images.count {
    case 0: return nil
    case 1: return .element(images[0])
    default:
      return .radioNodeList(
        RadioNodeList(anchor: form) {
          Element.elements(ownedBy: form) {
            $0.isHTML("img")
              && ($0.attributeValue(localName: "id") == name
                || $0.attributeValue(localName: "name") == name)
          }
        })
    }
  }

  /// The supported property names: the ids and names of `elements`, then of the form's
  /// `img` elements.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#the-form-element:supported-property-names
  public var supportedPropertyNames: [String] {
    var names = elements.supportedPropertyNames
    var seen = Set(names)
    for image in Element.elements(ownedBy: element, where: { $0.isHTML("img") }) {
      for key in ["id", "name"] {
        if let value = image.attributeValue(localName: key), !value.isEmpty,
          seen.insert(value).inserted
        {
          names.append(value)
        }
      }
    }
    return names
  }

  /// Submits the form without validation and without firing `submit`.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-submit
  public func submit() {
    // The submit() method steps are to submit this from this, with submitted from submit()
    // method set to true.
    element.submitForm(from: element, submittedFromSubmitMethod: true)
  }

  /// Validates, fires `submit` and submits, as if `submitter` (a submit button of this form)
  /// was activated. Throws `TypeError` when `submitter` is not a submit button, and
  /// `NotFoundError` when its form owner is not this form.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-requestsubmit
  public func requestSubmit(_ submitter: Element? = nil) throws {
    // 1. If submitter is not null, then:
    if let submitter {
      // 1.1. If submitter is not a submit button, then throw a TypeError.
      guard submitter.isSubmitButton else {
        throw TypeError("The submitter is not a submit button.")
      }
      // 1.2. If submitter's form owner is not this form element, then throw a
      //      "NotFoundError" DOMException.
      guard submitter.form === element else {
        throw DOMException(.notFoundError, "The submitter is not a button of this form.")
      }
    }
    // 2. Otherwise, set submitter to this form element.
    // 3. Submit this form element, from submitter.
    element.submitForm(from: submitter ?? element, submittedFromSubmitMethod: false)
  }

  /// Resets the form (fires `reset`, then resets its controls unless canceled).
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-reset
  public func reset() {
    let state = element.ensureFormControlState()
    // 1. If this is marked as locked for reset, then return.
    if state.isLockedForReset { return }
    // 2. Mark this as locked for reset.
    state.isLockedForReset = true
    // 3. Reset this.
    element.resetForm()
    // 4. Unmark this as locked for reset.
    state.isLockedForReset = false
  }

  /// Statically validates the constraints: `false` (after `invalid` events) when a control is
  /// invalid.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-checkvalidity
  @discardableResult
  public func checkValidity() -> Bool { element.staticallyValidateConstraints().valid }

  /// Interactively validates the constraints (there is no user to report to: as
  /// `checkValidity()`).
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-reportvalidity
  @discardableResult
  public func reportValidity() -> Bool { element.staticallyValidateConstraints().valid }
}
