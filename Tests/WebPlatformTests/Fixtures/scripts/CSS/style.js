// page: basic.html
// element.style: CSSStyleDeclaration over the style attribute.

test("the same object, live over the attribute", () => {
  const div = document.createElement("div");
  const style = div.style;
  assert(style instanceof CSSStyleDeclaration);
  assert.equal(Object.prototype.toString.call(style), "[object CSSStyleDeclaration]");
  assert.equal(div.style, style, "[SameObject]");
  assert.equal(style.length, 0);
  assert.equal(style.cssText, "");
  div.setAttribute("style", "color: red; margin-top: 2px");
  assert.equal(style.color, "red");
  assert.equal(style.length, 2);
  assert.equal(style[0], "color");
  assert.equal(style.item(1), "margin-top");
  assert.equal(style.item(5), "");
  assert.equal(style[5], undefined);
  assert.equal(style.parentRule, null);
});

test("camelCase, webkit-case and dashed names", () => {
  const div = document.createElement("div");
  div.style.backgroundColor = "blue";
  assert.equal(div.getAttribute("style"), "background-color: blue;");
  assert.equal(div.style["background-color"], "blue");
  div.style["margin-left"] = "3px";
  assert.equal(div.style.marginLeft, "3px");
  assert.equal(div.style.getPropertyValue("margin-left"), "3px");
  assert.equal(typeof div.style.display, "string");
  assert.equal(div.style.display, "");
  assert.equal(div.style.notAProperty, undefined);
  assert.equal("backgroundColor" in CSSStyleDeclaration.prototype, true);
  const descriptor = Object.getOwnPropertyDescriptor(CSSStyleDeclaration.prototype, "color");
  assert.equal(typeof descriptor.get, "function");
  assert.equal(typeof descriptor.set, "function");
  div.style.cssFloat = "left";
  assert.equal(div.style.getPropertyValue("float"), "left");
  assert.equal(div.style.cssFloat, "left");
});

test("setProperty, priorities, removeProperty", () => {
  const div = document.createElement("div");
  const style = div.style;
  style.setProperty("color", "green", "important");
  assert.equal(style.getPropertyValue("color"), "green");
  assert.equal(style.getPropertyPriority("color"), "important");
  assert.equal(div.getAttribute("style"), "color: green !important;");
  style.setProperty("color", "red", "bogus");
  assert.equal(style.color, "green", "a bad priority changes nothing");
  style.setProperty("width", "not a length");
  assert.equal(style.width, "", "an invalid value changes nothing");
  style.setProperty("width", "10px");
  assert.equal(style.removeProperty("width"), "10px");
  assert.equal(style.width, "");
  style.color = null;
  assert.equal(style.color, "", "[LegacyNullToEmptyString] removes the property");
  style.setProperty("margin", "1px 2px");
  assert.equal(style.marginRight, "2px");
  assert.equal(style.margin, "1px 2px");
  style.setProperty("margin", "");
  assert.equal(style.length, 0, "an empty value removes");
});

test("cssText and PutForwards", () => {
  const div = document.createElement("div");
  div.style.cssText = "color: red; display: none";
  assert.equal(div.style.display, "none");
  assert.equal(div.getAttribute("style"), "color: red; display: none;");
  div.style = "width: 5px";
  assert.equal(div.style.width, "5px", "[PutForwards=cssText]");
  assert.equal(div.style.color, "");
  div.style.cssText = null;
  assert.equal(div.style.length, 0);
  assert.deepEqual([...(() => { div.style.cssText = "top: 1px; left: 2px"; return div.style; })()], ["top", "left"]);
  assert.deepEqual(Object.keys(div.style), ["0", "1"]);
});

test("page styles", () => {
  const main = document.getElementById("main");
  main.style.display = "none";
  assert.equal(main.getAttribute("style"), "display: none;");
  main.removeAttribute("style");
  assert.equal(main.style.display, "");
});

test("brand checks", () => {
  const getter = Object.getOwnPropertyDescriptor(CSSStyleDeclaration.prototype, "cssText").get;
  assert.throws(() => getter.call(document.body), "TypeError");
  const color = Object.getOwnPropertyDescriptor(CSSStyleDeclaration.prototype, "color").get;
  assert.throws(() => color.call({}), "TypeError");
  assert.throws(() => new CSSStyleDeclaration(), "TypeError");
  assert.throws(() => document.body.style.setProperty("color"), "TypeError");
});
