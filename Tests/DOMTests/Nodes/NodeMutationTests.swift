import DOM
import Testing

/// One validity check: a tree is built and mutated inside `run`, which returns the error name.
struct ValidityCase: Sendable, CustomTestStringConvertible {
  let name: String
  let expected: DOMException.Name?
  let run: @Sendable () -> DOMException.Name?

  init(
    _ name: String, _ expected: DOMException.Name?,
    _ run: @escaping @Sendable () -> DOMException.Name?
  ) {
    self.name = name
    self.expected = expected
    self.run = run
  }

  var testDescription: String { name }
}

/// A document with a doctype and an `html` root (no children), for document-child checks.
private func documentWithDoctypeAndRoot() -> (Document, DocumentType, Element) {
  let document = Document()
  let doctype = document.createDocumentTypeForParser(name: "html", publicId: "", systemId: "")
  let root = document.make("html")
  document.appendChildForParser(doctype)
  document.appendChildForParser(root)
  return (document, doctype, root)
}

/// https://dom.spec.whatwg.org/#concept-node-ensure-pre-insertion-validity and
/// https://dom.spec.whatwg.org/#concept-node-replace
@Suite struct NodeMutationValidityTests {
  static let preInsertionCases: [ValidityCase] = [
    ValidityCase("insert into a Text", .hierarchyRequestError) {
      let document = Document()
      let text = document.createTextNode("t")
      return domErrorName { try text.appendChild(document.make("b")) }
    },
    ValidityCase("insert into a Comment", .hierarchyRequestError) {
      let document = Document()
      let comment = document.createComment("c")
      return domErrorName { try comment.appendChild(document.createTextNode("x")) }
    },
    ValidityCase("insert into a doctype", .hierarchyRequestError) {
      let (document, doctype, _) = documentWithDoctypeAndRoot()
      return domErrorName { try doctype.appendChild(document.make("b")) }
    },
    ValidityCase("insert a node into itself", .hierarchyRequestError) {
      let element = Document().make("div")
      return domErrorName { try element.appendChild(element) }
    },
    ValidityCase("insert an ancestor into its descendant", .hierarchyRequestError) {
      let document = Document()
      let outer = document.make("div")
      let middle = document.make("p")
      let inner = document.make("span")
      outer.appendChildForParser(middle)
      middle.appendChildForParser(inner)
      return domErrorName { try inner.appendChild(outer) }
    },
    ValidityCase("insert the document into an element", .hierarchyRequestError) {
      let (document, _, root) = documentWithDoctypeAndRoot()
      return domErrorName { try root.appendChild(document) }
    },
    ValidityCase("insert another document into a detached element", .hierarchyRequestError) {
      let other = Document()
      let element = Document().make("div")
      return domErrorName { try element.appendChild(other) }
    },
    ValidityCase("insert an Attr", .hierarchyRequestError) {
      let document = Document()
      let element = document.make("div")
      return domErrorName { try element.appendChild(try document.createAttribute("a")) }
    },
    ValidityCase("Text into a document", .hierarchyRequestError) {
      let document = Document()
      return domErrorName { try document.appendChild(document.createTextNode("x")) }
    },
    ValidityCase("Comment into a document", nil) {
      let (document, _, _) = documentWithDoctypeAndRoot()
      return domErrorName { try document.appendChild(document.createComment("x")) }
    },
    ValidityCase("doctype into an element", .hierarchyRequestError) {
      let document = Document()
      let doctype = try? document.implementation.createDocumentType("html", "", "")
      let element = document.make("div")
      guard let doctype else { return .notFoundError }
      return domErrorName { try element.appendChild(doctype) }
    },
    ValidityCase("doctype into a fragment", .hierarchyRequestError) {
      let document = Document()
      let doctype = document.createDocumentTypeForParser(name: "html", publicId: "", systemId: "")
      return domErrorName { try document.createDocumentFragment().appendChild(doctype) }
    },
    ValidityCase("second element into a document", .hierarchyRequestError) {
      let (document, _, _) = documentWithDoctypeAndRoot()
      return domErrorName { try document.appendChild(document.make("div")) }
    },
    ValidityCase("second doctype into a document", .hierarchyRequestError) {
      let document = Document()
      document.appendChildForParser(
        document.createDocumentTypeForParser(name: "html", publicId: "", systemId: ""))
      let second = document.createDocumentTypeForParser(name: "x", publicId: "", systemId: "")
      return domErrorName { try document.appendChild(second) }
    },
    ValidityCase("element before the doctype", .hierarchyRequestError) {
      let document = Document()
      let doctype = document.createDocumentTypeForParser(name: "html", publicId: "", systemId: "")
      document.appendChildForParser(doctype)
      return domErrorName { try document.insertBefore(document.make("html"), doctype) }
    },
    ValidityCase("element before a comment that precedes the doctype", .hierarchyRequestError) {
      let document = Document()
      let comment = document.createComment("c")
      document.appendChildForParser(comment)
      document.appendChildForParser(
        document.createDocumentTypeForParser(name: "html", publicId: "", systemId: ""))
      return domErrorName { try document.insertBefore(document.make("html"), comment) }
    },
    ValidityCase("element after the doctype", nil) {
      let document = Document()
      document.appendChildForParser(
        document.createDocumentTypeForParser(name: "html", publicId: "", systemId: ""))
      return domErrorName { try document.appendChild(document.make("html")) }
    },
    ValidityCase("doctype after the element", .hierarchyRequestError) {
      let document = Document()
      document.appendChildForParser(document.make("html"))
      let doctype = document.createDocumentTypeForParser(name: "html", publicId: "", systemId: "")
      return domErrorName { try document.appendChild(doctype) }
    },
    ValidityCase("doctype before the element", nil) {
      let document = Document()
      let root = document.make("html")
      document.appendChildForParser(root)
      let doctype = document.createDocumentTypeForParser(name: "html", publicId: "", systemId: "")
      return domErrorName { try document.insertBefore(doctype, root) }
    },
    ValidityCase("fragment with two elements into a document", .hierarchyRequestError) {
      let document = Document()
      let fragment = document.createDocumentFragment()
      fragment.appendChildForParser(document.make("a"))
      fragment.appendChildForParser(document.make("b"))
      return domErrorName { try document.appendChild(fragment) }
    },
    ValidityCase("fragment with a text child into a document", .hierarchyRequestError) {
      let document = Document()
      let fragment = document.createDocumentFragment()
      fragment.appendChildForParser(document.createTextNode("x"))
      return domErrorName { try document.appendChild(fragment) }
    },
    ValidityCase("fragment with an element into a document that has one", .hierarchyRequestError) {
      let (document, _, _) = documentWithDoctypeAndRoot()
      let fragment = document.createDocumentFragment()
      fragment.appendChildForParser(document.make("a"))
      return domErrorName { try document.appendChild(fragment) }
    },
    ValidityCase("fragment with an element and a comment into an empty document", nil) {
      let document = Document()
      let fragment = document.createDocumentFragment()
      fragment.appendChildForParser(document.createComment("c"))
      fragment.appendChildForParser(document.make("html"))
      return domErrorName { try document.appendChild(fragment) }
    },
    ValidityCase("reference child of another parent", .notFoundError) {
      let document = Document()
      let parent = document.make("div")
      let other = document.make("div")
      let child = document.make("span")
      other.appendChildForParser(child)
      return domErrorName { try parent.insertBefore(document.make("b"), child) }
    },
    ValidityCase("ancestor check comes before the reference-child check", .hierarchyRequestError) {
      let document = Document()
      let parent = document.make("div")
      let stranger = document.make("span")
      return domErrorName { try parent.insertBefore(parent, stranger) }
    },
  ]

