// page: basic.html
// Document, DOMImplementation, DocumentFragment, Text, Comment.

test("document basics", () => {
  assert(document instanceof Document);
  assert(document instanceof HTMLDocument);
  assert.equal(Object.prototype.toString.call(document), "[object HTMLDocument]");
  assert.equal(document.URL, "https://example.com/page.html");
  assert.equal(document.documentURI, document.URL);
  assert.equal(document.compatMode, "CSS1Compat");
  assert.equal(document.contentType, "text/html");
  assert.equal(document.doctype.name, "html");
  assert(document.doctype instanceof DocumentType);
  assert.equal(document.documentElement.localName, "html");
  assert.equal(document.title, "Basic fixture page");
  assert.equal(document.head.localName, "head");
  assert.equal(document.body.localName, "body");
  assert.equal(document.defaultView, window);
  assert.equal(document.getElementById("title").textContent, "Hello world");
  assert.equal(document.getElementById(""), null);
  assert.equal(document.getElementsByTagName("li").length, 3);
  assert.equal(document.getElementsByClassName("content")[0].id, "main");
});

test("factories", () => {
  const element = document.createElement("SECTION");
  assert.equal(element.localName, "section");
  assert.equal(element.ownerDocument, document);
  assert.throws(() => document.createElement(""), "InvalidCharacterError");
  assert.throws(() => document.createElement("a b"), "InvalidCharacterError");
  const ns = document.createElementNS("urn:x", "x:y");
  assert.equal(ns.namespaceURI, "urn:x");
  assert.throws(() => document.createElementNS(null, "x:y"), "NamespaceError");
  assert.throws(() => document.createCDATASection("x"), "NotSupportedError");
  assert.throws(() => document.createProcessingInstruction("x", "?>"), "InvalidCharacterError");
  const fragment = document.createDocumentFragment();
  assert(fragment instanceof DocumentFragment);
  assert.equal(fragment.nodeName, "#document-fragment");
  const imported = document.importNode(document.getElementById("list"), true);
  assert.equal(imported.children.length, 3);
  assert.equal(imported.parentNode, null);
  const shallow = document.importNode(document.getElementById("list"));
  assert.equal(shallow.childNodes.length, 0);
  assert.throws(() => document.importNode(document), "NotSupportedError");
});

test("implementation", () => {
  const implementation = document.implementation;
  assert(implementation instanceof DOMImplementation);
  assert.equal(Object.prototype.toString.call(implementation), "[object DOMImplementation]");
  assert.equal(document.implementation, implementation, "[SameObject]");
  assert.equal(implementation.hasFeature(), true);
  const doctype = implementation.createDocumentType("svg:svg", "-//W3C//DTD SVG 1.1//EN", "s");
  assert.equal(doctype.name, "svg:svg");
  assert.equal(doctype.publicId, "-//W3C//DTD SVG 1.1//EN");
  assert.equal(doctype.ownerDocument, document);
  assert.throws(() => implementation.createDocumentType("a>", "", ""), "InvalidCharacterError");
  const html = implementation.createHTMLDocument("Made");
  assert(html instanceof HTMLDocument);
  assert.equal(html.title, "Made");
  assert.equal(html.body.localName, "body");
  assert.equal(html.URL, document.URL);
  assert.equal(html.documentElement.outerHTML, "<html><head><title>Made</title></head><body></body></html>");
  assert.equal(html.defaultView, null);
  html.body.innerHTML = "<p>x</p>";
  assert.equal(html.body.firstChild.localName, "p", "innerHTML works in made documents");
  const untitled = implementation.createHTMLDocument();
  assert.equal(untitled.head.childNodes.length, 0);
  assert.equal(implementation.createHTMLDocument("").head.childNodes.length, 1);
  const xml = implementation.createDocument("http://www.w3.org/2000/svg", "svg", null);
  assert(xml instanceof XMLDocument);
  assert.equal(Object.prototype.toString.call(xml), "[object XMLDocument]");
  assert.equal(xml.contentType, "image/svg+xml");
  assert.equal(xml.documentElement.namespaceURI, "http://www.w3.org/2000/svg");
  const withDoctype = implementation.createDocument(null, "root", doctype);
  assert.equal(withDoctype.doctype, doctype);
  assert.equal(doctype.ownerDocument, withDoctype, "the doctype is adopted");
  assert.equal(withDoctype.contentType, "application/xml");
  assert.equal(implementation.createDocument(null, "").childNodes.length, 0);
  assert.equal(implementation.createDocument(null, null).childNodes.length, 0);
  assert.throws(() => implementation.createDocument(null, "a:b"), "NamespaceError");
  assert.throws(() => implementation.createDocument("urn:x"), "TypeError");
  assert.equal(
    implementation.createDocument("http://www.w3.org/1999/xhtml", "html").contentType,
    "application/xhtml+xml");
});

