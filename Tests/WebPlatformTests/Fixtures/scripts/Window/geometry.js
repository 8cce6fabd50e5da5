// Element geometry from the layout estimate (Sources/WebPlatform/Window/Layout): consistent
// boxes for rendered elements, zeros for the others. The iPhone viewport is 393 × 852.

const make = (tag, style, parent) => {
  const element = (parent || document.body).appendChild(document.createElement(tag));
  if (style) { element.setAttribute("style", style); }
  return element;
};

test("a rendered block fills its container", () => {
  const main = document.getElementById("main");
  const rect = main.getBoundingClientRect();
  assert(rect instanceof DOMRect);
  assert.equal(rect.x, 8, "the body's margin");
  assert.equal(rect.left, 8);
  assert.equal(rect.width, 393 - 16);
  assert(rect.height > 0);
  assert.equal(rect.bottom, rect.top + rect.height);
  assert.equal(main.getClientRects().length, 1);
  assert.equal(main.getClientRects()[0].height, rect.height);
  assert.equal(main.clientWidth, 377);
  assert.equal(main.clientHeight, Math.round(rect.height));
  assert.equal(main.scrollWidth, 377);
  assert.equal(main.clientTop, 0);
});

test("blocks stack in document order", () => {
  const title = document.getElementById("title").getBoundingClientRect();
  const first = document.getElementById("p1").getBoundingClientRect();
  const second = document.getElementById("p2").getBoundingClientRect();
  assert(title.bottom <= first.top, "the heading is above the first paragraph");
  assert(first.bottom <= second.top, "the paragraphs stack");
  assert.equal(second.top - first.bottom, 16, "a paragraph's 1em margins (not collapsed)");
});

test("elements that are not rendered have zero boxes and no client rects", () => {
  const script = document.querySelector("script");
  const hidden = make("div", "display: none");
  const inside = make("span", "", hidden);
  inside.textContent = "invisible";
  const detached = document.createElement("div");
  for (const element of [script, hidden, inside, detached, document.head]) {
    const rect = element.getBoundingClientRect();
    assert.deepEqual([rect.x, rect.y, rect.width, rect.height], [0, 0, 0, 0]);
    assert.equal(element.getClientRects().length, 0);
    assert.equal(element.clientWidth, 0);
    assert.equal(element.scrollHeight, 0);
  }
});

test("inline boxes have a rect but no client size", () => {
  const link = document.getElementById("link1");
  const rect = link.getBoundingClientRect();
  assert(rect.width > 0 && rect.height > 0);
  assert.equal(link.clientWidth, 0);
  assert.equal(link.clientHeight, 0);
  const paragraph = document.getElementById("p1").getBoundingClientRect();
  assert(rect.left > paragraph.left, "the link follows the text before it");
  assert.equal(rect.top, paragraph.top);
});

test("the scrolling element is the root in no-quirks mode", () => {
  assert.equal(document.compatMode, "CSS1Compat");
  assert.equal(document.scrollingElement, document.documentElement);
  assert.equal(new Document().scrollingElement, null);
});

test("the root's client size is the viewport", () => {
  assert.equal(document.documentElement.clientWidth, 393);
  assert.equal(document.documentElement.clientHeight, 852);
  assert.equal(document.documentElement.scrollHeight, 852, "a short page");
});

test("declared sizes, paddings and borders are honoured", () => {
  const box = make("div", "width: 200px; height: 100px; padding: 10px; border: 2px solid black");
  const rect = box.getBoundingClientRect();
  assert.equal(rect.width, 224);
  assert.equal(rect.height, 124);
  assert.equal(box.clientWidth, 220);
  assert.equal(box.clientHeight, 120);
  assert.equal(box.clientTop, 2);
  assert.equal(box.clientLeft, 2);
  const image = make("img");
  image.setAttribute("width", "120");
  image.setAttribute("height", "40");
  assert.equal(image.getBoundingClientRect().width, 120);
  assert.equal(image.getBoundingClientRect().height, 40);
});

test("long text wraps into more lines", () => {
  const short = make("p");
  short.textContent = "short";
  const long = make("p");
  long.textContent = "word ".repeat(200);
  assert(long.getBoundingClientRect().height > 5 * short.getBoundingClientRect().height);
});