  @Test(arguments: preInsertionCases)
  func preInsertionValidity(_ testCase: ValidityCase) {
    #expect(testCase.run() == testCase.expected)
  }

  static let replaceCases: [ValidityCase] = [
    ValidityCase("replace in a Text", .hierarchyRequestError) {
      let document = Document()
      let text = document.createTextNode("t")
      return domErrorName { try text.replaceChild(document.make("b"), document.make("c")) }
    },
    ValidityCase("replace with an ancestor", .hierarchyRequestError) {
      let document = Document()
      let outer = document.make("div")
      let inner = document.make("p")
      let child = document.make("i")
      outer.appendChildForParser(inner)
      inner.appendChildForParser(child)
      return domErrorName { try inner.replaceChild(outer, child) }
    },
    ValidityCase("replace a non-child", .notFoundError) {
      let document = Document()
      let parent = document.make("div")
      return domErrorName { try parent.replaceChild(document.make("a"), document.make("b")) }
    },
    ValidityCase("replace the root with another element", nil) {
      let (document, _, root) = documentWithDoctypeAndRoot()
      return domErrorName { try document.replaceChild(document.make("html"), root) }
    },
    ValidityCase("replace the doctype with an element while a root exists", .hierarchyRequestError)
    {
      let (document, doctype, _) = documentWithDoctypeAndRoot()
      return domErrorName { try document.replaceChild(document.make("x"), doctype) }
    },
    ValidityCase("replace the doctype with another doctype", nil) {
      let (document, doctype, _) = documentWithDoctypeAndRoot()
      let other = document.createDocumentTypeForParser(name: "x", publicId: "", systemId: "")
      return domErrorName { try document.replaceChild(other, doctype) }
    },
    ValidityCase("replace a comment before the root with a doctype", nil) {
      let document = Document()
      let comment = document.createComment("c")
      document.appendChildForParser(comment)
      document.appendChildForParser(document.make("html"))
      let doctype = document.createDocumentTypeForParser(name: "x", publicId: "", systemId: "")
      return domErrorName { try document.replaceChild(doctype, comment) }
    },
    ValidityCase("replace a comment after the root with a doctype", .hierarchyRequestError) {
      let document = Document()
      document.appendChildForParser(document.make("html"))
      let comment = document.createComment("c")
      document.appendChildForParser(comment)
      let doctype = document.createDocumentTypeForParser(name: "x", publicId: "", systemId: "")
      return domErrorName { try document.replaceChild(doctype, comment) }
    },
    ValidityCase("replace a comment before the doctype with an element", .hierarchyRequestError) {
      let document = Document()
      let comment = document.createComment("c")
      document.appendChildForParser(comment)
      document.appendChildForParser(
        document.createDocumentTypeForParser(name: "html", publicId: "", systemId: ""))
      return domErrorName { try document.replaceChild(document.make("html"), comment) }
    },
    ValidityCase("replace the root with a text node", .hierarchyRequestError) {
      let (document, _, root) = documentWithDoctypeAndRoot()
      return domErrorName { try document.replaceChild(document.createTextNode("x"), root) }
    },
    ValidityCase("replace the root with a two-element fragment", .hierarchyRequestError) {
      let (document, _, root) = documentWithDoctypeAndRoot()
      let fragment = document.createDocumentFragment()
      fragment.appendChildForParser(document.make("a"))
      fragment.appendChildForParser(document.make("b"))
      return domErrorName { try document.replaceChild(fragment, root) }
    },
    ValidityCase("replace the root with a one-element fragment", nil) {
      let (document, _, root) = documentWithDoctypeAndRoot()
      let fragment = document.createDocumentFragment()
      fragment.appendChildForParser(document.make("a"))
      return domErrorName { try document.replaceChild(fragment, root) }
    },
  ]

