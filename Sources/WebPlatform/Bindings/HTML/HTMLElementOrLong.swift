import DOM

/// The `(HTMLElement or long)` union of `add(element, before)` (HTMLSelectElement's and
/// HTMLOptionsCollection's, generated with [ActionJSUnion]): an HTML element to insert before,
/// or an index; the model's ``HTMLOptionsCollection/InsertionPoint``.
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-add
enum HTMLElementOrLong {
  case htmlElement(Element)
  case long(Int)

  /// The model's insertion point.
  var insertionPoint: HTMLOptionsCollection.InsertionPoint {
    switch self {
    case .htmlElement(let element): .element(element)
    case .long(let index): .index(index)
    }
  }
}

extension HTMLSelectElement {
  /// `add(element, before)`: the option or optgroup, before the element or index (nil: at the
  /// end).
  func add(_ element: Element, _ before: HTMLElementOrLong?) throws {
    try add(element, before: before?.insertionPoint)
  }
}

extension HTMLOptionsCollection {
  /// `add(element, before)`: as the select's.
  func add(_ element: Element, _ before: HTMLElementOrLong?) throws {
    try add(element, before: before?.insertionPoint)
  }
}
