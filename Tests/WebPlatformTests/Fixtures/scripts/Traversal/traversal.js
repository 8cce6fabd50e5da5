// page: basic.html
// NodeIterator, TreeWalker and NodeFilter from script.

function tree() {
  const root = document.createElement("div");
  root.innerHTML = "<p>one<b>two</b></p><!--c--><p>three</p>";
  document.body.appendChild(root);
  return root;
}

const names = (nodes) => nodes.map((node) => node.nodeType === 3 ? node.data : node.nodeName);

test("NodeFilter is a plain object of constants", () => {
  assert.equal(typeof NodeFilter, "object");
  assert.equal(NodeFilter.FILTER_ACCEPT, 1);
  assert.equal(NodeFilter.FILTER_REJECT, 2);
  assert.equal(NodeFilter.FILTER_SKIP, 3);
  assert.equal(NodeFilter.SHOW_ALL, 0xFFFFFFFF);
  assert.equal(NodeFilter.SHOW_ELEMENT, 1);
  assert.equal(NodeFilter.SHOW_TEXT, 4);
  assert.equal(NodeFilter.SHOW_COMMENT, 0x80);
  assert.equal(NodeFilter.SHOW_DOCUMENT_FRAGMENT, 0x400);
  assert.throws(() => new NodeFilter(), "TypeError");
});

test("NodeIterator walks forward and back", () => {
  const root = tree();
  const iterator = document.createNodeIterator(root);
  assert(iterator instanceof NodeIterator);
  assert.equal(Object.prototype.toString.call(iterator), "[object NodeIterator]");
  assert.equal(iterator.root, root);
  assert.equal(iterator.referenceNode, root);
  assert.equal(iterator.pointerBeforeReferenceNode, true);
  assert.equal(iterator.whatToShow, 0xFFFFFFFF);
  assert.equal(iterator.filter, null);
  const seen = [];
  let node;
  while ((node = iterator.nextNode())) seen.push(node);
  assert.deepEqual(names(seen), ["DIV", "P", "one", "B", "two", "#comment", "P", "three"]);
  assert.equal(iterator.pointerBeforeReferenceNode, false);
  assert.equal(iterator.previousNode().data, "three");
  assert.equal(iterator.previousNode().nodeName, "P");
  assert.equal(iterator.pointerBeforeReferenceNode, true);
  assert.equal(iterator.detach(), undefined);
  root.remove();
});

test("whatToShow and filters", () => {
  const root = tree();
  const texts = document.createNodeIterator(root, NodeFilter.SHOW_TEXT);
  const seen = [];
  let node;
  while ((node = texts.nextNode())) seen.push(node.data);
  assert.deepEqual(seen, ["one", "two", "three"]);
  const calls = [];
  const filter = (node) => { calls.push(node.nodeName); return node.nodeName === "B" ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP; };
  const elements = document.createNodeIterator(root, NodeFilter.SHOW_ELEMENT, filter);
  assert.equal(elements.filter, filter, "the same object");
  assert.equal(elements.nextNode().nodeName, "B");
  assert.equal(elements.nextNode(), null);
  assert.deepEqual(calls, ["DIV", "P", "B", "P"]);
  const objectFilter = { acceptNode(node) { assert.equal(this, objectFilter); return node.nodeType === 8 ? 1 : 3; } };
  const comments = document.createNodeIterator(root, NodeFilter.SHOW_ALL, objectFilter);
  assert.equal(comments.nextNode().data, "c");
  assert.equal(comments.filter, objectFilter);
  root.remove();
});

test("filter exceptions propagate and re-entry is an InvalidStateError", () => {
  const root = tree();
  const failing = document.createNodeIterator(root, NodeFilter.SHOW_ALL, () => { throw new RangeError("nope"); });
  assert.throws(() => failing.nextNode(), "RangeError");
  assert.equal(failing.referenceNode, root, "position unchanged");
  let inner = null;
  const reentrant = document.createNodeIterator(root, NodeFilter.SHOW_ALL, () => {
    inner = assert.throws(() => reentrant.nextNode(), "InvalidStateError");
    return NodeFilter.FILTER_ACCEPT;
  });
  assert.equal(reentrant.nextNode(), root);
  assert(inner instanceof DOMException);
  const noMethod = document.createNodeIterator(root, NodeFilter.SHOW_ALL, {});
  assert.throws(() => noMethod.nextNode(), "TypeError");
  assert.throws(() => document.createNodeIterator(root, 0, 42), "TypeError");
  assert.throws(() => document.createNodeIterator({}), "TypeError");
  assert.throws(() => document.createNodeIterator(), "TypeError");
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL, () => { walker.firstChild(); return 1; });
  assert.throws(() => walker.nextNode(), "InvalidStateError");
  root.remove();
});

