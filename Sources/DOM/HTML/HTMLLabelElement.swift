// Labels and their labeled controls.
// https://html.spec.whatwg.org/multipage/forms.html#the-label-element

extension Element {
  /// A `label`'s labeled control: the labelable element its `for` attribute names (the first
  /// element in its tree with that ID), else its first labelable descendant.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#labeled-control
  var labeledControl: Element? {
    guard isHTML("label") else { return nil }
    // If the for attribute is specified and there is an element in the tree whose ID is equal
    // to the value of the for attribute, and the first such element in tree order is a
    // labelable element, then that element is the label element's labeled control.
    if let id = attributeValue(localName: "for") {
      guard !id.isEmpty else { return nil }
      let root = self.root
      // In a document, its ID map answers (`input.labels` asks this of every label).
      let element =
        if let document = root as? Document {
          document.getElementById(id)
        } else {
          root.firstElement(withID: id)
        }
      return element.flatMap { $0.isLabelable ? $0 : nil }
    }
    // If the for attribute is not specified, but the label element has a labelable element
    // descendant, then the first such descendant in tree order is the labeled control.
    return descendantElements.first { $0.isLabelable }
  }

  /// The `label` elements whose labeled control is this element, in tree order, as a live
  /// list; `nil` for elements that are not labelable (and hidden inputs).
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#dom-lfe-labels
  public var labels: LiveElementNodeList? {
    guard isLabelable else { return nil }
    let state = ensureFormControlState()
    if let labels = state.labels { return labels }
    let labels = LiveElementNodeList(anchor: self) { [unowned self] in
      let root = self.root
      var result: [Element] = []
      var node: Node? = root
      while let current = node {
        if let label = current as? Element, label.isHTML("label"), label.labeledControl === self {
          result.append(label)
        }
        node = current.nextInTreeOrder(within: root)
      }
      return result
    }
    state.labels = labels
    return labels
  }
}

/// The `HTMLLabelElement` members that are not reflected attributes, over a `label` element.
///
/// https://html.spec.whatwg.org/multipage/forms.html#htmllabelelement
public struct HTMLLabelElement {
  /// The `label` element the view reads and writes (a convenience; not a DOM member).
  public let element: Element

  /// A view of `element`, or `nil` when it is not an HTML `label` element (the brand
  /// check a binding makes).
  public init?(_ element: Element) {
    guard element.isHTML("label") else { return nil }
    self.element = element
  }

  /// The labeled control, if any. https://html.spec.whatwg.org/multipage/forms.html#dom-label-control
  public var control: Element? { element.labeledControl }

  /// The labeled control's form owner, when it is form-associated.
  ///
  /// https://html.spec.whatwg.org/multipage/forms.html#dom-label-form
  public var form: Element? {
    // 1. If the label element has no labeled control, then return null.
    // 2. If the label element's labeled control is not a form-associated element, return null.
    // 3. Return the label element's labeled control's form owner (can still be null).
    element.labeledControl?.form
  }
}
