// The members the HTML standard adds to Document
// (https://html.spec.whatwg.org/multipage/dom.html#the-document-object), with
// DocumentOrShadowRoot's activeElement (https://html.spec.whatwg.org/multipage/interaction.html#documentorshadowroot),
// declared in their places, in the order of the prototype's properties: the rows of
// DocumentHTMLMembers (HTML/Document+HTMLMembers.swift), which DocumentBinding puts after the
// Ranges members; GlobalEventHandlers' attributes follow them. The cookie and the dynamic
// markup insertion members (open, close, write, writeln) take the world ([ActionJSWorld]: its
// cookie jar, the document's write stream). Deviations, each keeping what actionjs did: the
// collections are not [SameObject] here (each getter answers the same collection, but is not
// remembered on the JavaScript side); visibilityState is a DOMString (the model's string of a
// DocumentVisibilityState); open's arguments are left out (they are not converted; `length` is
// 0 either way); write and writeln take strings (no Trusted Types). document.all is not exposed
// (its `typeof "undefined"` needs an engine-level masquerading object).

[ActionJSMembers=DocumentHTMLMembers]
partial interface Document {
  readonly attribute HTMLCollection forms;
  readonly attribute HTMLCollection images;
  readonly attribute HTMLCollection embeds;
  readonly attribute HTMLCollection plugins;
  readonly attribute HTMLCollection links;
  readonly attribute HTMLCollection anchors;
  readonly attribute HTMLCollection scripts;
  readonly attribute HTMLCollection applets;
  NodeList getElementsByName(DOMString elementName);

  // resource metadata management
  [LegacyOverrideBuiltIns, ActionJSWorld, ActionJSSetter=setCookie] attribute USVString cookie;
  readonly attribute USVString referrer;
  readonly attribute DOMString lastModified;
  readonly attribute DocumentReadyState readyState;
  readonly attribute DOMString visibilityState;
  readonly attribute boolean hidden;

  // user interaction
  readonly attribute Element? activeElement;
  boolean hasFocus();
  readonly attribute HTMLOrSVGScriptElement? currentScript;
  [CEReactions] attribute DOMString dir;
  [CEReactions] attribute DOMString designMode;

  // dynamic markup insertion
  [CEReactions, ActionJSWorld] Document open();
  [CEReactions, ActionJSWorld] undefined close();
  [CEReactions, ActionJSWorld] undefined write(DOMString... text);
  [CEReactions, ActionJSWorld] undefined writeln(DOMString... text);
};

[ImplementedAs=DocumentReadyState]
enum DocumentReadyState { "loading", "interactive", "complete" };
