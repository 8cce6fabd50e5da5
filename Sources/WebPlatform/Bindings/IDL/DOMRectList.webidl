// DOMRectList, as Geometry Interfaces declares it (https://drafts.fxtf.org/geometry/#domrectlist),
// in the order of the prototype's properties. The indexed properties and @@iterator are the
// hand-written definition's (Geometry/DOMRectListBinding.swift; item() is the named getter's
// regular operation).

[Exposed=Window]
interface DOMRectList {
  readonly attribute unsigned long length;
  getter DOMRect? item(unsigned long index);
};