test("an element with overflowing content scrolls; scrollTop is clamped", () => {
  const scroller = make("div", "height: 50px");
  scroller.textContent = "line ".repeat(400);
  assert(scroller.scrollHeight > 50);
  assert.equal(scroller.clientHeight, 50);
  scroller.scrollTop = 30;
  assert.equal(scroller.scrollTop, 30);
  scroller.scrollTop = 1e9;
  assert.equal(scroller.scrollTop, scroller.scrollHeight - 50);
  scroller.scrollTop = -5;
  assert.equal(scroller.scrollTop, 0);
  scroller.scrollTo({ top: 10 });
  assert.equal(scroller.scrollTop, 10);
  scroller.scrollBy(0, 5);
  assert.equal(scroller.scrollTop, 15);
  assert.equal(scroller.scrollLeft, 0);
  const plain = make("div");
  plain.scrollTop = 10;
  assert.equal(plain.scrollTop, 0, "nothing to scroll");
});

test("scrollIntoView scrolls the window to the element; the root's scrollTop is the window's", () => {
  make("div", "height: 4000px");
  const target = make("div", "height: 20px");
  make("div", "height: 4000px");
  target.scrollIntoView();
  const top = target.getBoundingClientRect().top;
  assert.equal(top, 0, "at the top of the viewport");
  assert(scrollY > 3000);
  assert.equal(document.documentElement.scrollTop, scrollY);
  document.documentElement.scrollTop = 0;
  assert.equal(scrollY, 0);
  assert.equal(target.getBoundingClientRect().top > 3000, true);
  scrollTo(0, 0);
});

test("viewport-relative rects follow the scroll position", () => {
  const main = document.getElementById("main");
  const before = main.getBoundingClientRect().top;
  scrollTo(0, 100);
  assert.equal(main.getBoundingClientRect().top, before - 100);
  scrollTo(0, 0);
});

test("inline blocks shrink to their text and sit on the line, the tallest setting its height", () => {
  const line = make("div", "font-size: 10px");
  line.appendChild(document.createTextNode("ab "));
  const first = make("span", "display: inline-block; margin: 0 3px; padding: 2px", line);
  first.textContent = "four";
  const second = make("span", "display: inline-block; height: 40px", line);
  second.textContent = "xy";
  const wide = make("span", "display: inline-block; width: 50%", line);
  wide.textContent = "z";
  const after = make("p", "margin: 0", document.body);
  const a = first.getBoundingClientRect();
  const b = second.getBoundingClientRect();
  const c = wide.getBoundingClientRect();
  const box = line.getBoundingClientRect();
  assert.equal(a.width, 4 * 5 + 4, "four characters of half the font size, plus paddings");
  assert.equal(a.left, box.left + 3 * 5 + 3, "after the text and the left margin");
  assert.equal(b.left, a.right + 3, "after the first box's right margin");
  assert.equal(b.width, 2 * 5);
  assert.equal(b.height, 40);
  assert.equal(c.width, box.width / 2, "a percentage of the container's width");
  assert.equal(c.left, b.right, "the third box fits on the line");
  assert.equal(a.top, box.top);
  assert.equal(box.height, 40, "the line is as tall as its tallest box");
  assert.equal(after.getBoundingClientRect().top, box.bottom);
});

test("a tree nested 100,000 deep is laid out and styled without overflowing the stack", () => {
  const outer = make("div", "font-size: 20px; color: red; border-left: 2px solid");
  let node = outer;
  for (let i = 0; i < 100000; i++) {
    node = node.appendChild(document.createElement(i % 2 ? "span" : "div"));
  }
  node.textContent = "deep";
  node.setAttribute("style", "width: 2em; border-top: thin solid");
  const style = getComputedStyle(node);
  assert.equal(style.color, "rgb(255, 0, 0)", "inherited through every level");
  assert.equal(style.fontSize, "20px");
  assert.equal(style.borderTopWidth, "1px");
  assert.equal(style.borderLeftWidth, "0px", "not inherited");
  const rect = node.getBoundingClientRect();
  assert(rect.height > 0, "the deepest element has a box");
  assert.equal(rect.left, outer.getBoundingClientRect().left + 2, "inside the outer border");
  assert(outer.offsetHeight >= rect.height);
});
