// page: basic.html
// Node and Element basics, wrapper identity, instanceof, brand checks, DOMException.

test("identity", () => {
  assert(document.body === document.body, "body identity");
  assert(document.documentElement.firstChild === document.documentElement.firstChild);
  const main = document.getElementById("main");
  main.expando = 42;
  assert.equal(document.getElementById("main").expando, 42, "expando survives");
});

test("prototype chain and instanceof", () => {
  const main = document.getElementById("main");
  assert(main instanceof Element, "Element");
  assert(main instanceof Node, "Node");
  assert(main instanceof EventTarget, "EventTarget");
  assert(Object.getPrototypeOf(Element.prototype) === Node.prototype);
  assert(Object.getPrototypeOf(Node.prototype) === EventTarget.prototype);
  assert(Object.getPrototypeOf(Element) === Node, "interface objects chain too");
  assert.equal(Object.prototype.toString.call(document.createTextNode("x")), "[object Text]");
  assert.equal(typeof Node.prototype.appendChild, "function");
  assert.equal(Node.prototype.appendChild.name, "appendChild");
  assert.equal(Node.prototype.appendChild.length, 1);
  const descriptor = Object.getOwnPropertyDescriptor(Node.prototype, "firstChild");
  assert.equal(typeof descriptor.get, "function");
  assert.equal(descriptor.enumerable, true);
  assert.equal(Node.ELEMENT_NODE, 1);
  assert.equal(main.TEXT_NODE, 3);
});

test("brand checks", () => {
  const getter = Object.getOwnPropertyDescriptor(Node.prototype, "firstChild").get;
  assert.throws(() => getter.call({}), "TypeError");
  assert.throws(() => Node.prototype.appendChild.call(document.body, {}), "TypeError");
  assert.throws(() => new Node(), "TypeError");
});

test("DOMException from the model", () => {
  const error = assert.throws(() => document.body.appendChild(document), "HierarchyRequestError");
  assert(error instanceof DOMException, "instanceof DOMException");
  assert(error instanceof Error, "instanceof Error");
  assert.equal(error.code, 3);
  assert.equal(DOMException.HIERARCHY_REQUEST_ERR, 3);
  assert(error.message.length > 0);
  const made = new DOMException("custom", "NotFoundError");
  assert.equal(made.code, 8);
  assert.equal(made.message, "custom");
});

test("tree reading and mutation", () => {
  const list = document.getElementById("list");
  assert.equal(list.childNodes.length, 3);
  assert.equal(list.children[1].textContent, "b");
  assert.equal(list.childNodes.item(2).textContent, "c");
  const li = document.createElement("li");
  li.textContent = "d";
  list.appendChild(li);
  assert.equal(list.children.length, 4, "live HTMLCollection");
  assert.equal(list.lastChild, li);
  assert.equal([...list.children].map((e) => e.textContent).join(""), "abcd");
  li.remove();
  assert.equal(list.children.length, 3);
  assert.equal(document.querySelectorAll("p").length, 2);
  assert.equal(document.querySelector("#p2 a").getAttribute("href"), "https://other.example/two");
  assert.equal(document.body.getElementsByTagName("a").second.id, "link2", "named item");
});

test("character data keeps UTF-16", () => {
  const text = document.createTextNode("a\uD800b");
  assert.equal(text.data.length, 3);
  assert.equal(text.data.charCodeAt(1), 0xd800);
  text.appendData("\uDC00");
  assert.equal(text.length, 4);
});

test("events from JS", () => {
  const main = document.getElementById("main");
  const seen = [];
  const listener = (event) => seen.push(event.type + ":" + (event.currentTarget === main));
  main.addEventListener("ping", listener);
  main.addEventListener("ping", listener);
  document.body.addEventListener("ping", { handleEvent(event) { seen.push("body:" + event.eventPhase); } });
  const event = new Event("ping", { bubbles: true, cancelable: true });
  assert.equal(main.dispatchEvent(event), true);
  assert.deepEqual(seen, ["ping:true", "body:3"]);
  main.removeEventListener("ping", listener);
  main.dispatchEvent(new Event("ping"));
  assert.equal(seen.length, 2);
});