test("Document constructor", () => {
  const made = new Document();
  assert(made instanceof Document);
  assert.equal(made.childNodes.length, 0);
  assert.equal(made.contentType, "application/xml");
  const element = made.createElement("Mixed");
  assert.equal(element.localName, "Mixed", "no lowercasing in XML documents");
  assert.equal(element.namespaceURI, null);
  made.appendChild(element);
  assert.equal(made.documentElement, element);
  assert.throws(() => made.appendChild(made.createElement("second")), "HierarchyRequestError");
});

test("DocumentFragment", () => {
  const fragment = new DocumentFragment();
  assert.equal(fragment.ownerDocument, document);
  fragment.append("a", document.createElement("b"), "c");
  assert.equal(fragment.childNodes.length, 3);
  assert.equal(fragment.children.length, 1);
  assert.equal(fragment.firstElementChild.localName, "b");
  fragment.firstElementChild.id = "in-fragment";
  assert.equal(fragment.getElementById("in-fragment"), fragment.children[0]);
  assert.equal(fragment.querySelector("#in-fragment"), fragment.children[0]);
  const host = document.createElement("div");
  host.appendChild(fragment);
  assert.equal(fragment.childNodes.length, 0, "children move out");
  assert.equal(host.textContent, "ac");
  assert.equal(host.childNodes.length, 3);
});

test("Text and Comment", () => {
  const text = new Text("hello world");
  assert(text instanceof Text && text instanceof CharacterData && text instanceof Node);
  assert.equal(text.ownerDocument, document);
  assert.equal(text.nodeName, "#text");
  const p = document.createElement("p");
  p.appendChild(text);
  const tail = text.splitText(5);
  assert.equal(text.data, "hello");
  assert.equal(tail.data, " world");
  assert.equal(p.childNodes.length, 2);
  assert.equal(tail.wholeText, "hello world");
  assert.throws(() => text.splitText(99), "IndexSizeError");
  assert.equal(new Text().data, "");
  const comment = new Comment("note");
  assert(comment instanceof Comment && comment instanceof CharacterData);
  assert.equal(comment.nodeName, "#comment");
  assert.equal(comment.nodeType, Node.COMMENT_NODE);
  comment.data = "changed";
  assert.equal(comment.textContent, "changed");
  assert.equal(Object.prototype.toString.call(comment), "[object Comment]");
  const pageComment = [...document.body.childNodes].find((node) => node instanceof Comment);
  assert.equal(pageComment.data, " a comment ");
});

test("brand checks", () => {
  const getter = Object.getOwnPropertyDescriptor(Document.prototype, "implementation").get;
  assert.throws(() => getter.call(document.body), "TypeError");
  assert.throws(() => DOMImplementation.prototype.createHTMLDocument.call(document), "TypeError");
  assert.throws(() => new DOMImplementation(), "TypeError");
  assert.throws(() => Text.prototype.splitText.call(document.createComment("x"), 0), "TypeError");
});
