// The table model: captions, sections, rows and cells of `table` elements.
// https://html.spec.whatwg.org/multipage/tables.html

/// The `HTMLTableElement` members that are not reflected attributes, over a `table` element.
///
/// https://html.spec.whatwg.org/multipage/tables.html#htmltableelement
public struct HTMLTableElement {
  /// The `table` element.
  public let element: Element

  /// A view of `element`, or `nil` when it is not an HTML `table` (the binding's brand check).
  public init?(_ element: Element) {
    guard element.isHTML("table") else { return nil }
    self.element = element
  }

  private func firstChild(_ localName: String) -> Element? {
    var node = element.firstChild
    while let current = node {
      if let child = current as? Element, child.isHTML(localName) { return child }
      node = current.nextSibling
    }
    return nil
  }

  private func make(_ localName: String) -> Element {
    element.nodeDocument.createElement(
      name: element.nodeDocument.internName(namespace: .html, localName: localName))
  }

  /// The first `caption` child. https://html.spec.whatwg.org/multipage/tables.html#dom-table-caption
  public var caption: Element? { firstChild("caption") }

  /// Replaces the caption: removes the first `caption` child, inserts `newCaption` first.
  ///
  /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-caption
  public func setCaption(_ newCaption: Element?) throws(DOMException) {
    if let old = caption { _ = try element.removeChild(old) }
    if let newCaption { _ = try element.insertBefore(newCaption, element.firstChild) }
  }

  /// The caption, made first if missing. https://html.spec.whatwg.org/multipage/tables.html#dom-table-createcaption
  public func createCaption() throws(DOMException) -> Element {
    if let caption { return caption }
    let made = make("caption")
    _ = try element.insertBefore(made, element.firstChild)
    return made
  }

  /// Removes the first `caption` child. https://html.spec.whatwg.org/multipage/tables.html#dom-table-deletecaption
  public func deleteCaption() throws(DOMException) {
    if let caption { _ = try element.removeChild(caption) }
  }

  /// The first `thead` child. https://html.spec.whatwg.org/multipage/tables.html#dom-table-thead
  public var tHead: Element? { firstChild("thead") }

  /// The first `tfoot` child. https://html.spec.whatwg.org/multipage/tables.html#dom-table-tfoot
  public var tFoot: Element? { firstChild("tfoot") }

  /// Replaces the `thead`: the new one goes before the first child that is not a `caption`
  /// or `colgroup`. https://html.spec.whatwg.org/multipage/tables.html#dom-table-thead
  public func setTHead(_ head: Element?) throws(DOMException) {
    if let head, !head.isHTML("thead") {
      throw DOMException(.hierarchyRequestError, "The new head is not a thead element.")
    }
    if let old = tHead { _ = try element.removeChild(old) }
    if let head { _ = try element.insertBefore(head, firstChildAfterCaptionAndColgroups) }
  }

  /// Replaces the `tfoot`: the new one is appended.
  ///
  /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-tfoot
  public func setTFoot(_ foot: Element?) throws(DOMException) {
    if let foot, !foot.isHTML("tfoot") {
      throw DOMException(.hierarchyRequestError, "The new foot is not a tfoot element.")
    }
    if let old = tFoot { _ = try element.removeChild(old) }
    if let foot { _ = try element.appendChild(foot) }
  }

  private var firstChildAfterCaptionAndColgroups: Node? {
    var node = element.firstChild
    while let current = node {
      if let child = current as? Element, !child.isHTML("caption") && !child.isHTML("colgroup") {
        return child
      }
      node = current.nextSibling
    }
    return nil
  }

  /// The `thead`, made if missing. https://html.spec.whatwg.org/multipage/tables.html#dom-table-createthead
  public func createTHead() throws(DOMException) -> Element {
    if let tHead { return tHead }
    let made = make("thead")
    _ = try element.insertBefore(made, firstChildAfterCaptionAndColgroups)
    return made
  }

  /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-deletethead
  public func deleteTHead() throws(DOMException) {
    if let tHead { _ = try element.removeChild(tHead) }
  }

