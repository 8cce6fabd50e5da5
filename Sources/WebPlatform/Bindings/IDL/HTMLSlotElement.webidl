// HTMLSlotElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/scripting.html#the-slot-element), in the order of the
// prototype's properties: the reflected attribute first (its rule is the DOM's
// ReflectedAttribute table), then the model's HTMLSlotElement members (its class: `this` must
// be one). assign's variadic `(Element or Text)` arguments are the model's nodes
// ([ActionJSUnion=Node]; WebKit's "Type error" for another value).

[Exposed=Window, ImplementedAs=HTMLSlotElement]
interface HTMLSlotElement : HTMLElement {
  [CEReactions, Reflect] attribute DOMString name;
  [ImplementedAs="assignedNodes(flatten:)"] sequence<Node> assignedNodes(optional AssignedNodesOptions options = {});
  [ImplementedAs="assignedElements(flatten:)"] sequence<Element> assignedElements(optional AssignedNodesOptions options = {});
  undefined assign([ActionJSUnion=Node] (Element or Text)... nodes);
};

dictionary AssignedNodesOptions {
  boolean flatten = false;
};
