import DOM
import Testing

/// Weak references to the parts of a dropped tree.
private final class WeakRefs {
  weak var document: Document?
  weak var deepElement: Element?
  weak var detached: Node?
  weak var attr: Attr?
  weak var text: Text?
  weak var template: HTMLTemplateElement?
  weak var templateContent: DocumentFragment?
  weak var childNodes: NodeList?
  weak var children: HTMLCollection?
}

/// Builds a small document with every kind of node and returns weak references to its parts.
private func buildAndDrop() throws -> WeakRefs {
  let refs = WeakRefs()
  let document = makeHTMLDocument(title: "t")
  let body = try #require(document.body)
  var parent: Element = body
  for _ in 0..<10 {
    let child = document.make("div")
    try parent.appendChild(child)
    parent = child
  }
  try parent.setAttribute("class", "deep")
  let text = document.createTextNode("leaf")
  try parent.appendChild(text)
  let template = try #require(try document.createElement("template") as? HTMLTemplateElement)
  try template.content.appendChild(document.make("p"))
  try body.appendChild(template)
  refs.document = document
  refs.deepElement = parent
  refs.detached = document.make("span")
  refs.attr = parent.getAttributeNode("class")
  refs.text = text
  refs.template = template
  refs.templateContent = template.content
  refs.childNodes = body.childNodes
  refs.children = body.children
  #expect(refs.document != nil)
  return refs
}

@Suite struct MemoryTests {
  @Test func aDroppedDocumentFreesItsNodes() throws {
    let refs = try buildAndDrop()
    #expect(refs.document == nil)
    #expect(refs.deepElement == nil)
    #expect(refs.detached == nil)
    #expect(refs.attr == nil)
    #expect(refs.text == nil)
    #expect(refs.template == nil)
    #expect(refs.templateContent == nil)
    #expect(refs.childNodes == nil)
    #expect(refs.children == nil)
  }

  @Test func aDroppedSubtreeIsFreedWhileTheDocumentLives() throws {
    let document = makeHTMLDocument()
    weak var weakElement: Element?
    weak var weakChild: Element?
    do {
      let element = document.make("div")
      let child = document.make("p")
      try element.appendChild(child)
      try document.body?.appendChild(element)
      weakElement = element
      weakChild = child
      element.remove()
    }
    #expect(weakElement == nil)
    #expect(weakChild == nil)
    #expect(document.body?.firstChild == nil)
  }

  @Test func aChildKeptAliveAfterItsParentIsDroppedHasNoParent() throws {
    let document = makeHTMLDocument()
    var kept: Element?
    var keptSibling: Text?
    weak var weakParent: Element?
    do {
      let parent = document.make("div")
      let child = document.make("p")
      let sibling = document.createTextNode("s")
      try parent.append([.node(child), .node(sibling), .node(document.make("i"))])
      try child.appendChild(document.make("b"))
      weakParent = parent
      kept = child
      keptSibling = sibling
    }
    #expect(weakParent == nil)
    let child = try #require(kept)
    #expect(child.parentNode == nil)
    #expect(child.parentElement == nil)
    #expect(child.nextSibling == nil)
    #expect(child.previousSibling == nil)
    #expect(child.getRootNode() === child)
    #expect(!child.isConnected)
    // Its own subtree stays intact.
    #expect(childLabels(child) == ["b"])
    #expect(child.firstChild?.parentNode === child)
    let sibling = try #require(keptSibling)
    #expect(sibling.parentNode == nil && sibling.previousSibling == nil)
    // And it can be inserted again.
    try document.body?.appendChild(child)
    #expect(child.isConnected)
  }

  @Test func aVeryDeepTreeIsFreedWithoutRecursion() throws {
    let depth = 200_000
    weak var weakDocument: Document?
    weak var weakLeaf: Element?
    weak var weakTop: Element?
    do {
      let document = Document()
      // Built bottom-up so that each appendChild's ancestor check is O(1).
      let leaf = document.make("i")
      var top = leaf
      for _ in 1..<depth {
        let parent = document.make("div")
        try parent.appendChild(top)
        top = parent
      }
      try document.appendChild(top)
      #expect(leaf.isConnected)
      weakDocument = document
      weakLeaf = leaf
      weakTop = top
    }
    #expect(weakDocument == nil)
    #expect(weakTop == nil)
    #expect(weakLeaf == nil)
  }

  @Test func aVeryDeepDetachedSubtreeIsFreedWithoutRecursion() throws {
    let document = Document()
    weak var weakTop: Element?
    do {
      let top = document.make("div")
      var current = top
      for _ in 0..<200_000 {
        let child = document.make("div")
        current.appendChildForParser(child)
        current = child
      }
      weakTop = top
    }
    #expect(weakTop == nil)
  }

  @Test func aVeryWideTreeIsFreedWithoutRecursion() throws {
    let width = 500_000
    weak var weakDocument: Document?
    weak var weakFirst: Node?
    weak var weakLast: Node?
    do {
      let document = Document()
      let root = document.make("div")
      try document.appendChild(root)
      for index in 0..<width {
        try root.appendChild(
          index.isMultiple(of: 2) ? document.make("p") : document.createTextNode("t"))
      }
      #expect(root.childNodes.length == width)
      weakDocument = document
      weakFirst = root.firstChild
      weakLast = root.lastChild
    }
    #expect(weakDocument == nil)
    #expect(weakFirst == nil)
    #expect(weakLast == nil)
  }

  @Test func droppingALiveListFreesItsDocument() throws {
    var list: NodeList?
    weak var weakDocument: Document?
    do {
      let document = makeHTMLDocument()
      list = document.childNodes
      weakDocument = document
    }
    // The list keeps its root (the document) alive, as a JS wrapper would.
    #expect(list != nil)
    list = nil
    #expect(weakDocument == nil)
  }
}
