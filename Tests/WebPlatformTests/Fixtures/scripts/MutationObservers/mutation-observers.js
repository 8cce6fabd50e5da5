// page: basic.html
// MutationObserver and MutationRecord from script. Delivery is a microtask: the checks run
// in asyncTest bodies, after the observed script's synchronous part.

const tick = () => new Promise((resolve) => resolve());

test("constructor and observe's TypeErrors", () => {
  assert.throws(() => new MutationObserver(), "TypeError");
  assert.throws(() => new MutationObserver({}), "TypeError");
  assert.throws(() => MutationObserver(() => {}), "TypeError");
  const observer = new MutationObserver(() => {});
  assert(observer instanceof MutationObserver);
  assert.equal(Object.prototype.toString.call(observer), "[object MutationObserver]");
  const body = document.body;
  assert.throws(() => observer.observe(body), "TypeError", "nothing to observe");
  assert.throws(() => observer.observe(body, {}), "TypeError");
  assert.throws(() => observer.observe(body, { attributes: false, attributeOldValue: true }), "TypeError");
  assert.throws(() => observer.observe(body, { attributes: false, attributeFilter: ["a"] }), "TypeError");
  assert.throws(() => observer.observe(body, { characterData: false, characterDataOldValue: true }), "TypeError");
  assert.throws(() => observer.observe({}, { childList: true }), "TypeError");
  assert.throws(() => observer.observe(body, { attributeFilter: "id" }), "TypeError");
  observer.observe(body, { attributeOldValue: true });
  observer.observe(body, { characterDataOldValue: true });
  observer.disconnect();
  assert.deepEqual(observer.takeRecords(), []);
});

const order = [];
const main = document.getElementById("main");
const childRecords = [];
let childThis = null;
let childSecond = null;
const childObserver = new MutationObserver(function (records, observer) {
  order.push("observer");
  childThis = this;
  childSecond = observer;
  childRecords.push(...records);
});
childObserver.observe(main, { childList: true, subtree: true });
const added = document.createElement("section");
main.appendChild(added);
const heading = document.getElementById("title");
heading.remove();
order.push("sync");
Promise.resolve().then(() => order.push("promise"));
const deliveredSynchronously = childRecords.length;

asyncTest("delivery is a microtask after the synchronous part", async () => {
  await tick();
  await tick();
  assert.equal(deliveredSynchronously, 0, "nothing delivered synchronously");
  assert.deepEqual(order, ["sync", "observer", "promise"]);
  assert.equal(childThis, childObserver, "this is the observer");
  assert.equal(childSecond, childObserver, "second argument is the observer");
});

asyncTest("childList records", async () => {
  await tick();
  assert.equal(childRecords.length, 2);
  const [insert, removal] = childRecords;
  assert(insert instanceof MutationRecord);
  assert.equal(Object.prototype.toString.call(insert), "[object MutationRecord]");
  assert.equal(insert.type, "childList");
  assert.equal(insert.target, main);
  assert(insert.addedNodes instanceof NodeList);
  assert.equal(insert.addedNodes.length, 1);
  assert.equal(insert.addedNodes[0], added);
  assert.equal(insert.addedNodes, insert.addedNodes, "the same NodeList");
  assert.equal(insert.removedNodes.length, 0);
  assert.equal(insert.nextSibling, null);
  assert.equal(insert.attributeName, null);
  assert.equal(insert.oldValue, null);
  assert.equal(removal.removedNodes[0], heading);
  assert.equal(removal.previousSibling.nodeType, Node.TEXT_NODE);
  assert.equal(removal.nextSibling.nodeType, Node.TEXT_NODE);
  childObserver.disconnect();
});

const attributeRecords = [];
const attributeObserver = new MutationObserver((records) => attributeRecords.push(...records));
attributeObserver.observe(main, { attributeFilter: ["data-kind", "title"], attributeOldValue: true });
main.setAttribute("data-kind", "changed");
main.setAttribute("lang", "fr");
main.setAttributeNS("urn:x", "x:title", "namespaced");
main.setAttribute("title", "titled");

asyncTest("attribute records", async () => {
  await tick();
  assert.deepEqual(attributeRecords.map((r) => [r.type, r.attributeName, r.oldValue]),
    [["attributes", "data-kind", "article"], ["attributes", "title", null]]);
  assert.equal(attributeRecords[0].attributeNamespace, null);
  attributeObserver.disconnect();
});

const text = document.getElementById("p1").firstChild;
const dataRecords = [];
const dataObserver = new MutationObserver((records) => dataRecords.push(...records));
dataObserver.observe(document.body, { characterData: true, subtree: true, characterDataOldValue: true });
text.data = "Changed ";
text.appendData("!");

asyncTest("characterData records with old values", async () => {
  await tick();
  assert.deepEqual(dataRecords.map((r) => [r.type, r.target === text, r.oldValue]),
    [["characterData", true, "First "], ["characterData", true, "Changed "]]);
  dataObserver.disconnect();
});

test("takeRecords empties the queue; disconnect drops it", () => {
  const list = document.body.appendChild(document.createElement("ul"));
  const calls = [];
  const observer = new MutationObserver((records) => calls.push(records.length));
  observer.observe(list, { childList: true });
  list.appendChild(document.createElement("li"));
  list.appendChild(document.createElement("li"));
  const records = observer.takeRecords();
  assert.equal(records.length, 2);
  assert(Array.isArray(records));
  assert.deepEqual(observer.takeRecords(), []);
  list.appendChild(document.createElement("li"));
  observer.disconnect();
  assert.deepEqual(observer.takeRecords(), []);
  globalThis.__takeRecordsCalls = calls;
});

asyncTest("nothing is delivered after takeRecords and disconnect", async () => {
  await tick();
  assert.deepEqual(globalThis.__takeRecordsCalls, []);
});

test("brand checks", () => {
  assert.throws(() => MutationObserver.prototype.observe.call({}, document.body, { childList: true }), "TypeError");
  const typeGetter = Object.getOwnPropertyDescriptor(MutationRecord.prototype, "type").get;
  assert.throws(() => typeGetter.call({}), "TypeError");
  assert.throws(() => new MutationRecord(), "TypeError");
});
