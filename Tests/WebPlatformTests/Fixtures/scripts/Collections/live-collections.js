// page: basic.html
// NodeList and HTMLCollection: liveness, static query results, named items, enumeration.

test("childNodes is a live NodeList", () => {
  const list = document.getElementById("list");
  const nodes = list.childNodes;
  assert(nodes instanceof NodeList);
  assert.equal(Object.prototype.toString.call(nodes), "[object NodeList]");
  assert.equal(list.childNodes, nodes, "[SameObject]");
  assert.equal(nodes.length, 3);
  const li = document.createElement("li");
  list.appendChild(li);
  assert.equal(nodes.length, 4);
  assert.equal(nodes[3], li);
  li.remove();
  assert.equal(nodes.length, 3);
  assert.equal(nodes[3], undefined);
  assert.equal(nodes.item(3), null);
});

test("querySelectorAll is static", () => {
  const found = document.querySelectorAll("li");
  assert(found instanceof NodeList);
  assert.equal(found.length, 3);
  document.getElementById("list").appendChild(document.createElement("li"));
  assert.equal(found.length, 3, "static");
  assert.equal(document.querySelectorAll("li").length, 4);
  document.getElementById("list").lastChild.remove();
});

test("NodeList iteration", () => {
  const nodes = document.getElementById("list").childNodes;
  assert.deepEqual(Object.keys(nodes), ["0", "1", "2"]);
  assert.deepEqual([...nodes].map((n) => n.textContent), ["a", "b", "c"]);
  assert.deepEqual([...nodes.keys()], [0, 1, 2]);
  assert.equal([...nodes.entries()][1][1], nodes[1]);
  const texts = [];
  nodes.forEach((node, index) => texts.push(index + node.textContent));
  assert.deepEqual(texts, ["0a", "1b", "2c"]);
  let count = 0;
  for (const node of nodes) count += node.nodeType === 1 ? 1 : 0;
  assert.equal(count, 3);
  assert.equal(NodeList.prototype.forEach, Array.prototype.forEach);
});

test("HTMLCollection is live with named items", () => {
  const main = document.getElementById("main");
  const children = main.children;
  assert(children instanceof HTMLCollection);
  assert.equal(Object.prototype.toString.call(children), "[object HTMLCollection]");
  assert.equal(main.children, children, "[SameObject]");
  const before = children.length;
  const extra = document.createElement("section");
  extra.id = "extra";
  main.appendChild(extra);
  assert.equal(children.length, before + 1, "live");
  assert.equal(children.extra, extra, "named item by id");
  assert.equal(children.namedItem("extra"), extra);
  assert.equal(children["title"], document.getElementById("title"));
  assert.equal(children.namedItem("nope"), null);
  extra.remove();
  assert.equal(children.extra, undefined);
  assert.equal(children.length, before);
});

test("HTMLCollection enumeration and iteration", () => {
  const list = document.getElementById("list").children;
  assert.deepEqual(Object.keys(list), ["0", "1", "2"], "named items are not enumerable");
  assert.deepEqual([...list].map((e) => e.textContent), ["a", "b", "c"]);
  assert.equal(HTMLCollection.prototype[Symbol.iterator], Array.prototype.values);
  assert.equal(HTMLCollection.prototype.forEach, undefined, "no forEach on HTMLCollection");
  const links = document.getElementsByTagName("a");
  assert.equal(links.length, 2);
  assert.equal(links.second, document.getElementById("link2"), "named item by name");
  assert.equal(links.length, 2, "length is not shadowed");
});

test("getElementsBy* are live", () => {
  const paragraphs = document.getElementsByClassName("content");
  assert.equal(paragraphs.length, 1);
  const div = document.createElement("div");
  div.className = "content";
  document.body.appendChild(div);
  assert.equal(paragraphs.length, 2);
  div.className = "other";
  assert.equal(paragraphs.length, 1, "class changes are seen");
  div.remove();
  const byNS = document.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "li");
  assert.equal(byNS.length, 3);
  assert.equal(document.getElementById("main").getElementsByTagName("P").length, 2);
});

test("brand checks", () => {
  const getter = Object.getOwnPropertyDescriptor(NodeList.prototype, "length").get;
  assert.throws(() => getter.call(document.body.children), "TypeError");
  assert.throws(() => HTMLCollection.prototype.item.call(document.body.childNodes, 0), "TypeError");
  assert.throws(() => new NodeList(), "TypeError");
  assert.throws(() => new HTMLCollection(), "TypeError");
});
