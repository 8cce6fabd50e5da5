import DOM
import Testing

@Suite struct DocumentTests {
  // MARK: createElement

  @Test func createElementLowercasesInHTMLDocuments() throws {
    let document = Document()
    let element = try document.createElement("DiV")
    #expect(element.localName == "div")
    #expect(element.tagName == "DIV")
    #expect(element.namespaceURI == "http://www.w3.org/1999/xhtml")
    #expect(element.prefix == nil)
    #expect(element.ownerDocument === document)
    #expect(try document.createElement("template") is HTMLTemplateElement)
    #expect(try document.createElement("TEMPLATE") is HTMLTemplateElement)
  }

  @Test func createElementInXMLDocuments() throws {
    let xml = Document(isHTML: false)
    let element = try xml.createElement("DiV")
    #expect(element.localName == "DiV")
    #expect(element.tagName == "DiV")
    #expect(element.namespaceURI == nil)
    let xhtml = Document(isHTML: false, contentType: "application/xhtml+xml")
    let xhtmlElement = try xhtml.createElement("Div")
    #expect(xhtmlElement.namespace == .html)
    #expect(xhtmlElement.localName == "Div")
    #expect(xhtmlElement.tagName == "Div")
  }

  static let invalidElementNames = ["1a", "a b", "", "-a", "a>", "a/b", " a", "a\0"]

  @Test(arguments: invalidElementNames)
  func createElementRejectsInvalidNames(_ name: String) {
    #expect(domErrorName { _ = try Document().createElement(name) } == .invalidCharacterError)
  }

  static let validElementNames = ["a", "my-element", "a:b", "_x", "é", "a.b", "x1", "A_B-c.d"]

  @Test(arguments: validElementNames)
  func createElementAcceptsValidNames(_ name: String) throws {
    let element = try Document().createElement(name)
    #expect(element.localName == name.lowercased())
  }

  // MARK: createElementNS

  struct NamespaceCase: Sendable, CustomTestStringConvertible {
    let namespace: String?
    let qualifiedName: String
    /// `(prefix, localName)` when it succeeds, else the error.
    let expected: Result
    enum Result: Sendable, Equatable {
      case name(String?, String)
      case error(DOMException.Name)
    }
    var testDescription: String { "\(namespace ?? "null") \(qualifiedName)" }
  }

  static let html = "http://www.w3.org/1999/xhtml"
  static let svg = "http://www.w3.org/2000/svg"
  static let xml = "http://www.w3.org/XML/1998/namespace"
  static let xmlns = "http://www.w3.org/2000/xmlns/"

  static let namespaceCases: [NamespaceCase] = [
    NamespaceCase(namespace: html, qualifiedName: "div", expected: .name(nil, "div")),
    NamespaceCase(
      namespace: svg, qualifiedName: "foreignObject", expected: .name(nil, "foreignObject")),
    NamespaceCase(namespace: "urn:x", qualifiedName: "p:Local", expected: .name("p", "Local")),
    NamespaceCase(namespace: nil, qualifiedName: "plain", expected: .name(nil, "plain")),
    NamespaceCase(namespace: "", qualifiedName: "plain", expected: .name(nil, "plain")),
    NamespaceCase(namespace: xml, qualifiedName: "xml:a", expected: .name("xml", "a")),
    NamespaceCase(namespace: xmlns, qualifiedName: "xmlns", expected: .name(nil, "xmlns")),
    NamespaceCase(namespace: xmlns, qualifiedName: "xmlns:a", expected: .name("xmlns", "a")),
    // Prefix without a namespace.
    NamespaceCase(namespace: nil, qualifiedName: "p:a", expected: .error(.namespaceError)),
    NamespaceCase(namespace: "", qualifiedName: "p:a", expected: .error(.namespaceError)),
    // The xml prefix with another namespace.
    NamespaceCase(namespace: html, qualifiedName: "xml:a", expected: .error(.namespaceError)),
    // xmlns without the XMLNS namespace, and the XMLNS namespace without xmlns.
    NamespaceCase(namespace: html, qualifiedName: "xmlns", expected: .error(.namespaceError)),
    NamespaceCase(namespace: html, qualifiedName: "xmlns:a", expected: .error(.namespaceError)),
    NamespaceCase(namespace: xmlns, qualifiedName: "a", expected: .error(.namespaceError)),
    NamespaceCase(namespace: xmlns, qualifiedName: "p:a", expected: .error(.namespaceError)),
    // Invalid names.
    NamespaceCase(namespace: html, qualifiedName: "", expected: .error(.invalidCharacterError)),
    NamespaceCase(namespace: html, qualifiedName: "1a", expected: .error(.invalidCharacterError)),
    NamespaceCase(namespace: html, qualifiedName: "a b", expected: .error(.invalidCharacterError)),
    NamespaceCase(namespace: html, qualifiedName: ":a", expected: .error(.invalidCharacterError)),
    NamespaceCase(namespace: html, qualifiedName: "a:", expected: .error(.invalidCharacterError)),
    NamespaceCase(namespace: html, qualifiedName: "a:1b", expected: .error(.invalidCharacterError)),
  ]

