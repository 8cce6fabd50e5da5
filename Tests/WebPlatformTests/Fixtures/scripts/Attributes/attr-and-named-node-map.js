// page: basic.html
// Attr and NamedNodeMap: identity, liveness, indexed and named properties, brand checks,
// DOMException names and codes.

test("Attr members", () => {
  const main = document.getElementById("main");
  const attr = main.getAttributeNode("data-kind");
  assert(attr instanceof Attr, "instanceof Attr");
  assert(attr instanceof Node, "Attr is a Node");
  assert.equal(Object.prototype.toString.call(attr), "[object Attr]");
  assert.equal(attr.name, "data-kind");
  assert.equal(attr.localName, "data-kind");
  assert.equal(attr.namespaceURI, null);
  assert.equal(attr.prefix, null);
  assert.equal(attr.value, "article");
  assert.equal(attr.nodeType, Node.ATTRIBUTE_NODE);
  assert.equal(attr.nodeName, "data-kind");
  assert.equal(attr.nodeValue, "article");
  assert.equal(attr.textContent, "article");
  assert.equal(attr.specified, true);
  assert.equal(attr.ownerElement, main);
  assert.equal(attr.ownerDocument, document);
  assert.equal(main.getAttributeNode("data-kind"), attr, "same Attr object");
  assert.equal(main.getAttributeNode("missing"), null);
});

test("Attr value writes through to the element", () => {
  const main = document.getElementById("main");
  const attr = main.getAttributeNode("data-kind");
  attr.value = "essay";
  assert.equal(main.getAttribute("data-kind"), "essay");
  main.setAttribute("data-kind", "note");
  assert.equal(attr.value, "note", "live value");
  attr.textContent = "article";
  assert.equal(main.dataset.kind, "article");
});

test("namespaced attributes", () => {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttributeNS("http://www.w3.org/1999/xlink", "xlink:href", "#a");
  const attr = svg.getAttributeNodeNS("http://www.w3.org/1999/xlink", "href");
  assert.equal(attr.prefix, "xlink");
  assert.equal(attr.localName, "href");
  assert.equal(attr.name, "xlink:href");
  assert.equal(attr.namespaceURI, "http://www.w3.org/1999/xlink");
  assert.equal(svg.attributes.getNamedItemNS("http://www.w3.org/1999/xlink", "href"), attr);
  assert.equal(svg.attributes["xlink:href"], attr, "named property by qualified name");
});

test("createAttribute, setAttributeNode, removeAttributeNode", () => {
  const div = document.createElement("div");
  const attr = document.createAttribute("Title");
  assert.equal(attr.name, "title", "lowercased in an HTML document");
  assert.equal(attr.ownerElement, null);
  attr.value = "hello";
  assert.equal(div.setAttributeNode(attr), null);
  assert.equal(attr.ownerElement, div);
  assert.equal(div.getAttribute("title"), "hello");
  const replacement = document.createAttribute("title");
  replacement.value = "bye";
  assert.equal(div.setAttributeNodeNS(replacement), attr, "returns the replaced Attr");
  assert.equal(attr.ownerElement, null);
  assert.equal(attr.value, "hello", "the old Attr keeps its value");
  const other = document.createElement("span");
  const error = assert.throws(() => other.setAttributeNode(replacement), "InUseAttributeError");
  assert.equal(error.code, 10);
  assert.equal(div.removeAttributeNode(replacement), replacement);
  assert.equal(div.hasAttribute("title"), false);
  assert.throws(() => div.removeAttributeNode(replacement), "NotFoundError");
  assert.throws(() => div.setAttributeNode({}), "TypeError");
  assert.throws(() => document.createAttribute("a b"), "InvalidCharacterError");
});

test("NamedNodeMap is live, indexed and named", () => {
  const div = document.createElement("div");
  const map = div.attributes;
  assert(map instanceof NamedNodeMap);
  assert.equal(Object.prototype.toString.call(map), "[object NamedNodeMap]");
  assert.equal(div.attributes, map, "[SameObject]");
  assert.equal(map.length, 0);
  div.setAttribute("id", "x");
  div.setAttribute("class", "y");
  assert.equal(map.length, 2, "live length");
  assert.equal(map[0].name, "id");
  assert.equal(map.item(1).name, "class");
  assert.equal(map.item(2), null);
  assert.equal(map[2], undefined);
  assert.equal(map.id, map[0], "named property");
  assert.equal(map.getNamedItem("class"), map[1]);
  assert.equal(map.getNamedItem("nope"), null);
  assert.equal(map.length, 2, "a named property does not shadow length");
  assert.deepEqual(Object.keys(map), ["0", "1"], "names are unenumerable");
  assert.deepEqual([...map].map((a) => a.value), ["x", "y"], "iterable");
  assert.deepEqual(Array.from(map, (a) => a.name), ["id", "class"]);
  const removed = map.removeNamedItem("id");
  assert.equal(removed.value, "x");
  assert.equal(div.hasAttribute("id"), false);
  assert.equal(map.length, 1);
  const error = assert.throws(() => map.removeNamedItem("id"), "NotFoundError");
  assert.equal(error.code, DOMException.NOT_FOUND_ERR);
  assert.throws(() => map.removeNamedItemNS(null, "id"), "NotFoundError");
  const attr = document.createAttribute("lang");
  attr.value = "fr";
  assert.equal(map.setNamedItem(attr), null);
  assert.equal(div.getAttribute("lang"), "fr");
  assert.equal(map.removeNamedItemNS(null, "lang"), attr);
  const attrNS = document.createAttributeNS("urn:x", "x:k");
  assert.equal(map.setNamedItemNS(attrNS), null);
  assert.equal(div.getAttributeNS("urn:x", "k"), "");
});

test("brand checks", () => {
  const lengthGetter = Object.getOwnPropertyDescriptor(NamedNodeMap.prototype, "length").get;
  assert.throws(() => lengthGetter.call(document.body), "TypeError");
  const valueGetter = Object.getOwnPropertyDescriptor(Attr.prototype, "value").get;
  assert.throws(() => valueGetter.call(document.body), "TypeError");
  assert.throws(() => new Attr(), "TypeError");
  assert.throws(() => new NamedNodeMap(), "TypeError");
  assert.throws(() => NamedNodeMap.prototype.item.call({}, 0), "TypeError");
  assert.equal(NamedNodeMap.prototype.getNamedItemNS.length, 2);
  assert.equal(Object.getOwnPropertyDescriptor(Attr.prototype, "ownerElement").enumerable, true);
});
