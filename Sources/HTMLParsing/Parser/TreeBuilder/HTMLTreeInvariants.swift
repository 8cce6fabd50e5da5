import DOM

/// What must hold of any tree the tree builder makes, whatever the input: checked by the tree
/// builder's fuzz target (`FuzzTreeBuilder`, docs/fuzzing.md) and its robustness tests.
///
/// The tree is well formed (every child's parent is the node whose child list holds it, the
/// sibling links agree both ways, the last child is the end of the list, no node is reached
/// twice; template contents included), and, with a depth limit, no element is nested deeper than
/// the limit lets the parser nest it.
package enum HTMLTreeInvariants {
  /// Describes the first inconsistency of the tree under `root` (its template contents
  /// included), or `nil` when it is well formed. Iterative: parser trees can be deep.
  package static func wellFormednessProblem(_ root: Node) -> String? {
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var pending: [Node] = [root]
    while let node = pending.popLast() {
      if let template = node as? HTMLTemplateElement {
        let content = template.content
        if content.parentNode != nil { return "the contents of a template have a parent" }
        guard seen.insert(ObjectIdentifier(content)).inserted else {
          return "a template's contents are reached twice"
        }
        pending.append(content)
      }
      var child = node.firstChild
      var previous: Node? = nil
      while let current = child {
        guard current.parentNode === node else {
          return "a child of \(describe(node)) has another parent: \(describe(current))"
        }
        guard current.previousSibling === previous else {
          return "\(describe(current)) in \(describe(node)) has the wrong previous sibling"
        }
        guard seen.insert(ObjectIdentifier(current)).inserted else {
          return "\(describe(current)) is reached twice"
        }
        pending.append(current)
        previous = current
        child = current.nextSibling
      }
      guard node.lastChild === previous else {
        return "the last child of \(describe(node)) is not the end of its child list"
      }
    }
    return nil
  }

  /// How many elements are under `root` (template contents included), and the greatest
  /// element depth there, counting `root`'s children at `rootDepth + 1` and a template's
  /// contents one below the template (the parser's stack of open elements holds the template
  /// while its contents are built).
  package static func elements(under root: Node, rootDepth: Int) -> (
    count: Int, maximumDepth: Int
  ) {
    var count = 0
    var deepest = rootDepth
    var pending: [(Node, Int)] = [(root, rootDepth)]
    while let (node, depth) = pending.popLast() {
      if let template = node as? HTMLTemplateElement { pending.append((template.content, depth)) }
      var child = node.firstChild
      while let current = child {
        if current is Element {
          count += 1
          deepest = max(deepest, depth + 1)
          pending.append((current, depth + 1))
        }
        child = current.nextSibling
      }
    }
    return (count, deepest)
  }

  static func describe(_ node: Node) -> String {
    if let element = node as? Element { return "<\(element.localName)>" }
    return node.nodeName
  }
}
