// page: basic.html
// DOMParser: HTML through the HTML parser, XML through the XML parser, parsererror documents.

test("text/html", () => {
  const parser = new DOMParser();
  assert(parser instanceof DOMParser);
  assert.equal(Object.prototype.toString.call(parser), "[object DOMParser]");
  const doc = parser.parseFromString("<title>T</title><p class=x>Hi<script>1</script>", "text/html");
  assert(doc instanceof HTMLDocument);
  assert(doc !== document);
  assert.equal(doc.title, "T");
  assert.equal(doc.body.firstChild.className, "x");
  assert.equal(doc.URL, document.URL, "the document URL is the runtime document's");
  assert.equal(doc.contentType, "text/html");
  assert.equal(doc.compatMode, "BackCompat", "no doctype: quirks mode");
  assert.equal(doc.defaultView, null);
  assert.equal(doc.querySelector("p").ownerDocument, doc);
  const noscript = parser.parseFromString("<body><noscript><p>x</p></noscript>", "text/html");
  assert.equal(noscript.querySelector("noscript p").textContent, "x", "scripting is disabled");
  const adopted = document.adoptNode(doc.body.firstChild);
  assert.equal(adopted.ownerDocument, document);
});

test("well-formed XML", () => {
  const parser = new DOMParser();
  const source =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<!DOCTYPE root [ <!ENTITY who "world"> ]>\n' +
    '<!-- before -->\n' +
    '<root xmlns="urn:default" xmlns:p="urn:p" a="1 &amp; 2" p:b=\'q\'>' +
    'Hello &who;&#33;<p:child/><![CDATA[<raw>]]><?pi data?><empty></empty></root>';
  const doc = parser.parseFromString(source, "application/xml");
  assert(doc instanceof XMLDocument);
  assert.equal(doc.contentType, "application/xml");
  assert.equal(doc.getElementsByTagName("parsererror").length, 0);
  assert.equal(doc.doctype.name, "root");
  assert.equal(doc.childNodes.length, 3, "doctype, comment, root");
  assert.equal(doc.childNodes[1].data, " before ");
  const root = doc.documentElement;
  assert.equal(root.localName, "root");
  assert.equal(root.namespaceURI, "urn:default");
  assert.equal(root.getAttribute("a"), "1 & 2");
  assert.equal(root.getAttributeNS("urn:p", "b"), "q");
  assert.equal(root.getAttributeNode("xmlns:p").namespaceURI, "http://www.w3.org/2000/xmlns/");
  assert.equal(root.firstChild.data, "Hello world!");
  const child = root.childNodes[1];
  assert.equal(child.namespaceURI, "urn:p");
  assert.equal(child.prefix, "p");
  assert.equal(child.tagName, "p:child", "no uppercasing in XML documents");
  assert.equal(root.childNodes[2].nodeType, Node.CDATA_SECTION_NODE);
  assert(root.childNodes[2] instanceof CDATASection);
  assert.equal(root.childNodes[2].data, "<raw>");
  assert.equal(root.childNodes[3].target, "pi");
  assert.equal(root.childNodes[3].data, "data");
  assert.equal(root.lastChild.namespaceURI, "urn:default");
  assert.equal(root.lastChild.childNodes.length, 0);
});

test("XML types", () => {
  const parser = new DOMParser();
  const svg = parser.parseFromString('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>', "image/svg+xml");
  assert.equal(svg.contentType, "image/svg+xml");
  assert.equal(svg.documentElement.namespaceURI, "http://www.w3.org/2000/svg");
  assert.equal(svg.querySelector("rect").localName, "rect");
  const xhtml = parser.parseFromString('<html xmlns="http://www.w3.org/1999/xhtml"><body><p>x</p></body></html>', "application/xhtml+xml");
  assert.equal(xhtml.body.firstChild.localName, "p");
  assert.equal(xhtml.body.firstChild.tagName, "p");
  const text = parser.parseFromString("<a><B/></a>", "text/xml");
  assert.equal(text.documentElement.firstChild.localName, "B", "case is kept");
  assert.equal(text.documentElement.namespaceURI, null);
});

test("malformed XML gives a parsererror, as WebKit does", () => {
  const parser = new DOMParser();
  const doc = parser.parseFromString("<root><a></b></root>", "application/xml");
  const errors = doc.getElementsByTagName("parsererror");
  assert.equal(errors.length, 1);
  const error = errors[0];
  assert.equal(error.namespaceURI, "http://www.w3.org/1999/xhtml");
  assert.equal(doc.documentElement.localName, "root", "the tree parsed so far stays");
  assert.equal(doc.documentElement.firstChild, error, "the block opens the root");
  assert.equal(error.firstChild.textContent, "This page contains the following errors:");
  assert(/^error on line 1 at column \d+: Opening and ending tag mismatch/.test(error.children[1].textContent), error.children[1].textContent);
  assert.equal(doc.querySelector("parsererror"), error);

  const empty = parser.parseFromString("", "text/xml");
  assert.equal(empty.documentElement.localName, "html");
  assert.equal(empty.documentElement.namespaceURI, "http://www.w3.org/1999/xhtml");
  assert.equal(empty.querySelector("body > parsererror") !== null, true);

  for (const bad of ["<a>", "<a b=c/>", "<a>&nbsp;</a>", "<a/><b/>", "text", "<x:a/>", "<a b='1' b='2'/>", "<a><!-- x -- y --></a>"]) {
    const result = parser.parseFromString(bad, "application/xml");
    assert.equal(result.getElementsByTagName("parsererror").length, 1, bad);
  }
  const svg = parser.parseFromString('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', "image/svg+xml");
  assert.equal(svg.documentElement.localName, "html", "an SVG root is wrapped in html/body");
  assert.equal(svg.body.lastChild.localName, "svg");
});

test("errors and brand checks", () => {
  const parser = new DOMParser();
  assert.throws(() => parser.parseFromString("<a/>", "text/plain"), "TypeError");
  assert.throws(() => parser.parseFromString("<a/>"), "TypeError");
  assert.throws(() => DOMParser.prototype.parseFromString.call({}, "", "text/html"), "TypeError");
  assert.throws(() => DOMParser(), "TypeError");
  assert.equal(DOMParser.prototype.parseFromString.length, 2);
});
