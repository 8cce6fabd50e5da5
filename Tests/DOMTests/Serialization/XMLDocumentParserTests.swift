import DOM
import Testing

@Suite struct XMLDocumentParserTests {
  private func parse(_ markup: String) -> (Document, XMLDocumentParser.ParseError?) {
    let document = Document(isHTML: false)
    let error = XMLDocumentParser.parse(markup, into: document)
    return (document, error)
  }

  private func roundTrip(_ markup: String) -> String {
    let (document, error) = parse(markup)
    #expect(error == nil, "\(String(describing: error))")
    return XMLSerializer().serializeToString(document)
  }

  @Test(arguments: [
    "<a/>",
    "<a b=\"1\" c=\"2\">text<d/>more</a>",
    "<!--c--><?pi x?><a/><!--after-->",
    "<!DOCTYPE a PUBLIC \"-//X//Y\" \"y.dtd\"><a/>",
    "<a xmlns=\"urn:a\"><b xmlns=\"\"/></a>",
    "<p:a xmlns:p=\"urn:p\"><p:b p:k=\"v\"/></p:a>",
    "<a><![CDATA[<x>&]]></a>",
    "<a>&lt;&gt;&amp;&apos;&quot;</a>",
  ])
  func wellFormedDocumentsRoundTrip(_ markup: String) {
    let expected = markup.replacingOccurrences("&apos;&quot;", with: "'\"")
    #expect(roundTrip(markup) == expected)
  }

  @Test func declarationsAndReferences() throws {
    let (document, error) = parse(
      "\u{FEFF}<?xml version=\"1.0\"?>\r\n<!DOCTYPE a [\n<!ENTITY e \"E&#33;\">\n"
        + "<!ELEMENT a ANY>\n<!ATTLIST a b CDATA #IMPLIED>\n]>\r\n<a b=\"x\ty\r\nz\">"
        + "&e;&#x41;&#66;\r\n</a>")
    #expect(error == nil)
    let root = try #require(document.documentElement)
    #expect(root.getAttribute("b") == "x y z", "attribute white space is normalized")
    #expect(root.textContent == "E!AB\n", "line ends are normalized")
    #expect(document.doctype?.name == "a")
  }

  @Test func namespacesResolve() throws {
    let (document, error) = parse(
      "<r xmlns=\"urn:d\" xmlns:x=\"urn:x\"><x:c x:k=\"1\" k=\"2\" xml:lang=\"en\"/><c/></r>")
    #expect(error == nil)
    let root = try #require(document.documentElement)
    #expect(root.namespaceURI == "urn:d")
    let first = try #require(root.firstChild as? Element)
    #expect(first.namespaceURI == "urn:x")
    #expect(first.prefix == "x")
    #expect(first.getAttributeNS("urn:x", "k") == "1")
    #expect(first.getAttributeNS(nil, "k") == "2", "unprefixed attributes have no namespace")
    #expect(first.getAttributeNS("http://www.w3.org/XML/1998/namespace", "lang") == "en")
    #expect((root.lastChild as? Element)?.namespaceURI == "urn:d")
    #expect(root.getAttributeNodeNS("http://www.w3.org/2000/xmlns/", "x")?.prefix == "xmlns")
  }

  @Test(arguments: [
    ("", "Document is empty"),
    ("<a>", "Premature end of data in tag a line 1"),
    ("<a></b>", "Opening and ending tag mismatch: a line 1 and b"),
    ("<a b=c/>", "AttValue: \" or ' expected"),
    ("<a b='1' b='2'/>", "Attribute b redefined"),
    ("<a>&nbsp;</a>", "Entity 'nbsp' not defined"),
    ("<a/><b/>", "Extra content at the end of the document"),
    ("<a/>text", "Extra content at the end of the document"),
    ("text", "Start tag expected, '<' not found"),
    ("<x:a/>", "Namespace prefix x on a is not defined"),
    ("<a x:b='1'/>", "Namespace prefix x for b on a is not defined"),
    ("<a><!-- x -- y --></a>", "Double hyphen within comment"),
    ("<a>]]></a>", "Sequence ']]>' not allowed in content"),
    ("<a>&#0;</a>", "xmlParseCharRef: invalid xmlChar value 0"),
    ("<a>\u{1}</a>", "PCDATA invalid Char value 1"),
    ("<a b='<'/>", "Unescaped '<' not allowed in attributes values"),
    ("<a/><?xml version='1.0'?>", "XML declaration allowed only at the start of the document"),
    ("<a xmlns:p=''/>", "xmlns:p: Empty XML namespace is not allowed"),
  ])
  func malformedDocumentsReportTheFirstError(_ markup: String, _ message: String) {
    let (_, error) = parse(markup)
    #expect(error?.message == message)
  }

  @Test func errorsGiveLineAndColumnAndKeepThePartialTree() throws {
    let (document, error) = parse("<a>\n  <b>x</b>\n  <c></d>\n</a>")
    let found = try #require(error)
    #expect(found.line == 3)
    #expect(found.column == 9)
    #expect(found.description.hasPrefix("error on line 3 at column 9: Opening and ending"))
    let root = try #require(document.documentElement)
    #expect(root.localName == "a")
    #expect(root.textContent == "\n  x\n  ")
  }

  @Test func fragmentsUseTheContextNamespaces() throws {
    let (document, _) = parse("<r xmlns=\"urn:r\" xmlns:p=\"urn:p\"><c/></r>")
    let context = try #require(document.documentElement?.firstChild as? Element)
    let fragment = try XMLDocumentParser.parseFragment("<d/><p:e/>t", context: context)
    #expect(fragment.childNodes.length == 3)
    #expect((fragment.firstChild as? Element)?.namespaceURI == "urn:r")
    #expect((fragment.childNodes.item(1) as? Element)?.namespaceURI == "urn:p")
    #expect(
      domErrorName { _ = try XMLDocumentParser.parseFragment("<d>", context: context) }
        == .syntaxError)
    #expect(
      domErrorName { _ = try XMLDocumentParser.parseFragment("<q:d/>", context: context) }
        == .syntaxError)
  }

  @Test func deepDocumentsParseIteratively() throws {
    let depth = 20_000
    let markup = String(repeating: "<d>", count: depth) + String(repeating: "</d>", count: depth)
    let (document, error) = parse(markup)
    #expect(error == nil)
    #expect(document.documentElement?.localName == "d")
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
