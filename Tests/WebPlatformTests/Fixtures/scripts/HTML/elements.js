// page: basic.html
// Element interfaces by tag, inheritance chains and reflected attributes of each kind.

test("interface per tag", () => {
  const cases = {
    div: "HTMLDivElement", span: "HTMLSpanElement", p: "HTMLParagraphElement",
    h2: "HTMLHeadingElement", br: "HTMLBRElement", a: "HTMLAnchorElement",
    area: "HTMLAreaElement", img: "HTMLImageElement", input: "HTMLInputElement",
    form: "HTMLFormElement", select: "HTMLSelectElement", option: "HTMLOptionElement",
    table: "HTMLTableElement", tr: "HTMLTableRowElement", td: "HTMLTableCellElement",
    ul: "HTMLUListElement", ol: "HTMLOListElement", li: "HTMLLIElement",
    video: "HTMLVideoElement", audio: "HTMLAudioElement", canvas: "HTMLCanvasElement",
    template: "HTMLTemplateElement", iframe: "HTMLIFrameElement", script: "HTMLScriptElement",
    section: "HTMLElement", xmp: "HTMLPreElement", blink: "HTMLUnknownElement",
    foo: "HTMLUnknownElement", "my-widget": "HTMLElement", meta: "HTMLMetaElement",
  };
  for (const [tag, name] of Object.entries(cases)) {
    const element = document.createElement(tag);
    assert.equal(Object.prototype.toString.call(element), "[object " + name + "]", tag);
    assert(element instanceof globalThis[name], tag + " instanceof " + name);
  }
  assert.equal(typeof HTMLQuoteElement, "function");
  assert.throws(() => new HTMLDivElement(), "TypeError");
});

test("inheritance chains", () => {
  const a = document.getElementById("link1");
  assert(a instanceof HTMLAnchorElement && a instanceof HTMLElement && a instanceof Element
    && a instanceof Node && a instanceof EventTarget);
  assert.equal(Object.getPrototypeOf(HTMLAnchorElement.prototype), HTMLElement.prototype);
  assert.equal(Object.getPrototypeOf(HTMLElement.prototype), Element.prototype);
  assert.equal(Object.getPrototypeOf(HTMLAudioElement.prototype), HTMLMediaElement.prototype);
  assert.equal(Object.getPrototypeOf(HTMLAudioElement), HTMLMediaElement);
  assert.equal(document.body.constructor, HTMLBodyElement);
  assert.equal(document.documentElement.constructor, HTMLHtmlElement);
  assert.equal(document.head.constructor, HTMLHeadElement);
  assert.equal(document.querySelector("title").constructor, HTMLTitleElement);
});

test("SVG and MathML", () => {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  const rect = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  const fe = document.createElementNS("http://www.w3.org/2000/svg", "feBlend");
  svg.appendChild(rect);
  assert.equal(Object.prototype.toString.call(svg), "[object SVGSVGElement]");
  assert(rect instanceof SVGRectElement && rect instanceof SVGGeometryElement
    && rect instanceof SVGGraphicsElement && rect instanceof SVGElement);
  assert(!(rect instanceof HTMLElement));
  assert(fe instanceof SVGElement, "an SVG interface without a binding gets its parent's");
  rect.setAttribute("class", "box big");
  assert(rect.className instanceof SVGAnimatedString);
  assert.equal(rect.className, rect.className, "[SameObject]");
  assert.equal(rect.className.baseVal, "box big");
  rect.className.baseVal = "small";
  assert.equal(rect.getAttribute("class"), "small");
  assert.equal(rect.ownerSVGElement, svg);
  rect.dataset.x = "1";
  assert.equal(rect.getAttribute("data-x"), "1");
  rect.style.fill = "red";
  assert.equal(rect.getAttribute("style"), "fill: red;");
  const math = document.createElementNS("http://www.w3.org/1998/Math/MathML", "math");
  assert.equal(Object.prototype.toString.call(math), "[object MathMLElement]");
  assert.equal(typeof math.dataset, "object");
  const other = document.createElementNS("urn:x", "thing");
  assert.equal(Object.prototype.toString.call(other), "[object Element]");
  assert.equal(other.dataset, undefined, "dataset and style live on HTMLElement/SVGElement");
  assert.equal(other.style, undefined);
});

