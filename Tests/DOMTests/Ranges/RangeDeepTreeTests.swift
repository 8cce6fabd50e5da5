import DOM
import Testing

/// Two chains of `depth` nested `<div>`s under one `<section>` in `body`, ending in the text
/// nodes "abc" (left) and "xyz" (right).
private struct DeepTree {
  let document = makeHTMLDocument()
  let section: Element
  let left: Text
  let right: Text

  init(depth: Int) throws {
    section = document.make("section")
    try document.body?.appendChild(section)
    left = document.createTextNode("abc")
    right = document.createTextNode("xyz")
    for (text, name) in [(left, "left"), (right, "right")] {
      var parent: Node = section
      for _ in 0..<depth {
        let div = document.make("div")
        try div.setAttribute("class", name)
        try parent.appendChild(div)
        parent = div
      }
      try parent.appendChild(text)
    }
  }

  /// From after "a" in the left chain to before "z" in the right one.
  func range() throws -> Range {
    let range = document.createRange()
    try range.setStart(left, 1)
    try range.setEnd(right, 2)
    return range
  }
}

/// The number of elements from `node` down its first children, and the text at the bottom.
private func chainDepth(_ node: Node) -> (depth: Int, text: String?) {
  var depth = 0
  var current: Node? = node
  while let each = current, each is Element {
    depth += 1
    current = each.firstChild
  }
  return (depth, (current as? Text)?.data)
}

/// Ranges whose boundaries sit 100,000 levels deep: the extract and clone algorithms recurse
/// once per level in the spec; ours must take time linear in the depth and no stack per
/// level (a script can build such a tree in a second, and a recursion this deep overflows
/// the stack; the former per-level boundary comparisons made it quadratic).
@Suite struct RangeDeepTreeTests {
  static let depth = 100_000

  @Test func extractRebuildsBothChains() throws {
    let tree = try DeepTree(depth: Self.depth)
    let range = try tree.range()
    let fragment = try range.extractContents()
    #expect(fragment.childCount == 2)
    let leftClone = try #require(fragment.firstChild)
    let rightClone = try #require(fragment.lastChild)
    #expect(chainDepth(leftClone) == (Self.depth, "bc"))
    #expect(chainDepth(rightClone) == (Self.depth, "xy"))
    #expect((leftClone as? Element)?.getAttribute("class") == "left")
    #expect(tree.left.data == "a" && tree.right.data == "z")
    // Collapsed after the left chain, in the section.
    #expect(range.collapsed && range.startContainer === tree.section && range.startOffset == 1)
  }

  @Test func cloneLeavesTheTreeAlone() throws {
    let tree = try DeepTree(depth: Self.depth)
    let range = try tree.range()
    let fragment = try range.cloneContents()
    #expect(chainDepth(try #require(fragment.firstChild)) == (Self.depth, "bc"))
    #expect(chainDepth(try #require(fragment.lastChild)) == (Self.depth, "xy"))
    #expect(tree.left.data == "abc" && tree.right.data == "xyz")
    #expect(range.startContainer === tree.left && range.endContainer === tree.right)
  }

  @Test func deleteStringifyAndSurround() throws {
    let tree = try DeepTree(depth: Self.depth)
    let range = try tree.range()
    #expect(range.stringValue == "bcxy")
    #expect(
      domErrorName { try range.surroundContents(tree.document.make("span")) }
        == .invalidStateError)
    range.deleteContents()
    #expect(tree.left.data == "a" && tree.right.data == "z")
    #expect(range.collapsed && range.startContainer === tree.section && range.startOffset == 1)
    #expect(chainDepth(try #require(tree.section.firstChild)) == (Self.depth, "a"))
  }

  /// Removing the children of a long list from its end, while a live range exists elsewhere:
  /// each removal used to count the removed child's index (a walk over its previous
  /// siblings), which only a range in that list needs.
  @Test func emptyingALongListFromItsEnd() throws {
    let tree = try DeepTree(depth: 3)
    let range = try tree.range()
    let list = tree.document.make("ul")
    try tree.section.appendChild(list)
    for _ in 0..<100_000 { try list.appendChild(tree.document.make("li")) }
    while let last = list.lastChild { try list.removeChild(last) }
    #expect(list.childCount == 0)
    #expect(range.startContainer === tree.left && range.startOffset == 1)
    #expect(range.endContainer === tree.right && range.endOffset == 2)
  }
}
