import DOM
import Testing

/// `<div id=root>` holding `a` (with `a1`, text, `a2`), a comment, text and `b`.
private struct Sample {
  let document: Document
  let root: Element
  let a: Element
  let a1: Element
  let text: Text
  let a2: Element
  let comment: DOM.Comment
  let tail: Text
  let b: Element

  init() {
    document = makeHTMLDocument()
    root = document.make("div", id: "root")
    a = document.make("a")
    a1 = document.make("i")
    text = document.createTextNode("t")
    a2 = document.make("u")
    comment = document.createComment("c")
    tail = document.createTextNode("tail")
    b = document.make("b")
    for child in [a1, text, a2] as [Node] { a.appendChildForParser(child) }
    for child in [a, comment, tail, b] as [Node] { root.appendChildForParser(child) }
    document.body?.appendChildForParser(root)
  }
}

@Suite struct NodeTreeTests {
  @Test func parentNodeAndParentElement() throws {
    let sample = Sample()
    #expect(sample.a1.parentNode === sample.a)
    #expect(sample.a1.parentElement === sample.a)
    let html = try #require(sample.document.documentElement)
    #expect(html.parentNode === sample.document)
    #expect(html.parentElement == nil)
    #expect(sample.document.parentNode == nil)
    let fragment = sample.document.createDocumentFragment()
    let child = sample.document.make("p")
    try fragment.appendChild(child)
    #expect(child.parentNode === fragment)
    #expect(child.parentElement == nil)
  }

  @Test func childNodesIsLiveAndTheSameObjectWhileHeld() throws {
    let sample = Sample()
    let list = sample.root.childNodes
    #expect(list === sample.root.childNodes)
    #expect(list.isLive)
    #expect(list.length == 4)
    #expect(list.item(0) === sample.a)
    #expect(list[3] === sample.b)
    #expect(list.item(4) == nil)
    #expect(list.item(-1) == nil)
    try sample.root.appendChild(sample.document.make("p"))
    #expect(list.length == 5)
    #expect((list.item(4) as? Element)?.localName == "p")
    try sample.root.removeChild(sample.a)
    #expect(list.length == 4)
    #expect(list.item(0) === sample.comment)
    #expect(Array(list).map(label) == ["<!--c-->", "\"tail\"", "b", "p"])
  }

  @Test func childNodesTracksChangesWithoutAnIntermediateRead() throws {
    let sample = Sample()
    let list = sample.a.childNodes
    #expect(list.item(2) === sample.a2)
    sample.text.remove()
    #expect(list.item(1) === sample.a2)
    #expect(list.item(2) == nil)
    #expect(list.length == 2)
  }

  @Test func childNodesStaysLiveAfterAdoptionIntoAnotherDocument() throws {
    let first = Document()
    let other = first.make("p")
    // Advance the first document's mutation counter.
    for index in 0..<3 { other.setAttributeValue(localName: "a", String(index)) }
    let element = first.make("div")
    let list = element.childNodes
    #expect(list.length == 0)
    let second = Document()
    try second.adoptNode(element)
    try element.appendChild(second.make("a"))
    try element.appendChild(second.make("b"))
    #expect(list.length == 2)

  }

  @Test func childrenIsALiveHTMLCollectionOfElements() throws {
    let sample = Sample()
    let children = sample.root.children
    #expect(children === sample.root.children)
    #expect(children.length == 2)
    #expect(children[0] === sample.a)
    #expect(children.item(1) === sample.b)
    #expect(children.item(2) == nil)
    let p = sample.document.make("p", id: "pid")
    try sample.root.insertBefore(p, sample.comment)
    #expect(children.length == 3)
    #expect(children.item(1) === p)
    #expect(children.namedItem("pid") === p)
    sample.a.remove()
    #expect(children.elements.map(\.localName) == ["p", "b"])
  }

  @Test func siblingsAndElementSiblings() {
    let sample = Sample()
    #expect(sample.root.firstChild === sample.a)
    #expect(sample.root.lastChild === sample.b)
    #expect(sample.a.nextSibling === sample.comment)
    #expect(sample.comment.previousSibling === sample.a)
    #expect(sample.a.previousSibling == nil)
    #expect(sample.b.nextSibling == nil)
    #expect(sample.a.nextElementSibling === sample.b)
    #expect(sample.b.previousElementSibling === sample.a)
    #expect(sample.comment.nextElementSibling === sample.b)
    #expect(sample.tail.previousElementSibling === sample.a)
    #expect(sample.b.nextElementSibling == nil)
    #expect(sample.a.previousElementSibling == nil)
    #expect(sample.root.firstElementChild === sample.a)
    #expect(sample.root.lastElementChild === sample.b)
    #expect(sample.a1.firstElementChild == nil)
    #expect(sample.root.childElementCount == 2)
    #expect(sample.a.childElementCount == 2)
    #expect(sample.text.childElementCount == 0)
    #expect(sample.root.hasChildNodes())
    #expect(!sample.b.hasChildNodes())
  }

