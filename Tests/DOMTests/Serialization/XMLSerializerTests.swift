import DOM
import Testing

@Suite struct XMLSerializerTests {
  private func serialize(_ node: Node) -> String { XMLSerializer().serializeToString(node) }

  private func xmlDocument(_ root: String = "root", namespace: String? = nil) throws -> Document {
    try Document().implementation.createDocument(namespace, root)
  }

  /// A document nested 100,000 deep serializes (iteratively, and in linear time: the writer
  /// once copied its whole output at each append).
  @Test func deepTreesSerialize() throws {
    let document = makeHTMLDocument()
    var node: Element = try #require(document.body)
    for _ in 0..<100_000 {
      let child = document.make("i")
      try node.appendChild(child)
      node = child
    }
    try node.appendChild(document.createTextNode("a<b"))
    let text = serialize(node.parentElement ?? node)
    #expect(text == "<i xmlns=\"http://www.w3.org/1999/xhtml\"><i>a&lt;b</i></i>")
    let whole = serialize(document)
    #expect(whole.hasSuffix(String(repeating: "</i>", count: 100_000) + "</body></html>"))
    #expect(whole.count > 700_000)
  }

  @Test func htmlElementsDeclareTheirNamespace() throws {
    let document = makeHTMLDocument()
    let div = document.make("div")
    try div.setAttribute("class", "a")
    div.appendChildForParser(document.make("br"))
    div.appendChildForParser(document.createTextNode("x < y & z > w"))
    let template = document.make("template") as? HTMLTemplateElement
    template?.content.appendChildForParser(document.make("i"))
    if let template { div.appendChildForParser(template) }
    #expect(
      serialize(div)
        == "<div xmlns=\"http://www.w3.org/1999/xhtml\" class=\"a\"><br />x &lt; y &amp; z &gt; w"
        + "<template><i></i></template></div>")
  }

  @Test func nonHTMLEmptyElementsSelfClose() throws {
    let document = try xmlDocument()
    let root = try #require(document.documentElement)
    root.appendChildForParser(try document.createElementNS("urn:a", "a:x"))
    root.appendChildForParser(try document.createElementNS("urn:a", "a:y"))
    #expect(serialize(document) == "<root><a:x xmlns:a=\"urn:a\"/><a:y xmlns:a=\"urn:a\"/></root>")
  }

  @Test func declaredPrefixesAreReused() throws {
    let document = try xmlDocument()
    let root = try #require(document.documentElement)
    try root.setAttributeNS("http://www.w3.org/2000/xmlns/", "xmlns:a", "urn:a")
    let child = try document.createElementNS("urn:a", "a:x")
    try child.setAttributeNS("urn:a", "a:k", "1")
    root.appendChildForParser(child)
    // A redundant declaration on a descendant is dropped.
    try child.setAttributeNS("http://www.w3.org/2000/xmlns/", "xmlns:a", "urn:a")
    #expect(serialize(root) == "<root xmlns:a=\"urn:a\"><a:x a:k=\"1\"/></root>")
  }

  @Test func defaultNamespacesChangeTheContext() throws {
    let document = try xmlDocument("feed", namespace: "urn:atom")
    let root = try #require(document.documentElement)
    root.appendChildForParser(try document.createElementNS("urn:atom", "entry"))
    root.appendChildForParser(try document.createElementNS(nil, "plain"))
    #expect(serialize(root) == "<feed xmlns=\"urn:atom\"><entry/><plain xmlns=\"\"/></feed>")
  }

  @Test func attributesGetGeneratedPrefixes() throws {
    let document = try xmlDocument()
    let root = try #require(document.documentElement)
    try root.setAttributeNS("urn:one", "k1", "a")
    try root.setAttributeNS("urn:two", "p:k2", "b")
    try root.setAttributeNS("urn:three", "p:k3", "c")
    try root.setAttributeNS("http://www.w3.org/XML/1998/namespace", "xml:lang", "en")
    #expect(
      serialize(root)
        == "<root xmlns:ns1=\"urn:one\" ns1:k1=\"a\" xmlns:p=\"urn:two\" p:k2=\"b\" "
        + "xmlns:ns2=\"urn:three\" ns2:k3=\"c\" xml:lang=\"en\"/>")
  }

  @Test func elementPrefixTakenLocallyIsRegenerated() throws {
    let document = try xmlDocument()
    let element = try document.createElementNS("urn:b", "p:e")
    try element.setAttributeNS("http://www.w3.org/2000/xmlns/", "xmlns:p", "urn:a")
    #expect(serialize(element) == "<ns1:e xmlns:ns1=\"urn:b\" xmlns:p=\"urn:a\"/>")
  }

  @Test func attributeValuesEscapeWhitespaceAndMarkup() throws {
    let document = try xmlDocument()
    let root = try #require(document.documentElement)
    try root.setAttribute("v", "<\"&'>\t\n\r")
    #expect(serialize(root) == "<root v=\"&lt;&quot;&amp;'&gt;&#9;&#10;&#13;\"/>")
  }

  @Test func otherNodes() throws {
    let document = try xmlDocument()
    let root = try #require(document.documentElement)
    root.appendChildForParser(try document.createCDATASection("<a>"))
    root.appendChildForParser(document.createComment("c"))
    root.appendChildForParser(try document.createProcessingInstruction("t", "d"))
    #expect(serialize(root) == "<root><![CDATA[<a>]]><!--c--><?t d?></root>")
    let doctype = try document.implementation.createDocumentType("a", "", "s.dtd")
    #expect(serialize(doctype) == "<!DOCTYPE a SYSTEM \"s.dtd\">")
    let attr = try document.createAttribute("x")
    #expect(serialize(attr) == "")
  }

  @Test func wellFormedChecksThrowInvalidStateError() throws {
    let document = try xmlDocument()
    let root = try #require(document.documentElement)
    root.appendChildForParser(document.createComment("a--b"))
    #expect(
      domErrorName { _ = try XMLSerializer.serialize(root, requireWellFormed: true) }
        == .invalidStateError)
    #expect(serialize(root) == "<root><!--a--b--></root>", "without the flag it serializes")
    let empty = Document(isHTML: false)
    #expect(
      domErrorName { _ = try XMLSerializer.serialize(empty, requireWellFormed: true) }
        == .invalidStateError)
    let text = document.createTextNode("\u{1}")
    #expect(
      domErrorName { _ = try XMLSerializer.serialize(text, requireWellFormed: true) }
        == .invalidStateError)
  }

  @Test func childrenOnlySerializesTheContent() throws {
    let document = try xmlDocument("r", namespace: "urn:r")
    let root = try #require(document.documentElement)
    root.appendChildForParser(try document.createElementNS("urn:r", "c"))
    #expect(
      try XMLSerializer.serialize(root, requireWellFormed: true, childrenOnly: true)
        == "<c xmlns=\"urn:r\"/>")
  }

  @Test func deepTreesDoNotOverflowTheStack() throws {
    let document = try xmlDocument()
    var parent = try #require(document.documentElement)
    for _ in 0..<20_000 {
      let child = try document.createElementNS(nil, "d")
      parent.appendChildForParser(child)
      parent = child
    }
    let markup = serialize(document)
    #expect(markup.hasPrefix("<root><d><d>"))
    #expect(markup.hasSuffix("</d></d></root>"))
  }
}
