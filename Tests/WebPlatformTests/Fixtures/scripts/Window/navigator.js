// navigator on the default device profile (Safari 18 on an iPhone).

test("navigator is the same Navigator object", () => {
  assert(navigator instanceof Navigator);
  assert.equal(window.navigator, navigator);
});

test("browser identity", () => {
  assert(navigator.userAgent.includes("iPhone"));
  assert(navigator.userAgent.includes("Version/18.0 Mobile/15E148 Safari/604.1"));
  assert.equal(navigator.appVersion, navigator.userAgent.slice("Mozilla/".length));
  assert.equal(navigator.platform, "iPhone");
  assert.equal(navigator.vendor, "Apple Computer, Inc.");
  assert.equal(navigator.vendorSub, "");
  assert.equal(navigator.product, "Gecko");
  assert.equal(navigator.productSub, "20030107");
  assert.equal(navigator.appName, "Netscape");
  assert.equal(navigator.appCodeName, "Mozilla");
  assert.equal(navigator.language, "en-US");
});

test("languages is one frozen array", () => {
  assert.deepEqual(navigator.languages, ["en-US"]);
  assert.equal(navigator.languages, navigator.languages);
  assert(Object.isFrozen(navigator.languages));
});

test("capabilities", () => {
  assert.equal(navigator.maxTouchPoints, 5);
  assert.equal(navigator.hardwareConcurrency, 4);
  assert.equal(navigator.cookieEnabled, true);
  assert.equal(navigator.onLine, true);
  assert.equal(navigator.webdriver, false);
  assert.equal(navigator.pdfViewerEnabled, true);
  assert.equal(navigator.standalone, false);
  assert.equal(navigator.javaEnabled(), false);
});

test("members Safari does not have (or that need a permission) are absent", () => {
  for (const name of ["doNotTrack", "userAgentData", "clipboard", "share", "geolocation"]) {
    assert(!(name in navigator), name);
  }
});

test("touch devices have touch members on window", () => {
  assert("ontouchstart" in window);
  assert.equal(window.ontouchstart, null);
  assert.equal(window.orientation, 0);
});

test("sendBeacon queues (records) and returns true", () => {
  assert.equal(navigator.sendBeacon("/collect", "payload"), true);
  assert.equal(navigator.sendBeacon("https://stats.example/hit"), true);
  assert.throws(() => navigator.sendBeacon("http://[bad"), "TypeError");
  assert.throws(() => navigator.sendBeacon("ftp://example.com/"), "TypeError");
  assert.throws(() => navigator.sendBeacon(), "TypeError");
});
