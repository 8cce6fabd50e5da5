// The members the window area adds to Document, declared in their places, in the order of the
// prototype's properties: HTML's location
// (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface),
// CSSOM View's scrollingElement, elementFromPoint and elementsFromPoint
// (https://drafts.csswg.org/cssom-view/#extensions-to-the-document-interface) and WebKit's
// caretRangeFromPoint (as WebKit declares it: `optional long x = 0, optional long y = 0`,
// `length` 0). The rows of DocumentWindowMembers (Window/Document+WindowMembers.swift), which
// DocumentBinding puts after the HTML members. Each takes the world ([ActionJSWorld]): a
// document without the world's browsing context answers null, [] and null (and setting its
// location does nothing).

[ActionJSMembers=DocumentWindowMembers]
partial interface Document {
  [PutForwards=href, LegacyUnforgeable, ActionJSWorld] readonly attribute Location? location;
  [ActionJSWorld] readonly attribute Element? scrollingElement;
  [ActionJSWorld] Element? elementFromPoint(double x, double y);
  [ActionJSWorld] sequence<Element> elementsFromPoint(double x, double y);
  [ActionJSWorld] Range? caretRangeFromPoint(optional long x = 0, optional long y = 0);
};
