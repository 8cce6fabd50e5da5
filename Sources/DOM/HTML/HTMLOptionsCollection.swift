/// The live list of a `select`'s options (its list of options), with the members that change
/// it. An `HTMLCollection` in IDL.
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmloptionscollection
public final class HTMLOptionsCollection: Sequence {
  /// Where `add` inserts: before an element, or before the option at an index.
  public enum InsertionPoint {
    /// Before this element (which must be a descendant of the `select`).
    case element(Element)
    /// Before the option at this index of the collection (appended if there is none).
    case index(Int)
  }

  /// The `select` element the collection is rooted at.
  public let select: Element
  private let collection: HTMLCollection

  init(select: Element) {
    self.select = select
    collection = HTMLCollection(root: select) { [unowned select] element in
      element.isHTML("option") && element.optionOwnerSelect === select
    }
  }

  /// The options, in tree order.
  public var elements: [Element] { collection.elements }

  /// The number of options. https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-length
  public var length: Int { collection.length }

  /// The option at `index`. https://dom.spec.whatwg.org/#dom-htmlcollection-item
  public func item(_ index: Int) -> Element? { collection.item(index) }

  /// The option at `index`.
  public subscript(index: Int) -> Element? { collection.item(index) }

  /// The first option whose `id` or `name` is `name`. https://dom.spec.whatwg.org/#dom-htmlcollection-nameditem
  public func namedItem(_ name: String) -> Element? { collection.namedItem(name) }

  /// The supported property names. https://dom.spec.whatwg.org/#ref-for-dfn-supported-property-names
  public var supportedPropertyNames: [String] { collection.supportedPropertyNames }

  public func makeIterator() -> IndexingIterator<[Element]> { collection.elements.makeIterator() }

  /// Sets the number of options: removes options from the end, or appends new empty `option`
  /// elements to the `select` (at most 100,000 in all).
  ///
  /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-length
  public func setLength(_ newLength: Int) {
    let current = length
    if newLength < current {
      // When set to a smaller number than the number of nodes in the collection, the highest
      // indexed nodes in the collection must be removed.
      let options = elements
      for option in options[Swift.max(0, newLength)...].reversed() {
        option.parentNode.map { _ = try? $0.removeChild(option) }
      }
    } else if newLength > current && newLength <= 100_000 {
      // When set to a greater number, new blank option elements must be appended to the
      // select element.
      let document = select.nodeDocument
      for _ in current..<newLength {
        let option = document.createElement(
          name: document.internName(namespace: .html, localName: "option"))
        _ = try? select.appendChild(option)
      }
    }
  }

  /// Sets the option at `index` (`nil` removes it): appends blank options up to `index` and
  /// `option`, or replaces the option at `index`.
  ///
  /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-setter
  public func setItem(_ index: Int, _ option: Element?) throws(DOMException) {
    // 1. If value is null, invoke the steps for the remove method with index as the argument,
    //    and return.
    guard let option else { return remove(index) }
    guard index >= 0 else { return }
    // 2. Let length be the number of nodes represented by the collection.
    let length = self.length
    // 3. Let n be index minus length.
    let n = index - length
    // 4. If n is greater than zero, then append a DocumentFragment of new option elements
    //    with no attributes and no child nodes to the select element. (The standard says n-1
    //    of them, which puts value at index - 1; WebKit and Blink append n, so that value
    //    lands at index, and so does this.)
    if n > 0 {
      let document = select.nodeDocument
      let fragment = document.createDocumentFragment()
      for _ in 0..<n {
        fragment.appendChildForParser(
          document.createElement(name: document.internName(namespace: .html, localName: "option")))
      }
      _ = try select.appendChild(fragment)
    }
    // 5. If n is greater than or equal to zero, append value to the select element.
    if n >= 0 {
      _ = try select.appendChild(option)
    } else if let old = item(index), let parent = old.parentNode {
      // 6. Otherwise, replace the indexth element in the collection by value.
      _ = try parent.replaceChild(option, old)
    }
  }

  /// Inserts an `option` or `optgroup` before an element or index, or at the end.
  ///
  /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-add
  public func add(_ element: Element, before: InsertionPoint? = nil) throws(DOMException) {
    // 1. If element is an ancestor of the select element on which the HTMLOptionsCollection is
    //    rooted, then throw a "HierarchyRequestError" DOMException.
    if select.isDescendant(of: element) {
      throw DOMException(.hierarchyRequestError, "The element is an ancestor of the select.")
    }
    // 2. If before is an element, but that element isn't a descendant of the select element
    //    on which the HTMLOptionsCollection is rooted, then throw a "NotFoundError".
    if case .element(let reference) = before, !reference.isDescendant(of: select) {
      throw DOMException(.notFoundError, "The reference element is not in the select.")
    }
    // 3. If element and before are the same element, then return.
    if case .element(let reference) = before, reference === element { return }
    // 4. If before is a node, then let reference be that node. Otherwise, if before is an
    //    integer, and there is a beforeth node in the collection, let reference be that node.
    //    Otherwise, let reference be null.
    let reference: Node? =
      switch before {
      case .element(let node): node
      case .index(let index): item(index)
      case nil: nil
      }
    // 5. If reference is not null, let parent be the parent node of reference. Otherwise,
    //    let parent be the select element on which the HTMLOptionsCollection is rooted.
    let parent = reference?.parentNode ?? select
    // 6. Pre-insert element into parent node before reference.
    _ = try parent.insertBefore(element, reference)
  }

  /// Removes the option at `index`, if any.
  ///
  /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-remove
  public func remove(_ index: Int) {
    // 1. If the number of nodes represented by the collection is zero, return.
    // 2. If index is not a number greater than or equal to 0 and less than the number of
    //    nodes represented by the collection, return.
    // 3. Let element be the indexth element in the collection.
    guard let option = item(index) else { return }
    // 4. Remove element from its parent.
    option.parentNode.map { _ = try? $0.removeChild(option) }
  }

  /// The `select`'s `selectedIndex`. https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-selectedindex
  public var selectedIndex: Int {
    get { HTMLSelectElement(unchecked: select).selectedIndex }
    set { HTMLSelectElement(unchecked: select).selectedIndex = newValue }
  }
}

extension HTMLSelectElement {
  /// A view of an element known to be a `select`.
  init(unchecked element: Element) { self.element = element }
}
