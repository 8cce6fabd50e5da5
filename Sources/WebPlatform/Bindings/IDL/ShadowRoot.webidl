// ShadowRoot, as the DOM standard declares it (https://dom.spec.whatwg.org/#interface-shadowroot),
// with the DocumentOrShadowRoot members this runtime has (activeElement, elementFromPoint and
// elementsFromPoint: https://drafts.csswg.org/cssom-view/#extensions-to-the-documentorshadowroot-mixin)
// and HTML's (innerHTML, getHTML, setHTMLUnsafe), in the order of the prototype's properties.
// Scripts/generate-bindings.py documents the extended attributes. elementFromPoint and
// elementsFromPoint answer from the world's window's layout estimate ([ActionJSWorld]: null and
// [] outside the world's document, ShadowRootBinding.swift); styleSheets and
// adoptedStyleSheets (CSS/DocumentOrShadowRootStyleMembers.swift) follow the generated members.

[Exposed=Window]
interface ShadowRoot : DocumentFragment {
  readonly attribute ShadowRootMode mode;
  readonly attribute boolean delegatesFocus;
  readonly attribute SlotAssignmentMode slotAssignment;
  readonly attribute boolean clonable;
  readonly attribute boolean serializable;
  readonly attribute Element host;

  readonly attribute Element? activeElement;
  [ActionJSWorld] Element? elementFromPoint(double x, double y);
  [ActionJSWorld] sequence<Element> elementsFromPoint(double x, double y);

  [CEReactions, ActionJSSetter=setInnerHTML] attribute [LegacyNullToEmptyString] DOMString innerHTML;
  DOMString getHTML(optional GetHTMLOptions options = {});
  [CEReactions] undefined setHTMLUnsafe(DOMString html);

  attribute EventHandler onslotchange;
};

[ImplementedAs="ShadowRoot.Mode"]
enum ShadowRootMode { "open", "closed" };

[ImplementedAs="ShadowRoot.SlotAssignmentMode"]
enum SlotAssignmentMode { "manual", "named" };
