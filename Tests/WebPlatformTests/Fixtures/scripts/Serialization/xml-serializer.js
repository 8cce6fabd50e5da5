// page: basic.html
// XMLSerializer: the XML serialization algorithm of DOM Parsing.

const serialize = (node) => new XMLSerializer().serializeToString(node);

test("HTML elements get the XHTML namespace", () => {
  const serializer = new XMLSerializer();
  assert(serializer instanceof XMLSerializer);
  assert.equal(Object.prototype.toString.call(serializer), "[object XMLSerializer]");
  const div = document.createElement("div");
  div.innerHTML = '<p class="a">x &amp; y<br>z</p><img src="i.png"><!--c-->';
  assert.equal(
    serializer.serializeToString(div),
    '<div xmlns="http://www.w3.org/1999/xhtml"><p class="a">x &amp; y<br />z</p><img src="i.png" /><!--c--></div>');
  assert.equal(serialize(document.createTextNode("a<b>&")), "a&lt;b&gt;&amp;");
  assert.equal(serialize(document.createComment("c")), "<!--c-->");
});

test("whole documents", () => {
  const doc = document.implementation.createHTMLDocument("T");
  assert.equal(
    serialize(doc),
    '<!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml"><head><title>T</title></head><body></body></html>');
  const xml = new DOMParser().parseFromString('<r xmlns:p="urn:p"><p:c p:a="1"/></r>', "application/xml");
  assert.equal(serialize(xml), '<r xmlns:p="urn:p"><p:c p:a="1"/></r>');
});

test("namespaces and prefixes", () => {
  const doc = document.implementation.createDocument(null, "root");
  const root = doc.documentElement;
  root.appendChild(doc.createElementNS("urn:a", "a:child"));
  root.appendChild(doc.createElementNS("urn:d", "plain"));
  const withAttr = doc.createElement("x");
  withAttr.setAttributeNS("urn:attr", "q:k", "v");
  withAttr.setAttributeNS("urn:attr2", "k2", "w");
  root.appendChild(withAttr);
  assert.equal(
    serialize(root),
    '<root><a:child xmlns:a="urn:a"/><plain xmlns="urn:d"/>' +
      '<x xmlns:q="urn:attr" q:k="v" xmlns:ns1="urn:attr2" ns1:k2="w"/></root>');
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttributeNS("http://www.w3.org/1999/xlink", "xlink:href", "#x");
  svg.setAttributeNS("http://www.w3.org/XML/1998/namespace", "xml:lang", "en");
  assert.equal(
    serialize(svg),
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#x" xml:lang="en"/>');
});

test("attribute values and other nodes", () => {
  const div = document.createElement("div");
  div.setAttribute("title", 'a"b<c>&\td\ne');
  assert.equal(
    serialize(div),
    '<div xmlns="http://www.w3.org/1999/xhtml" title="a&quot;b&lt;c&gt;&amp;&#9;d&#10;e"></div>');
  const xml = document.implementation.createDocument(null, "r");
  xml.documentElement.appendChild(xml.createCDATASection("<x>"));
  xml.documentElement.appendChild(xml.createProcessingInstruction("pi", "d"));
  assert.equal(serialize(xml), "<r><![CDATA[<x>]]><?pi d?></r>");
  const doctype = document.implementation.createDocumentType("html", "-//W3C//DTD XHTML 1.0 Strict//EN", "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd");
  assert.equal(serialize(doctype), '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">');
  assert.equal(serialize(document.getElementById("main").getAttributeNode("id")), "");
  const fragment = document.createDocumentFragment();
  fragment.append(document.createElement("b"), "t");
  assert.equal(serialize(fragment), '<b xmlns="http://www.w3.org/1999/xhtml"></b>t');
});

test("round trip through DOMParser", () => {
  const source = '<feed xmlns="http://www.w3.org/2005/Atom"><title type="text">A &amp; B</title><entry><link href="/x"/></entry></feed>';
  const doc = new DOMParser().parseFromString(source, "application/xml");
  assert.equal(serialize(doc), source);
});

test("errors and brand checks", () => {
  assert.throws(() => new XMLSerializer().serializeToString({}), "TypeError");
  assert.throws(() => new XMLSerializer().serializeToString(), "TypeError");
  assert.throws(() => XMLSerializer.prototype.serializeToString.call({}, document), "TypeError");
  assert.equal(XMLSerializer.prototype.serializeToString.length, 1);
});
