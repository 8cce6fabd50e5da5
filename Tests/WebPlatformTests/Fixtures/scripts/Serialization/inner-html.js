// page: basic.html
// innerHTML / outerHTML round trips in HTML and XML documents.

test("HTML round trip", () => {
  const main = document.getElementById("main");
  const markup = main.innerHTML;
  const copy = document.createElement("div");
  copy.innerHTML = markup;
  assert.equal(copy.innerHTML, markup);
  assert(copy.isEqualNode(main.cloneNode(true)) || copy.childNodes.length === main.childNodes.length);
  assert.equal(document.getElementById("p2").outerHTML, '<p id="p2">Second <a href="https://other.example/two" id="link2" name="second">two</a>.</p>');
});

test("HTML escaping", () => {
  const div = document.createElement("div");
  div.textContent = "<b> & \u00a0";
  assert.equal(div.innerHTML, "&lt;b&gt; &amp; &nbsp;");
  div.setAttribute("title", '"x"');
  assert.equal(div.outerHTML, '<div title="&quot;x&quot;">&lt;b&gt; &amp; &nbsp;</div>');
  div.innerHTML = "<svg><circle r='1'/></svg><br>";
  assert.equal(div.firstChild.namespaceURI, "http://www.w3.org/2000/svg");
  assert.equal(div.innerHTML, '<svg><circle r="1"></circle></svg><br>');
});

test("outerHTML setter", () => {
  const holder = document.createElement("div");
  holder.innerHTML = "<span>a</span>";
  holder.firstChild.outerHTML = "<b>1</b><i>2</i>";
  assert.equal(holder.innerHTML, "<b>1</b><i>2</i>");
  assert.throws(() => { document.documentElement.outerHTML = "<html></html>"; }, "NoModificationAllowedError");
});

test("XML documents serialize and parse as XML", () => {
  const doc = new DOMParser().parseFromString('<root xmlns="urn:r"><a x="1"/></root>', "application/xml");
  const root = doc.documentElement;
  assert.equal(root.innerHTML, '<a xmlns="urn:r" x="1"/>');
  assert.equal(root.outerHTML, '<root xmlns="urn:r"><a x="1"/></root>');
  root.innerHTML = '<b>t</b><c:d xmlns:c="urn:c"/>';
  assert.equal(root.childNodes.length, 2);
  assert.equal(root.firstChild.namespaceURI, "urn:r", "the context's default namespace applies");
  assert.equal(root.lastChild.namespaceURI, "urn:c");
  assert.equal(root.outerHTML, '<root xmlns="urn:r"><b>t</b><c:d xmlns:c="urn:c"/></root>');
  const error = assert.throws(() => { root.innerHTML = "<unclosed>"; }, "SyntaxError");
  assert.equal(error.code, 12);
  assert.equal(root.childNodes.length, 2, "nothing changes on error");
  root.innerHTML = "text &amp; more";
  assert.equal(root.textContent, "text & more");
  root.insertAdjacentHTML("beforeend", "<z/>");
  assert.equal(root.lastChild.localName, "z");
  assert.throws(() => root.insertAdjacentHTML("beforeend", "<z>"), "SyntaxError");
});
