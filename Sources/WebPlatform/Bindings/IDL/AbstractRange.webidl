// AbstractRange and StaticRange, as the DOM standard declares them
// (https://dom.spec.whatwg.org/#interface-abstractrange). StaticRange's constructor reads its
// StaticRangeInit by hand (StaticRangeBinding.swift).

[Exposed=Window]
interface AbstractRange {
  readonly attribute Node startContainer;
  readonly attribute unsigned long startOffset;
  readonly attribute Node endContainer;
  readonly attribute unsigned long endOffset;
  readonly attribute boolean collapsed;
};

[Exposed=Window]
interface StaticRange : AbstractRange {
  [Custom] constructor(StaticRangeInit init);
};