  @Test func contains() {
    let sample = Sample()
    #expect(sample.root.contains(sample.root))
    #expect(sample.root.contains(sample.text))
    #expect(sample.document.contains(sample.a1))
    #expect(!sample.a.contains(sample.b))
    #expect(!sample.text.contains(sample.a))
    #expect(!sample.root.contains(nil))
    #expect(!sample.root.contains(sample.document.make("x")))
  }

  @Test func rootAndConnection() throws {
    let sample = Sample()
    #expect(sample.a1.getRootNode() === sample.document)
    #expect(sample.a1.getRootNode(composed: true) === sample.document)
    #expect(sample.a1.isConnected)
    #expect(sample.document.isConnected)
    sample.root.remove()
    #expect(!sample.a1.isConnected)
    #expect(sample.a1.getRootNode() === sample.root)
    let fragment = sample.document.createDocumentFragment()
    try fragment.appendChild(sample.root)
    #expect(sample.a1.getRootNode() === fragment)
    #expect(!sample.a1.isConnected)
    let lonely = sample.document.make("x")
    #expect(lonely.getRootNode() === lonely)
  }

  // MARK: compareDocumentPosition

  /// The expected bits of `x.compareDocumentPosition(y)` for nodes of the sample tree.
  struct PositionCase: Sendable, CustomTestStringConvertible {
    let from: String
    let to: String
    let expected: UInt16
    var testDescription: String { "\(from) → \(to): \(expected)" }
  }

  // DOCUMENT_POSITION_ bits: 1 disconnected, 2 preceding, 4 following, 8 contains,
  // 16 contained by, 32 implementation-specific.
  static let positionCases: [PositionCase] = [
    PositionCase(from: "a", to: "a", expected: 0),
    PositionCase(from: "a", to: "b", expected: 4),
    PositionCase(from: "b", to: "a", expected: 2),
    PositionCase(from: "a", to: "a1", expected: 20),
    PositionCase(from: "a1", to: "a", expected: 10),
    PositionCase(from: "root", to: "text", expected: 20),
    PositionCase(from: "text", to: "root", expected: 10),
    PositionCase(from: "a2", to: "b", expected: 4),
    PositionCase(from: "b", to: "a2", expected: 2),
    PositionCase(from: "a1", to: "a2", expected: 4),
    PositionCase(from: "comment", to: "tail", expected: 4),
    PositionCase(from: "document", to: "b", expected: 20),
    PositionCase(from: "b", to: "document", expected: 10),
  ]

  @Test(arguments: positionCases)
  func compareDocumentPosition(_ testCase: PositionCase) throws {
    let sample = Sample()
    let nodes: [String: Node] = [
      "document": sample.document, "root": sample.root, "a": sample.a, "a1": sample.a1,
      "text": sample.text, "a2": sample.a2, "comment": sample.comment, "tail": sample.tail,
      "b": sample.b,
    ]
    let from = try #require(nodes[testCase.from])
    let to = try #require(nodes[testCase.to])
    #expect(from.compareDocumentPosition(to).rawValue == testCase.expected)
  }

