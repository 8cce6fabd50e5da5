// screen, the window's size, scrolling and visualViewport on the default iPhone profile.

test("screen metrics", () => {
  assert(screen instanceof Screen);
  assert.equal(window.screen, screen);
  assert.equal(screen.width, 393);
  assert.equal(screen.height, 852);
  assert.equal(screen.availWidth, 393);
  assert.equal(screen.availHeight, 852);
  assert.equal(screen.colorDepth, 24);
  assert.equal(screen.pixelDepth, 24);
});

test("screen.orientation", () => {
  const orientation = screen.orientation;
  assert(orientation instanceof ScreenOrientation);
  assert(orientation instanceof EventTarget);
  assert.equal(screen.orientation, orientation);
  assert.equal(orientation.type, "portrait-primary");
  assert.equal(orientation.angle, 0);
  assert.equal(orientation.onchange, null);
});

test("window size and pixel ratio", () => {
  assert.equal(innerWidth, 393);
  assert.equal(innerHeight, 852);
  assert.equal(outerWidth, 393);
  assert.equal(outerHeight, 852);
  assert.equal(devicePixelRatio, 3);
  assert.equal(screenX, 0);
  assert.equal(screenY, 0);
});

test("visualViewport is the layout viewport at scale 1", () => {
  assert(visualViewport instanceof VisualViewport);
  assert.equal(window.visualViewport, visualViewport);
  assert.equal(visualViewport.width, 393);
  assert.equal(visualViewport.height, 852);
  assert.equal(visualViewport.scale, 1);
  assert.equal(visualViewport.offsetLeft, 0);
  assert.equal(visualViewport.offsetTop, 0);
  assert.equal(visualViewport.pageTop, scrollY);
});

test("a short page does not scroll", () => {
  assert.equal(scrollX, 0);
  assert.equal(scrollY, 0);
  scrollTo(0, 500);
  assert.equal(scrollY, 0);
});

test("a tall page scrolls, clamped to the document", () => {
  const tall = document.body.appendChild(document.createElement("div"));
  tall.setAttribute("style", "height: 3000px");
  const max = document.documentElement.scrollHeight - innerHeight;
  assert(max > 2000, "scrollable: " + max);
  scrollTo(0, 500);
  assert.equal(scrollY, 500);
  assert.equal(pageYOffset, 500);
  scrollBy(0, 100);
  assert.equal(scrollY, 600);
  scroll({ top: 1e9 });
  assert.equal(scrollY, max);
  scrollTo({ left: 50, top: -20 });
  assert.equal(scrollY, 0);
  assert.equal(scrollX, 0, "no horizontal overflow");
  window.scrollTo(0, 250);
  assert.equal(document.documentElement.scrollTop, 250);
  assert.equal(visualViewport.pageTop, 250);
  assert.throws(() => scrollTo(5), "TypeError");
});

asyncTest("scrolling fires scroll (after the task) at the document, bubbling to window", async () => {
  const event = await new Promise((resolve) => {
    window.onscroll = resolve;
    scrollBy(0, 10);
  });
  window.onscroll = null;
  assert.equal(event.type, "scroll");
  assert.equal(event.target, document);
});
