import DOM
import Testing

/// Freeing a tree takes no stack, however deep it is: children, and the trees a node owns
/// beside its children (a template's contents, a shadow root), which a script can nest without
/// limit (a run of 60,000 templates nested through their contents crashed the process when the
/// last reference went).
@Suite struct DeepReleaseTests {
  static let depth = 100_000

  @Test func templatesNestedThroughTheirContentsAreFreed() throws {
    let document = makeHTMLDocument()
    weak var innermost: Element?
    do {
      let root = try #require(try document.createElement("template") as? HTMLTemplateElement)
      var current = root
      for _ in 0..<Self.depth {
        let contents = current.content
        let next = try #require(
          contents.nodeDocument.createElement(
            name: document.internName(
              namespace: .html, localName: "template")) as? HTMLTemplateElement)
        contents.appendChildForParser(next)
        current = next
      }
      innermost = current
      #expect(innermost != nil)
    }
    #expect(innermost == nil)
  }

  @Test func shadowRootsNestedThroughTheirHostsAreFreed() throws {
    let document = makeHTMLDocument()
    weak var innermost: Element?
    do {
      let root = document.make("div")
      var current = root
      for _ in 0..<Self.depth {
        let shadow = try current.attachShadow(.init(mode: .open))
        let next = document.make("div")
        shadow.appendChildForParser(next)
        current = next
      }
      innermost = current
      #expect(innermost != nil)
    }
    #expect(innermost == nil)
  }
}