  @Test(arguments: replaceCases)
  func replaceValidity(_ testCase: ValidityCase) {
    #expect(testCase.run() == testCase.expected)
  }

  @Test func removeChildOfANonChildThrowsNotFound() {
    let document = Document()
    let parent = document.make("div")
    let child = document.make("p")
    #expect(domErrorName { try parent.removeChild(child) } == .notFoundError)
    let grandchild = document.make("i")
    parent.appendChildForParser(child)
    child.appendChildForParser(grandchild)
    #expect(domErrorName { try parent.removeChild(grandchild) } == .notFoundError)
    #expect(domErrorName { try parent.removeChild(child) } == nil)
    #expect(child.parentNode == nil)
  }

  @Test func mixinMethodsCheckValidityToo() {
    let (document, doctype, root) = documentWithDoctypeAndRoot()
    let text = document.createTextNode("t")
    root.appendChildForParser(text)
    #expect(domErrorName { try document.append([.string("x")]) } == .hierarchyRequestError)
    #expect(
      domErrorName { try document.prepend([.node(document.make("a"))]) } == .hierarchyRequestError)
    #expect(domErrorName { try text.append([.string("x")]) } == .hierarchyRequestError)
    #expect(domErrorName { try root.append([.node(root)]) } == .hierarchyRequestError)
    #expect(domErrorName { try root.replaceChildren([.node(doctype)]) } == .hierarchyRequestError)
    #expect(domErrorName { try doctype.after([.string("x")]) } == .hierarchyRequestError)
    #expect(domErrorName { try root.before([.node(document.make("a"))]) } == .hierarchyRequestError)
    #expect(domErrorName { try root.replaceWith([.string("x")]) } == .hierarchyRequestError)
    #expect(domErrorName { try document.replaceChildren([.string("x")]) } == .hierarchyRequestError)
    // A failed replaceChildren leaves the children alone.
    #expect(childLabels(root) == ["\"t\""])
    #expect(childLabels(document) == ["!html", "html"])
  }

  @Test func convertingSeveralNodesChecksEachOne() {
    // "Converting nodes into a node" appends each node to a fragment, which runs the
    // pre-insertion checks: a doctype cannot go into a fragment.
    let document = Document()
    let element = document.make("div")
    let doctype = document.createDocumentTypeForParser(name: "html", publicId: "", systemId: "")
    #expect(
      domErrorName { try element.append([.node(doctype), .string("x")]) }
        == .hierarchyRequestError)

    #expect(element.firstChild == nil)

  }
}