test("string, enumerated and boolean reflection", () => {
  const div = document.createElement("div");
  div.title = "hi";
  assert.equal(div.getAttribute("title"), "hi");
  div.lang = "fr";
  assert.equal(div.lang, "fr");
  assert.equal(div.dir, "");
  div.setAttribute("dir", "RTL");
  assert.equal(div.dir, "rtl", "enumerated: canonical keyword");
  div.setAttribute("dir", "sideways");
  assert.equal(div.dir, "", "invalid value");
  assert.equal(div.hidden, false);
  div.hidden = true;
  assert.equal(div.getAttribute("hidden"), "");
  div.hidden = false;
  assert.equal(div.hasAttribute("hidden"), false);
  div.accessKey = "k";
  assert.equal(div.getAttribute("accesskey"), "k");
  assert.equal(div.inert, false);
  const input = document.createElement("input");
  assert.equal(input.type, "text");
  input.type = "CHECKBOX";
  assert.equal(input.type, "checkbox");
  input.setAttribute("type", "bogus");
  assert.equal(input.type, "text");
  const img = document.createElement("img");
  assert.equal(img.crossOrigin, null, "nullable enumerated");
  img.crossOrigin = "use-credentials";
  assert.equal(img.crossOrigin, "use-credentials");
  img.setAttribute("crossorigin", "x");
  assert.equal(img.crossOrigin, "anonymous");
  img.crossOrigin = null;
  assert.equal(img.hasAttribute("crossorigin"), false);
});

test("numeric reflection", () => {
  const ol = document.createElement("ol");
  assert.equal(ol.start, 1, "long default");
  ol.start = -3;
  assert.equal(ol.getAttribute("start"), "-3");
  const input = document.createElement("input");
  assert.equal(input.maxLength, -1, "limited to non-negative");
  assert.throws(() => { input.maxLength = -2; }, "IndexSizeError");
  input.maxLength = 10;
  assert.equal(input.getAttribute("maxlength"), "10");
  assert.equal(input.size, 20);
  input.setAttribute("size", "0");
  assert.equal(input.size, 20, "positive with fallback");
  const canvas = document.createElement("canvas");
  assert.equal(canvas.width, 300);
  canvas.height = 99.7;
  assert.equal(canvas.height, 99);
  const td = document.createElement("td");
  td.setAttribute("colspan", "5000");
  assert.equal(td.colSpan, 1000, "clamped");
  const progress = document.createElement("progress");
  assert.equal(progress.max, 1);
  assert.throws(() => { progress.max = NaN; }, "TypeError");
});

test("URL reflection and hyperlink utils", () => {
  const a = document.getElementById("link1");
  assert.equal(a.href, "https://example.com/one");
  assert.equal(a.getAttribute("href"), "/one");
  assert.equal(a.protocol, "https:");
  assert.equal(a.host, "example.com");
  assert.equal(a.origin, "https://example.com");
  assert.equal(String(a), "https://example.com/one");
  a.search = "?q=1";
  a.hash = "x";
  assert.equal(a.href, "https://example.com/one?q=1#x");
  a.pathname = "/two";
  assert.equal(a.getAttribute("href"), "https://example.com/two?q=1#x");
  assert.equal(a.text, "one");
  a.rel = "noopener nofollow";
  assert.equal(a.relList.length, 2);
  assert(a.relList.contains("nofollow"));
  const img = document.getElementById("logo");
  assert.equal(img.src, "https://example.com/logo.png");
  const link = document.querySelector("link");
  assert.equal(link.href, "https://example.com/canonical");
  assert(link.relList.supports("stylesheet"));
  assert(!link.relList.supports("bogus"));
  const area = document.createElement("area");
  area.href = "https://u:p@h.example:81/p?s#h";
  assert.equal(area.username, "u");
  assert.equal(area.port, "81");
});

test("HTMLElement computed members", () => {
  const div = document.createElement("div");
  assert.equal(div.draggable, false);
  assert.equal(document.createElement("img").draggable, true);
  div.draggable = true;
  assert.equal(div.getAttribute("draggable"), "true");
  assert.equal(div.spellcheck, true);
  assert.equal(div.translate, true);
  div.translate = false;
  assert.equal(div.getAttribute("translate"), "no");
  assert.equal(div.contentEditable, "inherit");
  assert.equal(div.isContentEditable, false);
  div.contentEditable = "true";
  assert.equal(div.isContentEditable, true);
  assert.throws(() => { div.contentEditable = "maybe"; }, "SyntaxError");
  assert.equal(div.tabIndex, -1);
  assert.equal(document.createElement("button").tabIndex, 0);
  div.tabIndex = 3;
  assert.equal(div.getAttribute("tabindex"), "3");
  div.innerText = "a\nb";
  assert.equal(div.innerHTML, "a<br>b");
  assert.equal(typeof div.offsetWidth, "number");
  assert.equal("dataset" in HTMLElement.prototype, true);
  assert.equal("style" in HTMLElement.prototype, true);
  assert.equal(Object.getOwnPropertyDescriptor(Element.prototype, "dataset"), undefined);
});

