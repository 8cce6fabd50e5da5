// page: basic.html
// The document's Selection from script.

test("one selection per document", () => {
  const selection = document.getSelection();
  assert(selection instanceof Selection);
  assert.equal(document.getSelection(), selection, "the same object");
  assert.equal(Object.prototype.toString.call(selection), "[object Selection]");
  assert.throws(() => new Selection(), "TypeError");
  const other = new Document();
  assert.equal(other.getSelection(), null, "no browsing context, no selection");
});

test("empty selection", () => {
  const selection = document.getSelection();
  selection.removeAllRanges();
  assert.equal(selection.rangeCount, 0);
  assert.equal(selection.type, "None");
  assert.equal(selection.anchorNode, null);
  assert.equal(selection.focusOffset, 0);
  assert.equal(selection.isCollapsed, true);
  assert.equal(selection.direction, "none");
  assert.equal(selection.toString(), "");
  assert.throws(() => selection.getRangeAt(0), "IndexSizeError");
  assert.throws(() => selection.collapseToStart(), "InvalidStateError");
  assert.throws(() => selection.extend(document.body, 0), "InvalidStateError");
});

test("addRange keeps the same live range", () => {
  const selection = document.getSelection();
  selection.removeAllRanges();
  const range = document.createRange();
  range.selectNodeContents(document.getElementById("title"));
  selection.addRange(range);
  assert.equal(selection.rangeCount, 1);
  assert.equal(selection.getRangeAt(0), range);
  assert.equal(selection.type, "Range");
  assert.equal(selection.direction, "forward");
  assert.equal(selection.anchorNode, document.getElementById("title"));
  assert.equal(selection.toString(), "Hello world");
  assert.equal(String(selection), "Hello world");
  const second = document.createRange();
  selection.addRange(second);
  assert.equal(selection.getRangeAt(0), range, "a second range is ignored");
  assert.throws(() => selection.removeRange(second), "NotFoundError");
  selection.removeRange(range);
  assert.equal(selection.rangeCount, 0);
  assert.throws(() => selection.addRange({}), "TypeError");
});

test("collapse, extend and setBaseAndExtent", () => {
  const selection = document.getSelection();
  const p1 = document.getElementById("p1");
  const text = p1.firstChild;
  selection.collapse(text, 2);
  assert.equal(selection.type, "Caret");
  assert.equal(selection.anchorNode, text);
  assert.equal(selection.anchorOffset, 2);
  assert.equal(selection.isCollapsed, true);
  selection.extend(text, 5);
  assert.equal(selection.focusOffset, 5);
  assert.equal(selection.toString(), "rst");
  assert.equal(selection.direction, "forward");
  selection.extend(text, 0);
  assert.equal(selection.direction, "backward");
  assert.equal(selection.anchorOffset, 2);
  assert.equal(selection.focusOffset, 0);
  assert.equal(selection.getRangeAt(0).startOffset, 0);
  selection.setBaseAndExtent(text, 4, text, 1);
  assert.equal(selection.anchorOffset, 4);
  assert.equal(selection.focusOffset, 1);
  assert.equal(selection.direction, "backward");
  selection.collapseToEnd();
  assert.equal(selection.anchorOffset, 4);
  selection.setPosition(text, 3);
  assert.equal(selection.focusOffset, 3);
  selection.collapse(null);
  assert.equal(selection.rangeCount, 0);
  assert.throws(() => selection.collapse(text, 99), "IndexSizeError");
  assert.throws(() => selection.collapse(document.doctype, 0), "InvalidNodeTypeError");
  selection.collapse(document.createElement("div"), 0);
  assert.equal(selection.rangeCount, 0, "another tree is ignored");
});

test("selectAllChildren, containsNode, getComposedRanges and deleteFromDocument", () => {
  const selection = document.getSelection();
  const list = document.getElementById("list");
  selection.selectAllChildren(list);
  assert.equal(selection.anchorNode, list);
  assert.equal(selection.focusOffset, 3);
  assert.equal(selection.containsNode(list.children[1]), true);
  assert.equal(selection.containsNode(document.body), false);
  assert.equal(selection.containsNode(document.body, true), true);
  const composed = selection.getComposedRanges();
  assert.equal(composed.length, 1);
  assert(composed[0] instanceof StaticRange);
  assert.equal(composed[0].endOffset, 3);
  assert.equal(selection.modify("extend", "forward", "word"), undefined);
  selection.deleteFromDocument();
  assert.equal(list.childNodes.length, 0);
  selection.empty();
  assert.equal(selection.rangeCount, 0);
});

test("brand checks", () => {
  const getter = Object.getOwnPropertyDescriptor(Selection.prototype, "rangeCount").get;
  assert.throws(() => getter.call(document.createRange()), "TypeError");
  assert.throws(() => Selection.prototype.toString.call({}), "TypeError");
});
