// page: basic.html
// Element members beyond node-basics.js: names, attributes, shadow-tree stubs, mixins.

test("names", () => {
  const main = document.getElementById("main");
  assert.equal(main.tagName, "DIV");
  assert.equal(main.localName, "div");
  assert.equal(main.namespaceURI, "http://www.w3.org/1999/xhtml");
  assert.equal(main.prefix, null);
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg:rect");
  assert.equal(svg.tagName, "svg:rect");
  assert.equal(svg.prefix, "svg");
  assert.equal(svg.localName, "rect");
  assert(svg instanceof Element);
  assert.equal(Object.prototype.toString.call(svg), "[object SVGRectElement]");
});

test("attributes by name", () => {
  const div = document.createElement("div");
  div.setAttribute("Data-X", "1");
  assert.deepEqual(div.getAttributeNames(), ["data-x"]);
  assert.equal(div.getAttribute("DATA-X"), "1");
  assert.equal(div.hasAttribute("data-x"), true);
  assert.equal(div.toggleAttribute("hidden"), true);
  assert.equal(div.toggleAttribute("hidden", true), true);
  assert.equal(div.toggleAttribute("hidden"), false);
  assert.equal(div.hasAttributes(), true);
  div.removeAttribute("data-x");
  assert.equal(div.hasAttributes(), false);
  assert.throws(() => div.setAttribute("a b", ""), "InvalidCharacterError");
  const error = assert.throws(() => div.setAttributeNS(null, "x:y", ""), "NamespaceError");
  assert.equal(error.code, 14);
  div.id = "z";
  div.className = "k";
  assert.equal(div.outerHTML, '<div id="z" class="k"></div>');
});

test("slot, shadowRoot, attachShadow, assignedSlot", () => {
  const div = document.createElement("div");
  assert.equal(div.slot, "");
  div.slot = "s";
  assert.equal(div.getAttribute("slot"), "s");
  assert.equal(div.shadowRoot, null);
  const shadow = div.attachShadow({ mode: "open" });
  assert.equal(div.shadowRoot, shadow);
  assert.equal(shadow.host, div);
  const error = assert.throws(() => div.attachShadow({ mode: "open" }), "NotSupportedError");
  assert.equal(error.code, 9);
  assert.throws(() => document.createElement("img").attachShadow({ mode: "open" }), "NotSupportedError");
  assert.throws(() => div.attachShadow(), "TypeError");
  assert.throws(() => div.attachShadow({}), "TypeError", "mode is required");
  assert.throws(() => div.attachShadow({ mode: "half" }), "TypeError", "mode is an enum");
  assert.throws(() => div.attachShadow(1), "TypeError", "a dictionary");
  assert.equal(div.assignedSlot, null);
  assert.equal(document.createTextNode("t").assignedSlot, null);
  assert.equal("assignedSlot" in document.createComment("c"), false);
});

test("interface members follow the IDL", () => {
  assert.equal(typeof Element.prototype.getElementsByClassName, "function");
  assert.equal(typeof Document.prototype.getElementsByTagNameNS, "function");
  assert.equal(DocumentFragment.prototype.getElementsByTagName, undefined, "not ParentNode");
  assert.equal(typeof DocumentFragment.prototype.querySelector, "function");
  assert.equal("innerText" in Element.prototype, false, "innerText is HTMLElement's");
  for (const name of ["classList", "attributes", "slot", "shadowRoot"]) {
    const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, name);
    assert(descriptor && descriptor.enumerable && descriptor.configurable, name);
  }
  for (const name of ["style", "dataset"]) {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
    assert(descriptor && descriptor.enumerable && descriptor.configurable, name);
  }
  assert.equal(Element.prototype.setAttributeNode.length, 1);
  assert.equal(Element.prototype.attachShadow.length, 1);
});

test("innerText and outerText (when HTMLElement includes them)", () => {
  if (typeof HTMLElement !== "function" || !("innerText" in HTMLElement.prototype)) return;
  const p = document.getElementById("p1");
  assert.equal(p.innerText, "First one paragraph.");
  const div = document.createElement("div");
  div.innerText = "a\nb";
  assert.equal(div.innerHTML, "a<br>b");
  document.body.appendChild(div);
  div.outerText = "gone";
  assert.equal(div.parentNode, null);
});

test("brand checks", () => {
  const getter = Object.getOwnPropertyDescriptor(Element.prototype, "classList").get;
  assert.throws(() => getter.call(document), "TypeError");
  assert.throws(() => Element.prototype.getAttribute.call(document.createTextNode("x"), "a"), "TypeError");
  assert.throws(() => new Element(), "TypeError");
  assert.throws(() => document.body.getAttribute(), "TypeError");
});