test("event handler attributes", () => {
  const button = document.createElement("button");
  assert.equal(button.onclick, null);
  let calls = 0;
  button.onclick = function (event) { calls++; assert.equal(this, button); };
  button.click();
  assert.equal(calls, 1);
  button.onclick = null;
  button.click();
  assert.equal(calls, 1);
  for (const name of ["oninput", "onchange", "onsubmit", "onload", "onerror", "onfocus",
    "onblur", "onkeydown", "onkeyup", "onmouseover"]) {
    assert(name in HTMLElement.prototype, name);
  }
  const link = document.createElement("a");
  link.onclick = () => false;
  let prevented = null;
  link.addEventListener("click", (e) => { prevented = e.defaultPrevented; });
  link.dispatchEvent(new MouseEvent("click", { cancelable: true }));
  assert.equal(prevented, true, "returning false cancels");
  let loaded = 0;
  document.body.onload = () => { loaded++; };
  assert.equal(window.onload, document.body.onload, "body's onload is the window's");
  window.onload = null;
});

test("focus and blur", () => {
  const input = document.createElement("input");
  document.body.appendChild(input);
  const events = [];
  input.addEventListener("focus", () => events.push("focus"));
  input.addEventListener("blur", () => events.push("blur"));
  input.focus();
  assert.equal(document.activeElement, input);
  input.blur();
  assert.equal(document.activeElement, document.body);
  assert.deepEqual(events, ["focus", "blur"]);
  input.remove();
});

test("other element members", () => {
  const title = document.querySelector("title");
  assert.equal(title.text, "Basic fixture page");
  const script = document.querySelector("script");
  assert.equal(script.type, "application/ld+json");
  assert(script.text.includes("Structured"));
  assert.equal(script.async, false);
  assert.equal(HTMLScriptElement.supports("module"), true);
  const template = document.createElement("template");
  template.innerHTML = "<b>x</b>";
  assert(template.content instanceof DocumentFragment);
  assert.equal(template.content.firstChild.tagName, "B");
  const canvas = document.createElement("canvas");
  assert.equal(canvas.getContext("2d"), null);
  assert.equal(canvas.toDataURL(), "data:,");
  const iframe = document.createElement("iframe");
  iframe.src = "/frame";
  assert.equal(iframe.src, "https://example.com/frame");
  assert.equal(iframe.contentDocument, null);
  iframe.sandbox = "allow-scripts";
  assert.equal(iframe.sandbox.length, 1);
  const meta = document.querySelector('meta[name="description"]');
  assert.equal(meta.content, "A small page for binding tests");
  const li = document.createElement("li");
  li.value = 4;
  assert.equal(li.getAttribute("value"), "4");
});

test("tables", () => {
  const table = document.createElement("table");
  assert.equal(table.rows.length, 0);
  assert.equal(table.rows, table.rows, "[SameObject]");
  const first = table.insertRow();
  assert.equal(table.tBodies.length, 1, "the first row gets a tbody");
  assert.equal(first.parentNode.tagName, "TBODY");
  const cell = first.insertCell();
  first.insertCell(0).textContent = "a";
  assert.equal(first.cells.length, 2);
  assert.equal(cell.cellIndex, 1);
  const head = table.createTHead();
  assert.equal(table.tHead, head);
  const headRow = head.insertRow();
  assert.equal(table.rows.length, 2);
  assert.equal(table.rows[0], headRow, "the head's rows come first");
  assert.equal(first.rowIndex, 1);
  assert.equal(first.sectionRowIndex, 0);
  const caption = table.createCaption();
  assert.equal(table.firstChild, caption);
  caption.textContent = "Caption";
  assert.equal(table.caption.textContent, "Caption");
  table.createTFoot();
  assert.equal(table.lastChild.tagName, "TFOOT");
  table.insertRow(-1);
  assert.equal(table.rows.length, 3);
  table.deleteRow(0);
  assert.equal(table.rows.length, 2);
  assert.throws(() => table.insertRow(9), "IndexSizeError");
  assert.throws(() => first.deleteCell(5), "IndexSizeError");
  first.deleteCell(-1);
  assert.equal(first.cells.length, 1);
  table.deleteCaption();
  assert.equal(table.caption, null);
  assert.throws(() => { table.tHead = document.createElement("div"); }, "HierarchyRequestError");
  assert.equal(document.createElement("td").cellIndex, -1);
  assert.equal(document.createElement("tr").rowIndex, -1);
});
