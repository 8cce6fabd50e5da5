/// The `HTMLLegendElement` member that is not a reflected attribute.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmllegendelement
public struct HTMLLegendElement {
  /// The `legend` element the view reads and writes (a convenience; not a DOM member).
  public let element: Element

  /// A view of `element`, or `nil` when it is not an HTML `legend` element (the brand
  /// check a binding makes).
  public init?(_ element: Element) {
    guard element.isHTML("legend") else { return nil }
    self.element = element
  }

  /// The form owner of the parent `fieldset`, else `nil`.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-legend-form
  public var form: Element? {
    guard let parent = element.parentElement, parent.isHTML("fieldset") else { return nil }
    return parent.form
  }
}
