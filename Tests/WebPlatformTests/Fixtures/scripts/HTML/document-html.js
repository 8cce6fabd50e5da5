// page: forms.html
// The HTML partial of Document: collections, state, cookie, getElementsByName, write.

test("collections are live HTMLCollections", () => {
  assert(document.forms instanceof HTMLCollection);
  assert.equal(document.forms, document.forms, "[SameObject]");
  assert.equal(document.forms.length, 2);
  assert.equal(document.forms.signup, document.getElementById("signup"));
  assert.equal(document.forms.namedItem("search"), document.getElementById("search"));
  const form = document.createElement("form");
  document.body.appendChild(form);
  assert.equal(document.forms.length, 3, "live");
  form.remove();
  assert.equal(document.forms.length, 2);
  assert.equal(document.links.length, 1);
  assert.equal(document.links[0].id, "link");
  assert.equal(document.anchors.length, 0);
  const named = document.createElement("a");
  named.name = "top";
  document.body.appendChild(named);
  assert.equal(document.anchors.length, 1);
  named.remove();
  assert.equal(document.images.length, 0);
  assert.equal(document.scripts.length, 0);
  assert.equal(document.embeds.length, 0);
  assert.equal(document.plugins.length, 0);
  assert.equal(document.applets.length, 0);
});

test("getElementsByName", () => {
  const plans = document.getElementsByName("plan");
  assert(plans instanceof NodeList);
  assert.equal(Object.prototype.toString.call(plans), "[object NodeList]");
  assert.equal(plans.length, 2);
  assert.equal(plans.item(1).value, "pro");
  assert.deepEqual(Array.from(plans, (p) => p.value), ["free", "pro"]);
  let count = 0;
  plans.forEach(() => count++);
  assert.equal(count, 2);
  const extra = document.createElement("input");
  extra.name = "plan";
  document.body.appendChild(extra);
  assert.equal(plans.length, 3, "live");
  extra.remove();
});

test("document state", () => {
  assert.equal(document.readyState, "complete");
  assert.equal(document.visibilityState, "visible");
  assert.equal(document.hidden, false);
  assert.equal(document.hasFocus(), true);
  assert.equal(document.activeElement, document.body);
  assert.equal(document.currentScript, null);
  assert.equal(document.referrer, "");
  assert.equal(typeof document.lastModified, "string");
  assert(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/.test(document.lastModified), document.lastModified);
  assert.equal(document.dir, "");
  document.dir = "rtl";
  assert.equal(document.documentElement.getAttribute("dir"), "rtl");
  document.dir = "";
  assert.equal(document.designMode, "off");
  document.designMode = "ON";
  assert.equal(document.designMode, "on");
  document.designMode = "off";
  assert.equal(typeof document.onclick, "object");
  assert.equal("onreadystatechange" in document || true, true);
});

test("cookie", () => {
  assert.equal(document.cookie, "");
  document.cookie = "a=1";
  document.cookie = "b=2; path=/";
  assert.equal(document.cookie, "a=1; b=2");
  document.cookie = "a=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  assert.equal(document.cookie, "b=2");
});

test("document.write after load replaces the document", () => {
  const doc = document.implementation.createHTMLDocument("t");
  doc.body.appendChild(doc.createElement("p"));
  doc.write("<title>New</title><p id=a>one");
  assert.equal(doc.querySelectorAll("p").length, 1, "the old content is gone");
  assert.equal(doc.title, "New");
  doc.write("</p><p id=b>two</p>");
  assert.equal(doc.getElementById("b").textContent, "two", "writes continue the stream");
  assert.equal(doc.getElementById("a").textContent, "one");
  doc.close();
  doc.writeln("<div>fresh</div>");
  assert.equal(doc.body.innerHTML, "<div>fresh</div>\n", "after close, write reopens");
  assert.equal(doc.open(), doc);
  assert.equal(doc.documentElement, null, "open() empties the document");
  doc.close();
  const xml = document.implementation.createDocument(null, "root", null);
  assert.throws(() => Document.prototype.write.call(xml, "x"), "InvalidStateError");
});
