// The Slottable mixin, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#mixin-slotable), included by Element and Text (the assigned
// slot, unless it is in a closed shadow tree): Scripts/generate-bindings.py copies its member
// onto each.

interface mixin Slottable {
  readonly attribute HTMLSlotElement? assignedSlot;
};
