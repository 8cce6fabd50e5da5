// getComputedStyle: inline style over user-agent defaults with inheritance (no style sheet
// cascade: see Sources/DOM/CSS/UserAgentStyle.swift).

const add = (tag, style, parent) => {
  const element = (parent || document.body).appendChild(document.createElement(tag));
  if (style) { element.setAttribute("style", style); }
  return element;
};

test("a read-only CSSStyleDeclaration", () => {
  const style = getComputedStyle(document.body);
  assert.equal(Object.prototype.toString.call(style), "[object CSSStyleDeclaration]");
  assert.equal(style.length, 412);
  assert.equal(style[0], style.item(0));
  assert.equal(style.item(9999), "");
  assert.equal(style.cssText, "");
  assert.equal(style.parentRule, null);
  assert.equal(style.getPropertyPriority("color"), "");
  assert.throws(() => style.setProperty("color", "red"), "NoModificationAllowedError");
  assert.throws(() => style.removeProperty("color"), "NoModificationAllowedError");
  assert.throws(() => { style.color = "red"; }, "NoModificationAllowedError");
  assert.throws(() => { style.cssText = "color: red"; }, "NoModificationAllowedError");
});

test("user-agent display defaults", () => {
  const display = (tag) => getComputedStyle(add(tag)).display;
  assert.equal(display("div"), "block");
  assert.equal(display("span"), "inline");
  assert.equal(display("li"), "list-item");
  assert.equal(display("table"), "table");
  assert.equal(display("tr"), "table-row");
  assert.equal(display("td"), "table-cell");
  assert.equal(display("button"), "inline-block");
  assert.equal(display("script"), "none");
  assert.equal(display("style"), "none");
  assert.equal(display("template"), "none");
  assert.equal(getComputedStyle(document.head).display, "none");
  assert.equal(getComputedStyle(document.documentElement).display, "block");
});

test("[hidden], input[type=hidden] and a closed dialog are display: none; inline style wins", () => {
  const hidden = add("div");
  hidden.setAttribute("hidden", "");
  assert.equal(getComputedStyle(hidden).display, "none");
  hidden.setAttribute("style", "display: flex");
  assert.equal(getComputedStyle(hidden).display, "flex");
  const input = add("input");
  input.setAttribute("type", "hidden");
  assert.equal(getComputedStyle(input).display, "none");
  const dialog = add("dialog");
  assert.equal(getComputedStyle(dialog).display, "none");
  dialog.setAttribute("open", "");
  assert.equal(getComputedStyle(dialog).display, "block");
});

test("font sizes resolve to pixels", () => {
  assert.equal(getComputedStyle(document.body).fontSize, "16px");
  assert.equal(getComputedStyle(add("h1")).fontSize, "32px");
  assert.equal(getComputedStyle(add("h2")).fontSize, "24px");
  assert.equal(getComputedStyle(add("h3")).fontSize, "18.719999px"); // single precision, as WebKit
  assert.equal(getComputedStyle(add("code")).fontSize, "13px");
  const outer = add("div", "font-size: 20px");
  assert.equal(getComputedStyle(add("span", "", outer)).fontSize, "20px");
  assert.equal(getComputedStyle(add("span", "font-size: 1.5em", outer)).fontSize, "30px");
  assert.equal(getComputedStyle(add("span", "font-size: 50%", outer)).fontSize, "10px");
  assert.equal(getComputedStyle(add("span", "font-size: 2rem", outer)).fontSize, "32px");
  assert.equal(getComputedStyle(add("span", "font-size: 12pt", outer)).fontSize, "16px");
  assert.equal(getComputedStyle(add("span", "font-size: large", outer)).fontSize, "18px");
});

test("colors become rgb() and inherit", () => {
  assert.equal(getComputedStyle(document.body).color, "rgb(0, 0, 0)");
  assert.equal(getComputedStyle(document.body).backgroundColor, "rgba(0, 0, 0, 0)");
  const red = add("div", "color: red; background-color: #00ff00");
  assert.equal(getComputedStyle(red).color, "rgb(255, 0, 0)");
  assert.equal(getComputedStyle(red).backgroundColor, "rgb(0, 255, 0)");
  const child = add("p", "", red);
  assert.equal(getComputedStyle(child).color, "rgb(255, 0, 0)");
  assert.equal(getComputedStyle(child).backgroundColor, "rgba(0, 0, 0, 0)");
  assert.equal(getComputedStyle(document.getElementById("link1")).color, "rgb(0, 0, 238)");
  assert.equal(getComputedStyle(document.getElementById("link1")).textDecoration, "underline");
  assert.equal(getComputedStyle(add("div", "border-top-color: currentcolor; color: blue")).borderTopColor, "rgb(0, 0, 255)");
});

