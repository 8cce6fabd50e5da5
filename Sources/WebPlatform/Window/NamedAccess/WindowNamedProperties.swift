import DOM

/// Named access on the window: `window.main` for `<div id="main">`, `window.logo` for
/// `<img name="logo">`. The names are the ids of the document's elements and the `name`
/// attributes of its `embed`, `form`, `img` and `object` elements, in tree order; the table is
/// rebuilt when the document changes.
///
/// Approximation: an `iframe`'s name or id gives the `iframe` element, not its window (there
/// are no nested browsing contexts).
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#named-access-on-the-window-object
final class WindowNamedProperties {
  let document: Document
  private var version: UInt64 = .max
  private var table: [String: [Element]] = [:]
  private var names: [String] = []

  init(document: Document) {
    self.document = document
  }

  /// The elements a name gives, in tree order (empty when the name is not supported).
  func elements(named name: String) -> [Element] {
    refresh()
    return table[name] ?? []
  }

  /// The supported property names, in tree order.
  var supportedNames: [String] {
    refresh()
    return names
  }

  private static let nameElements: Set<String> = ["embed", "form", "img", "object"]

  private func refresh() {
    guard version != document.domVersion else { return }
    table = [:]
    names = []
    func add(_ name: String, _ element: Element) {
      guard !name.isEmpty else { return }
      if let existing = table[name] {
        if existing.last !== element { table[name] = existing + [element] }
      } else {
        table[name] = [element]
        names.append(name)
      }
    }
    for element in document.descendantElements {
      if let id = element.attributeValue(localName: "id") { add(id, element) }
      if element.isHTMLElement, Self.nameElements.contains(element.localName),
        let name = element.attributeValue(localName: "name")
      {
        add(name, element)
      }
    }
    version = document.domVersion
  }
}