@Suite struct NodeMutationBehaviourTests {
  @Test func appendChildMovesANodeBetweenParents() throws {
    let document = Document()
    let first = document.make("div")
    let second = document.make("div")
    let child = document.make("p")
    try first.appendChild(child)
    try second.appendChild(child)
    #expect(first.firstChild == nil)
    #expect(child.parentNode === second)
    #expect(second.firstChild === child)
  }

  @Test func appendChildReturnsTheNode() throws {
    let document = Document()
    let parent = document.make("div")
    let child = document.make("p")
    #expect(try parent.appendChild(child) === child)
    #expect(try parent.insertBefore(document.make("a"), child).nodeName == "A")
  }

  @Test func insertBeforeNilAppends() throws {
    let document = Document()
    let parent = document.make("div")
    try parent.appendChild(document.make("a"))
    try parent.insertBefore(document.make("b"), nil)
    #expect(childLabels(parent) == ["a", "b"])
  }

  @Test func insertBeforeTheNodeItselfKeepsItInPlace() throws {
    let document = Document()
    let parent = document.make("div")
    let a = document.make("a")
    let b = document.make("b")
    let c = document.make("c")
    try parent.append([.node(a), .node(b), .node(c)])
    try parent.insertBefore(b, b)
    #expect(childLabels(parent) == ["a", "b", "c"])
    try parent.insertBefore(c, c)
    #expect(childLabels(parent) == ["a", "b", "c"])
    try parent.insertBefore(a, a)
    #expect(childLabels(parent) == ["a", "b", "c"])
  }

  @Test func insertBeforeReordersSiblings() throws {
    let document = Document()
    let parent = document.make("div")
    let a = document.make("a")
    let b = document.make("b")
    let c = document.make("c")
    try parent.append([.node(a), .node(b), .node(c)])
    try parent.insertBefore(c, a)
    #expect(childLabels(parent) == ["c", "a", "b"])
    try parent.insertBefore(c, b)
    #expect(childLabels(parent) == ["a", "c", "b"])
  }

  @Test func insertingAFragmentMovesItsChildrenAndEmptiesIt() throws {
    let document = Document()
    let parent = document.make("div")
    let last = document.make("z")
    try parent.appendChild(last)
    let fragment = document.createDocumentFragment()
    try fragment.append([.node(document.make("a")), .string("t"), .node(document.make("b"))])
    let returned = try parent.insertBefore(fragment, last)
    #expect(returned === fragment)
    #expect(fragment.firstChild == nil)
    #expect(fragment.childNodes.length == 0)
    #expect(childLabels(parent) == ["a", "\"t\"", "b", "z"])
    #expect(parent.childNodeSequence.allSatisfy { $0.parentNode === parent })
  }

  @Test func insertingAnEmptyFragmentDoesNothing() throws {
    let document = Document()
    let parent = document.make("div")
    try parent.appendChild(document.createDocumentFragment())
    #expect(parent.firstChild == nil)
  }