  @Test func compareDocumentPositionOfDisconnectedNodesIsConsistent() {
    let sample = Sample()
    let lonely = sample.document.make("x")
    let forward = sample.a.compareDocumentPosition(lonely)
    let backward = lonely.compareDocumentPosition(sample.a)
    #expect(forward.contains(.disconnected) && forward.contains(.implementationSpecific))
    #expect(backward.contains(.disconnected) && backward.contains(.implementationSpecific))
    let forwardOrder = forward.intersection([.preceding, .following])
    let backwardOrder = backward.intersection([.preceding, .following])
    #expect(
      (forwardOrder == .preceding && backwardOrder == .following)
        || (forwardOrder == .following && backwardOrder == .preceding))
    #expect(!forward.contains(.contains) && !forward.contains(.containedBy))
    // The same answer when asked again.
    #expect(sample.a.compareDocumentPosition(lonely) == forward)
    // Nodes of another document are disconnected too.
    let other = Document()
    #expect(other.compareDocumentPosition(sample.document).contains(.disconnected))
  }

  @Test func compareDocumentPositionWithAttributes() throws {
    let sample = Sample()
    try sample.a.setAttribute("x", "1")
    try sample.a.setAttribute("y", "2")
    let x = try #require(sample.a.getAttributeNode("x"))
    let y = try #require(sample.a.getAttributeNode("y"))
    // Two attributes of one element: implementation-specific, in attribute-list order.
    #expect(x.compareDocumentPosition(y) == [.implementationSpecific, .following])
    #expect(y.compareDocumentPosition(x) == [.implementationSpecific, .preceding])
    // An attribute and its element: the element contains it.
    #expect(x.compareDocumentPosition(sample.a) == [.contains, .preceding])
    #expect(sample.a.compareDocumentPosition(x) == [.containedBy, .following])
    // An attribute and a child of its element: tree order of the element.
    #expect(x.compareDocumentPosition(sample.a1) == .following)
    #expect(sample.a1.compareDocumentPosition(x) == .preceding)
    #expect(x.compareDocumentPosition(sample.b) == .following)
    #expect(sample.b.compareDocumentPosition(x) == .preceding)
    // An attribute and an ancestor of its element.
    #expect(x.compareDocumentPosition(sample.root) == [.contains, .preceding])
    // A detached attribute is disconnected.
    let detached = try sample.document.createAttribute("z")
    #expect(detached.compareDocumentPosition(sample.a).contains(.disconnected))
  }

  // MARK: Equality

  @Test func isEqualNodeAndIsSameNode() throws {
    let document = Document()
    func build() throws -> Element {
      let element = document.make("div")
      try element.setAttribute("a", "1")
      try element.setAttribute("b", "2")
      try element.append([
        .string("x"), .node(document.make("p")), .node(document.createComment("c")),
      ])
      return element
    }
    let one = try build()
    let two = try build()
    #expect(one.isEqualNode(two))
    #expect(!one.isSameNode(two))
    #expect(one.isSameNode(one))
    #expect(!one.isEqualNode(nil))
    // Attribute order does not matter.
    let reordered = document.make("div")
    try reordered.setAttribute("b", "2")
    try reordered.setAttribute("a", "1")
    try reordered.append([
      .string("x"), .node(document.make("p")), .node(document.createComment("c")),
    ])
    #expect(one.isEqualNode(reordered))
    try two.setAttribute("b", "3")
    #expect(!one.isEqualNode(two))
    #expect(!document.createTextNode("a").isEqualNode(document.createComment("a")))
    #expect(document.createTextNode("a").isEqualNode(document.createTextNode("a")))
    #expect(!document.createTextNode("a").isEqualNode(document.createTextNode("b")))
    // Different namespaces.
    #expect(!document.make("title").isEqualNode(document.makeSVG("title")))
    let doctype1 = try document.implementation.createDocumentType("html", "p", "s")
    let doctype2 = try document.implementation.createDocumentType("html", "p", "")
    #expect(!doctype1.isEqualNode(doctype2))
    #expect(doctype1.isEqualNode(try document.implementation.createDocumentType("html", "p", "s")))
  }

  // MARK: Cloning

  @Test func cloneNodeShallowAndDeep() throws {
    let sample = Sample()
    try sample.a.setAttribute("href", "/x")
    let shallow = try #require(try sample.a.cloneNode() as? Element)
    #expect(shallow !== sample.a)
    #expect(shallow.localName == "a")
    #expect(shallow.getAttribute("href") == "/x")
    #expect(shallow.firstChild == nil)
    #expect(shallow.parentNode == nil)
    #expect(shallow.ownerDocument === sample.document)
    let deep = try #require(try sample.a.cloneNode(deep: true) as? Element)
    #expect(deep.isEqualNode(sample.a))
    #expect(childLabels(deep) == ["i", "\"t\"", "u"])
    #expect(deep.firstChild !== sample.a1)
    // The copies are independent.
    try deep.setAttribute("href", "/y")
    #expect(sample.a.getAttribute("href") == "/x")
    let attr = try #require(sample.a.getAttributeNode("href"))
    #expect(deep.getAttributeNode("href") !== attr)
  }

  @Test func cloneNodeOfTemplateClonesContentsWhenDeep() throws {
    let document = makeHTMLDocument()
    let template = try #require(try document.createElement("template") as? HTMLTemplateElement)
    try template.content.append([.node(document.make("p")), .string("x")])
    let shallow = try #require(try template.cloneNode() as? HTMLTemplateElement)
    #expect(shallow.content.firstChild == nil)
    let deep = try #require(try template.cloneNode(deep: true) as? HTMLTemplateElement)
    #expect(childLabels(deep.content) == ["p", "\"x\""])
    #expect(deep.content !== template.content)
    #expect(deep.content.firstChild !== template.content.firstChild)
    #expect(deep.content.ownerDocument === template.content.ownerDocument)
  }

  @Test func cloneNodeOfOtherNodeTypes() throws {
    let document = makeHTMLDocument(title: "T")
    let text = try #require(try document.createTextNode("x").cloneNode() as? Text)
    #expect(text.data == "x")
    let comment = try #require(try document.createComment("c").cloneNode() as? DOM.Comment)
    #expect(comment.data == "c")
    let copy = try #require(try document.cloneNode(deep: true) as? Document)
    #expect(copy !== document)
    #expect(copy.title == "T")
    #expect(copy.documentElement?.ownerDocument === copy)
    #expect(copy.doctype?.name == "html")
    let empty = try #require(try document.cloneNode() as? Document)
    #expect(empty.firstChild == nil)
    #expect(empty.isHTMLDocument)
  }

  // MARK: Adoption

  @Test func importNodeCopiesIntoTheDocument() throws {
    let source = makeHTMLDocument()
    let target = makeHTMLDocument()
    let element = source.make("div")
    try element.setAttribute("a", "1")
    try element.appendChild(source.make("p"))
    let shallow = try target.importNode(element)
    #expect(shallow.ownerDocument === target)
    #expect(shallow.firstChild == nil)
    let deep = try target.importNode(element, deep: true)
    #expect(deep.firstChild?.ownerDocument === target)
    #expect(element.ownerDocument === source)
    #expect(domErrorName { _ = try target.importNode(source) } == .notSupportedError)
  }

  @Test func adoptNodeChangesTheNodeDocumentOfTheWholeSubtree() throws {
    let source = makeHTMLDocument()
    let target = makeHTMLDocument()
    let element = source.make("div")
    let child = source.make("p")
    let text = source.createTextNode("x")
    try element.appendChild(child)
    try child.appendChild(text)
    try child.setAttribute("class", "k")
    let attr = try #require(child.getAttributeNode("class"))
    try source.body?.appendChild(element)
    #expect(try target.adoptNode(element) === element)
    #expect(element.parentNode == nil)
    #expect(source.body?.firstChild == nil)
    for node in [element, child, text, attr] as [Node] {
      #expect(node.ownerDocument === target)
    }
    #expect(attr.ownerElement === child)
    #expect(domErrorName { try target.adoptNode(source) } == .notSupportedError)
  }

  @Test func adoptNodeOfAnAttrDetachesIt() throws {
    let source = makeHTMLDocument()
    let target = makeHTMLDocument()
    let element = source.make("div")
    try element.setAttribute("a", "1")
    let attr = try #require(element.getAttributeNode("a"))
    try target.adoptNode(attr)
    #expect(attr.ownerElement == nil)
    #expect(attr.ownerDocument === target)
    #expect(attr.value == "1")
    #expect(!element.hasAttribute("a"))
  }

  @Test func adoptingATemplateMovesItsContents() throws {
    let source = makeHTMLDocument()
    let target = makeHTMLDocument()
    let template = try #require(try source.createElement("template") as? HTMLTemplateElement)
    try template.content.appendChild(source.make("p"))
    try target.adoptNode(template)
    #expect(template.ownerDocument === target)
    #expect(template.content.ownerDocument === target.appropriateTemplateContentsOwnerDocument)
    #expect(
      template.content.firstChild?.ownerDocument === target.appropriateTemplateContentsOwnerDocument
    )
  }

  // MARK: normalize

  @Test func normalizeMergesAdjacentTextAndRemovesEmptyText() throws {
    let document = Document()
    let root = document.make("div")
    let inner = document.make("p")
    let first = document.createTextNode("a")
    try root.append([
      .node(first), .string("b"), .string(""), .string("c"), .node(inner), .string(""),
      .node(document.createComment("x")), .string("d"), .string("e"),
    ])
    try inner.append([.string(""), .string("1"), .string("2")])
    root.normalize()
    #expect(childLabels(root) == ["\"abc\"", "p", "<!--x-->", "\"de\""])
    #expect(root.firstChild === first)
    #expect(childLabels(inner) == ["\"12\""])
    let onlyEmpty = document.make("div")
    try onlyEmpty.append([.string(""), .string("")])
    onlyEmpty.normalize()
    #expect(onlyEmpty.firstChild == nil)
  }

  // MARK: textContent

  @Test func textContentGet() throws {
    let sample = Sample()
    #expect(sample.root.textContent == "ttail")
    #expect(sample.text.textContent == "t")
    #expect(sample.comment.textContent == "c")
    #expect(sample.document.textContent == nil)
    #expect(sample.document.doctype?.textContent == nil)
    let fragment = sample.document.createDocumentFragment()
    try fragment.append([.string("x"), .node(sample.document.make("p"))])
    #expect(fragment.textContent == "x")
    try sample.a.setAttribute("k", "v")
    #expect(sample.a.getAttributeNode("k")?.textContent == "v")
  }

  /// The descendant text walk: every Text and CDATASection in tree order at any depth, no
  /// comment or attribute text, a single text node's string as it is, non-ASCII kept.
  @Test func textContentWalksEveryTextDescendant() throws {
    let document = Document(isHTML: false, contentType: "application/xml")
    let root = try document.createElement("r")
    #expect(root.textContent == "")
    let only = document.createTextNode("just one é")
    let holder = try document.createElement("h")
    holder.appendChildForParser(only)
    root.appendChildForParser(holder)
    #expect(holder.textContent == "just one é")
    var parent: Element = root
    for depth in 0..<200 {
      let child = try document.createElement("d")
      parent.appendChildForParser(child)
      parent.appendChildForParser(document.createComment("no"))
      parent.appendChildForParser(document.createTextNode("\(depth)"))
      parent = child
    }
    parent.appendChildForParser(try document.createCDATASection("<cdata>"))
    parent.appendChildForParser(document.createTextNode("😀"))
    try root.setAttribute("title", "not text")
    // Tree order: each level's number follows its deeper levels (the text comes after the
    // child element), so the numbers read from the deepest up, after the deepest texts.
    let expected =
      "just one é" + "<cdata>" + "😀" + (0..<200).reversed().map(String.init).joined()
    #expect(root.textContent == expected)
  }

  @Test func textContentSet() throws {
    let sample = Sample()
    sample.root.textContent = "new <b>"
    #expect(sample.root.childNodes.length == 1)
    #expect((sample.root.firstChild as? Text)?.data == "new <b>")
    #expect(sample.a.parentNode == nil)
    sample.root.textContent = ""
    #expect(sample.root.firstChild == nil)
    sample.root.textContent = "x"
    sample.root.textContent = nil
    #expect(sample.root.firstChild == nil)
    sample.text.textContent = "changed"
    #expect(sample.text.data == "changed")
    // No effect on a document or a doctype.
    sample.document.textContent = "ignored"
    #expect(sample.document.documentElement != nil)
    sample.document.doctype?.textContent = "ignored"
    #expect(sample.document.doctype?.name == "html")
  }

  // MARK: Text and CharacterData

  @Test func splitTextAndWholeText() throws {
    let document = Document()
    let parent = document.make("p")
    let text = document.createTextNode("hello world")
    try parent.append([.string("<"), .node(text), .node(document.make("b")), .string("!")])
    let rest = try text.splitText(5)
    #expect(text.data == "hello")
    #expect(rest.data == " world")
    #expect(text.nextSibling === rest)
    #expect(rest.parentNode === parent)
    #expect(text.wholeText == "<hello world")
    #expect(rest.wholeText == "<hello world")
    let end = try rest.splitText(rest.length)
    #expect(end.data == "")
    #expect(rest.data == " world")
    #expect(domErrorName { try text.splitText(6) } == .indexSizeError)
    #expect(domErrorName { try text.splitText(-1) } == .indexSizeError)
    // A text node without a parent splits too.
    let lonely = document.createTextNode("ab")
    let b = try lonely.splitText(1)
    #expect(b.parentNode == nil && lonely.data == "a" && b.data == "b")
  }

  @Test func splitTextCountsUTF16CodeUnits() throws {
    let document = Document()
    let parent = document.make("p")
    let text = document.createTextNode("a😀b")
    try parent.appendChild(text)
    #expect(text.length == 4)
    let rest = try text.splitText(3)
    #expect(text.data == "a😀")
    #expect(rest.data == "b")
  }

  struct CharacterDataCase: Sendable, CustomTestStringConvertible {
    enum Operation: Sendable {
      case substring(Int, Int)
      case insert(Int, String)
      case delete(Int, Int)
      case replace(Int, Int, String)
    }
    let data: String
    let operation: Operation
    /// The substring, or the data after the change; `nil` when it throws IndexSizeError.
    let expected: String?
    var testDescription: String {
      "\(data.debugDescription) \(operation) → \(expected ?? "throws")"
    }
  }

  static let characterDataCases: [CharacterDataCase] = [
    CharacterDataCase(data: "hello", operation: .substring(1, 3), expected: "ell"),
    CharacterDataCase(data: "hello", operation: .substring(1, 100), expected: "ello"),
    CharacterDataCase(data: "hello", operation: .substring(5, 1), expected: ""),
    CharacterDataCase(data: "hello", operation: .substring(6, 0), expected: nil),
    CharacterDataCase(data: "hello", operation: .substring(-1, 1), expected: nil),
    CharacterDataCase(data: "a😀b", operation: .substring(1, 2), expected: "😀"),
    CharacterDataCase(data: "a😀b", operation: .substring(3, 1), expected: "b"),
    CharacterDataCase(data: "a😀b", operation: .substring(0, 4), expected: "a😀b"),
    CharacterDataCase(data: "a😀b", operation: .substring(5, 0), expected: nil),
    CharacterDataCase(data: "hello", operation: .insert(0, ">"), expected: ">hello"),
    CharacterDataCase(data: "hello", operation: .insert(5, "!"), expected: "hello!"),
    CharacterDataCase(data: "hello", operation: .insert(6, "!"), expected: nil),
    CharacterDataCase(data: "a😀b", operation: .insert(3, "x"), expected: "a😀xb"),
    CharacterDataCase(data: "a😀b", operation: .insert(1, "é"), expected: "aé😀b"),
    CharacterDataCase(data: "hello", operation: .delete(1, 3), expected: "ho"),
    CharacterDataCase(data: "hello", operation: .delete(2, 100), expected: "he"),
    CharacterDataCase(data: "hello", operation: .delete(5, 1), expected: "hello"),
    CharacterDataCase(data: "hello", operation: .delete(7, 1), expected: nil),
    CharacterDataCase(data: "a😀b", operation: .delete(1, 2), expected: "ab"),
    CharacterDataCase(data: "hello", operation: .replace(1, 3, "ipp"), expected: "hippo"),
    CharacterDataCase(data: "hello", operation: .replace(0, 100, "z"), expected: "z"),
    CharacterDataCase(data: "hello", operation: .replace(9, 0, "z"), expected: nil),
    CharacterDataCase(data: "a😀b", operation: .replace(1, 2, "🎉🎉"), expected: "a🎉🎉b"),
    CharacterDataCase(data: "a😀b", operation: .replace(0, 3, ""), expected: "b"),
  ]

  @Test(arguments: characterDataCases)
  func characterDataOperations(_ testCase: CharacterDataCase) throws {
    let document = Document()
    for node in [document.createTextNode(testCase.data), document.createComment(testCase.data)]
      as [CharacterData]
    {
      var result: String?
      let error = domErrorName {
        switch testCase.operation {
        case .substring(let offset, let count):
          result = try node.substringData(offset: offset, count: count)
        case .insert(let offset, let data):
          try node.insertData(offset: offset, data)
          result = node.data
        case .delete(let offset, let count):
          try node.deleteData(offset: offset, count: count)
          result = node.data
        case .replace(let offset, let count, let data):
          try node.replaceData(offset: offset, count: count, with: data)
          result = node.data
        }
      }
      if let expected = testCase.expected {
        #expect(error == nil)
        #expect(result == expected)
      } else {
        #expect(error == .indexSizeError)
        #expect(node.data == testCase.data)
      }
    }
  }

  @Test func characterDataBasics() {
    let document = Document()
    let text = document.createTextNode("a😀")
    #expect(text.length == 3)
    #expect(text.nodeValue == "a😀")
    text.appendData("b")
    #expect(text.data == "a😀b")
    text.nodeValue = nil
    #expect(text.data == "")
    text.data = "x"
    #expect(text.textContent == "x")
    #expect(text.nodeName == "#text")
    #expect(document.createComment("").nodeName == "#comment")
    #expect(document.make("div").nodeValue == nil)
  }
}
