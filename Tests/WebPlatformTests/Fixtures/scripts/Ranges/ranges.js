// page: basic.html
// Range, AbstractRange and StaticRange from script.

function fixture() {
  const host = document.createElement("div");
  host.innerHTML = "<p id=a>Hello <b>bold</b> world</p><p id=b>Second</p>";
  document.body.appendChild(host);
  return { host, a: host.firstChild, b: host.lastChild, hello: host.firstChild.firstChild };
}

test("createRange and the constructor", () => {
  const range = document.createRange();
  assert(range instanceof Range && range instanceof AbstractRange);
  assert.equal(Object.prototype.toString.call(range), "[object Range]");
  assert.equal(range.startContainer, document);
  assert.equal(range.startOffset, 0);
  assert.equal(range.collapsed, true);
  assert.equal(range.commonAncestorContainer, document);
  const made = new Range();
  assert.equal(made.startContainer, document);
  assert(range !== made);
  assert.equal(Object.getPrototypeOf(Range.prototype), AbstractRange.prototype);
  assert.throws(() => new AbstractRange(), "TypeError");
  assert.deepEqual([Range.START_TO_START, Range.START_TO_END, Range.END_TO_END, Range.END_TO_START],
    [0, 1, 2, 3]);
});

test("setting boundary points", () => {
  const { host, a, b, hello } = fixture();
  const range = document.createRange();
  range.setStart(hello, 2);
  range.setEnd(b.firstChild, 3);
  assert.equal(range.startContainer, hello);
  assert.equal(range.startOffset, 2);
  assert.equal(range.endContainer, b.firstChild);
  assert.equal(range.endOffset, 3);
  assert.equal(range.collapsed, false);
  assert.equal(range.commonAncestorContainer, host);
  assert.equal(range.toString(), "llo bold worldSec");
  assert.equal(String(range), "llo bold worldSec", "stringifier");
  range.setStartBefore(a);
  assert.equal(range.startContainer, host);
  assert.equal(range.startOffset, 0);
  range.setEndAfter(a);
  assert.equal(range.endOffset, 1);
  range.setStartAfter(a);
  range.setEndBefore(b);
  assert.equal(range.collapsed, true);
  assert.throws(() => range.setStart(hello, 99), "IndexSizeError");
  assert.throws(() => range.setStart(document.doctype, 0), "InvalidNodeTypeError");
  assert.throws(() => range.setStartBefore(document), "InvalidNodeTypeError");
  assert.throws(() => range.setStart({}, 0), "TypeError");
  assert.throws(() => range.setStart(hello), "TypeError");
  range.selectNode(b);
  assert.equal(range.startContainer, host);
  assert.equal(range.startOffset, 1);
  assert.equal(range.endOffset, 2);
  range.selectNodeContents(a);
  assert.equal(range.endOffset, 3);
  range.collapse(true);
  assert.equal(range.endOffset, 0);
  range.selectNodeContents(a);
  range.collapse();
  assert.equal(range.startOffset, 3);
  host.remove();
});

test("comparing", () => {
  const { host, a, b, hello } = fixture();
  const first = document.createRange();
  first.selectNodeContents(a);
  const second = document.createRange();
  second.selectNodeContents(b);
  assert.equal(first.compareBoundaryPoints(Range.START_TO_START, second), -1);
  assert.equal(second.compareBoundaryPoints(Range.START_TO_START, first), 1);
  assert.equal(first.compareBoundaryPoints(Range.END_TO_END, first), 0);
  assert.throws(() => first.compareBoundaryPoints(4, second), "NotSupportedError");
  const detached = document.createRange();
  detached.selectNodeContents(document.createElement("div"));
  assert.throws(() => first.compareBoundaryPoints(0, detached), "WrongDocumentError");
  assert.equal(first.isPointInRange(hello, 1), true);
  assert.equal(first.isPointInRange(b, 0), false);
  assert.equal(first.isPointInRange(document.createElement("i"), 0), false);
  assert.throws(() => first.isPointInRange(hello, 50), "IndexSizeError");
  assert.equal(first.comparePoint(hello, 0), 0);
  assert.equal(first.comparePoint(b, 0), 1);
  assert.equal(first.comparePoint(host, 0), -1);
  assert.throws(() => first.comparePoint(document.createElement("i"), 0), "WrongDocumentError");
  assert.equal(first.intersectsNode(hello), true);
  assert.equal(first.intersectsNode(b), false);
  assert.equal(first.intersectsNode(a), true);
  host.remove();
});

