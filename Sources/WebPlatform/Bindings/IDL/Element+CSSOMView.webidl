// The members CSSOM View adds to Element
// (https://drafts.csswg.org/cssom-view/#extension-to-the-element-interface) and to HTMLElement
// (https://drafts.csswg.org/cssom-view/#extensions-to-the-htmlelement-interface), in the order
// of the prototype's properties: the rows of ElementCSSOMViewMembers, which ElementBinding puts
// after Element's own, and of HTMLElementGeometryMembers, which HTMLElementBinding puts after
// ElementCSSInlineStyle's (Window/Element+CSSOMViewMembers.swift). Each reads the world's
// window, whose layout estimate and scroll offsets they are ([ActionJSWorld]). Deviation:
// scrollIntoView's argument is left out (it is not converted; `length` is 0 either way).
// scroll, scrollTo and scrollBy are overloaded (ScrollToOptions, in Window.webidl, or two
// coordinates).

[ActionJSMembers=ElementCSSOMViewMembers]
partial interface Element {
  [ActionJSWorld] DOMRect getBoundingClientRect();
  [ActionJSWorld] DOMRectList getClientRects();
  [ActionJSWorld] readonly attribute long clientTop;
  [ActionJSWorld] readonly attribute long clientLeft;
  [ActionJSWorld] readonly attribute long clientWidth;
  [ActionJSWorld] readonly attribute long clientHeight;
  [ActionJSWorld] readonly attribute long scrollWidth;
  [ActionJSWorld] readonly attribute long scrollHeight;
  [ActionJSWorld, ActionJSSetter=setScrollTop] attribute unrestricted double scrollTop;
  [ActionJSWorld, ActionJSSetter=setScrollLeft] attribute unrestricted double scrollLeft;
  [ActionJSWorld, ImplementedAs="scroll(behavior:left:top:)"] undefined scroll(optional ScrollToOptions options = {});
  [ActionJSWorld] undefined scroll(unrestricted double x, unrestricted double y);
  [ActionJSWorld, ImplementedAs="scrollTo(behavior:left:top:)"] undefined scrollTo(optional ScrollToOptions options = {});
  [ActionJSWorld] undefined scrollTo(unrestricted double x, unrestricted double y);
  [ActionJSWorld, ImplementedAs="scrollBy(behavior:left:top:)"] undefined scrollBy(optional ScrollToOptions options = {});
  [ActionJSWorld] undefined scrollBy(unrestricted double x, unrestricted double y);
  [ActionJSWorld] undefined scrollIntoView();
};

[ActionJSMembers=HTMLElementGeometryMembers]
partial interface HTMLElement {
  [ActionJSWorld] readonly attribute Element? offsetParent;
  [ActionJSWorld] readonly attribute long offsetTop;
  [ActionJSWorld] readonly attribute long offsetLeft;
  [ActionJSWorld] readonly attribute long offsetWidth;
  [ActionJSWorld] readonly attribute long offsetHeight;
};