  @Test func replaceChildSwapsAndReturnsTheOldChild() throws {
    let document = Document()
    let parent = document.make("div")
    let old = document.make("a")
    let new = document.make("b")
    try parent.append([.string("x"), .node(old), .string("y")])
    #expect(try parent.replaceChild(new, old) === old)
    #expect(old.parentNode == nil)
    #expect(childLabels(parent) == ["\"x\"", "b", "\"y\""])
  }

  @Test func replaceChildWithItselfIsANoOp() throws {
    let document = Document()
    let parent = document.make("div")
    let a = document.make("a")
    let b = document.make("b")
    try parent.append([.node(a), .node(b)])
    #expect(try parent.replaceChild(a, a) === a)
    #expect(childLabels(parent) == ["a", "b"])
    try parent.replaceChild(b, b)
    #expect(childLabels(parent) == ["a", "b"])
  }

  @Test func replaceChildWithItsNextSibling() throws {
    let document = Document()
    let parent = document.make("div")
    let a = document.make("a")
    let b = document.make("b")
    let c = document.make("c")
    try parent.append([.node(a), .node(b), .node(c)])
    try parent.replaceChild(b, a)
    #expect(childLabels(parent) == ["b", "c"])
    #expect(a.parentNode == nil)
  }

  @Test func replaceChildWithAFragment() throws {
    let document = Document()
    let parent = document.make("div")
    let old = document.make("old")
    try parent.append([.string("x"), .node(old), .string("y")])
    let fragment = document.createDocumentFragment()
    try fragment.append([.node(document.make("a")), .node(document.make("b"))])
    try parent.replaceChild(fragment, old)
    #expect(childLabels(parent) == ["\"x\"", "a", "b", "\"y\""])
    #expect(fragment.firstChild == nil)
  }

  @Test func removeChildDetaches() throws {
    let document = Document()
    let parent = document.make("div")
    let a = document.make("a")
    let b = document.make("b")
    let c = document.make("c")
    try parent.append([.node(a), .node(b), .node(c)])
    #expect(try parent.removeChild(b) === b)
    #expect(b.parentNode == nil && b.previousSibling == nil && b.nextSibling == nil)
    #expect(a.nextSibling === c && c.previousSibling === a)
    #expect(childLabels(parent) == ["a", "c"])
  }

  @Test func appendAndPrependTakeNodesAndStrings() throws {
    let document = Document()
    let parent = document.make("div")
    try parent.append([.string("x"), .node(document.make("a"))])
    try parent.prepend([.node(document.make("b")), .string("y")])
    #expect(childLabels(parent) == ["b", "\"y\"", "\"x\"", "a"])
    try parent.append([])
    try parent.prepend([])
    #expect(parent.childNodes.length == 4)
  }

  @Test func replaceChildrenReplacesEverything() throws {
    let document = Document()
    let parent = document.make("div")
    let kept = document.make("k")
    try parent.append([.string("x"), .node(kept), .node(document.make("a"))])
    try parent.replaceChildren([.node(kept), .string("y")])
    #expect(childLabels(parent) == ["k", "\"y\""])
    try parent.replaceChildren([])
    #expect(parent.firstChild == nil)
    #expect(kept.parentNode == nil)
  }

  @Test func removeDetachesAndIgnoresParentlessNodes() throws {
    let document = Document()
    let parent = document.make("div")
    let child = document.make("a")
    try parent.appendChild(child)
    child.remove()
    #expect(child.parentNode == nil)
    #expect(parent.firstChild == nil)
    child.remove()
    #expect(child.parentNode == nil)
  }

  @Test func beforeAfterAndReplaceWithDoNothingWithoutAParent() throws {
    let document = Document()
    let lonely = document.make("a")
    let other = document.make("b")
    try lonely.before([.node(other)])
    try lonely.after([.string("x")])
    try lonely.replaceWith([.node(other)])
    #expect(other.parentNode == nil)
    #expect(lonely.parentNode == nil)
  }

  /// Children `a b c d` of a `div`, then a ChildNode method on one of them.
  struct ChildNodeCase: Sendable, CustomTestStringConvertible {
    enum Method: String, Sendable { case before, after, replaceWith }
    let method: Method
    let target: String
    let nodes: [String]
    let expected: [String]

    var testDescription: String {
      "\(target).\(method.rawValue)(\(nodes.joined(separator: ", "))) → \(expected)"
    }
  }