test("deleting, extracting, cloning, inserting and surrounding", () => {
  const { host, a, b, hello } = fixture();
  const range = document.createRange();
  range.setStart(hello, 1);
  range.setEnd(a.lastChild, 3);
  const clone = range.cloneContents();
  assert(clone instanceof DocumentFragment);
  assert.equal(clone.textContent, "ello bold wo");
  assert.equal(a.textContent, "Hello bold world", "cloning leaves the tree");
  const extracted = range.extractContents();
  assert.equal(extracted.textContent, "ello bold wo");
  assert.equal(a.textContent, "Hrld");
  assert.equal(range.collapsed, true);
  range.insertNode(document.createTextNode("[x]"));
  assert.equal(a.textContent, "H[x]rld");
  range.selectNodeContents(b);
  range.deleteContents();
  assert.equal(b.textContent, "");
  b.textContent = "wrap me";
  range.selectNodeContents(b.firstChild);
  range.setStart(b.firstChild, 5);
  const em = document.createElement("em");
  range.surroundContents(em);
  assert.equal(b.innerHTML, "wrap <em>me</em>");
  assert.equal(range.startContainer, b);
  const partial = document.createRange();
  partial.setStart(a.firstChild, 0);
  partial.setEnd(b.firstChild, 1);
  assert.throws(() => partial.surroundContents(document.createElement("span")), "InvalidStateError");
  assert.throws(() => range.insertNode(document), "HierarchyRequestError");
  host.remove();
});

test("live ranges follow mutations", () => {
  const { host, a, b } = fixture();
  const range = document.createRange();
  range.setStart(host, 1);
  range.setEnd(host, 2);
  host.insertBefore(document.createElement("hr"), a);
  assert.equal(range.startOffset, 2);
  assert.equal(range.endOffset, 3);
  b.remove();
  assert.equal(range.endOffset, 2);
  host.remove();
});

test("cloneRange, detach and identity", () => {
  const { host, a } = fixture();
  const range = document.createRange();
  range.selectNode(a);
  const copy = range.cloneRange();
  assert(copy !== range);
  assert.equal(copy.startContainer, range.startContainer);
  assert.equal(copy.endOffset, range.endOffset);
  assert.equal(range.detach(), undefined);
  assert.equal(range.startContainer, host, "detach does nothing");
  host.remove();
});

test("createContextualFragment", () => {
  const { host, a } = fixture();
  const range = document.createRange();
  range.selectNodeContents(a);
  const fragment = range.createContextualFragment("<td>cell</td><i>x</i>");
  assert(fragment instanceof DocumentFragment);
  assert.equal(fragment.firstChild.nodeName, "#text", "parsed in a <p> context: td dropped");
  assert.equal(fragment.lastChild.nodeName, "I");
  assert.equal(fragment.textContent, "cellx");
  const documentRange = document.createRange();
  const fromDocument = documentRange.createContextualFragment("<p>one</p>");
  assert.equal(fromDocument.firstChild.nodeName, "P");
  range.setStart(a.firstChild, 0);
  assert.equal(range.createContextualFragment("<b>t</b>").firstChild.nodeName, "B");
  host.remove();
});

test("client rects are zero without layout", () => {
  const range = document.createRange();
  range.selectNodeContents(document.body);
  const rect = range.getBoundingClientRect();
  assert(rect instanceof DOMRect);
  assert.deepEqual(rect.toJSON(), { x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0 });
  const rects = range.getClientRects();
  assert(rects instanceof DOMRectList);
  assert.equal(rects.length, 0);
});

test("StaticRange", () => {
  const { host, a, hello } = fixture();
  const range = new StaticRange({ startContainer: hello, startOffset: 1, endContainer: a, endOffset: 2 });
  assert(range instanceof StaticRange && range instanceof AbstractRange);
  assert(!(range instanceof Range));
  assert.equal(range.startContainer, hello);
  assert.equal(range.startOffset, 1);
  assert.equal(range.endContainer, a);
  assert.equal(range.endOffset, 2);
  assert.equal(range.collapsed, false);
  assert.equal(typeof range.setStart, "undefined");
  hello.remove();
  assert.equal(range.startContainer, hello, "static: does not follow mutations");
  assert.throws(() => new StaticRange(), "TypeError");
  assert.throws(() => new StaticRange({ startContainer: a, startOffset: 0, endContainer: a }), "TypeError");
  assert.throws(() => new StaticRange({ startContainer: document.doctype, startOffset: 0, endContainer: a, endOffset: 0 }), "InvalidNodeTypeError");
  assert.throws(() => new StaticRange({ startContainer: {}, startOffset: 0, endContainer: a, endOffset: 0 }), "TypeError");
  const collapsedGetter = Object.getOwnPropertyDescriptor(AbstractRange.prototype, "collapsed").get;
  assert.equal(collapsedGetter.call(range), false);
  assert.throws(() => collapsedGetter.call({}), "TypeError");
  assert.throws(() => Range.prototype.cloneRange.call(range), "TypeError");
  host.remove();
});
