/// The `HTMLFieldSetElement` members that are not reflected attributes.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmlfieldsetelement
public struct HTMLFieldSetElement {
  /// The `fieldset` element the view reads and writes (a convenience; not a DOM member).
  public let element: Element

  /// A view of `element`, or `nil` when it is not an HTML `fieldset` element (the brand
  /// check a binding makes).
  public init?(_ element: Element) {
    guard element.isHTML("fieldset") else { return nil }
    self.element = element
  }

  /// Always `fieldset`. https://html.spec.whatwg.org/multipage/form-elements.html#dom-fieldset-type
  public var type: String { "fieldset" }

  /// The listed elements among the descendants, live.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-fieldset-elements
  public var elements: HTMLCollection {
    let state = element.ensureFormControlState()
    if let collection = state.collection as? HTMLCollection { return collection }
    let collection = HTMLCollection(root: element) { $0.isListed }
    state.collection = collection
    return collection
  }
}
