import DOM
import Testing

@Suite struct SelectionTests {
  private func setUp() throws -> (Document, Text, Text) {
    let document = makeHTMLDocument()
    let p = document.make("p")
    let first = document.createTextNode("first")
    let q = document.make("q")
    let second = document.createTextNode("second")
    try document.body?.appendChild(p)
    try p.appendChild(first)
    try document.body?.appendChild(q)
    try q.appendChild(second)
    return (document, first, second)
  }

  @Test func emptySelection() throws {
    let (document, _, _) = try setUp()
    let selection = document.getSelection()
    #expect(selection === document.getSelection())
    #expect(selection.rangeCount == 0 && selection.type == "None" && selection.isCollapsed)
    #expect(selection.anchorNode == nil && selection.focusOffset == 0)
    #expect(domErrorName { _ = try selection.getRangeAt(0) } == .indexSizeError)
    #expect(domErrorName { try selection.collapseToStart() } == .invalidStateError)
    #expect(domErrorName { try selection.extend(document, 0) } == .invalidStateError)
  }

  @Test func addRangeAndDirection() throws {
    let (document, first, second) = try setUp()
    let selection = document.getSelection()
    let range = document.createRange()
    try range.setStart(first, 1)
    try range.setEnd(second, 3)
    selection.addRange(range)
    #expect(try selection.getRangeAt(0) === range)
    #expect(selection.type == "Range" && selection.direction == .forward)
    #expect(selection.anchorNode === first && selection.focusNode === second)
    // A second range is ignored, as in Safari.
    selection.addRange(document.createRange())
    #expect(try selection.getRangeAt(0) === range)
    #expect(domErrorName { try selection.removeRange(document.createRange()) } == .notFoundError)
    try selection.removeRange(range)
    #expect(selection.rangeCount == 0)
  }

  @Test func setBaseAndExtentBackwards() throws {
    let (document, first, second) = try setUp()
    let selection = document.getSelection()
    try selection.setBaseAndExtent(second, 2, first, 1)
    #expect(selection.direction == .backward)
    #expect(selection.anchorNode === second && selection.anchorOffset == 2)
    #expect(selection.focusNode === first && selection.focusOffset == 1)
    let range = try selection.getRangeAt(0)
    #expect(range.startContainer === first && range.endContainer === second)
    #expect(domErrorName { try selection.setBaseAndExtent(first, 9, first, 0) } == .indexSizeError)
  }

  @Test func collapseAndExtend() throws {
    let (document, first, second) = try setUp()
    let selection = document.getSelection()
    try selection.collapse(first, 2)
    #expect(selection.type == "Caret" && selection.isCollapsed)
    try selection.extend(second, 4)
    #expect(selection.direction == .forward && selection.focusNode === second)
    try selection.extend(first, 0)
    #expect(selection.direction == .backward)
    #expect(selection.anchorNode === first && selection.anchorOffset == 2)
    try selection.collapseToEnd()
    #expect(selection.isCollapsed && selection.anchorOffset == 2)
    try selection.collapse(nil)
    #expect(selection.rangeCount == 0)
    // A node outside the document is ignored.
    try selection.collapse(document.make("div"), 0)
    #expect(selection.rangeCount == 0)
  }

  @Test func selectAllChildrenContainsNodeAndDelete() throws {
    let (document, first, second) = try setUp()
    let selection = document.getSelection()
    guard let body = document.body, let p = first.parentNode else {
      Issue.record("no body")
      return
    }
    try selection.selectAllChildren(p)
    #expect(selection.containsNode(first))
    #expect(!selection.containsNode(second))
    #expect(selection.containsNode(p, allowPartialContainment: true))
    selection.deleteFromDocument()
    #expect(p.childCount == 0)
    #expect(body.childCount == 2)
  }

  @Test func selectionRangeIsLive() throws {
    let (document, first, _) = try setUp()
    let selection = document.getSelection()
    try selection.setBaseAndExtent(first, 1, first, 4)
    try first.insertData(offset: 0, "##")
    #expect(selection.anchorOffset == 3 && selection.focusOffset == 6)
  }
}