  @Test(arguments: namespaceCases)
  func createElementNS(_ testCase: NamespaceCase) throws {
    let document = Document()
    var element: Element?
    let error = domErrorName {
      element = try document.createElementNS(testCase.namespace, testCase.qualifiedName)
    }
    switch testCase.expected {
    case .error(let name):
      #expect(error == name)
    case .name(let prefix, let localName):
      let element = try #require(element)
      #expect(element.prefix == prefix)
      #expect(element.localName == localName)
      let namespace = testCase.namespace?.isEmpty == true ? nil : testCase.namespace
      #expect(element.namespaceURI == namespace)
      #expect(
        element.tagName
          == (prefix.map { "\($0):\(localName)" } ?? localName).uppercasedIfHTML(element))
    }
  }

  @Test func createElementNSMakesTemplatesOnlyInTheHTMLNamespace() throws {
    let document = Document()
    #expect(try document.createElementNS(Self.html, "template") is HTMLTemplateElement)
    #expect(!(try document.createElementNS(Self.svg, "template") is HTMLTemplateElement))
  }

  @Test func otherFactoriesValidate() throws {
    let html = Document()
    let xml = Document(isHTML: false)
    #expect(domErrorName { _ = try html.createCDATASection("x") } == .notSupportedError)
    #expect(domErrorName { _ = try xml.createCDATASection("a]]>b") } == .invalidCharacterError)
    #expect(try xml.createCDATASection("x").nodeType == .cdataSection)
    #expect(
      domErrorName { _ = try html.createProcessingInstruction("1x", "d") } == .invalidCharacterError
    )
    #expect(
      domErrorName { _ = try html.createProcessingInstruction("x", "a?>b") }
        == .invalidCharacterError)
    let pi = try html.createProcessingInstruction("xml-stylesheet", "href='a'")
    #expect(
      pi.target == "xml-stylesheet" && pi.data == "href='a'" && pi.nodeName == "xml-stylesheet")
    #expect(domErrorName { _ = try html.createAttribute("a b") } == .invalidCharacterError)
    #expect(try html.createAttribute("ABC").name == "abc")
    #expect(try xml.createAttribute("ABC").name == "ABC")
    #expect(
      domErrorName { _ = try html.implementation.createDocumentType("a b", "", "") }
        == .invalidCharacterError)
  }

  // MARK: Tree accessors

  @Test func doctypeDocumentElementHeadAndBody() throws {
    let document = makeHTMLDocument()
    #expect(document.doctype?.name == "html")
    let root = try #require(document.documentElement)
    #expect(root.localName == "html")
    #expect(document.head?.localName == "head")
    #expect(document.body?.localName == "body")
    #expect(document.head?.parentNode === root)
    let empty = Document()
    #expect(empty.doctype == nil)
    #expect(empty.documentElement == nil)
    #expect(empty.head == nil)
    #expect(empty.body == nil)
    // A non-HTML root has no head or body.
    let svgRooted = Document()
    let svg = svgRooted.makeSVG("svg")
    svgRooted.appendChildForParser(svg)
    svg.appendChildForParser(svgRooted.make("body"))
    #expect(svgRooted.body == nil)
    // A frameset counts as the body.
    let frames = Document()
    let html = frames.make("html")
    frames.appendChildForParser(html)
    html.appendChildForParser(frames.make("head"))
    html.appendChildForParser(frames.make("frameset"))
    #expect(frames.body?.localName == "frameset")
  }

  // MARK: title

  @Test func titleGetStripsAndCollapsesWhitespace() throws {
    let document = makeHTMLDocument()
    #expect(document.title == "")
    let title = document.make("title")
    try title.append([
      .string("  Hello \n\t wide  "), .node(document.make("b")), .string(" world "),
    ])
    try document.head?.appendChild(title)
    #expect(document.title == "Hello wide world")
    // The first title in tree order, even in the body.
    let other = makeHTMLDocument()
    let late = other.make("title")
    late.textContent = "body title"
    try other.body?.appendChild(late)
    #expect(other.title == "body title")
  }

  @Test func titleSetCreatesTheElementInHead() throws {
    let document = makeHTMLDocument()
    document.title = " New  title "
    let title = try #require(document.head?.firstElementChild)
    #expect(title.localName == "title")
    #expect(title.textContent == " New  title ")
    #expect(document.title == "New title")
    document.title = "Again"
    #expect(document.head?.childElementCount == 1)
    #expect(title.textContent == "Again")
    document.title = ""
    #expect(title.firstChild == nil)
    // No head: nothing happens.
    let headless = Document()
    headless.appendChildForParser(headless.make("html"))
    headless.title = "x"
    #expect(headless.title == "")
    #expect(headless.documentElement?.firstChild == nil)
  }

  @Test func titleOfAnSVGDocument() throws {
    let document = Document()
    let svg = document.makeSVG("svg")
    document.appendChildForParser(svg)
    #expect(document.title == "")
    document.title = "Drawing"
    let title = try #require(svg.firstElementChild)
    #expect(title.namespace == .svg && title.localName == "title")
    #expect(document.title == "Drawing")
  }

  @Test func createHTMLDocument() throws {
    let document = makeHTMLDocument(title: "Hi")
    #expect(document.isHTMLDocument)
    #expect(document.contentType == "text/html")
    #expect(document.title == "Hi")
    #expect(childLabels(document) == ["!html", "html"])
    #expect(document.documentElement.map(childLabels) == ["head", "body"])
    #expect(document.head.map(childLabels) == ["title"])
    #expect(makeHTMLDocument().head?.firstChild == nil)
    #expect(makeHTMLDocument(title: "").head.map(childLabels) == ["title"])
  }

  // MARK: Document properties

  @Test func compatMode() {
    let document = Document()
    #expect(document.compatMode == "CSS1Compat")
    document.mode = .limitedQuirks
    #expect(document.compatMode == "CSS1Compat")
    document.mode = .quirks
    #expect(document.compatMode == "BackCompat")
  }

  @Test func characterSetContentTypeAndURL() {
    let document = Document()
    #expect(document.characterSet == "UTF-8")
    #expect(document.charset == "UTF-8")
    #expect(document.inputEncoding == "UTF-8")
    #expect(document.contentType == "text/html")
    #expect(document.url == "about:blank")
    #expect(document.documentURI == "about:blank")
    #expect(document.baseURI == "about:blank")
    #expect(Document(isHTML: false).contentType == "application/xml")
    #expect(document.nodeName == "#document")
    #expect(document.nodeType == .document)
    #expect(document.ownerDocument == nil)
  }

  struct BaseURLCase: Sendable, CustomTestStringConvertible {
    let url: String
    let href: String?
    let expected: String
    var testDescription: String { "\(href ?? "no base") against \(url)" }
  }

  static let baseURLCases: [BaseURLCase] = [
    BaseURLCase(
      url: "https://example.com/a/b.html", href: nil, expected: "https://example.com/a/b.html"),
    BaseURLCase(
      url: "https://example.com/a/b.html", href: "c/", expected: "https://example.com/a/c/"),
    BaseURLCase(
      url: "https://example.com/a/b.html", href: "/root/x", expected: "https://example.com/root/x"),
    BaseURLCase(
      url: "https://example.com/a/b.html", href: "../up", expected: "https://example.com/up"),
    BaseURLCase(
      url: "https://example.com/a/b.html", href: "https://other.org/",
      expected: "https://other.org/"),
    BaseURLCase(
      url: "https://example.com/a/b.html", href: "//cdn.net/x", expected: "https://cdn.net/x"),
    BaseURLCase(
      url: "https://example.com/a/b.html?q", href: "?r", expected: "https://example.com/a/b.html?r"),
    BaseURLCase(
      url: "https://example.com/a/b.html", href: " #frag ",
      expected: "https://example.com/a/b.html#frag"),
  ]

  @Test(arguments: baseURLCases)
  func baseURIResolvesTheFirstBaseHref(_ testCase: BaseURLCase) throws {
    let document = makeHTMLDocument()
    document.url = testCase.url
    if let href = testCase.href {
      let base = document.make("base")
      try base.setAttribute("href", href)
      try document.head?.appendChild(base)
      // Later base elements do not count.
      let second = document.make("base")
      try second.setAttribute("href", "/ignored/")
      try document.head?.appendChild(second)
    }
    #expect(document.baseURI == testCase.expected)
    #expect(document.body?.baseURI == testCase.expected)
  }

  @Test func baseWithoutHrefIsSkipped() throws {
    let document = makeHTMLDocument()
    document.url = "https://example.com/dir/page"
    try document.head?.appendChild(document.make("base"))
    let second = document.make("base")
    try second.setAttribute("href", "sub/")
    try document.head?.appendChild(second)
    #expect(document.baseURI == "https://example.com/dir/sub/")
  }

  // MARK: Lookups

  @Test func getElementById() throws {
    let document = makeHTMLDocument()
    let first = document.make("p", id: "x")
    let second = document.make("span", id: "x")
    try document.body?.append([.node(first), .node(second)])
    #expect(document.getElementById("x") === first)
    #expect(document.getElementById("") == nil)
    #expect(document.getElementById("X") == nil)
    first.remove()
    #expect(document.getElementById("x") === second)
    second.id = "y"
    #expect(document.getElementById("x") == nil)
    #expect(document.getElementById("y") === second)
    // Detached elements are not found.
    let detached = document.make("i", id: "z")
    #expect(document.getElementById("z") == nil)
    let fragment = document.createDocumentFragment()
    try fragment.appendChild(detached)
    #expect(fragment.getElementById("z") === detached)
  }

  @Test func getElementsByTagNameIsLive() throws {
    let document = makeHTMLDocument()
    let body = try #require(document.body)
    let divs = document.getElementsByTagName("div")
    #expect(divs.length == 0)
    let div = document.make("div")
    try body.appendChild(div)
    #expect(divs.length == 1)
    #expect(divs[0] === div)
    try div.appendChild(document.make("div"))
    #expect(divs.length == 2)
    div.remove()
    #expect(divs.length == 0)
    let all = document.getElementsByTagName("*")
    #expect(all.elements.map(\.localName) == ["html", "head", "body"])
    #expect(body.getElementsByTagName("*").length == 0)
  }

  @Test func getElementsByTagNameCaseRules() throws {
    let document = makeHTMLDocument()
    let body = try #require(document.body)
    let svg = document.makeSVG("svg")
    let foreign = document.makeSVG("foreignObject")
    svg.appendChildForParser(foreign)
    let html = document.make("div")
    try body.append([.node(svg), .node(html)])
    #expect(document.getElementsByTagName("DIV").length == 1)
    #expect(document.getElementsByTagName("foreignObject").item(0) === foreign)
    #expect(document.getElementsByTagName("foreignobject").length == 0)
    #expect(document.getElementsByTagName("FOREIGNOBJECT").length == 0)
    #expect(document.getElementsByTagName("SVG").length == 0)
    #expect(document.getElementsByTagName("svg").length == 1)
    // An HTML element whose local name has uppercase letters (made by createElementNS) is
    // only matched by the lowercased name.
    let odd = try document.createElementNS(Self.html, "Odd")
    try body.appendChild(odd)
    #expect(document.getElementsByTagName("Odd").length == 0)
    // XML documents compare exactly.
    let xml = Document(isHTML: false)
    let root = try xml.createElementNS(Self.html, "Div")
    xml.appendChildForParser(root)
    #expect(xml.getElementsByTagName("Div").length == 1)
    #expect(xml.getElementsByTagName("div").length == 0)
  }

  @Test func getElementsByTagNameNS() throws {
    let document = makeHTMLDocument()
    let body = try #require(document.body)
    let svgTitle = document.makeSVG("title")
    let htmlTitle = document.make("title")
    try body.append([.node(svgTitle), .node(htmlTitle)])
    #expect(
      document.getElementsByTagNameNS(Self.svg, "title").elements.map { $0 === svgTitle } == [true])
    #expect(document.getElementsByTagNameNS(Self.html, "title").item(0) === htmlTitle)
    #expect(document.getElementsByTagNameNS("*", "title").length == 2)
    #expect(document.getElementsByTagNameNS(Self.svg, "*").length == 1)
    #expect(document.getElementsByTagNameNS("*", "*").length == 5)
    #expect(document.getElementsByTagNameNS(Self.html, "TITLE").length == 0)
    let plain = try document.createElementNS(nil, "title")
    try body.appendChild(plain)
    #expect(document.getElementsByTagNameNS(nil, "title").item(0) === plain)
    #expect(document.getElementsByTagNameNS("", "title").item(0) === plain)
  }

  @Test func getElementsByClassName() throws {
    let document = makeHTMLDocument()
    let body = try #require(document.body)
    let both = document.make("p")
    both.className = "a  b\tc"
    let onlyA = document.make("p")
    onlyA.className = "a"
    let upper = document.make("p")
    upper.className = "A B"
    try body.append([.node(both), .node(onlyA), .node(upper)])
    let a = document.getElementsByClassName("a")
    #expect(a.elements.map { $0 === both || $0 === onlyA } == [true, true])
    #expect(document.getElementsByClassName(" b a ").elements.count == 1)
    #expect(document.getElementsByClassName("b a").item(0) === both)
    #expect(document.getElementsByClassName("").length == 0)
    #expect(document.getElementsByClassName("  ").length == 0)
    // Live.
    onlyA.className = "z"
    #expect(a.length == 1)
    upper.className = "a"
    #expect(a.length == 2)
    #expect(body.getElementsByClassName("a").length == 2)
  }

  @Test func getElementsByClassNameIsCaseInsensitiveInQuirksMode() throws {
    let document = makeHTMLDocument()
    let body = try #require(document.body)
    let element = document.make("p")
    element.className = "Foo bar"
    try body.appendChild(element)
    #expect(document.getElementsByClassName("foo").length == 0)
    #expect(document.getElementsByClassName("Foo BAR").length == 0)
    document.mode = .quirks
    #expect(document.getElementsByClassName("foo").length == 1)
    #expect(document.getElementsByClassName("FOO BAR").length == 1)
  }
}

extension String {
  fileprivate func uppercasedIfHTML(_ element: DOM.Element) -> String {
    element.namespace == .html ? asciiUppercased() : self
  }
}