  /// The `tfoot`, appended if missing. https://html.spec.whatwg.org/multipage/tables.html#dom-table-createtfoot
  public func createTFoot() throws(DOMException) -> Element {
    if let tFoot { return tFoot }
    let made = make("tfoot")
    _ = try element.appendChild(made)
    return made
  }

  /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-deletetfoot
  public func deleteTFoot() throws(DOMException) {
    if let tFoot { _ = try element.removeChild(tFoot) }
  }

  /// The `tbody` children, live. https://html.spec.whatwg.org/multipage/tables.html#dom-table-tbodies
  public func makeTBodies() -> HTMLCollection {
    HTMLCollection(root: element, childrenOnly: true) { $0.isHTML("tbody") }
  }

  /// A new `tbody` after the last one. https://html.spec.whatwg.org/multipage/tables.html#dom-table-createtbody
  public func createTBody() throws(DOMException) -> Element {
    let made = make("tbody")
    var last: Element?
    var node = element.firstChild
    while let current = node {
      if let child = current as? Element, child.isHTML("tbody") { last = child }
      node = current.nextSibling
    }
    _ = try element.insertBefore(made, last?.nextSibling)
    return made
  }

  /// The rows: `tr` children of the table and of its `thead`, `tbody` and `tfoot` children,
  /// live, in tree order (the standard lists the head's rows first and the foot's last; tree
  /// order differs only when a `tfoot` precedes a `tbody`).
  ///
  /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-rows
  public func makeRows() -> HTMLCollection {
    let table = element
    return HTMLCollection(root: element) { [unowned table] candidate in
      guard candidate.isHTML("tr"), let parent = candidate.parentElement else { return false }
      if parent === table { return true }
      return parent.parentNode === table
        && (parent.isHTML("thead") || parent.isHTML("tbody") || parent.isHTML("tfoot"))
    }
  }

  /// Inserts a new row at `index` (-1 or the row count: at the end).
  ///
  /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-insertrow
  public func insertRow(_ index: Int) throws(DOMException) -> Element {
    let rows = makeRows().elements
    // 1. If index is less than −1 or greater than the number of rows, throw IndexSizeError.
    guard index >= -1 && index <= rows.count else {
      throw DOMException(.indexSizeError, "The index \(index) is out of range.")
    }
    let row = make("tr")
    if rows.isEmpty {
      // 2. If there are no rows and no tbody, append a tbody with the row; else append the
      //    row to the last tbody.
      var lastBody: Element?
      var node = element.firstChild
      while let current = node {
        if let child = current as? Element, child.isHTML("tbody") { lastBody = child }
        node = current.nextSibling
      }
      if let lastBody {
        _ = try lastBody.appendChild(row)
      } else {
        let body = make("tbody")
        _ = try body.appendChild(row)
        _ = try element.appendChild(body)
      }
    } else if index == -1 || index == rows.count {
      // 3. Append to the parent of the last row.
      _ = try rows[rows.count - 1].parentNode?.appendChild(row)
    } else {
      // 4. Insert before the index-th row, in its parent.
      _ = try rows[index].parentNode?.insertBefore(row, rows[index])
    }
    return row
  }

  /// Removes the row at `index` (-1: the last row, if any).
  ///
  /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-deleterow
  public func deleteRow(_ index: Int) throws(DOMException) {
    let rows = makeRows().elements
    guard index >= -1 && index < rows.count else {
      throw DOMException(.indexSizeError, "The index \(index) is out of range.")
    }
    if index == -1 {
      rows.last?.remove()
    } else {
      rows[index].remove()
    }
  }
}

/// The row and cell members of `thead`/`tbody`/`tfoot` (`HTMLTableSectionElement`) and
/// `tr` (`HTMLTableRowElement`): the rows or cells are `tr` or `td`/`th` children.
///
/// https://html.spec.whatwg.org/multipage/tables.html#htmltablesectionelement
/// https://html.spec.whatwg.org/multipage/tables.html#htmltablerowelement
public struct HTMLTableRowsView {
  /// The section or row.
  public let element: Element
  /// Whether the children are cells (a `tr`) rather than rows (a section).
  public let isRow: Bool