  static let childNodeCases: [ChildNodeCase] = [
    ChildNodeCase(method: .before, target: "c", nodes: ["x"], expected: ["a", "b", "x", "c", "d"]),
    ChildNodeCase(method: .before, target: "a", nodes: ["x"], expected: ["x", "a", "b", "c", "d"]),
    // The previous sibling is among the nodes: the first preceding sibling not in them is used.
    ChildNodeCase(
      method: .before, target: "c", nodes: ["b", "a"], expected: ["b", "a", "c", "d"]),
    ChildNodeCase(method: .before, target: "c", nodes: ["b"], expected: ["a", "b", "c", "d"]),
    ChildNodeCase(
      method: .before, target: "c", nodes: ["d", "b"], expected: ["a", "d", "b", "c"]),
    ChildNodeCase(
      method: .before, target: "b", nodes: ["b", "x"], expected: ["a", "b", "x", "c", "d"]),
    ChildNodeCase(method: .after, target: "b", nodes: ["x"], expected: ["a", "b", "x", "c", "d"]),
    ChildNodeCase(method: .after, target: "d", nodes: ["x"], expected: ["a", "b", "c", "d", "x"]),
    // The next sibling is among the nodes.
    ChildNodeCase(method: .after, target: "b", nodes: ["c", "a"], expected: ["b", "c", "a", "d"]),
    ChildNodeCase(method: .after, target: "b", nodes: ["c", "d"], expected: ["a", "b", "c", "d"]),
    ChildNodeCase(method: .after, target: "b", nodes: ["d", "c"], expected: ["a", "b", "d", "c"]),
    ChildNodeCase(
      method: .after, target: "b", nodes: ["x", "b"], expected: ["a", "x", "b", "c", "d"]),
    ChildNodeCase(method: .replaceWith, target: "b", nodes: ["x"], expected: ["a", "x", "c", "d"]),
    ChildNodeCase(method: .replaceWith, target: "b", nodes: [], expected: ["a", "c", "d"]),
    ChildNodeCase(method: .replaceWith, target: "b", nodes: ["b"], expected: ["a", "b", "c", "d"]),
    ChildNodeCase(
      method: .replaceWith, target: "b", nodes: ["c", "x"], expected: ["a", "c", "x", "d"]),
    // The node is inserted into the new nodes: pre-insert before the viable next sibling.
    ChildNodeCase(
      method: .replaceWith, target: "b", nodes: ["a", "b"], expected: ["a", "b", "c", "d"]),
    ChildNodeCase(
      method: .replaceWith, target: "b", nodes: ["x", "b", "a"],
      expected: ["x", "b", "a", "c", "d"]),
  ]

  @Test(arguments: childNodeCases)
  func childNodeMethods(_ testCase: ChildNodeCase) throws {
    let document = Document()
    let parent = document.make("div")
    var byName: [String: Element] = [:]
    for name in ["a", "b", "c", "d", "x"] { byName[name] = document.make(name) }
    for name in ["a", "b", "c", "d"] {
      parent.appendChildForParser(try #require(byName[name]))
    }
    let nodes: [NodeOrString] = try testCase.nodes.map { .node(try #require(byName[$0])) }
    let target = try #require(byName[testCase.target])
    switch testCase.method {
    case .before: try target.before(nodes)
    case .after: try target.after(nodes)
    case .replaceWith: try target.replaceWith(nodes)
    }
    #expect(childLabels(parent) == testCase.expected)
  }

  @Test func childNodeMethodsConvertStrings() throws {
    let document = Document()
    let parent = document.make("div")
    let a = document.make("a")
    try parent.appendChild(a)
    try a.before([.string("1")])
    try a.after([.string("2"), .string("3")])
    #expect(childLabels(parent) == ["\"1\"", "a", "\"2\"", "\"3\""])
    try a.replaceWith([.string("4")])
    #expect(childLabels(parent) == ["\"1\"", "\"4\"", "\"2\"", "\"3\""])
  }

  @Test func movingANodeIntoAnotherDocumentAdoptsIt() throws {
    let first = Document()
    let second = Document()
    let element = first.make("div")
    let child = first.make("p")
    try element.appendChild(child)
    let parent = second.make("body")
    try parent.appendChild(element)
    #expect(element.ownerDocument === second)
    #expect(child.ownerDocument === second)
  }
}