test("NodeIterator follows removals", () => {
  const root = tree();
  const iterator = document.createNodeIterator(root, NodeFilter.SHOW_ELEMENT);
  const p = root.firstChild;
  assert.equal(iterator.nextNode(), root);
  assert.equal(iterator.nextNode(), p);
  assert.equal(iterator.nextNode().nodeName, "B");
  assert.equal(iterator.referenceNode.nodeName, "B");
  p.remove();
  assert.equal(iterator.referenceNode, root, "moved to the removed node's parent");
  assert.equal(iterator.pointerBeforeReferenceNode, false);
  assert.equal(iterator.nextNode().nodeName, "P");
  assert.equal(iterator.nextNode(), null);
  root.remove();
});

test("NodeIterator before its reference moves to the next node on removal", () => {
  const root = tree();
  const iterator = document.createNodeIterator(root);
  const p = root.firstChild;
  iterator.nextNode();
  iterator.nextNode();
  assert.equal(iterator.previousNode(), p);
  assert.equal(iterator.pointerBeforeReferenceNode, true);
  p.remove();
  assert.equal(iterator.referenceNode, root.firstChild, "the comment after the removed node");
  assert.equal(iterator.pointerBeforeReferenceNode, true);
  assert.equal(iterator.nextNode().nodeType, Node.COMMENT_NODE);
  root.remove();
});

test("TreeWalker", () => {
  const root = tree();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  assert(walker instanceof TreeWalker);
  assert.equal(walker.root, root);
  assert.equal(walker.currentNode, root);
  assert.equal(walker.whatToShow, 5);
  assert.equal(walker.firstChild().nodeName, "P");
  assert.equal(walker.firstChild().data, "one");
  assert.equal(walker.nextSibling().nodeName, "B");
  assert.equal(walker.parentNode().nodeName, "P");
  assert.equal(walker.nextSibling().nodeName, "P", "the comment is not shown");
  assert.equal(walker.previousSibling(), root.firstChild);
  assert.equal(walker.lastChild().nodeName, "B");
  assert.equal(walker.nextNode().data, "two");
  assert.equal(walker.nextNode().nodeName, "P");
  assert.equal(walker.previousNode().data, "two");
  assert.equal(walker.parentNode().nodeName, "B");
  walker.currentNode = root.lastChild;
  assert.equal(walker.currentNode, root.lastChild);
  assert.equal(walker.nextNode().data, "three");
  assert.equal(walker.nextNode(), null);
  assert.equal(walker.currentNode.data, "three", "unchanged at the end");
  walker.currentNode = root;
  assert.equal(walker.parentNode(), null, "not past the root");
  assert.throws(() => { walker.currentNode = null; }, "TypeError");
  root.remove();
});

test("TreeWalker reject versus skip", () => {
  const root = tree();
  const skipP = document.createTreeWalker(root, NodeFilter.SHOW_ALL, (node) => node.nodeName === "P" ? 3 : 1);
  const skipped = [];
  let node;
  while ((node = skipP.nextNode())) skipped.push(node);
  assert.deepEqual(names(skipped), ["one", "B", "two", "#comment", "three"]);
  const rejectP = document.createTreeWalker(root, NodeFilter.SHOW_ALL, (node) => node.nodeName === "P" ? 2 : 1);
  const rejected = [];
  while ((node = rejectP.nextNode())) rejected.push(node);
  assert.deepEqual(names(rejected), ["#comment"]);
  assert.equal(skipP.filter instanceof Function, true);
  root.remove();
});

test("brand checks", () => {
  const root = tree();
  const walker = document.createTreeWalker(root);
  assert.throws(() => NodeIterator.prototype.nextNode.call(walker), "TypeError");
  assert.throws(() => new TreeWalker(), "TypeError");
  root.remove();
});
