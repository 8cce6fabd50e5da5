import DOM

/// The stack of open elements: the bottom (index 0) is the `html` element, the top is the
/// current node. Scope checks walk down from the top comparing tags (integers).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#the-stack-of-open-elements
struct StackOfOpenElements {
  var elements: [HTMLOpenElement] = []

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

  mutating func push(_ element: HTMLOpenElement) { elements.append(element) }
  mutating func pop() { _ = elements.popLast() }

  /// Pops until an HTML element with this tag has been popped.
  mutating func popUntilPopped(_ tag: HTMLElementTag) {
    while let last = elements.popLast() {
      if last.isHTML(tag) { return }
    }
  }

  /// Pops until one of the HTML headings has been popped.
  mutating func popUntilHeadingPopped() {
    while let last = elements.popLast() {
      if last.namespace == .html && last.tag.isHeading { return }
    }
  }

  /// Pops until `node` has been popped.
  mutating func popUntilPopped(node: Element) {
    while let last = elements.popLast() {
      if last.node === node { return }
    }
  }

  /// The index of `node` on the stack.
  func index(of node: Element) -> Int? {
    elements.lastIndex { $0.node === node }
  }

  func contains(_ node: Element) -> Bool { index(of: node) != nil }

  /// Whether an HTML element with this tag is on the stack.
  func containsHTML(_ tag: HTMLElementTag) -> Bool {
    elements.contains { $0.isHTML(tag) }
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
      elements.removeLast()
    }
  }
}