  /// A view of a `thead`, `tbody`, `tfoot` or `tr`, else `nil`.
  public init?(_ element: Element) {
    if element.isHTML("tr") {
      isRow = true
    } else if element.isHTML("thead") || element.isHTML("tbody") || element.isHTML("tfoot") {
      isRow = false
    } else {
      return nil
    }
    self.element = element
  }

  private func matches(_ child: Element) -> Bool {
    isRow ? child.isHTML("td") || child.isHTML("th") : child.isHTML("tr")
  }

  /// The rows or cells, live. https://html.spec.whatwg.org/multipage/tables.html#dom-tbody-rows
  public func makeItems() -> HTMLCollection {
    let isRow = self.isRow
    return HTMLCollection(root: element, childrenOnly: true) {
      isRow ? $0.isHTML("td") || $0.isHTML("th") : $0.isHTML("tr")
    }
  }

  private var items: [Element] {
    var result: [Element] = []
    var node = element.firstChild
    while let current = node {
      if let child = current as? Element, matches(child) { result.append(child) }
      node = current.nextSibling
    }
    return result
  }

  /// Inserts a new `tr` (in a section) or `td` (in a row) at `index` (-1: at the end).
  ///
  /// https://html.spec.whatwg.org/multipage/tables.html#dom-tbody-insertrow
  /// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-insertcell
  public func insert(at index: Int) throws(DOMException) -> Element {
    let items = self.items
    guard index >= -1 && index <= items.count else {
      throw DOMException(.indexSizeError, "The index \(index) is out of range.")
    }
    let made = element.nodeDocument.createElement(
      name: element.nodeDocument.internName(namespace: .html, localName: isRow ? "td" : "tr"))
    if index == -1 || index == items.count {
      _ = try element.appendChild(made)
    } else {
      _ = try element.insertBefore(made, items[index])
    }
    return made
  }

  /// Removes the row or cell at `index` (-1: the last, if any).
  ///
  /// https://html.spec.whatwg.org/multipage/tables.html#dom-tbody-deleterow
  /// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-deletecell
  public func delete(at index: Int) throws(DOMException) {
    let items = self.items
    guard index >= -1 && index < items.count else {
      throw DOMException(.indexSizeError, "The index \(index) is out of range.")
    }
    if index == -1 {
      items.last?.remove()
    } else {
      items[index].remove()
    }
  }

  /// A row's index in its table's rows, or -1.
  ///
  /// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-rowindex
  public var rowIndex: Int {
    guard isRow else { return -1 }
    var table = element.parentElement
    if let parent = table, !parent.isHTML("table") { table = parent.parentElement }
    guard let table, let view = HTMLTableElement(table) else { return -1 }
    return view.makeRows().elements.firstIndex { $0 === element } ?? -1
  }

  /// A row's index among its parent section's (or table's) rows, or -1.
  ///
  /// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-sectionrowindex
  public var sectionRowIndex: Int {
    guard isRow, let parent = element.parentElement else { return -1 }
    var index = 0
    var node = parent.firstChild
    while let current = node {
      if current === element { return index }
      if let child = current as? Element, child.isHTML("tr") { index += 1 }
      node = current.nextSibling
    }
    return -1
  }
}

extension Element {
  /// A cell's index among its row's cells, or -1.
  ///
  /// https://html.spec.whatwg.org/multipage/tables.html#dom-tdth-cellindex
  public var cellIndex: Int {
    guard isHTML("td") || isHTML("th"), let row = parentElement, row.isHTML("tr") else {
      return -1
    }
    var index = 0
    var node = row.firstChild
    while let current = node {
      if current === self { return index }
      if let child = current as? Element, child.isHTML("td") || child.isHTML("th") { index += 1 }
      node = current.nextSibling
    }
    return -1
  }
}
