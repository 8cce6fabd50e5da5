import DOM

/// The stack of open elements: the bottom (index 0) is the `html` element, the top is the
/// current node. Scope checks walk down from the top comparing tags (integers).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#the-stack-of-open-elements
struct StackOfOpenElements {
  private(set) var elements: [HTMLOpenElement] = []
  /// How many HTML elements of each tag are open (indexed by the tag's raw value): a scope
  /// check for a tag none is open of answers at once instead of walking the stack, which keeps
  /// deep nesting linear.
  private var htmlCounts = [Int32](repeating: 0, count: HTMLElementTag.allCases.count)

  /// The kinds of scope.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-the-specific-scope
  enum Scope {
    case `default`, listItem, button, table, select
  }

  var count: Int { elements.count }
  var isEmpty: Bool { elements.isEmpty }
  /// https://html.spec.whatwg.org/multipage/parsing.html#current-node
  var current: HTMLOpenElement? { elements.last }

  @inline(__always)
  private mutating func count(_ element: HTMLOpenElement, _ delta: Int32) {
    if element.namespace == .html { htmlCounts[Int(element.tag.rawValue)] += delta }
  }

  mutating func push(_ element: HTMLOpenElement) {
    count(element, 1)
    elements.append(element)
  }

  mutating func pop() { _ = popLast() }

  @discardableResult
  mutating func popLast() -> HTMLOpenElement? {
    guard let last = elements.popLast() else { return nil }
    count(last, -1)
    return last
  }

  /// Pops the top `k` elements.
  mutating func removeLast(_ k: Int) {
    for _ in 0..<k { pop() }
  }

  mutating func remove(at index: Int) {
    count(elements.remove(at: index), -1)
  }

  mutating func insert(_ element: HTMLOpenElement, at index: Int) {
    count(element, 1)
    elements.insert(element, at: index)
  }

  /// Replaces the element at `index` (the adoption agency's new formatting elements).
  mutating func replace(at index: Int, with element: HTMLOpenElement) {
    count(elements[index], -1)
    count(element, 1)
    elements[index] = element
  }

  /// Pops until an HTML element with this tag has been popped.
  mutating func popUntilPopped(_ tag: HTMLElementTag) {
    while let last = popLast() {
      if last.isHTML(tag) { return }
    }
  }

  /// Pops until one of the HTML headings has been popped.
  mutating func popUntilHeadingPopped() {
    while let last = popLast() {
      if last.namespace == .html && last.tag.isHeading { return }
    }
  }

  /// Pops until `node` has been popped.
  mutating func popUntilPopped(node: Element) {
    while let last = popLast() {
      if last.node === node { return }
    }
  }

  /// The index of `node` on the stack.
  func index(of node: Element) -> Int? {
    elements.lastIndex { $0.node === node }
  }

  /// Whether `element` is on the stack.
  func contains(_ element: HTMLOpenElement) -> Bool {
    if element.namespace == .html && htmlCounts[Int(element.tag.rawValue)] == 0 { return false }
    return index(of: element.node) != nil
  }

  /// Whether an HTML element with this tag is on the stack.
  func containsHTML(_ tag: HTMLElementTag) -> Bool {
    tag == .other ? elements.contains { $0.isHTML(tag) } : htmlCounts[Int(tag.rawValue)] > 0
  }

  /// Whether `element` ends a scope of this kind.
  @inline(__always)
  private static func isBoundary(_ element: HTMLOpenElement, _ scope: Scope) -> Bool {
    switch element.namespace {
    case .html:
      switch scope {
      case .table: return element.tag == .html || element.tag == .table || element.tag == .template
      case .select: return element.tag != .optgroup && element.tag != .option
      default: break
      }
      switch element.tag {
      case .applet, .caption, .html, .table, .td, .th, .marquee, .object, .template: return true
      case .ol, .ul: return scope == .listItem
      case .button: return scope == .button
      default: return false
      }
    case .mathml:
      if scope == .select { return true }
      if scope == .table { return false }
      switch element.tag {
      case .mi, .mo, .mn, .ms, .mtext, .annotationXML: return true
      default: return false
      }
    case .svg:
      if scope == .select { return true }
      if scope == .table { return false }
      switch element.tag {
      case .foreignObject, .desc, .title: return true
      default: return false
      }
    }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-the-specific-scope
  func hasInScope(_ tag: HTMLElementTag, _ scope: Scope = .default) -> Bool {
    if tag != .other && htmlCounts[Int(tag.rawValue)] == 0 { return false }
    for element in elements.reversed() {
      if element.isHTML(tag) { return true }
      if Self.isBoundary(element, scope) { return false }
    }
    return false
  }

  /// Whether an HTML element with this name (outside the tag table) is in scope.
  func hasInScope(_ tag: HTMLElementTag, name: [UInt8], _ scope: Scope = .default) -> Bool {
    for element in elements.reversed() {
      if element.isHTML(tag, name: name) { return true }
      if Self.isBoundary(element, scope) { return false }
    }
    return false
  }

  /// Whether `node` is in scope.
  func hasInScope(node: Element, _ scope: Scope = .default) -> Bool {
    for element in elements.reversed() {
      if element.node === node { return true }
      if Self.isBoundary(element, scope) { return false }
    }
    return false
  }

  /// Whether any of h1…h6 is in scope.
  func hasHeadingInScope() -> Bool {
    for element in elements.reversed() {
      if element.namespace == .html && element.tag.isHeading { return true }
      if Self.isBoundary(element, .default) { return false }
    }
    return false
  }

  /// Whether a `tbody`, `thead` or `tfoot` is in table scope.
  func hasTableSectionInTableScope() -> Bool {
    hasInScope(.tbody, .table) || hasInScope(.thead, .table) || hasInScope(.tfoot, .table)
  }

  /// Pops until the current node is one of the HTML elements `tags` (or `html`, `template`):
  /// "clear the stack back to a … context".
  mutating func clearBack(to tags: [HTMLElementTag]) {
    while let last = elements.last {
      if last.namespace == .html
        && (last.tag == .html || last.tag == .template || tags.contains(last.tag))
      {
        return
      }
      pop()
    }
  }
}