test("visibility inherits; position, opacity, weight, style, margins", () => {
  const invisible = add("div", "visibility: hidden");
  const inside = add("span", "", invisible);
  assert.equal(getComputedStyle(inside).visibility, "hidden");
  assert.equal(getComputedStyle(add("span", "visibility: visible", invisible)).visibility, "visible");
  assert.equal(getComputedStyle(document.body).visibility, "visible");
  assert.equal(getComputedStyle(document.body).position, "static");
  assert.equal(getComputedStyle(add("div", "position: absolute")).position, "absolute");
  assert.equal(getComputedStyle(document.body).opacity, "1");
  assert.equal(getComputedStyle(add("div", "opacity: 0.5")).opacity, "0.5");
  assert.equal(getComputedStyle(add("h1")).fontWeight, "700");
  assert.equal(getComputedStyle(add("strong")).fontWeight, "700");
  assert.equal(getComputedStyle(document.body).fontWeight, "400");
  assert.equal(getComputedStyle(add("em")).fontStyle, "italic");
  assert.equal(getComputedStyle(document.body).marginTop, "8px");
  assert.equal(getComputedStyle(document.body).margin, "8px");
  assert.equal(getComputedStyle(add("p")).marginBottom, "16px");
  assert.equal(getComputedStyle(add("div", "margin: 1em 2px")).margin, "16px 2px");
  assert.equal(getComputedStyle(add("div", "padding-left: 3em")).paddingLeft, "48px");
  assert.equal(getComputedStyle(document.body).borderTopWidth, "0px");
  assert.equal(getComputedStyle(add("div", "border: 2px solid red")).borderTopWidth, "2px");
  assert.equal(getComputedStyle(add("div", "border-style: solid")).borderLeftWidth, "3px");
  assert.equal(getComputedStyle(add("div", "color: inherit")).color, "rgb(0, 0, 0)");
});

test("camel-cased, dashed and getPropertyValue names agree", () => {
  const style = getComputedStyle(add("h2"));
  assert.equal(style.fontSize, "24px");
  assert.equal(style["font-size"], "24px");
  assert.equal(style.getPropertyValue("font-size"), "24px");
  assert.equal(style.getPropertyValue("FONT-SIZE"), "24px");
  assert.equal(style.cssFloat, "none");
  assert.equal(style.getPropertyValue("not-a-property"), "");
  assert.equal(style.notAProperty, undefined);
});

test("custom properties inherit their specified value", () => {
  const outer = add("div", "--brand: #123456; --Case: 1");
  const inner = add("span", "", outer);
  assert.equal(getComputedStyle(inner).getPropertyValue("--brand"), "#123456");
  assert.equal(getComputedStyle(outer).getPropertyValue("--Case"), "1");
  assert.equal(getComputedStyle(inner).getPropertyValue("--missing"), "");
});

test("the declaration is live", () => {
  const element = add("div");
  const style = getComputedStyle(element);
  assert.equal(style.display, "block");
  element.setAttribute("style", "display: none");
  assert.equal(style.display, "none");
});

test("width and height come from the layout estimate for block boxes", () => {
  const sized = add("div", "width: 100px; height: 50px; padding: 5px");
  assert.equal(getComputedStyle(sized).width, "100px");
  assert.equal(getComputedStyle(sized).height, "50px");
  assert.equal(getComputedStyle(add("div")).width, (innerWidth - 16) + "px");
  assert.equal(getComputedStyle(add("span")).width, "auto");
});

test("elements outside the document have no computed style", () => {
  const detached = document.createElement("div");
  assert.equal(getComputedStyle(detached).display, "");
  assert.equal(getComputedStyle(detached).length, 0);
});

test("pseudo-elements", () => {
  const element = add("div", "color: red");
  const before = getComputedStyle(element, "::before");
  assert.equal(before.content, "none");
  assert.equal(before.color, "rgb(255, 0, 0)");
  assert.equal(before.display, "inline");
  assert.equal(getComputedStyle(element, null).display, "block");
  assert.equal(getComputedStyle(element, "::bogus").length, 0);
});

test("argument checks", () => {
  assert.throws(() => getComputedStyle(), "TypeError");
  assert.throws(() => getComputedStyle({}), "TypeError");
  assert.throws(() => getComputedStyle(document), "TypeError");
});
