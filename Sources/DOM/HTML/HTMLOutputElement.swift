/// The `HTMLOutputElement` members that are not reflected attributes.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmloutputelement
public struct HTMLOutputElement {
  /// The `output` element the view reads and writes (a convenience; not a DOM member).
  public let element: Element

  /// A view of `element`, or `nil` when it is not an HTML `output` element (the brand
  /// check a binding makes).
  public init?(_ element: Element) {
    guard element.isHTML("output") else { return nil }
    self.element = element
  }

  /// Always `output`. https://html.spec.whatwg.org/multipage/form-elements.html#dom-output-type
  public var type: String { "output" }

  /// The descendant text content; setting it sets the default value override to the old
  /// default value, then replaces the children.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-output-value
  public var value: String {
    get { element.descendantTextContent }
    nonmutating set {
      // 1. Set this's default value override to its default value.
      let state = element.ensureFormControlState()
      state.defaultValueOverride = defaultValue
      // 2. String replace all with the given value within this.
      element.stringReplaceAll(newValue)
    }
  }

  /// The default value override if set, else the descendant text content; setting it when
  /// there is no override replaces the children.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-output-defaultvalue
  public var defaultValue: String {
    get {
      // 1. If this's default value override is null, then return this's descendant text
      //    content. 2. Return this's default value override.
      element.formControlStateIfPresent?.defaultValueOverride ?? element.descendantTextContent
    }
    nonmutating set {
      // 1. If this's default value override is null, then string replace all with the given
      //    value within this and return.
      guard element.formControlStateIfPresent?.defaultValueOverride != nil else {
        return element.stringReplaceAll(newValue)
      }
      // 2. Set this's default value override to the given value.
      element.ensureFormControlState().defaultValueOverride = newValue
    }
  }
}
